import Testing

@testable import Snapshots

@Suite struct SnapshotSectionOperationTests {
    @Test func appendAndInsertSections() throws {
        var s = StringSnapshot()
        try s.appendSections(["a", "d"])
        try s.insertSections(["b", "c"], beforeSection: "d")
        try s.insertSections(["e"], afterSection: "d")
        try s.insertSections(["start"], beforeSection: "a")
        #expect(s.sectionIdentifiers == ["start", "a", "b", "c", "d", "e"])
        #expect(s.indexOfSection("e") == 5)
    }

    @Test func insertingASectionShiftsFlatIndicesOfLaterItems() throws {
        var s = try snapshot([("one", ["a"]), ("two", ["b"])])
        try s.insertSections(["mid"], afterSection: "one")
        try s.appendItems(["m1", "m2"], toSection: "mid")
        #expect(layout(s) == [["one", "a"], ["mid", "m1", "m2"], ["two", "b"]])
        #expect(s.indexOfItem("b") == 3)
        #expect(s.sectionIdentifier(containingItem: "b") == "two")
    }

    @Test func deleteSectionsRemovesTheirItemsAndMarks() throws {
        var s = try snapshot([("one", ["a"]), ("two", ["b", "c"]), ("three", ["d"])])
        try s.reloadItems(["b"])
        try s.reconfigureItems(["c"])
        try s.reloadSections(["two", "three"])
        try s.deleteSections(["two"])
        #expect(layout(s) == [["one", "a"], ["three", "d"]])
        #expect(!s.containsItem("b"))
        #expect(s.indexOfItem("d") == 1)
        #expect(s.indexOfSection("three") == 1)
        #expect(s.reloadedItemIdentifiers.isEmpty)
        #expect(s.reconfiguredItemIdentifiers.isEmpty)
        #expect(s.reloadedSectionIdentifiers == ["three"])
    }

    @Test func aDeletedSectionsIdentifiersCanBeReused() throws {
        var s = try snapshot([("one", ["a"]), ("two", ["b"])])
        try s.deleteSections(["one"])
        try s.appendSections(["one"])
        try s.appendItems(["a"], toSection: "one")
        #expect(layout(s) == [["two", "b"], ["one", "a"]])
        #expect(s.indexOfItem("a") == 1)
        #expect(s == (try snapshot([("two", ["b"]), ("one", ["a"])])))
    }

    @Test func moveSectionCarriesItsItems() throws {
        var s = try snapshot([("a", ["1"]), ("b", ["2"]), ("c", ["3", "4"])])
        try s.moveSection("c", beforeSection: "a")
        #expect(layout(s) == [["c", "3", "4"], ["a", "1"], ["b", "2"]])
        #expect(s.indexOfItem("1") == 2)
        try s.moveSection("c", afterSection: "b")
        #expect(layout(s) == [["a", "1"], ["b", "2"], ["c", "3", "4"]])
        #expect(s.indexOfItem("4") == 3)
        #expect(s.sectionIdentifier(containingItem: "4") == "c")
    }

    @Test func reloadSectionsMarksInDisplayOrder() throws {
        var s = try snapshot([("a", []), ("b", []), ("c", [])])
        try s.reloadSections(["c", "a"])
        #expect(s.reloadedSectionIdentifiers == ["a", "c"])
    }
}
