import Foundation
import Testing
@testable import LayoutModel

/// What the catalog stores and exports reads back as the same definition: the fuzz harness
/// found documents that did not (seed 1, cases 64804 and 13847; 26063, 37604, 64871 and 87390).
@Suite struct ReadBackTests {
    /// An empty `edgeSpacing: {}` is the same definition as none: the canonical form leaves
    /// it out, so the decoded model must too, or the read-back compares unequal.
    @Test func anEmptyEdgeSpacingIsNoEdgeSpacing() throws {
        let written = """
            {"name": "g", "section": {"group": {"layout": "vertical", "edgeSpacing": {},
              "size": {"width": "absolute(110)", "height": "absolute(205)"},
              "subitems": [{"item": {"edgeSpacing": {}, "size": {"width": "absolute(110)", "height": "absolute(45)"}}}]}}}
            """
        let definition = try #require(LayoutDocument.check(written, lint: false).definition)
        #expect(LayoutDocument.check(definition.canonicalText, lint: false).definition == definition)
        #expect(LayoutDocument.check(definition.yamlText, lint: false).definition == definition)
    }

    /// A JSON document close to the 50,000-value limit, with a prose summary, is accepted, and
    /// its YAML export (more tokens per value than JSON: a `:` per key, a `,` per flow entry) is
    /// read back rather than refused by the pre-parse bound.
    @Test func theYAMLExportOfADocumentNearTheLimitReadsBack() throws {
        // Each subitem is 9 values (its mapping, `item` and its mapping, `size` and its mapping,
        // two keys and two dimensions): 4,000 of them are 36,000 of the 50,000 values.
        let subitem = #"{"item":{"size":{"width":"absolute(1)","height":"absolute(1)"}}}"#
        let summary = String(repeating: "A long summary in plain words, as people write them. ", count: 40)
        let json = #"{"name":"big","summary":"\#(summary)","section":{"group":{"layout":"horizontal","size":{"width":"absolute(4000)","height":"absolute(1)"},"subitems":["#
            + Array(repeating: subitem, count: 4_000).joined(separator: ",") + "]}}}"
        let definition = try #require(LayoutDocument.check(json, lint: false).definition)
        let yaml = definition.yamlText
        let back = LayoutDocument.check(yaml, lint: false)
        #expect(back.errors.map(\.description) == [])
        #expect(back.definition == definition)
    }

    /// Strings JSON holds raw but YAML does not: a LINE SEPARATOR, PARAGRAPH SEPARATOR or NEL
    /// is a line break to a YAML reader (folded into a space even inside quotes), and DEL, the
    /// C1 controls and the byte-order mark are refused or dropped. Each is accepted in a JSON
    /// document, so the YAML export must escape it and read back the same string.
    @Test(arguments: [
        #"line\u2028sep"#, #"para\u2029graph"#, #"next\u0085line"#, #"del\u007f"#,
        #"c1\u0080\u009f"#, #"bom\ufeff"#, #"tab\tand \"quotes\""#,
    ])
    func aStringYAMLCannotHoldRawReadsBack(escaped: String) throws {
        let json = #"{"name": "t", "title": "\#(escaped)", "section": {"group": {"layout": "horizontal","#
            + #" "size": {"width": "absolute(10)", "height": "absolute(10)"},"#
            + #" "subitems": [{"item": {"size": {"width": "absolute(10)", "height": "absolute(10)"},"#
            + #" "supplementaryItems": [{"elementKind": "\#(escaped)", "size": {"width": "absolute(1)","#
            + #" "height": "absolute(1)"}, "containerAnchor": {"edges": ["top"]}}]}}]}}}"#
        let definition = try #require(LayoutDocument.check(json, lint: false).definition)
        let title = try #require(definition.title)
        #expect(title.unicodeScalars.count > 3)
        let back = LayoutDocument.check(definition.yamlText, lint: false)
        #expect(back.errors.map(\.description) == [])
        #expect(back.definition?.title == title)
        #expect(back.definition == definition)
        // One line per value in the export: no break a reader or a diff would see.
        #expect(!definition.yamlText.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" })
    }
}
