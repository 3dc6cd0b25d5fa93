import CatalogTestSupport
import LayoutEngine
import LayoutModel
import Testing

@testable import SwiftImport

/// The shape of a public copy of Apple's "Implementing Modern Collection Views": every view
/// controller keeps its UIKit builder as `createLayoutOld()` beside a `createLayout()` written
/// with a DSL the files do not hold. Before names were qualified, the thirteen `layout-old`s made
/// the run import nothing. Now every UIKit builder comes in, named by its view controller, and
/// resolves to the frames of the preset made from the same view controller (docs/presets.md).
@Suite struct AppleSampleShapeTests {
    /// Imported name → the preset made from that view controller.
    static let presets: [String: String] = [
        "grid-old": "grid",
        "inset-items-grid-old": "inset-items-grid",
        "two-column-old": "two-column-grid",
        "distinct-sections-old": "distinct-sections",
        "adaptive-sections-old": "adaptive-sections",
        "item-badge-supplementary-old": "item-badges",
        "section-headers-footers-old": "section-headers-footers",
        "pinned-section-header-footer-old": "pinned-section-headers",
        "section-decoration-old": "section-background-decoration",
        "nested-groups-old": "nested-groups",
        "orthogonal-scrolling-old": "orthogonal-sections",
        "orthogonal-scroll-behavior-old": "orthogonal-section-behaviors",
        "conference-video-sessions-old": "conference-videos",
        "conference-news-feed-old": "conference-news",
    ]

    @Test func everyUIKitBuilderImportsUnderItsViewControllersName() throws {
        let report = try Fixtures.importing("apple-shape")
        #expect(report.errors.isEmpty)
        #expect(Set(report.layouts.map(\.name)) == Set(Self.presets.keys))
        #expect(report.layouts.allSatisfy { $0.qualification?.step == .type && $0.qualification?.derived == "layout-old" })
        // The DSL builders call a library the files do not hold: skipped, with that reason.
        #expect(report.skipped.count == 14)
        #expect(report.skipped.allSatisfy { $0.code == .outsideCode })
        #expect(
            report.skipped.first { $0.name == "grid" }?.reason.message
                == "cannot follow the layout: `LayoutBuilder(…)` is not part of the layout API the importer follows")
        // Every construction site the files hold is in an imported layout.
        let recall = report.recall
        #expect(recall.found == recall.imported)
        // Two per view controller: its section and its layout.
        #expect(recall.found == 28)
    }

    @Test func everyImportedLayoutHasItsPresetsFrames() throws {
        #expect(try Self.compareWithPresets(try Fixtures.importing("apple-shape")) == 14 * 3)
    }

    /// Resolves each imported builder and the preset made from its view controller on three
    /// devices, recording every difference; the number of comparisons made.
    static func compareWithPresets(_ report: SwiftImportReport) throws -> Int {
        let presetTexts = try Dictionary(uniqueKeysWithValues: PresetFiles.all().map { ($0.name, $0.text) })
        let devices = try ["iphone-se", "iphone-15", "ipad-11"].map { try #require(Device.named($0)) }
        var compared = 0
        for (name, presetName) in presets.sorted(by: { $0.key < $1.key }) {
            let imported = try #require(report.layout(named: name), "\(name) was not imported")
            let text = try #require(presetTexts[presetName], "no preset \(presetName)")
            let preset = try #require(LayoutDocument.check(text, lint: false).definition)
            let counts = preset.preview?.itemCounts ?? [20]
            for device in devices {
                if let difference = try Frames.difference(imported.definition, preset, on: device, counts: counts) {
                    Issue.record("\(name) against \(presetName) on \(device.id): \(difference)")
                }
                compared += 1
            }
        }
        return compared
    }
}
