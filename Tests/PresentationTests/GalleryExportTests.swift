import CatalogService
import CatalogTestSupport
import Foundation
import LayoutEngine
import LayoutModel
import Testing

@testable import CatalogPresentation

@Suite struct GalleryExportTests {
    static func emptyCatalog(_ dir: TemporaryDirectory) throws -> Catalog {
        try Catalog(
            location: CatalogLocation(path: dir.path("c.sqlite"), isDefault: false), create: true, seed: false,
            clock: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    static func text(_ dir: TemporaryDirectory, _ path: String) throws -> String {
        try String(contentsOf: dir.url.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under `folder`, by relative path.
    static func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return result }
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = root + "/" + path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return result
    }

    /// Parses every page and checks that each of its `href`/`src` is relative and names a file
    /// inside `root`. Returns the parsed pages by path.
    @discardableResult
    static func checkPages(in root: URL, _ pages: [String]) throws -> [String: ParsedPage] {
        var parsed: [String: ParsedPage] = [:]
        let rootPath = root.standardizedFileURL.path
        for page in pages {
            let html = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            let document = ParsedPage(html)
            #expect(document.isWellFormed, "\(page): \(document.error ?? "")")
            parsed[page] = document
            #expect(document.links.count >= 3, "\(page) links only \(document.links)")
            let folder = root.appendingPathComponent(page).deletingLastPathComponent()
            for link in document.links {
                if link.hasPrefix("#") { continue }
                #expect(!link.contains(":") && !link.hasPrefix("/"), "\(page): \(link) is not a relative link")
                let path = String(link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                let decoded = path.removingPercentEncoding ?? path
                let target = folder.appendingPathComponent(decoded).standardizedFileURL.path
                #expect(target.hasPrefix(rootPath + "/"), "\(page): \(link) leaves the gallery")
                #expect(FileManager.default.fileExists(atPath: target), "\(page): \(link) points to no file")
            }
        }
        return parsed
    }

    static let wideOnly = """
        name: wide-only
        title: Wide Only
        section:
          when: {minWidth: 800}
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]
        """

    static let hostile = "<script>alert(1)</script>"

    static let hostileLayout = """
        name: hostile
        title: "<script>alert(1)</script>"
        summary: "Tom & Jerry's \\"quoted\\" <b>summary</b>"
        tags: ["<img src=x onerror=alert(1)>", "a&b"]
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
        """

    @Test func theSeededCatalogGivesWellFormedPagesWhoseLinksAllWorkAndReExportsToTheSameBytes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Catalog(
            location: CatalogLocation(path: dir.path("c.sqlite"), isDefault: false), create: true,
            clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        let layouts = try catalog.list()
        #expect(layouts.count == 51)
        let report = try GalleryExport(catalog: catalog).write(to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        #expect(report.layouts == layouts.map(\.name))
        #expect(report.devices == GalleryExport.defaultDevices)
        #expect(report.devices.first == "iphone-15")
        #expect(report.files.allSatisfy { $0.outcome == .written })
        #expect(report.stale.isEmpty)
        let paths = Set(report.files.map(\.path))
        #expect(paths.isSuperset(of: ["index.html", "style.css", "gallery.js"]))
        let pages = layouts.map { "layouts/\($0.name).html" }
        #expect(paths.isSuperset(of: pages))

        let root = dir.url.appendingPathComponent("site")
        let parsed = try Self.checkPages(in: root, ["index.html"] + pages)
        let cards = parsed["index.html"]?.elements(named: "article") ?? []
        #expect(cards.count == 51)
        // Every layout is drawn on every device or says why not.
        for layout in layouts {
            for device in report.devices {
                let drawn = paths.contains("pictures/\(layout.name)/\(device).svg")
                let name = Device.named(device)?.name ?? device
                let explained = report.undrawable.contains { $0.layout == layout.name && $0.device == name && !$0.reason.isEmpty }
                #expect(drawn || explained, "\(layout.name) on \(device)")
            }
        }

        let before = try Self.contents(of: root)
        let again = try GalleryExport(catalog: catalog).write(to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        #expect(again.files.allSatisfy { $0.outcome == .unchanged })
        #expect(again.files.map(\.path) == report.files.map(\.path))
        #expect(try Self.contents(of: root) == before)
    }

    @Test func aRevisedLayoutShowsItsRevisionsAndTheDiffsBetweenThem() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Fixtures.catalogWithTwoRevisions(dir)
        let devices = ["iphone-15", "ipad-11"]
        let report = try GalleryExport(catalog: catalog, devices: devices).write(to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        #expect(report.devices == devices)
        let root = dir.url.appendingPathComponent("site")
        let parsed = try Self.checkPages(in: root, ["index.html", "layouts/feed.html"])
        let page = try #require(parsed["layouts/feed.html"])

        let revisions = page.elements(named: "li").filter { $0.attributes["id"]?.hasPrefix("r") == true }
        #expect(revisions.map { $0.attributes["id"] } == ["r2", "r1"])
        #expect(page.text.contains("taller header") && page.text.contains("first"))
        #expect(page.text.contains("ana") && page.text.contains("ben"))
        #expect(page.text.contains("What changed from @1 to @2"))
        // The structural change and the geometric summary the CLI's diff prints, on the
        // default device.
        #expect(page.text.contains("section.boundarySupplementaryItems[0].size.height"))
        var request = ResolveRequest()
        request.device = "iphone-15"
        let geometry = try catalog.geometryDiff(
            RevisionReference(name: "feed", selector: .number(1)),
            RevisionReference(name: "feed", selector: .number(2)), request)
        #expect(page.text.contains(GeometryDiffText.summary(geometry)))
        #expect(page.text.contains("Geometry on iPhone 15"))
        #expect(page.links.contains("../pictures/feed/diff-1-2.svg"))
        let overlay = try Self.text(dir, "site/pictures/feed/diff-1-2.svg")
        #expect(overlay == GeometryDiffPicture.svg(geometry))

        // A third revision changes files: refused without force, replaced with it; the
        // earlier overlay is left as it was.
        let header80 = Fixtures.header44.replacingOccurrences(of: "height: absolute(44)}, alignment", with: "height: absolute(80)}, alignment")
        _ = try catalog.add([SourceDocument(path: "feed.yaml", text: header80)], author: "cy", message: "even taller")
        #expect(throws: ServiceError.self) {
            try GalleryExport(catalog: catalog, devices: devices).write(to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        }
        let forced = try GalleryExport(catalog: catalog, devices: devices).write(to: dir.path("site"), force: true, renderer: GalleryPageRenderer())
        let outcomes = Dictionary(uniqueKeysWithValues: forced.files.map { ($0.path, $0.outcome) })
        #expect(outcomes["pictures/feed/diff-1-2.svg"] == .unchanged)
        #expect(outcomes["pictures/feed/diff-2-3.svg"] == .written)
        #expect(outcomes["layouts/feed.html"] == .replaced)
        #expect(outcomes["style.css"] == .unchanged)
        let third = try Self.checkPages(in: root, ["layouts/feed.html"])["layouts/feed.html"]
        #expect(third?.text.contains("What changed from @2 to @3") == true)
    }

    @Test func aLayoutsPageShowsTheAuthorsTextWithItsComments() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.emptyCatalog(dir)
        let text = """
            # Three columns: the photo grid on the profile screen.
            name: thirds
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}   # one row per 44 pt
                subitems: [{item: {size: {width: fractionalWidth(1/3), height: fractionalHeight(1)}}}]

            """
        _ = try catalog.add([SourceDocument(path: "thirds.yaml", text: text)], author: "ana", message: nil)
        _ = try GalleryExport(catalog: catalog, devices: ["iphone-15"]).write(to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        let page = try #require(try Self.checkPages(in: dir.url.appendingPathComponent("site"), ["layouts/thirds.html"])["layouts/thirds.html"])
        let shown = try #require(page.elements(named: "code").first { $0.attributes["id"] == "definition-yaml" })
        #expect(shown.text == text)
    }

    @Test func hostileTextIsEscapedOnTheIndexAndThePage() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.emptyCatalog(dir)
        _ = try catalog.add([SourceDocument(path: "h.yaml", text: Self.hostileLayout)], author: "<i>mallory</i>", message: Self.hostile)
        _ = try GalleryExport(catalog: catalog, devices: ["iphone-15"]).write(to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        let root = dir.url.appendingPathComponent("site")
        let parsed = try Self.checkPages(in: root, ["index.html", "layouts/hostile.html"])
        for page in ["index.html", "layouts/hostile.html"] {
            let html = try Self.text(dir, "site/\(page)")
            #expect(!html.contains(Self.hostile), "\(page)")
            #expect(!html.contains("<img src=x"), "\(page)")
            #expect(!html.contains("<b>summary"), "\(page)")
            #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "\(page)")
            let document = try #require(parsed[page])
            // The text reads as written; the only script is the gallery's own.
            #expect(document.text.contains(Self.hostile))
            #expect(document.elements(named: "script").count == 1)
            #expect(document.elements(named: "b").isEmpty && document.elements(named: "i").isEmpty)
            #expect(document.elements(named: "img").allSatisfy { $0.attributes["onerror"] == nil })
        }
    }

    @Test func aLayoutThatCannotBeDrawnOnADeviceSaysSoAndTheExportGoesOn() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.emptyCatalog(dir)
        _ = try catalog.add([SourceDocument(path: "w.yaml", text: Self.wideOnly)], author: "ana", message: nil)
        let report = try GalleryExport(catalog: catalog, devices: ["iphone-15", "ipad-11"]).write(
            to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        #expect(report.undrawable.count == 1)
        #expect(report.undrawable.first.map { [$0.layout, $0.device] } == ["wide-only", "iPhone 15"])
        let root = dir.url.appendingPathComponent("site")
        let parsed = try Self.checkPages(in: root, ["index.html", "layouts/wide-only.html"])
        for page in parsed.values {
            #expect(page.text.contains("Cannot be drawn on iPhone 15:"))
            #expect(page.text.contains("no alternative holds at container width 393 pt"))
        }
        #expect(FileManager.default.fileExists(atPath: dir.path("site/pictures/wide-only/ipad-11.svg")))
        #expect(!FileManager.default.fileExists(atPath: dir.path("site/pictures/wide-only/iphone-15.svg")))
    }

    @Test func anOutputFolderThatIsASymlinkIsRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.emptyCatalog(dir)
        _ = try catalog.add([SourceDocument(path: "g.yaml", text: Fixtures.grid)], author: "ana", message: nil)
        try FileManager.default.createDirectory(atPath: dir.path("real"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: dir.path("link"), withDestinationPath: dir.path("real"))
        #expect(throws: ServiceError.self) {
            try GalleryExport(catalog: catalog, devices: ["iphone-15"]).write(to: dir.path("link"), force: true, renderer: GalleryPageRenderer())
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("real")).isEmpty)
    }

    @Test func devicesAreCheckedBeforeAnythingIsWrittenAndTheChosenOneComesFirst() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(GalleryExport.defaultDevices.first == "iphone-15")
        #expect(GalleryExport.defaultDevices.count == 8)
        let chosen = try GalleryExport.devices(first: "iPad Pro 11-inch")
        #expect(chosen.first == "ipad-11")
        #expect(Set(chosen) == Set(GalleryExport.defaultDevices) && chosen.count == 8)
        #expect(try GalleryExport.devices(first: nil) == GalleryExport.defaultDevices)
        #expect(throws: ServiceError.self) { try GalleryExport.devices(first: "nokia-3310") }

        let catalog = try Self.emptyCatalog(dir)
        #expect(throws: ServiceError.self) {
            try GalleryExport(catalog: catalog, devices: ["nokia-3310"]).write(to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        }
        #expect(throws: ServiceError.self) {
            try GalleryExport(catalog: catalog, devices: []).write(to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("site")))
        // Names and aliases are accepted and duplicates dropped.
        let report = try GalleryExport(catalog: catalog, devices: ["iPhone 15", "iphone-15", "iphone-se"]).write(
            to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        #expect(report.devices == ["iphone-15", "iphone-se"])
    }

    @Test func pagesOfRemovedLayoutsAreReportedStaleAndLeftInPlace() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.emptyCatalog(dir)
        _ = try catalog.add([SourceDocument(path: "g.yaml", text: Fixtures.grid)], author: "ana", message: nil)
        _ = try catalog.add([SourceDocument(path: "w.yaml", text: Self.wideOnly)], author: "ana", message: nil)
        _ = try GalleryExport(catalog: catalog, devices: ["ipad-11"]).write(to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        try catalog.remove("my-grid", actor: "ana")
        let report = try GalleryExport(catalog: catalog, devices: ["ipad-11"]).write(
            to: dir.path("site"), force: true, renderer: GalleryPageRenderer())
        #expect(report.layouts == ["wide-only"])
        #expect(report.stale == ["layouts/my-grid.html", "pictures/my-grid/ipad-11.svg", "pictures/my-grid/ipad-11.thumb.svg"])
        #expect(FileManager.default.fileExists(atPath: dir.path("site/layouts/my-grid.html")))
        let index = try Self.text(dir, "site/index.html")
        #expect(!index.contains("my-grid"))
    }

    @Test func hugePreviewsAreDrawnWithCappedCounts() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let huge = Fixtures.grid.replacingOccurrences(of: "tags: [grid, mine]", with: "tags: [grid, mine]\npreview: {itemCounts: [5000000]}")
        let catalog = try Self.emptyCatalog(dir)
        _ = try catalog.add([SourceDocument(path: "g.yaml", text: huge)], author: "ana", message: nil)
        let definition = try catalog.revision(RevisionReference(name: "my-grid")).definition
        #expect(definition.preview?.itemCounts == [5_000_000])
        #expect(ResolveRequest.gallery(definition, device: "iphone-15").counts == [ResolveRequest.galleryItemLimit])
        #expect(ResolveRequest.galleryItemLimit == 1_000)
        let started = Date()
        let report = try GalleryExport(catalog: catalog, devices: ["iphone-15"]).write(
            to: dir.path("site"), force: false, renderer: GalleryPageRenderer())
        #expect(report.undrawable.isEmpty)
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func theGeometrySummaryPrintsTidyFractions() {
        #expect(NumberText.grouped(1493.4000000000001) == "1,493.4")
        #expect(NumberText.grouped(1886.4) == "1,886.4")
        #expect(NumberText.grouped(-12.25) == "-12.25")
    }
}
