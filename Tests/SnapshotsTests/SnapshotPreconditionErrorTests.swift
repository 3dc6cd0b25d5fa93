import Testing

@testable import Snapshots

/// Each UIKit precondition becomes a thrown error naming the identifiers, and the snapshot is
/// left exactly as it was.
@Suite struct SnapshotPreconditionErrorTests {
    let base: StringSnapshot

    init() throws {
        var base = try snapshot([("one", ["a", "b"]), ("two", ["c"])])
        try base.reloadItems(["a"])
        self.base = base
    }

    func expectRefused(
        _ expected: Failure, sourceLocation: SourceLocation = #_sourceLocation,
        _ operation: (inout StringSnapshot) throws(Failure) -> Void
    ) {
        var s = base
        do {
            try operation(&s)
            Issue.record("expected \(expected)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, sourceLocation: sourceLocation)
        }
        #expect(s == base, "a refused operation changed the snapshot", sourceLocation: sourceLocation)
        #expect(s.indexOfItem("c") == 2, sourceLocation: sourceLocation)
        #expect(s.containsItem("a") && s.containsItem("b"), sourceLocation: sourceLocation)
    }

    @Test func duplicateItemsAgainstExistingOnes() {
        expectRefused(.duplicateItems(["a"])) { s throws(Failure) in try s.appendItems(["x", "a"]) }
        expectRefused(.duplicateItems(["c", "b"])) { s throws(Failure) in try s.insertItems(["c", "y", "b"], beforeItem: "a") }
        expectRefused(.duplicateItems(["a"])) { s throws(Failure) in try s.insertItems(["a"], afterItem: "a") }
    }

    @Test func duplicateItemsWithinTheCall() {
        expectRefused(.duplicateItems(["x"])) { s throws(Failure) in try s.appendItems(["x", "y", "x"], toSection: "one") }
        expectRefused(.duplicateItems(["x"])) { s throws(Failure) in try s.insertItems(["x", "x"], beforeItem: "b") }
    }

    @Test func duplicateSections() {
        expectRefused(.duplicateSections(["one"])) { s throws(Failure) in try s.appendSections(["new", "one"]) }
        expectRefused(.duplicateSections(["n"])) { s throws(Failure) in try s.appendSections(["n", "n"]) }
        expectRefused(.duplicateSections(["two"])) { s throws(Failure) in try s.insertSections(["two"], beforeSection: "one") }
    }

    @Test func unknownItems() {
        expectRefused(.unknownItems(["x", "y"])) { s throws(Failure) in try s.deleteItems(["a", "x", "y"]) }
        expectRefused(.unknownItems(["x"])) { s throws(Failure) in try s.insertItems(["n"], beforeItem: "x") }
        expectRefused(.unknownItems(["x"])) { s throws(Failure) in try s.insertItems(["n"], afterItem: "x") }
        expectRefused(.unknownItems(["x"])) { s throws(Failure) in try s.moveItem("x", afterItem: "a") }
        expectRefused(.unknownItems(["x"])) { s throws(Failure) in try s.moveItem("a", beforeItem: "x") }
        expectRefused(.unknownItems(["x"])) { s throws(Failure) in try s.reloadItems(["x"]) }
        expectRefused(.unknownItems(["x"])) { s throws(Failure) in try s.reconfigureItems(["b", "x"]) }
    }

    @Test func unknownSections() {
        expectRefused(.unknownSections(["x"])) { s throws(Failure) in try s.appendItems(["n"], toSection: "x") }
        expectRefused(.unknownSections(["x"])) { s throws(Failure) in try s.insertSections(["n"], afterSection: "x") }
        expectRefused(.unknownSections(["x"])) { s throws(Failure) in try s.insertSections(["n"], beforeSection: "x") }
        expectRefused(.unknownSections(["x", "z"])) { s throws(Failure) in try s.deleteSections(["one", "x", "z"]) }
        expectRefused(.unknownSections(["x"])) { s throws(Failure) in try s.moveSection("x", beforeSection: "one") }
        expectRefused(.unknownSections(["x"])) { s throws(Failure) in try s.moveSection("one", afterSection: "x") }
        expectRefused(.unknownSections(["x"])) { s throws(Failure) in try s.reloadSections(["x"]) }
    }

    @Test func movingRelativeToItself() {
        expectRefused(.itemMovedRelativeToItself("a")) { s throws(Failure) in try s.moveItem("a", beforeItem: "a") }
        expectRefused(.itemMovedRelativeToItself("b")) { s throws(Failure) in try s.moveItem("b", afterItem: "b") }
        expectRefused(.sectionMovedRelativeToItself("one")) { s throws(Failure) in try s.moveSection("one", afterSection: "one") }
        expectRefused(.sectionMovedRelativeToItself("two")) { s throws(Failure) in try s.moveSection("two", beforeSection: "two") }
    }

    @Test func appendingItemsWithoutSections() {
        var s = StringSnapshot()
        #expect(throws: Failure.noSectionToAppendTo(["a", "b"])) { try s.appendItems(["a", "b"]) }
        #expect(s == StringSnapshot())
    }

    @Test func descriptionsNameTheIdentifiers() {
        #expect(Failure.duplicateItems(["a", "b"]).description == #"item identifiers are not unique: "a", "b""#)
        #expect(Failure.duplicateSections(["s"]).description == #"section identifiers are not unique: "s""#)
        #expect(Failure.unknownItems(["x"]).description == #"item identifiers not in the snapshot: "x""#)
        #expect(Failure.unknownSections(["x"]).description == #"section identifiers not in the snapshot: "x""#)
        #expect(Failure.noSectionToAppendTo(["a"]).description == #"cannot append items "a": the snapshot has no sections"#)
        #expect(Failure.itemMovedRelativeToItself("a").description == #"cannot move item "a" relative to itself"#)
        #expect(Failure.sectionMovedRelativeToItself("s").description == #"cannot move section "s" relative to itself"#)
    }

    @Test func longListsOfIdentifiersAreCappedInDescriptions() {
        let ids = (0..<25).map { "i\($0)" }
        let text = Failure.unknownItems(ids).description
        #expect(text.hasSuffix(#""i9" and 15 more"#))
        #expect(!text.contains("i10"))
    }
}
