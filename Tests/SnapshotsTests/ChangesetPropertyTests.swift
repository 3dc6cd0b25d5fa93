import Testing

@testable import Snapshots

@Suite struct ChangesetPropertyTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomPairsReplayToTheTargetWithTheFewestMoves(seed: UInt64) throws {
        var generator = RandomSnapshots(seed: seed)
        for _ in 0..<1_000 {
            let (old, new) = try generator.pair()
            let changeset = StagedChangeset(from: old, to: new)
            try BatchUpdateSimulator.verify(changeset, from: old, to: new)
            let minimum = minimumMoves(from: old, to: new)
            #expect(changeset.itemMoves.count == minimum.items)
            #expect(changeset.sectionMoves.count == minimum.sections)
        }
    }

    @Test func pairsBuiltByScriptsReusingStorageSlotsReplayToTheTarget() throws {
        var generator = RandomSnapshots(seed: 7)
        for _ in 0..<1_000 {
            let old = generator.scripted(StringSnapshot(), steps: 300)
            let new = generator.scripted(old, steps: 40)
            let changeset = StagedChangeset(from: old, to: new)
            try BatchUpdateSimulator.verify(changeset, from: old, to: new)
            let minimum = minimumMoves(from: old, to: new)
            #expect(changeset.itemMoves.count == minimum.items)
            #expect(changeset.sectionMoves.count == minimum.sections)
            #expect(try old.applying(old.delta(to: new)) == new)
        }
    }

    @Test func theMoveCountIsNotTrivial() throws {
        // Guards the property test against a generator that never produces moves.
        var generator = RandomSnapshots(seed: 1)
        var itemMoves = 0
        var sectionMoves = 0
        for _ in 0..<1_000 {
            let (old, new) = try generator.pair()
            let minimum = minimumMoves(from: old, to: new)
            itemMoves += minimum.items
            sectionMoves += minimum.sections
        }
        #expect(itemMoves > 500)
        #expect(sectionMoves > 100)
    }

    @Test func aChangesetToItselfHasOnlyMarks() throws {
        var generator = RandomSnapshots(seed: 9)
        for _ in 0..<200 {
            let s = try generator.snapshot()
            let summary = StagedChangeset(from: s, to: s).summary
            #expect(summary.itemMoves + summary.itemInserts + summary.itemDeletes == 0)
            #expect(summary.sectionMoves + summary.sectionInserts + summary.sectionDeletes == 0)
        }
    }
}
