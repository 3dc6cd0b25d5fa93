import CatalogFuzzing
import Foundation
import LayoutModel

/// Definitions the fuzzer makes and the catalog accepts, as `RecordingEqualityTests` takes them:
/// the documents of a fixed seed in order, kept when they are definitions that `catalog add`
/// would accept, each renamed `fuzz-INDEX` so one module can hold all their exports.
enum FuzzAcceptedDefinitions {
    /// The first `count` accepted among the first `cases` documents of `seed` (fewer when
    /// those cases hold fewer).
    static func first(_ count: Int, seed: UInt64 = 2026, cases: Int = 2_000) -> [LayoutDefinition] {
        let generator = FuzzGenerator(seed: seed, scale: .quick, kinds: FuzzKind.documents)
        var accepted: [LayoutDefinition] = []
        for index in 0..<cases where accepted.count < count {
            let fuzzCase = generator.makeCase(index)
            guard fuzzCase.kind == .definition,
                  let text = try? DocumentReader.text(Data(fuzzCase.bytes), maximumBytes: DocumentLimits.largestTextFile),
                  var definition = LayoutDocument.check(text, lint: false).definition
            else { continue }
            definition.name = "fuzz-\(index)"
            accepted.append(definition)
        }
        return accepted
    }
}
