import CatalogTestSupport
import LayoutEngine
import LayoutModel
import Testing

@testable import SwiftImport

/// The seed articles' Swift snippets (`../shared/seeds/`, typed into `Fixtures/seeds/` — see
/// each file's header for what was added around a fragment) import to layouts that resolve to
/// the same frames as the presets made from them, on a phone and a tablet, with the preset's
/// preview data. Articles 002 and 003 show Objective-C only, which this importer does not read.
@Suite struct SeedSnippetTests {
    /// Every snippet, named after its preset by a `// catalog:` comment.
    static let expected: Set<String> = [
        "grid", "seed-two-column-count-list", "seed-topapp-row", "seed-feature-cards", "seed-nested-group",
        "seed-topapp-sections", "seed-staircase-custom-group", "seed-app-store-answer", "seed-two-column-cards", "list",
        "list-inset-grouped", "seed-list-inset-grouped-header-footer", "seed-tools-block",
    ]

    @Test func snippetsResolveToTheirPresetsFrames() throws {
        // The article's section functions are both layouts of their own (presets) and parts of
        // its section provider, so building blocks are imported too.
        let report = try Fixtures.importing("seeds", options: SwiftImportOptions(includeBuildingBlocks: true))
        #expect(report.errors.isEmpty)
        #expect(report.skipped.isEmpty, "\(report.skipped.map { "\($0.name): \($0.reason)" })")
        #expect(Set(report.layouts.map(\.name)) == Self.expected)
        var presets: [String: LayoutDefinition] = [:]
        for preset in try PresetFiles.all() {
            presets[preset.name] = LayoutDocument.check(preset.text, lint: false).definition
        }
        let devices = try ["iphone-se", "ipad-11"].map { try #require(Device.named($0)) }
        for layout in report.layouts {
            let preset = try #require(presets[layout.name])
            let counts = try #require(preset.preview?.itemCounts, "\(layout.name) has no preview counts")
            for device in devices {
                let expected = try Frames.elements(preset, on: device, counts: counts)
                let imported = try Frames.elements(layout.definition, on: device, counts: counts)
                #expect(!expected.isEmpty)
                #expect(imported.count == expected.count, "\(layout.name) on \(device.id): \(imported.count) elements, preset \(expected.count)")
                for (a, b) in zip(imported, expected) where !Frames.same(a, b) {
                    Issue.record("\(layout.name) on \(device.id): \(a) ≠ preset \(b)")
                    break
                }
            }
        }
    }
}
