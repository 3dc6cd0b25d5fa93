import Foundation
import Testing

@testable import LayoutModel

/// The JSON reader the catalog and the runtime share: strict RFC 8259, limits counted while
/// reading, locations as the YAML parser gives them, and no recursion.
@Suite struct JSONReaderTests {
    static func read(_ text: String, _ limits: DocumentLimits = .definition) throws(JSONReader.Refusal) -> DocumentNode {
        try JSONReader.read(text, limits: limits)
    }

    static func refusal(_ text: String, _ limits: DocumentLimits = .definition) -> JSONReader.Refusal? {
        do {
            _ = try read(text, limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesKeepTheirTextStyleAndPlace() throws {
        let node = try Self.read("{\n  \"a\": [1.50, -0, 2e3, true, null],\r\n\t\"b\": \"x\\u00e9\\n\\\"\"\n}")
        guard case .mapping(let mapping) = node else {
            Issue.record("not a mapping")
            return
        }
        #expect(mapping.location == LayoutModel.SourceLocation(line: 1, column: 1))
        #expect(mapping.map { $0.key.scalarText } == ["a", "b"])
        #expect(mapping[0].key.location == LayoutModel.SourceLocation(line: 2, column: 3))
        guard case .sequence(let list) = mapping[0].value else {
            Issue.record("not a list")
            return
        }
        #expect(list.map(\.scalarText) == ["1.50", "-0", "2e3", "true", "null"])
        #expect(list.allSatisfy { if case .scalar(let s) = $0 { s.isPlain } else { false } })
        #expect(list[4].isNull)
        #expect(list[2].location == LayoutModel.SourceLocation(line: 2, column: 19))
        // `\r\n` ends one line; a tab is one column.
        #expect(mapping[1].key.location == LayoutModel.SourceLocation(line: 3, column: 2))
        guard case .scalar(let b) = mapping[1].value else {
            Issue.record("not a scalar")
            return
        }
        #expect(b.string == "xé\n\"" && !b.isPlain)
        #expect(b.location == LayoutModel.SourceLocation(line: 3, column: 7))
    }

    /// Columns count Unicode scalars, as the YAML parser does: "é" before a value is one column.
    @Test func columnsCountScalars() throws {
        let node = try Self.read(#"{"é":"🙂","k":1}"#)
        #expect(node.value(forKey: "k")?.location == LayoutModel.SourceLocation(line: 1, column: 14))
    }

    /// RFC 8259 strings: a surrogate pair escape is one scalar; the line separator U+2028 is a
    /// character like any other (the YAML parser folds it into a space).
    @Test func stringsFollowTheJSONRules() throws {
        #expect(try Self.read(#""\ud83d\ude00""#).scalarText == "😀")
        #expect(try Self.read("\"a\u{2028}b\"").scalarText == "a\u{2028}b")
        #expect(try Self.read(#""\/""#).scalarText == "/")
        #expect(Self.refusal(#""\ud83d""#)?.error.message == "a \\u escape of a lone surrogate names no character")
        #expect(Self.refusal("\"a\nb\"")?.error.description == "1:3: a control character inside a string must be written as an escape")
        #expect(Self.refusal(#""\x41""#)?.error.message == "unknown escape in a string")
    }

    @Test func anythingButOneStrictValueIsASyntaxRefusal() {
        let cases: [(String, String)] = [
            ("", "1:1: the document is empty"),
            ("  \n", "2:1: the document is empty"),
            ("{\"a\":1,}", "1:8: expected a quoted key"),
            ("[1 2]", "1:4: expected ',' or ']'"),
            ("{\"a\":1} x", "1:9: more text after the document's value"),
            ("{\"a\":1,\"a\":2}", "1:8: duplicate key 'a' in one mapping"),
            ("01", "1:2: more text after the document's value"),
            ("[.5]", "1:2: expected a value"),
            ("NaN", "1:1: expected a value"),
            ("[tru]", "1:2: expected a value"),
            ("{a: 1}", "1:2: expected a quoted key"),
            ("[1,", "1:4: the document ends where a value is expected"),
            ("\u{FEFF}{}", "1:1: expected a value"),
        ]
        for (text, expected) in cases {
            guard case .syntax(let error)? = Self.refusal(text) else {
                Issue.record("\(text.debugDescription): not a syntax refusal")
                continue
            }
            #expect(error.description == expected, "\(text.debugDescription)")
        }
    }

    /// Limits are counted as the document is read, with the messages the reader has always
    /// given, at the first value past the limit; nesting is tracked without recursion, so a
    /// million levels cost nothing but a refusal.
    @Test func limitsAreRefusedWhereTheyArePassed() throws {
        let limits = DocumentLimits(maximumBytes: 1 << 20, maximumValues: 5, maximumDepth: 3, maximumAliases: 0)
        guard case .limit(let values)? = Self.refusal(#"{"a":[1,2],"b":3}"#, limits) else {
            Issue.record("not refused")
            return
        }
        #expect(values.description == "1:12: the document holds more than 5 values")
        guard case .limit(let depth)? = Self.refusal("[[[[1]]]]", limits) else {
            Issue.record("not refused")
            return
        }
        #expect(depth.description == "1:4: mappings and lists nest more than 3 deep")
        guard
            case .limit(let size)? = Self.refusal(
                String(repeating: " ", count: 11) + "1", DocumentLimits(maximumBytes: 10, maximumValues: 5, maximumDepth: 3, maximumAliases: 0))
        else {
            Issue.record("not refused")
            return
        }
        #expect(size.description == "the document is 12 bytes; at most 10 are read")
        let deep = String(repeating: "[", count: 1_000_000)
        let start = Date()
        guard case .limit(let million)? = Self.refusal(deep) else {
            Issue.record("not refused")
            return
        }
        #expect(million.message == "mappings and lists nest more than 128 deep")
        #expect(Date().timeIntervalSince(start) < 1)
    }

    /// The catalog reads strict JSON with this reader and anything else with the YAML parser:
    /// the same definition either way, and YAML's messages for what is not JSON.
    @Test func theCatalogReadsJSONWithItAndYAMLWithTheParser() throws {
        let json =
            #"{"name":"g","section":{"group":{"layout":"horizontal","size":{"height":"absolute(44)","width":"fractionalWidth(1)"},"subitems":[{"item":{"size":{"height":"fractionalHeight(1)","width":"fractionalWidth(1)"}}}]}}}"#
        let node = try #require(try DocumentReader.read(json, limits: .definition))
        #expect(node == (try Self.read(json)))
        #expect(try DocumentReader.readJSONAsYAML(json, limits: .definition) == node)
        #expect(LayoutDocument.check(json: json).definition == LayoutDocument.check(json).definition)
        // Not JSON: the YAML parser reads it (and its aliases).
        #expect(
            LayoutDocument.check(
                "name: g\nsection: {group: &g {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}}\n"
            ).definition
                == LayoutDocument.check(json: json).definition)
        // JSON-only documents say so, where the text stops being JSON (`a` begins no value).
        #expect(
            throws: DocumentReadError(
                at: LayoutModelCore.SourceLocation(line: 1, column: 1), "not JSON: expected a value (this document is read as JSON only)")
        ) {
            try DocumentReader.read("a: 1", limits: .bundle)
        }
    }
}
