import CatalogTestSupport
import Foundation
import LayoutModel
import Snapshots
import Testing

@testable import CatalogService

/// Issue 12: snapshot files, operations scripts and bundles are read by the shared reader, and
/// every failure names the file, line and column, the path, and what is wrong in words.
@Suite struct SnapshotInputTests {
    /// The diagnostic an operations script is refused with.
    static func scriptError(_ text: String) -> Diagnostic? {
        do {
            _ = try SnapshotInput.operations(text)
            return nil
        } catch {
            return error
        }
    }

    static func fileError(_ text: String) -> Diagnostic? {
        do {
            _ = try SnapshotInput.snapshot(text)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        // "- " and "appendSections: " are 18 characters: the value starts at column 19.
        ("- appendSections: {a: 1}\n", "1:19: [0].appendSections: expected a list, got a mapping"),
        ("- deleteAllItems: \"yes\"\n", "1:19: [0].deleteAllItems: expected true or false, got the string \"yes\""),
        ("- appendSections: [top]\n- moveItem: {afterItem: a}\n", "2:13: [1].moveItem: missing key 'item'"),
        ("{appendSections: [a]}\n", "1:1: (document): expected a list, got a mapping"),
        ("- moveItem: {item: a, beforeItem: b, afterItem: c}\n", "1:13: [0].moveItem: Give exactly one of beforeItem and afterItem"),
        // The JSON form: `true` is the 29th character.
        (#"[{"appendSections": ["top", true]}]"#, "1:29: [0].appendSections[1]: expected a string, got the boolean true; quote it to use it as text"),
        ("", "1:1: (document): the document is empty"),
    ])
    func scriptErrorsAreLocatedAndWorded(_ text: String, _ expected: String) throws {
        let error = try #require(Self.scriptError(text))
        #expect(error.formatted(file: nil) == expected)
        #expect(!error.message.contains("Expected to decode"))
    }

    @Test func anUnknownStepNamesTheSteps() throws {
        let error = try #require(Self.scriptError("- moveItems: [a]\n"))
        #expect(error.formatted(file: nil).hasPrefix("1:14: [0].moveItems: Unknown step \"moveItems\"; expected one of appendSections, appendItems"))
    }

    @Test func aScriptKeepsWhereEachStepStarts() throws {
        let script = try SnapshotInput.operations("- appendSections: [a]\n\n- appendItems: {items: [x]}\n")
        #expect(script.operations == [.appendSections(["a"]), .appendItems(["x"], toSection: nil)])
        #expect(script.locations == [LayoutModel.SourceLocation(line: 1, column: 3), LayoutModel.SourceLocation(line: 3, column: 3)])
    }

    @Test func aRepeatedIdentifierIsLocatedAtItsSecondUse() throws {
        // The second "a" is the 47th character.
        let error = try #require(Self.fileError(#"{"sections": [{"id": "s", "items": ["a", "b", "a"]}]}"#))
        #expect(error.formatted(file: "s.json") == #"s.json:1:47: sections[0].items[2]: item identifiers are not unique: "a""#)
        let marks = try #require(Self.fileError("sections: [{id: s, items: [a]}]\nreloadedItems: [a, ghost]\n"))
        #expect(marks.formatted(file: nil) == #"2:20: reloadedItems[1]: item identifiers not in the snapshot: "ghost""#)
    }

    @Test func identifiersAreAtMost256Characters() throws {
        let long = String(repeating: "x", count: 257)
        let error = try #require(Self.scriptError("- appendSections: [\(long)]\n"))
        #expect(error.formatted(file: nil) == "1:20: [0].appendSections[0]: identifiers are at most 256 characters, got 257")
        #expect(Self.scriptError("- appendSections: [\(long.dropLast())]\n") == nil)
    }

    @Test func billionLaughsAsAScriptOrAFileIsRefused() throws {
        let laughs = """
            - appendSections: &a [l0,l1,l2,l3,l4,l5,l6,l7,l8,l9]
            - appendSections: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]
            - appendSections: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]
            - appendSections: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]
            - appendSections: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]
            - appendSections: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]
            - appendSections: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f,*f]
            - appendSections: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g,*g]
            - appendSections: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h,*h]

            """
        #expect(laughs.utf8.count < 600)
        #expect(Self.scriptError(laughs)?.message == "the document holds more than 250000 values (counting what its aliases repeat)")
        let file = "sections: [{id: s, items: &a [a, b]}]\nreloadedItems: " + laughs.replacingOccurrences(of: "- appendSections: ", with: "")
        #expect(Self.fileError(file) != nil)
    }

    @Test func recordingReportsTheLocatedErrorAndRecordsNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        do {
            _ = try catalog.recordSnapshot(
                history: "h", operations: SourceDocument(path: "ops.yaml", text: "- appendSections: {a: 1}\n"),
                author: "ana", message: nil)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "ops.yaml:1:19: [0].appendSections: expected a list, got a mapping; nothing was recorded")
        }
        #expect(try catalog.snapshotHistories().isEmpty)
    }

    @Test func filesThatAreNotUTF8GiveTheByteOffset() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("ops.yaml")
        // "- a" then 0xFF at byte offset 3 (line 1, column 4).
        try (Data("- a".utf8) + Data([0xFF]) + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(throws: ServiceError.self) { try SourceDocument.load([path]) }
        do {
            _ = try SourceDocument.load([path])
        } catch {
            #expect(
                "\(error)"
                    == "\(path): cannot read: not UTF-8 text: byte 0xFF at byte offset 3 does not begin a valid UTF-8 character (line 1, column 4)")
        }
        #expect(throws: ServiceError.self) { try SourceDocument.readText(path, maximumBytes: 4) }
    }

    @Test func hostileBundlesAreRefusedWithWhereAndWhat() throws {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        #expect(throws: ServiceError.self) { try CatalogBundle.read(deep, path: "b.json") }
        do {
            _ = try CatalogBundle.read(deep, path: "b.json")
        } catch {
            // The 33rd "[" is the first list past 32 levels.
            #expect("\(error)" == "b.json: not a catalog bundle: 1:33: (document): mappings and lists nest more than 32 deep; nothing was imported")
        }
        do {
            // Bundles are written as JSON; YAML (and so any alias) is refused before parsing.
            _ = try CatalogBundle.read("format: catalog-bundle\nversion: &v 1\nexportedAt: *v\nlayouts: []\n", path: "b.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(
                "\(error)"
                    == "b.yaml: not a catalog bundle: 1:1: (document): not JSON: expected a value (this document is read as JSON only); nothing was imported"
            )
        }
        do {
            _ = try CatalogBundle.read(#"{"format": "catalog-bundle", "version": "one", "exportedAt": "", "layouts": []}"#, path: "b.json")
            Issue.record("expected an error")
        } catch {
            // "one" starts at the 41st character.
            #expect(
                "\(error)"
                    == #"b.json: not a catalog bundle: 1:41: version: expected a whole number in range, got the string "one"; nothing was imported"#)
        }
    }
}
