import CatalogService
import CatalogTestSupport
import Foundation
import LayoutEngine
import Testing

/// The gallery export is the service's: it chooses the files, lays the pages out and writes
/// them, asking its renderer only for pictures and phrases (the presentation's words are
/// checked in PresentationTests).
@Suite struct GalleryExportServiceTests {
    /// Marks every picture and phrase, so the test sees where each one went.
    struct MarkingRenderer: GalleryRenderer {
        func picture(_ resolution: Resolution) -> String { "<svg>picture \(resolution.environment.width)</svg>" }
        func thumbnail(_ resolution: Resolution) -> String { "<svg>thumbnail</svg>" }
        func diffPicture(_ diff: GeometryDiff) -> String { "<svg>diff</svg>" }
        func diffSummary(_ diff: GeometryDiff) -> String { "DIFF-SUMMARY" }
        func revisionSummary(_ entry: LogEntry) -> String { "SUMMARY-\(entry.number)" }
        func reason(_ error: any Error) -> String { "REASON" }
    }

    static let row = """
        name: row
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
        """

    static let wideOnly = """
        name: wide-only
        section:
          when: {minWidth: 800}
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]
        """

    @Test func theServiceWritesEveryPageAndPictureAndReportsWhatItCouldNotDraw() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Catalog(
            location: CatalogLocation(path: dir.path("c.sqlite"), isDefault: false), create: true, seed: false,
            clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        _ = try catalog.add([SourceDocument(path: "r.yaml", text: Self.row)], author: "ana", message: nil)
        _ = try catalog.add(
            [SourceDocument(path: "r.yaml", text: Self.row.replacingOccurrences(of: "absolute(44)", with: "absolute(50)"))], author: "ana",
            message: nil)
        _ = try catalog.add([SourceDocument(path: "w.yaml", text: Self.wideOnly)], author: "ana", message: nil)

        let report = try GalleryExport(catalog: catalog, devices: ["iphone-15", "ipad-11"])
            .write(to: dir.path("site"), force: false, renderer: MarkingRenderer())
        #expect(report.layouts == ["row", "wide-only"])
        #expect(report.devices == ["iphone-15", "ipad-11"])
        #expect(report.undrawable.map { [$0.layout, $0.device, $0.reason] } == [["wide-only", "iPhone 15", "REASON"]])
        #expect(report.stale.isEmpty)
        let paths = Set(report.files.map(\.path))
        for path in [
            "index.html", "style.css", "gallery.js", "layouts/row.html", "layouts/wide-only.html", "pictures/row/iphone-15.svg",
            "pictures/row/iphone-15.thumb.svg", "pictures/row/ipad-11.svg", "pictures/row/diff-1-2.svg", "pictures/wide-only/ipad-11.svg",
        ] {
            #expect(paths.contains(path), "\(path)")
        }
        #expect(!paths.contains("pictures/wide-only/iphone-15.svg"))
        #expect(report.files.allSatisfy { $0.outcome == .written })

        let page = try String(contentsOf: dir.url.appendingPathComponent("site/layouts/row.html"), encoding: .utf8)
        #expect(page.contains("SUMMARY-2") && page.contains("DIFF-SUMMARY"))
        let picture = try String(contentsOf: dir.url.appendingPathComponent("site/pictures/row/iphone-15.svg"), encoding: .utf8)
        #expect(picture == "<svg>picture 393.0</svg>")
        let undrawn = try String(contentsOf: dir.url.appendingPathComponent("site/layouts/wide-only.html"), encoding: .utf8)
        #expect(undrawn.contains("REASON"))

        let again = try GalleryExport(catalog: catalog, devices: ["iphone-15", "ipad-11"])
            .write(to: dir.path("site"), force: false, renderer: MarkingRenderer())
        #expect(again.files.allSatisfy { $0.outcome == .unchanged })
    }
}
