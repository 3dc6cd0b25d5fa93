import CatalogFuzzing
import Foundation
import Testing

/// The fuzz harness in CI: two thousand seeded documents in-process (about 40 s of CPU in a debug
/// build) and a slice of recordings and Swift sources, at the quick scale (every extreme still
/// past its limit, none megabytes long, no loop without an end); `catalog-fuzz` runs any number.
/// A crash fails the run (the test process dies); a broken invariant fails the test with the
/// case to reproduce (`catalog-fuzz --seed 2026 --scale quick --kinds … --show-case N`).
@Suite struct FuzzHarnessTests {
    static let seed: UInt64 = 2026
    static let cases = 2_000

    @Test func seededCasesOfEveryKindKeepEveryInvariant() {
        let generator = FuzzGenerator(seed: Self.seed, scale: .quick, kinds: FuzzKind.documents)
        var tally = FuzzTally()
        for index in 0..<Self.cases {
            tally.add(FuzzPipeline.run(generator.makeCase(index)), index: index)
        }
        #expect(tally.cases == Self.cases)
        for violation in tally.violations.prefix(20) {
            let kinds = FuzzKind.documents.map(\.rawValue).joined(separator: ",")
            Issue.record(
                "case \(violation.index) (\(violation.kind.rawValue)): \(violation.message); reproduce with catalog-fuzz --seed \(Self.seed) --scale quick --kinds \(kinds) --show-case \(violation.index)"
            )
        }
        // The mix must reach every stage of every kind, or it tests less than it claims.
        for kind in FuzzKind.documents {
            let stages = tally.stages[kind] ?? [:]
            for stage in FuzzOutcome.Stage.allCases {
                #expect(stages[stage, default: 0] > 0, "no \(kind.rawValue) case ended at stage \(stage.rawValue)")
            }
        }
    }

    /// Recordings and Swift sources, a short seeded slice in-process (about 20 s in a debug
    /// build, where swift-syntax is slow); `catalog-fuzz` mixes them into every run.
    @Test func seededRecordingsAndSwiftSourcesKeepEveryInvariant() {
        let generator = FuzzGenerator(seed: Self.seed, scale: .quick, kinds: [.recording, .swiftSource])
        var tally = FuzzTally()
        for index in 0..<Self.recordingAndSwiftCases {
            tally.add(FuzzPipeline.run(generator.makeCase(index)), index: index)
        }
        #expect(tally.cases == Self.recordingAndSwiftCases)
        for violation in tally.violations.prefix(20) {
            Issue.record(
                "case \(violation.index) (\(violation.kind.rawValue)): \(violation.message); reproduce with catalog-fuzz --seed \(Self.seed) --scale quick --kinds recording,swiftSource --show-case \(violation.index)"
            )
        }
        for kind in [FuzzKind.recording, .swiftSource] {
            let stages = tally.stages[kind] ?? [:]
            for stage in FuzzOutcome.Stage.allCases {
                #expect(stages[stage, default: 0] > 0, "no \(kind.rawValue) case ended at stage \(stage.rawValue)")
            }
        }
    }

    static let recordingAndSwiftCases = 200

    /// The unmutated bases: a recording the harness makes of a preset holds the catalog's own
    /// frames, so `compare` must find it agrees; a preset's exported Swift must import back as
    /// that preset. Were either false, every mutation of them would test a broken start.
    @Test func everyUnmutatedBaseIsAcceptedWithoutViolations() {
        let corpus = FuzzCorpus.shared
        let bases =
            corpus.recordings.map { (FuzzKind.recording, Array($0.prettyText.utf8)) }
            + corpus.swiftSources.map { (FuzzKind.swiftSource, Array($0.utf8)) }
        // 10 recordings of presets (every sixth of 60, on two devices) and 2 examples; 60
        // presets' exported code, 3 shapes and 4 example files.
        #expect(bases.filter { $0.0 == .recording }.count >= 12)
        #expect(bases.filter { $0.0 == .swiftSource }.count >= corpus.definitionsByName.count + 3)
        for (index, (kind, bytes)) in bases.enumerated() {
            let outcome = FuzzPipeline.run(FuzzCase(index: index, kind: kind, bytes: bytes, mutations: []))
            #expect(outcome.violations.isEmpty, "base \(index) (\(kind.rawValue)): \(outcome.violations)")
        }
        let presetRecordings = corpus.recordings.prefix(10).map {
            FuzzPipeline.run(FuzzCase(index: 0, kind: .recording, bytes: Array($0.canonicalText.utf8), mutations: []))
        }
        #expect(presetRecordings.allSatisfy { $0.stage == .accepted })
    }

    @Test func aRecordingRefusalNamesItsPlace() {
        #expect(
            FuzzPlace.line(
                in: "fuzz.json:12:5: not a device recording: elements[3].indexPath[0]: a section index is 0 to 999, got 2000000000", file: "fuzz.json"
            ) == 12)
        #expect(
            FuzzPlace.line(in: "fuzz.json: not a device recording: the file is 40000000 bytes; at most 33554432 are read", file: "fuzz.json") == nil)
        #expect(FuzzPlace.line(in: "fuzz.json:0:5: x", file: "fuzz.json") == nil)
        #expect(FuzzPlace.line(in: "other.json:1:1: x", file: "fuzz.json") == nil)
        // A mutated recording whose JSON breaks off: refused at the place it stops.
        let outcome = FuzzPipeline.run(FuzzCase(index: 0, kind: .recording, bytes: Array("{\"elements\": [".utf8), mutations: ["truncated"]))
        #expect(outcome.stage == .read)
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
    }

    /// swift-syntax ends a line at a lone carriage return too: case 1740 of seed 1 held one, and
    /// the harness, counting `\n` alone, took the parser's "syntax error here" at line 28 for a
    /// place past the end of a 27-line file. Here: `import UIKit` ends line 1 at `\r`, line 2 is
    /// the second `\r`, lines 3 and 4 end at `\n`, and the unclosed `(` is reported on line 5.
    @Test func aSwiftFileHasTheLinesTheParserCounts() {
        let text = "import UIKit\r\rfunc f() {\n  let x = (\n"
        let outcome = FuzzPipeline.run(FuzzCase(index: 0, kind: .swiftSource, bytes: Array(text.utf8), mutations: ["control character"]))
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
        #expect(outcome.stage == .checked)
    }

    @Test func onlyTheKindsAskedForAreDrawn() {
        let generator = FuzzGenerator(seed: 3, scale: .quick, kinds: [.recording])
        #expect((0..<50).allSatisfy { generator.makeCase($0).kind == .recording })
        let all = FuzzGenerator(seed: 3, scale: .quick)
        let drawn = Set((0..<400).map { all.makeCase($0).kind })
        #expect(drawn == Set(FuzzKind.allCases))
    }

    @Test func aCaseDependsOnlyOnTheSeedAndItsIndex() {
        let a = FuzzGenerator(seed: 7)
        let b = FuzzGenerator(seed: 7)
        let c = FuzzGenerator(seed: 8)
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
        let made = FuzzGenerator(seed: 1, scale: .full, kinds: FuzzKind.documents).makeCase(26163)
        #expect(made.mutations.contains("duplicated element"))
        #expect(made.mutations.contains("deep nesting"))
        #expect(made.bytes.count < 16 * FuzzScale.full.largestCopy, "case 26163 is \(made.bytes.count) bytes")
    }
}
