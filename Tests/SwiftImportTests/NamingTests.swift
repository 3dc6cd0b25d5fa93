import LayoutModel
import Testing

@testable import SwiftImport

/// Names from declarations and types, `// catalog:` names, and the exported header.
@Suite struct NamingTests {
    @Test(
        arguments: [
            ("createLayout", "NestedGroupsViewController", "nested-groups"),
            ("makeNestedGroupsLayout", nil, "nested-groups"),
            ("createTopAppLayout", "FeedViewController", "top-app"),
            ("makeHeroSection", nil, "hero"),
            ("configLayout2", nil, "layout-2"),
            ("configLayout2", "DemoViewController", "demo-2"),
            ("viewDidLoad", "ProfileViewController", "profile"),
            ("collectionViewLayout", "AlbumsVC", "albums"),
            ("layout", nil, "layout"),
            ("makeUIKitGrid", nil, "ui-kit-grid"),
            ("grid", "Layouts", "grid"),
            ("make", "SettingsScreen", "settings"),
        ] as [(String, String?, String)])
    func derivedNames(declaration: String, type: String?, expected: String) {
        #expect(LayoutNaming.name(declaration: declaration, type: type) == expected)
    }

    @Test func namesKeepToWhatTheCatalogAccepts() {
        #expect(LayoutNaming.kebab(["Café", "Grid"]) == "caf-grid")
        #expect(LayoutNaming.kebab(["東京"]) == "layout")
        #expect(LayoutNaming.name(declaration: String(repeating: "aVeryLongName", count: 10), type: nil).count == 64)
    }

    @Test func theHeaderOfAnExportedFileCarriesWhatTheHashCovers() throws {
        let report = try Fixtures.importing("headers")
        let grid = try #require(report.layout(named: "team-grid"))
        #expect(grid.definition.title == "Team \"Grid\"\n(v2)")
        #expect(grid.definition.summary == "Four across.")
        #expect(grid.definition.tags == ["grid", "team"])
        #expect(grid.definition.preview == Preview(itemCounts: [8, 0], dataset: "topapps"))
        // Only the first layout after the header gets it.
        let second = try #require(report.layout(named: "second"))
        #expect(second.definition.title == nil)
        #expect(second.definition.preview == nil)
    }

    @Test func aNameCommentWinsAndBadHeaderLinesAreReported() throws {
        let report = try Fixtures.importing("headers")
        #expect(report.layout(named: "renamed-third") != nil)
        let file = "headers/Headers.swift"
        #expect(
            report.fileWarnings.map(\.description) == [
                "\(file):24:1: warning: catalog header 'title' needs a string literal; ignored",
                "\(file):25:1: warning: unknown catalog header key 'colour'; known: name, title, summary, tags, lint.allow, preview.itemCounts, preview.sectionIdentifiers, preview.dataset",
            ])
        // The malformed header still ends above the third layout, which has no title.
        #expect(report.layout(named: "renamed-third")?.definition.title == nil)
    }
}
