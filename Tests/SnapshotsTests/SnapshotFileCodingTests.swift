import Foundation
import Testing

@testable import Snapshots

@Suite struct SnapshotFileCodingTests {
    let documentExample = #"""
        {"sections": [{"id": "top", "items": ["a", "b"]}, {"id": "new", "items": []}],
         "reloadedItems": ["b"], "reconfiguredItems": [], "reloadedSections": []}
        """#

    func decode(_ json: String) throws -> StringSnapshot {
        try JSONDecoder().decode(StringSnapshot.self, from: Data(json.utf8))
    }

    func encode(_ snapshot: StringSnapshot) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(snapshot), as: UTF8.self)
    }

    @Test func decodesTheDocumentedExample() throws {
        let s = try decode(documentExample)
        #expect(layout(s) == [["top", "a", "b"], ["new"]])
        #expect(s.reloadedItemIdentifiers == ["b"])
        #expect(s.reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func encodesKeysAndMarksInAStableOrder() throws {
        var s = try snapshot([("top", ["a", "b", "c"]), ("new", [])])
        try s.reloadItems(["c", "a"])
        try s.reconfigureItems(["b"])
        try s.reloadSections(["new", "top"])
        let expected =
            #"{"sections":[{"id":"top","items":["a","b","c"]},{"id":"new","items":[]}],"#
            + #""reloadedItems":["a","c"],"reconfiguredItems":["b"],"reloadedSections":["top","new"]}"#
        #expect(try s.jsonString() == expected)
        #expect(try decode(s.jsonString()) == s)
    }

    @Test func roundTripsThroughCodable() throws {
        let s = try decode(documentExample)
        #expect(try decode(encode(s)) == s)
    }

    @Test func identifiersNeedingEscapesSurviveTheOrderedWriter() throws {
        var s = try snapshot([("a/\"b\"", ["line\nbreak", "é", "tab\t"])])
        try s.reloadItems(["é"])
        #expect(try decode(s.jsonString()) == s)
    }

    @Test func markListsMayBeOmitted() throws {
        let s = try decode(#"{"sections": [{"id": "top", "items": ["a"]}]}"#)
        #expect(s == (try snapshot([("top", ["a"])])))
    }

    @Test func duplicateItemsAreRejectedByName() {
        #expect(throws: Failure.duplicateItems(["a", "b"])) {
            try decode(#"{"sections": [{"id": "s", "items": ["a", "b", "a"]}, {"id": "t", "items": ["b"]}]}"#)
        }
    }

    @Test func duplicateSectionsAreRejectedByName() {
        #expect(throws: Failure.duplicateSections(["s"])) {
            try decode(#"{"sections": [{"id": "s", "items": []}, {"id": "s", "items": []}]}"#)
        }
    }

    @Test func marksOnUnknownIdentifiersAreRejected() {
        #expect(throws: Failure.unknownItems(["z"])) {
            try decode(#"{"sections": [{"id": "s", "items": ["a"]}], "reloadedItems": ["z"]}"#)
        }
        #expect(throws: Failure.unknownItems(["z"])) {
            try decode(#"{"sections": [{"id": "s", "items": ["a"]}], "reconfiguredItems": ["z"]}"#)
        }
        #expect(throws: Failure.unknownSections(["t"])) {
            try decode(#"{"sections": [{"id": "s", "items": ["a"]}], "reloadedSections": ["t"]}"#)
        }
    }

    @Test func missingSectionsKeyIsADecodingError() {
        #expect(throws: DecodingError.self) { try decode(#"{"reloadedItems": []}"#) }
    }

    @Test func uuidIdentifiersRoundTrip() throws {
        let ids = (0..<3).map { _ in UUID() }
        let s = try DiffableSnapshot<UUID, UUID>(sections: [(ids[0], [ids[1], ids[2]])])
        let data = try JSONEncoder().encode(s)
        #expect(try JSONDecoder().decode(DiffableSnapshot<UUID, UUID>.self, from: data) == s)
    }
}
