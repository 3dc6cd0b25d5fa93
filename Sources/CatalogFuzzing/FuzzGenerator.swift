import LayoutModel
import SeededRandom

/// Makes case `index` of the run seeded `seed`: a base document from the corpus, mutated in its
/// structure (wrong types, extreme numbers, bombs in expressions, long strings, huge counts,
/// deep nesting, aliases), written as JSON or YAML, then mutated as bytes (bad UTF-8,
/// truncation, control characters, flipped bytes, explicit and alias keys).
///
/// Every case depends only on (seed, index), so a failure found in a run of 100,000 is
/// regenerated alone from those two numbers.
public struct FuzzGenerator: Sendable {
    public let seed: UInt64
    public let scale: FuzzScale
    public let corpus: FuzzCorpus
    /// The kinds cases are drawn from.
    public let kinds: [FuzzKind]

    public init(seed: UInt64, scale: FuzzScale = .full, corpus: FuzzCorpus = .shared, kinds: [FuzzKind] = FuzzKind.allCases) {
        self.seed = seed
        self.scale = scale
        self.corpus = corpus
        self.kinds = kinds.isEmpty ? FuzzKind.allCases : kinds
    }

    public func makeCase(_ index: Int) -> FuzzCase {
        var random = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ 0xD1B5_4A32_D192_ED03))
        let kind = pickKind(&random)
        var mutator = FuzzMutator(random: random, scale: scale)
        let bytes: [UInt8]
        if kind == .swiftSource {
            let text = corpus.swiftSources[mutator.random.int(below: corpus.swiftSources.count)]
            bytes = mutator.mutateSwift(text)
        } else if kind == .definition, random.chance(0.15), let text = corpus.definitionTexts.randomElement(using: &mutator.random) {
            // The presets as written (comments, block style): byte mutations only.
            bytes = mutator.mutateBytes(Array(text.utf8), allowAliases: true)
        } else {
            let bases = corpus.documents(kind)
            var tree = bases[mutator.random.int(below: bases.count)]
            // Mostly one or two mutations, so many cases get past the reader and exercise the
            // later stages; sometimes none (a valid document in an unusual form) or three.
            let mutations = mutator.random.pick([0, 1, 1, 1, 1, 2, 2, 2, 3, 3])
            for _ in 0..<mutations {
                // Recordings get the mutations aimed at them more often than the generic ones.
                tree = kind == .recording && mutator.random.chance(0.6) ? mutator.mutateRecording(tree) : mutator.mutateTree(tree)
            }
            // Recordings are JSON; now and then YAML, which they must refuse.
            let forms =
                kind == .recording && !mutator.random.chance(0.05) ? FuzzText.Form.allCases.filter { $0 != .blockYAML } : FuzzText.Form.allCases
            let form = mutator.random.pick(forms)
            var text = FuzzText.write(tree, as: form)
            text = mutator.splice(into: text, yaml: form == .blockYAML)
            bytes = mutator.random.chance(0.3) ? mutator.mutateBytes(Array(text.utf8), allowAliases: form == .blockYAML) : Array(text.utf8)
        }
        return FuzzCase(index: index, kind: kind, bytes: bytes, mutations: mutator.applied)
    }

    /// Definitions, the richest input, get half the cases among the documents (four tenths when
    /// recordings and Swift sources are drawn too); the other kinds share the rest evenly.
    private func pickKind(_ random: inout SplitMix64) -> FuzzKind {
        if kinds == FuzzKind.documents {
            // As before recordings and Swift sources were covered, so old runs' cases keep their numbers.
            return random.chance(0.5) ? .definition : random.pick([.snapshotScript, .snapshotFile, .dataset, .bundle])
        }
        guard kinds.contains(.definition), kinds.count > 1 else { return random.pick(kinds) }
        let share = kinds.count == FuzzKind.allCases.count ? 0.4 : 1.0 / Double(kinds.count)
        return random.chance(share) ? .definition : random.pick(kinds.filter { $0 != .definition })
    }
}
