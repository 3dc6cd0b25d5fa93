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
        let json =
            #"{"name":"big","summary":"\#(summary)","section":{"group":{"layout":"horizontal","size":{"width":"absolute(4000)","height":"absolute(1)"},"subitems":["#
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
        let json =
            #"{"name": "t", "title": "\#(escaped)", "section": {"group": {"layout": "horizontal","#
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

    /// The fuzz harness's seed 90210, case 322: the YAML writer shortened the fraction of any
    /// string that looked like a dimension, so an element kind `fractionalWidth(0.3333333333333333)`
    /// came back as `fractionalWidth(1/3)`, another definition. A dimension is shortened by its
    /// field, a size's width here; a title, a tag or an element kind keeps every character.
    @Test func onlyADimensionFieldHasItsFractionShortened() throws {
        let third = "fractionalWidth(0.3333333333333333)"
        let json =
            #"{"name": "t", "title": "\#(third)", "tags": ["\#(third)"], "section": {"group": {"layout": "horizontal","#
            + #" "size": {"width": "\#(third)", "height": "absolute(10)"}, "interItemSpacing": "fixed(0.6666666666666666)","#
            + #" "subitems": [{"item": {"size": {"width": "absolute(10)", "height": "absolute(10)"},"#
            + #" "supplementaryItems": [{"elementKind": "\#(third)", "size": {"width": "absolute(1)","#
            + #" "height": "absolute(1)"}, "containerAnchor": {"edges": ["top"]}}]}}]}}}"#
        let definition = try #require(LayoutDocument.check(json, lint: false).definition)
        let yaml = definition.yamlText
        let back = try #require(LayoutDocument.check(yaml, lint: false).definition)
        #expect(back == definition)
        #expect(back.contentHash == definition.contentHash)
        #expect(back.title == third)
        // The width and the spacing are written as the fractions they are; the three texts are not.
        #expect(yaml.contains("width: fractionalWidth(1/3)"))
        #expect(yaml.contains("interItemSpacing: fixed(2/3)"))
        #expect(yaml.components(separatedBy: third).count - 1 == 3)
    }

    /// A diff shows values as the YAML writes them, with the same rule: a changed size reads
    /// `fractionalWidth(1/3)`, a changed title its own characters.
    @Test func aDiffShortensOnlyDimensions() {
        let size = JSONValue.object(["width": .string("fractionalWidth(0.3333333333333333)"), "height": .string("absolute(1)")])
        #expect(size.inlineText(at: .root / "section" / "group" / "size") == "{width: fractionalWidth(1/3), height: absolute(1)}")
        let kinds = JSONValue.array([.string("fractionalWidth(0.5)"), .string("fractionalWidth(0.3333333333333333)")])
        #expect(kinds.inlineText(at: .root / "tags") == "[fractionalWidth(0.5), fractionalWidth(0.3333333333333333)]")
        let item = JSONValue.object(["elementKind": .string("fixed(0.3333333333333333)")])
        #expect(item.inlineText(at: .root / "section" / "decorationItems" / 0) == "{elementKind: fixed(0.3333333333333333)}")
    }

    /// Seed 3735928559, case 91419 of the first fresh-seed run: a tag `D05:?rBvV` written in
    /// the one-line `tags: [...]` list read back as a mapping, since inside a flow collection
    /// the YAML reader ends a key at any `:`. Such strings are quoted there.
    @Test(arguments: ["D05:?rBvV", "a:b", "http://x.y", "12:30"])
    func aColonInAFlowListIsQuoted(tag: String) throws {
        let json =
            #"{"name": "t", "tags": ["\#(tag)", "z"], "section": {"group": {"layout": "horizontal","#
            + #" "size": {"width": "absolute(10)", "height": "absolute(10)"},"#
            + #" "subitems": [{"item": {"size": {"width": "absolute(10)", "height": "absolute(10)"}}}]}}}"#
        let definition = try #require(LayoutDocument.check(json, lint: false).definition)
        let back = LayoutDocument.check(definition.yamlText, lint: false)
        #expect(back.errors.map(\.description) == [])
        #expect(back.definition?.tags == definition.tags)
        #expect(back.definition?.contentHash == definition.contentHash)
    }
}
