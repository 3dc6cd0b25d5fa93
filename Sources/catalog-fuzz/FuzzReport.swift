import CatalogFuzzing
import Foundation
import LayoutModel

/// The run's result for people: the figures the issue asks for, then every failure with the
/// command that reproduces it.
struct FuzzReport {
    let text: String
    let passed: Bool

    init(supervisor: FuzzSupervisor, seconds: Double) {
        let options = supervisor.options
        let tally = supervisor.tally
        let counts = Dictionary(grouping: supervisor.incidents, by: \.failure).mapValues(\.count)
        var lines = [
            "catalog-fuzz: \(supervisor.finished) cases, seed \(options.seed)\(options.scale == .quick ? " (quick scale)" : ""), \(options.jobs) jobs, "
                + String(format: "%.1f s (%.0f cases/s)", seconds, Double(supervisor.finished) / max(seconds, 0.001)),
            "crashes: \(counts[.crash] ?? 0)",
            "hangs (no result within \(Int(options.timeLimit)) s): \(counts[.hang] ?? 0)",
            "runs over \(options.memoryLimitMB) MB: \(counts[.memory] ?? 0)",
            "largest peak resident size of one case: \(supervisor.largestPeak.kb / 1024) MB (case \(supervisor.largestPeak.index))",
            "invariant violations: \(tally.violations.count)",
            "device-dependent resolver refusals of accepted definitions: \(tally.deviceDependentRefusals)",
        ]
        lines += tally.summaryLines
        for incident in supervisor.incidents {
            lines.append(
                "\(incident.failure.rawValue) at case \(incident.index): \(incident.detail); reproduce: catalog-fuzz --seed \(options.seed)\(options.scaleArgument) --show-case \(incident.index)"
            )
        }
        for violation in tally.violations.prefix(50) {
            lines.append(
                "violation at case \(violation.index) (\(violation.kind.rawValue)): \(violation.message); reproduce: catalog-fuzz --seed \(options.seed)\(options.scaleArgument) --show-case \(violation.index)"
            )
        }
        text = lines.joined(separator: "\n")
        passed = supervisor.incidents.isEmpty && tally.violations.isEmpty
    }

    /// Prints a case and runs it here (a Swift source written in `scratch`); the exit status
    /// says whether it passed.
    static func show(_ fuzzCase: FuzzCase, seed: UInt64, scratch: URL) -> Int32 {
        print(
            "case \(fuzzCase.index) of seed \(seed): \(fuzzCase.kind.rawValue), \(fuzzCase.bytes.count) bytes, mutations: \(fuzzCase.mutations.joined(separator: ", "))"
        )
        print("--- first 2000 bytes ---")
        print(fuzzCase.preview)
        print("---")
        let started = Date()
        let outcome = FuzzPipeline.run(fuzzCase, scratch: scratch)
        print("stage: \(outcome.stage.rawValue) after \(String(format: "%.3f", Date().timeIntervalSince(started))) s")
        if let refusal = outcome.refusal { print("refused: \(DiagnosticText.excerpt(refusal, limit: 300))") }
        for message in outcome.violations { print("violation: \(message)") }
        for message in outcome.deviceDependentRefusals { print("device-dependent refusal: \(message)") }
        return outcome.violations.isEmpty ? 0 : 1
    }
}
