import Testing

@testable import CatalogPresentation
@testable import CatalogService

@Suite struct LayoutSummaryJSONTests {
    static let layouts = [
        LayoutSummary(
            name: "grid", title: "Grid \"4×4\"", summary: nil, tags: ["apple", "basics"], revisionCount: 3, headRevision: 3,
            headHash: "ab12", lastAuthor: "Ann\nLee", lastChanged: "2026-11-28T07:03:18.795Z", isArchived: false),
        LayoutSummary(
            name: "old", title: nil, summary: "gone", tags: [], revisionCount: 1, headRevision: 1,
            headHash: "cd34", lastAuthor: "bot", lastChanged: "2026-11-27T00:00:00.000Z", isArchived: true),
    ]

    @Test func theListingReadsAsWrittenByHand() {
        let text = JSONWriterTests.written { LayoutSummaryJSON.write(LayoutSummaries(Self.layouts), to: &$0) }
        #expect(
            text == """
                [
                  {
                    "name": "grid",
                    "title": "Grid \\"4×4\\"",
                    "summary": null,
                    "tags": ["apple","basics"],
                    "revisions": 3,
                    "head": 3,
                    "contentHash": "ab12",
                    "lastAuthor": "Ann\\nLee",
                    "lastChanged": "2026-11-28T07:03:18.795Z",
                    "archived": false
                  },
                  {
                    "name": "old",
                    "title": null,
                    "summary": "gone",
                    "tags": [],
                    "revisions": 1,
                    "head": 1,
                    "contentHash": "cd34",
                    "lastAuthor": "bot",
                    "lastChanged": "2026-11-27T00:00:00.000Z",
                    "archived": true
                  }
                ]

                """)
    }

    /// The summary's `Encodable` form is what other documents embed: the listing must not drift from it.
    @Test func theListingMatchesTheSummaryEncoding() throws {
        let direct = JSONWriterTests.written { LayoutSummaryJSON.write(LayoutSummaries(Self.layouts), to: &$0) }
        #expect(direct == (try JSONDocument.text(Self.layouts)))
        let empty = JSONWriterTests.written { LayoutSummaryJSON.write(LayoutSummaries([LayoutSummary]()), to: &$0) }
        #expect(empty == (try JSONDocument.text([LayoutSummary]())))
    }
}
