import CatalogFuzzing
import Foundation

/// A child's side: runs its range of cases in order, writing one line before and one after
/// each, unbuffered, so the supervisor always knows which case is running when it dies.
///
/// Protocol (standard output): `make I` before the case is generated, `start I` once it runs,
/// then `violation I KIND MESSAGE` for each broken invariant, then `case I KIND STAGE PEAK_KB
/// REFUSALS`; `done` at the end. The time limit is the pipeline's, so `start` comes after the
/// generator (a 125 MB case takes seconds just to build).
enum FuzzWorker {
    static func run(seed: UInt64, scale: FuzzScale, kinds: [FuzzKind], range: Range<Int>, scratch: URL?) {
        let generator = FuzzGenerator(seed: seed, scale: scale, kinds: kinds)
        if let scratch { try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true) }
        let out = FileHandle.standardOutput
        func say(_ line: String) { out.write(Data((line + "\n").utf8)) }
        for index in range {
            say("make \(index)")
            MemoryProbe.resetPeak()
            let fuzzCase = generator.makeCase(index)
            say("start \(index)")
            let outcome = FuzzPipeline.run(fuzzCase, scratch: scratch)
            for message in outcome.violations {
                say("violation \(index) \(outcome.kind.rawValue) \(message.replacingOccurrences(of: "\n", with: " "))")
            }
            say("case \(index) \(outcome.kind.rawValue) \(outcome.stage.rawValue) \(MemoryProbe.peakKB()) \(outcome.deviceDependentRefusals.count)")
        }
        say("done")
    }
}
