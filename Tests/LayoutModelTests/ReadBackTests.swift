import Foundation
import Testing
@testable import LayoutModel

/// What the catalog stores and exports reads back as the same definition: the fuzz harness
/// found two documents that did not (seed 1, cases 64804 and 13847).
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
}
