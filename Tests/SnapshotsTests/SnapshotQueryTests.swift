import Testing

@testable import Snapshots

@Suite struct SnapshotQueryTests {
    let sample: StringSnapshot

    init() throws {
        sample = try snapshot([("top", ["a", "b"]), ("empty", []), ("bottom", ["c", "d", "e"])])
    }

    @Test func countsItemsAndSections() throws {
        #expect(sample.numberOfItems == 5)
        #expect(sample.numberOfSections == 3)
        #expect(try sample.numberOfItems(inSection: "bottom") == 3)
        #expect(try sample.numberOfItems(inSection: "empty") == 0)
    }

    @Test func listsIdentifiersInOrder() throws {
        #expect(sample.sectionIdentifiers == ["top", "empty", "bottom"])
        #expect(sample.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(try sample.itemIdentifiers(inSection: "top") == ["a", "b"])
    }

    @Test func findsSectionsAndFlatIndices() {
        #expect(sample.sectionIdentifier(containingItem: "d") == "bottom")
        #expect(sample.sectionIdentifier(containingItem: "zz") == nil)
        #expect(sample.indexOfItem("a") == 0)
        #expect(sample.indexOfItem("c") == 2)
        #expect(sample.indexOfItem("e") == 4)
        #expect(sample.indexOfItem("zz") == nil)
        #expect(sample.indexOfSection("bottom") == 2)
        #expect(sample.indexOfSection("zz") == nil)
        #expect(sample.indexPath(ofItem: "d") == path(2, 1))
        #expect(sample.containsItem("b"))
        #expect(!sample.containsItem("zz"))
        #expect(sample.containsSection("empty"))
    }

    @Test func unknownSectionQueriesThrowNamingTheSection() {
        #expect(throws: Failure.unknownSections(["nope"])) { try sample.numberOfItems(inSection: "nope") }
        #expect(throws: Failure.unknownSections(["nope"])) { try sample.itemIdentifiers(inSection: "nope") }
    }

    @Test func emptySnapshotHasNothing() {
        let empty = StringSnapshot()
        #expect(empty.numberOfItems == 0)
        #expect(empty.numberOfSections == 0)
        #expect(empty.itemIdentifiers.isEmpty)
        #expect(empty == StringSnapshot())
    }

    @Test func equalityComparesOrderAndMarks() throws {
        var other = try snapshot([("top", ["a", "b"]), ("empty", []), ("bottom", ["c", "d", "e"])])
        #expect(other == sample)
        try other.reloadItems(["a"])
        #expect(other != sample)
        let reordered = try snapshot([("top", ["b", "a"]), ("empty", []), ("bottom", ["c", "d", "e"])])
        #expect(reordered != sample)
        let regrouped = try snapshot([("top", ["a", "b", "c"]), ("empty", []), ("bottom", ["d", "e"])])
        #expect(regrouped != sample)
    }

    @Test func bulkInitRejectsDuplicatesNamingThem() {
        #expect(throws: Failure.duplicateItems(["a"])) {
            try snapshot([("one", ["a", "b"]), ("two", ["c", "a"])])
        }
        #expect(throws: Failure.duplicateSections(["one"])) {
            try snapshot([("one", []), ("one", [])])
        }
    }

    @Test func buildsTenSectionsOfTenThousandItemsInBulk() throws {
        let layout = (0..<10).map { section in ("s\(section)", (0..<10_000).map { "s\(section)-\($0)" }) }
        let big = try snapshot(layout)
        #expect(big.numberOfItems == 100_000)
        #expect(big.indexOfItem("s7-123") == 70_123)
        #expect(big.sectionIdentifier(containingItem: "s9-9999") == "s9")
    }
}
