import CatalogFuzzing
import Foundation

/// A child's side: runs its range of cases in order, writing one line before and one after
/// each, unbuffered, so the supervisor always knows which case is running when it dies.
///
/// Protocol (standard output): `start I`, then `violation I KIND MESSAGE` for each broken
/// invariant, then `case I KIND STAGE PEAK_KB REFUSALS`; `done` at the end.
enum FuzzWorker {
    static func run(seed: UInt64, scale: FuzzScale, range: Range<Int>) {
        let generator = FuzzGenerator(seed: seed, scale: scale)
        let out = FileHandle.standardOutput
        func say(_ line: String) { out.write(Data((line + "\n").utf8)) }
        for index in range {
            say("start \(index)")
            MemoryProbe.resetPeak()
            let outcome = FuzzPipeline.run(generator.makeCase(index))
            for message in outcome.violations {
                say("violation \(index) \(outcome.kind.rawValue) \(message.replacingOccurrences(of: "\n", with: " "))")
            }
            say("case \(index) \(outcome.kind.rawValue) \(outcome.stage.rawValue) \(MemoryProbe.peakKB()) \(outcome.deviceDependentRefusals.count)")
        }
        say("done")
    }
}
