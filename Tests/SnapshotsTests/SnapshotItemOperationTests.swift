import Testing

@testable import Snapshots

@Suite struct SnapshotItemOperationTests {
    @Test func appendItemsGoesToTheLastSectionByDefault() throws {
        var s = StringSnapshot()
        try s.appendSections(["one", "two"])
        try s.appendItems(["a", "b"])
        try s.appendItems(["c"], toSection: "one")
        #expect(layout(s) == [["one", "c"], ["two", "a", "b"]])
        #expect(s.indexOfItem("a") == 1)
    }

    @Test func insertItemsBeforeAndAfterAnAnchor() throws {
        var s = try snapshot([("one", ["a", "d"]), ("two", ["x"])])
        try s.insertItems(["b", "c"], beforeItem: "d")
        try s.insertItems(["e"], afterItem: "d")
        try s.insertItems(["w"], beforeItem: "x")
        try s.insertItems(["y"], afterItem: "x")
        #expect(layout(s) == [["one", "a", "b", "c", "d", "e"], ["two", "w", "x", "y"]])
        #expect(s.indexOfItem("e") == 4)
        #expect(s.indexOfItem("y") == 7)
        #expect(s.indexPath(ofItem: "x") == path(1, 1))
    }

    @Test func deleteItemsAcrossSectionsRenumbersTheRest() throws {
        var s = try snapshot([("one", ["a", "b", "c"]), ("two", ["d", "e"])])
        try s.deleteItems(["b", "d", "b"])
        #expect(layout(s) == [["one", "a", "c"], ["two", "e"]])
        #expect(s.indexOfItem("c") == 1)
        #expect(s.indexOfItem("e") == 2)
        #expect(!s.containsItem("b"))
        #expect(s.numberOfItems == 3)
    }

    @Test func deleteAllItemsRemovesSectionsAndMarks() throws {
        var s = try snapshot([("one", ["a"])])
        try s.reloadItems(["a"])
        try s.reloadSections(["one"])
        s.deleteAllItems()
        #expect(s == StringSnapshot())
        #expect(s.numberOfSections == 0)
    }

    @Test func moveItemWithinASection() throws {
        var s = try snapshot([("one", ["a", "b", "c", "d"])])
        try s.moveItem("a", afterItem: "c")
        #expect(layout(s) == [["one", "b", "c", "a", "d"]])
        try s.moveItem("d", beforeItem: "b")
        #expect(layout(s) == [["one", "d", "b", "c", "a"]])
        #expect(s.indexOfItem("a") == 3)
        #expect(s.indexOfItem("d") == 0)
    }

    @Test func moveItemAcrossSections() throws {
        var s = try snapshot([("one", ["a", "b"]), ("two", ["c"])])
        try s.moveItem("a", afterItem: "c")
        #expect(layout(s) == [["one", "b"], ["two", "c", "a"]])
        #expect(s.sectionIdentifier(containingItem: "a") == "two")
        #expect(s.indexOfItem("a") == 2)
        #expect(s.indexOfItem("b") == 0)
    }

    @Test func reloadAndReconfigureMarksAreKeptApartAndListedInOrder() throws {
        var s = try snapshot([("one", ["a", "b", "c"])])
        try s.reloadItems(["c", "a"])
        try s.reconfigureItems(["b"])
        #expect(s.reloadedItemIdentifiers == ["a", "c"])
        #expect(s.reconfiguredItemIdentifiers == ["b"])
        try s.deleteItems(["a"])
        #expect(s.reloadedItemIdentifiers == ["c"])
    }

    @Test func movedItemsKeepTheirMarks() throws {
        var s = try snapshot([("one", ["a", "b"]), ("two", [])])
        try s.reloadItems(["a"])
        try s.moveItem("a", afterItem: "b")
        #expect(s.reloadedItemIdentifiers == ["a"])
    }
}
