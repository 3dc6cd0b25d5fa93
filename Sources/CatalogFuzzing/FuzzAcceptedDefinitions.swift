import Foundation
import LayoutModel

/// The definitions a seed's documents hold that `catalog add` would accept: a fixed, varied
/// set of valid layouts no one wrote by hand, for checks that compare two implementations on
/// them (the runtime against the export, the export against Apple's SDK).
public enum FuzzAcceptedDefinitions {
    /// The accepted definitions among the first `cases` documents of `seed`, in case order, at
    /// most `limit` of them, each renamed `fuzz-INDEX` so one pack or one Swift module can
    /// hold them all.
    public static func first(_ limit: Int = .max, seed: UInt64, cases: Int) -> [LayoutDefinition] {
        // The documents' mix, as the harness's quick runs draw it (recordings and Swift
        // sources are not definitions).
        let generator = FuzzGenerator(seed: seed, scale: .quick, kinds: FuzzKind.documents)
        var accepted: [LayoutDefinition] = []
        for index in 0..<cases where accepted.count < limit {
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
