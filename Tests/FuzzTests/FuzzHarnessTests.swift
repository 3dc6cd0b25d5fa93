import CatalogFuzzing
import Foundation
import Testing

/// The fuzz harness in CI: two thousand seeded cases in-process (about 40 s of CPU in a debug
/// build), at the quick
/// scale (every extreme still past its limit, none megabytes long); `catalog-fuzz` runs any
/// number. A crash fails the run (the test process dies); a broken invariant fails the test with
/// the case to reproduce
/// (`catalog-fuzz --seed 2026 --scale quick --show-case N`).
@Suite struct FuzzHarnessTests {
    static let seed: UInt64 = 2026
    static let cases = 2_000

    @Test func seededCasesOfEveryKindKeepEveryInvariant() {
        let generator = FuzzGenerator(seed: Self.seed, scale: .quick)
        var tally = FuzzTally()
        for index in 0..<Self.cases {
            tally.add(FuzzPipeline.run(generator.makeCase(index)), index: index)
        }
        #expect(tally.cases == Self.cases)
        for violation in tally.violations.prefix(20) {
            Issue.record("case \(violation.index) (\(violation.kind.rawValue)): \(violation.message); reproduce with catalog-fuzz --seed \(Self.seed) --scale quick --show-case \(violation.index)")
        }
        // The mix must reach every stage of every kind, or it tests less than it claims.
        for kind in FuzzKind.allCases {
            let stages = tally.stages[kind] ?? [:]
            for stage in FuzzOutcome.Stage.allCases {
                #expect(stages[stage, default: 0] > 0, "no \(kind.rawValue) case ended at stage \(stage.rawValue)")
            }
        }
    }

    @Test func aCaseDependsOnlyOnTheSeedAndItsIndex() {
        let a = FuzzGenerator(seed: 7), b = FuzzGenerator(seed: 7), c = FuzzGenerator(seed: 8)
        for index in [0, 1, 999] {
            #expect(a.makeCase(index).bytes == b.makeCase(index).bytes)
            #expect(a.makeCase(index).mutations == b.makeCase(index).mutations)
        }
        #expect((0..<20).contains { a.makeCase($0).bytes != c.makeCase($0).bytes })
        #expect(a.makeCase(3).bytes != a.makeCase(4).bytes)
    }

    /// A duplicated value is sized as written, placeholders spliced: case 26163 of seed 1 copies
    /// a 5,000-level nesting (a short placeholder in the tree, about 25 KB of text) 5,000 times,
    /// which made a 125 MB input. Copies stop near the scale's `largestCopy` (2 MB), and a case
    /// takes at most three tree mutations, so it stays within a few such copies.
    @Test func aDuplicatedSpliceIsSizedAsWritten() {
        let made = FuzzGenerator(seed: 1, scale: .full).makeCase(26163)
        #expect(made.mutations.contains("duplicated element"))
        #expect(made.mutations.contains("deep nesting"))
        #expect(made.bytes.count < 16 * FuzzScale.full.largestCopy, "case 26163 is \(made.bytes.count) bytes")
    }
}
