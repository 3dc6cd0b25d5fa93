import Testing

@testable import Snapshots

/// Hand-made pairs with their stages written out by hand. Each also goes through the batch
/// update simulator, so a wrong index space would show even where the expectation is right.
@Suite struct ChangesetExampleTests {
    func changeset(_ old: [(String, [String])], _ new: [(String, [String])]) throws -> StagedChangeset {
        try changeset(snapshot(old), snapshot(new))
    }

    func changeset(_ old: StringSnapshot, _ new: StringSnapshot) throws -> StagedChangeset {
        let result = StagedChangeset(from: old, to: new)
        try BatchUpdateSimulator.verify(result, from: old, to: new)
        return result
    }

    @Test func identicalSnapshotsGiveNoStages() throws {
        let c = try changeset([("s", ["a", "b"]), ("t", ["c"])], [("s", ["a", "b"]), ("t", ["c"])])
        #expect(c.stages.isEmpty)
        #expect(c.isEmpty)
        #expect(
            c.jsonString()
                == #"{"stages":[],"summary":{"sectionDeletes":0,"sectionInserts":0,"sectionMoves":0,"itemDeletes":0,"itemInserts":0,"itemMoves":0,"itemReloads":0,"itemReconfigures":0,"sectionReloads":0}}"#
        )
    }

    @Test func rotatingThreeItemsIsOneMove() throws {
        let c = try changeset([("s", ["a", "b", "c"])], [("s", ["b", "c", "a"])])
        #expect(c.stages == [.itemInsertsAndMoves(inserts: [], moves: [move((0, 0), (0, 2))])])
    }

    @Test func reversingThreeItemsIsTwoMoves() throws {
        let c = try changeset([("s", ["1", "2", "3"])], [("s", ["3", "2", "1"])])
        #expect(c.stages == [.itemInsertsAndMoves(inserts: [], moves: [move((0, 2), (0, 0)), move((0, 1), (0, 1))])])
    }

    @Test func oneItemFromFrontToBackOfALongListIsOneMove() throws {
        let items = (0..<1_000).map { "i\($0)" }
        let c = try changeset([("s", items)], [("s", Array(items.dropFirst()) + ["i0"])])
        #expect(c.stages == [.itemInsertsAndMoves(inserts: [], moves: [move((0, 0), (0, 999))])])
    }

    @Test func firstItemOfOneSectionToTheEndOfAnotherIsOneMove() throws {
        let c = try changeset(
            [("A", ["a1", "a2", "a3", "a4", "a5"]), ("B", ["b1", "b2", "b3", "b4", "b5"])],
            [("A", ["a2", "a3", "a4", "a5"]), ("B", ["b1", "b2", "b3", "b4", "b5", "a1"])])
        #expect(c.stages == [.itemInsertsAndMoves(inserts: [], moves: [move((0, 0), (1, 5))])])
    }

    @Test func lastItemOfOneSectionToTheFrontOfAnotherIsOneMove() throws {
        let c = try changeset(
            [("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])],
            [("A", ["a1", "a2"]), ("B", ["a3", "b1", "b2"])])
        #expect(c.stages == [.itemInsertsAndMoves(inserts: [], moves: [move((0, 2), (1, 0))])])
    }

    @Test func rotatingFourSectionsIsOneSectionMove() throws {
        let c = try changeset(
            [("s0", ["a"]), ("s1", ["b"]), ("s2", ["c"]), ("s3", ["d"])],
            [("s1", ["b"]), ("s2", ["c"]), ("s3", ["d"]), ("s0", ["a"])])
        #expect(c.stages == [.sectionInsertsAndMoves(inserts: [], moves: [SectionMove(from: 0, to: 3)])])
    }

    @Test func reloadAndMoveOfTheSameItemGoInSeparateStages() throws {
        var new = try snapshot([("s", ["b", "c", "a"])])
        try new.reloadItems(["a"])
        let c = try changeset(snapshot([("s", ["a", "b", "c"])]), new)
        #expect(
            c.stages == [
                .itemReloads([path(0, 0)]),
                .itemInsertsAndMoves(inserts: [], moves: [move((0, 0), (0, 2))]),
            ])
    }

    @Test func anItemGoingIntoANewSectionIsDeletedAndArrivesWithIt() throws {
        let c = try changeset([("s", ["a", "b", "x"])], [("s", ["a", "b"]), ("t", ["x", "c"])])
        #expect(c.stages == [.deletes(sections: [], items: [path(0, 2)]), .sectionInsertsAndMoves(inserts: [1], moves: [])])
    }

    @Test func itemsOfADeletedSectionAreNotListedAndTheOnesThatMovedOutAreInserts() throws {
        let c = try changeset([("s", ["a", "b"]), ("t", ["c", "d"])], [("s", ["a", "c", "b"])])
        #expect(
            c.stages == [
                .deletes(sections: [1], items: []),
                .itemInsertsAndMoves(inserts: [path(0, 1)], moves: []),
            ])
    }

    @Test func reloadWinsOverReconfigureAndMarksOutsideSurvivorsAreDropped() throws {
        var new = try snapshot([("s", ["a", "b", "new"]), ("fresh", ["f"])])
        try new.reloadItems(["a", "new", "f"])
        try new.reconfigureItems(["a", "b", "f"])
        try new.reloadSections(["s", "fresh"])
        let c = try changeset(snapshot([("s", ["a", "b"])]), new)
        #expect(c.itemReloads == [path(0, 0)])
        #expect(c.itemReconfigures == [path(0, 1)])
        #expect(c.sectionReloads == [0])
    }

    /// Every stage at once, with its documented JSON.
    @Test func everyStageInOrderWithItsIndexSpace() throws {
        var new = try snapshot([("Y", ["h", "e", "f", "c"]), ("N", ["n"]), ("X", ["a", "b"])])
        try new.reloadItems(["e", "h"])
        try new.reconfigureItems(["a", "n"])
        try new.reloadSections(["X"])
        let c = try changeset(snapshot([("X", ["a", "b", "c", "d"]), ("Y", ["e", "f"]), ("Z", ["g"])]), new)
        #expect(
            c.stages == [
                .itemReloads([path(1, 0)]),
                .deletes(sections: [2], items: [path(0, 3)]),
                .sectionInsertsAndMoves(inserts: [1], moves: [SectionMove(from: 1, to: 0)]),
                .itemInsertsAndMoves(inserts: [path(0, 0)], moves: [move((2, 2), (0, 3))]),
                .sectionReloads([2]),
                .itemReconfigures([path(2, 0)]),
            ])
        #expect(
            c.jsonString() == #"{"stages":[{"itemReloads":[[1,0]]},{"sectionDeletes":[2],"itemDeletes":[[0,3]]},"#
                + #"{"sectionInserts":[1],"sectionMoves":[[1,0]]},{"itemInserts":[[0,0]],"itemMoves":[[[2,2],[0,3]]]},"#
                + #"{"sectionReloads":[2]},{"itemReconfigures":[[2,0]]}],"#
                + #""summary":{"sectionDeletes":1,"sectionInserts":1,"sectionMoves":1,"itemDeletes":1,"itemInserts":1,"#
                + #""itemMoves":1,"itemReloads":1,"itemReconfigures":1,"sectionReloads":1}}"#)
    }

    @Test func deletesInsideASectionShiftTheOriginOfLaterMoves() throws {
        let c = try changeset([("s", ["x", "y", "a", "b", "c"])], [("s", ["c", "a", "b"])])
        #expect(
            c.stages == [
                .deletes(sections: [], items: [path(0, 0), path(0, 1)]),
                .itemInsertsAndMoves(inserts: [], moves: [move((0, 2), (0, 0))]),
            ])
    }

    @Test func movedSectionKeepsItsItemsWithoutItemMoves() throws {
        let c = try changeset([("a", ["1", "2"]), ("b", ["3"])], [("b", ["3"]), ("a", ["1", "2"])])
        #expect(c.summary == ChangesetSummary(sectionMoves: 1))
    }
}
