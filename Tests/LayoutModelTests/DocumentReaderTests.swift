import Foundation
import Testing

@testable import LayoutModel

/// The shared YAML/JSON reader: limits on size, values, depth and aliases, and located errors.
@Suite struct DocumentReaderTests {
    /// The classic "billion laughs": 9 levels of 9 aliases each expand to 9⁹ ≈ 387 million
    /// strings from about 500 bytes.
    static let billionLaughs = """
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]

        """

    static func readError(_ text: String, _ limits: DocumentLimits = .definition) -> DocumentReadError? {
        do {
            _ = try DocumentReader.read(text, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func billionLaughsIsRefusedAtTheValueLimit() throws {
        #expect(Self.billionLaughs.utf8.count < 600)
        let limits = DocumentLimits(maximumBytes: 1 << 20, maximumValues: 10_000, maximumDepth: 32, maximumAliases: 1_000)
        let error = try #require(Self.readError(Self.billionLaughs, limits))
        #expect(error.message == "the document holds more than 10000 values (counting what its aliases repeat)")
        // The walk stops inside the expansion, at one of the aliases' targets: somewhere in the file.
        #expect(error.location != nil)
        // Every kind of document refuses it, whatever its own limit.
        for kind in [DocumentLimits.definition, .dataset, .snapshot] {
            #expect(Self.readError(Self.billionLaughs, kind)?.message.hasPrefix("the document holds more than") == true)
        }
    }

    @Test func anAliasOrACollectionAsAKeyIsRefusedBeforeTheParserHashesIt() throws {
        // As a key, *i would be hashed through all 387 million strings.
        let aliasKey = try #require(Self.readError(Self.billionLaughs + "*i : 1\n", .snapshot))
        #expect(aliasKey.description == "10:1: an alias (*name) cannot be a mapping key")
        let explicitKey = try #require(Self.readError(Self.billionLaughs + "j: {? *i : 1}\n", .snapshot))
        #expect(explicitKey.location == LayoutModel.SourceLocation(line: 10, column: 5))
        #expect(explicitKey.message.contains("explicit key"))
        let collectionKey = try #require(Self.readError("a: &a [1]\n[*a]: 2\n", .snapshot))
        #expect(collectionKey.description == "2:1: keys must be strings, got a list")
    }

    @Test func aliasesAsValuesAndMergeKeysStillWork() throws {
        let text = """
            name: merged
            section:
              group:
                layout: horizontal
                size: &full {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - item: {size: *full}
                  - item:
                      <<: {size: *full}
            """
        let result = LayoutDocument.check(text)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(Self.readError("a: [*x]\n") != nil)  // undefined alias: a syntax error
    }

    @Test func theAliasCountIsLimited() throws {
        let limits = DocumentLimits(maximumBytes: 1 << 20, maximumValues: 1_000, maximumDepth: 32, maximumAliases: 2)
        let error = try #require(Self.readError("a: &a 1\nb: [*a, *a, *a]\n", limits))
        #expect(error.description == "2:13: the document uses more than 2 aliases (*name)")
        let none = DocumentLimits(maximumBytes: 1 << 20, maximumValues: 1_000, maximumDepth: 32, maximumAliases: 0)
        #expect(Self.readError("a: &a 1\nb: *a\n", none)?.message == "this document cannot use aliases (*name)")
    }

    @Test func jsonValuesAndDepthAreCountedExactlyBeforeParsing() throws {
        let limits = DocumentLimits(maximumBytes: 1 << 20, maximumValues: 5, maximumDepth: 3, maximumAliases: 0)
        // {"a": [1, 2]}: the object, key a, the list, 1 and 2 are 5 values.
        #expect(Self.readError(#"{"a": [1, 2]}"#, limits) == nil)
        // The sixth value is the 3, at column 14.
        #expect(Self.readError(#"{"a": [1, 2, 3]}"#, limits)?.description == "1:14: the document holds more than 5 values")
        #expect(Self.readError("[[[\n [1]]]]", limits)?.description == "2:2: mappings and lists nest more than 3 deep")
    }

    @Test func yamlDepthIsLimitedWithTheLocationOfTheFirstValueTooDeep() throws {
        let limits = DocumentLimits(maximumBytes: 1 << 20, maximumValues: 1_000, maximumDepth: 3, maximumAliases: 0)
        // a → b → c → d: the mapping under c (line 4) is the fourth level.
        let text = "a:\n  b:\n    c:\n      d: 1\n"
        #expect(Self.readError(text, limits)?.description == "4:7: mappings and lists nest more than 3 deep")
        #expect(Self.readError("a:\n  b:\n    c: 1\n", limits) == nil)
    }

    @Test func theParsersOwnNestingLimitIsReportedForPeople() throws {
        // 5,000 block lists nested on one line; the parser stops at 1,000.
        let text = String(repeating: "- ", count: 5_000) + "x\n"
        let error = try #require(Self.readError(text))
        #expect(error.message == "mappings and lists nest more than 1000 deep")
        #expect(error.location?.line == 1)
    }

    @Test func deepDocumentsAreRefusedEvenOnASmallStack() throws {
        // 999 levels parse recursively; on a 512 KB stack (a secondary thread on macOS) that
        // overflowed before the reader moved the parse to a thread of its own.
        let deep = String(repeating: "[", count: 999) + String(repeating: "]", count: 999)
        let deepYAML = (0..<990).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " 1\n"
        let box = ErrorBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.messages = [deep, deepYAML].map { Self.readError($0)?.message ?? "accepted" }
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        #expect(box.messages == ["mappings and lists nest more than 128 deep", "mappings and lists nest more than 128 deep"])
    }

    final class ErrorBox: @unchecked Sendable {
        var messages: [String] = []
    }

    @Test func yamlWithFarTooManyTokensIsRefusedUnparsed() throws {
        let limits = DocumentLimits(maximumBytes: 1 << 20, maximumValues: 100, maximumDepth: 8, maximumAliases: 0)
        // 300 one-word entries are 600 tokens: a bound of 2 × 600 + 1 values, over 4 × 100.
        let text = String(repeating: "- x\n", count: 300)
        #expect(
            Self.readError(text, limits)?.message == "the document is too large to read: 600 words, brackets and separators, for at most 100 values")
        // 30 entries pass the bound and are then counted exactly: 31 values.
        #expect(Self.readError(String(repeating: "- x\n", count: 30), limits) == nil)
        // Dashes and colons inside words are not indicators: one long scalar is one token.
        #expect(YAMLTokenBound.tokens(in: "a: " + String(repeating: "-", count: 100_000) + "1\n") == 3)
        // `t`, `:`, `12:30-14:00`; "a:b" follows a word and a space, inside the same scalar.
        #expect(YAMLTokenBound.tokens(in: "t: 12:30-14:00 a:b\n") == 3)
        // Prose is one value: `title`, `:`, `A`; the other four words continue the scalar.
        #expect(YAMLTokenBound.tokens(in: "title: A grid of five columns\n") == 3)
        // A quoted key's colon is an indicator even without a space (JSON-like flow).
        #expect(YAMLTokenBound.tokens(in: #"{"a":1}"#) == 5)
    }

    @Test func theSizeIsCheckedFirst() throws {
        let limits = DocumentLimits(maximumBytes: 10, maximumValues: 100, maximumDepth: 8, maximumAliases: 0)
        #expect(Self.readError("a: 12345678", limits)?.message == "the document is 11 bytes; at most 10 are read")
    }

    @Test func bytesThatAreNotUTF8AreNamedByOffsetLineAndColumn() throws {
        // "name: x\nti" then 0xFF: offset 10, line 2, column 3.
        let data = Data("name: x\nti".utf8) + Data([0xFF]) + Data("tle: y\n".utf8)
        do {
            _ = try DocumentReader.text(data, maximumBytes: 1_000)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "2:3: not UTF-8 text: byte 0xFF at byte offset 10 does not begin a valid UTF-8 character")
        }
        // A character cut short by the end of the file points at its first byte; é is C3 A9.
        do {
            _ = try DocumentReader.text(Data("é".utf8.prefix(1)), maximumBytes: 1_000)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "not UTF-8 text: byte 0xC3 at byte offset 0 does not begin a valid UTF-8 character")
        }
        #expect(try DocumentReader.text(Data([0xEF, 0xBB, 0xBF]) + Data("a: é".utf8), maximumBytes: 100) == "a: é")
    }

    @Test func controlCharactersAreLocatedAndNamedNotEchoed() throws {
        let error = try #require(Self.readError("name: x\ntitle: a\u{1B}[31m\n"))
        #expect(error.description == "2:9: cannot read the document: control characters are not allowed (U+001B)")
    }

    @Test func emptyTextIsNoDocument() throws {
        #expect(try DocumentReader.read("", limits: .definition) == nil)
        #expect(try DocumentReader.read("# only a comment\n", limits: .definition) == nil)
    }
}
