import CatalogTestSupport
import LayoutModel

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

    public init(seed: UInt64, scale: FuzzScale = .full, corpus: FuzzCorpus = .shared) {
        self.seed = seed
        self.scale = scale
        self.corpus = corpus
    }

    public func makeCase(_ index: Int) -> FuzzCase {
        var random = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ 0xD1B5_4A32_D192_ED03))
        // Definitions are the richest input and get half the cases.
        let kind: FuzzKind = random.chance(0.5) ? .definition : random.pick([.snapshotScript, .snapshotFile, .dataset, .bundle])
        var mutator = FuzzMutator(random: random, scale: scale)
        let bytes: [UInt8]
        if kind == .definition, random.chance(0.15), let text = corpus.definitionTexts.randomElement(using: &mutator.random) {
            // The presets as written (comments, block style): byte mutations only.
            bytes = mutator.mutateBytes(Array(text.utf8), allowAliases: true)
        } else {
            let bases = corpus.documents(kind)
            var tree = bases[mutator.random.int(below: bases.count)]
            // Mostly one or two mutations, so many cases get past the reader and exercise the
            // later stages; sometimes none (a valid document in an unusual form) or three.
            let mutations = mutator.random.pick([0, 1, 1, 1, 1, 2, 2, 2, 3, 3])
            for _ in 0..<mutations { tree = mutator.mutateTree(tree) }
            let form = mutator.random.pick(FuzzText.Form.allCases)
            var text = FuzzText.write(tree, as: form)
            text = mutator.splice(into: text, yaml: form == .blockYAML)
            bytes = mutator.random.chance(0.3) ? mutator.mutateBytes(Array(text.utf8), allowAliases: form == .blockYAML) : Array(text.utf8)
        }
        return FuzzCase(index: index, kind: kind, bytes: bytes, mutations: mutator.applied)
    }
}
