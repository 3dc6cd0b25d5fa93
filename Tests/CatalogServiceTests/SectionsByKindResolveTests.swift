import CatalogRuntime
import CatalogTestSupport
import Foundation
import LayoutEngine
import LayoutModel
import Testing

@testable import CatalogService

/// The catalog's three kinds of data meet: a layout that goes by kind, a dataset whose section
/// ids choose its sections, and a snapshot history that orders them over time. Frames are
/// worked out by hand (docs/layout-semantics.md §3–§5) for a 400 × 800 screen without insets.
@Suite struct SectionsByKindResolveTests {
    /// banner: one 100 pt item across; grid: two items a row (10 apart) inside 10 pt insets;
    /// any other kind: 44 pt rows.
    static let feed = """
        name: feed
        sectionsByKind:
          - kind: banner
            group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(100)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 1}
          - kind: grid
            contentInsets: 10
            group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 2, interItemSpacing: fixed(10)}
        defaultSection:
          group: {layout: vertical, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
        """

    static func catalog(_ dir: TemporaryDirectory) throws -> Catalog {
        let catalog = try AddLayoutsTests.catalog(dir)
        _ = try catalog.add([SourceDocument(path: "feed.yaml", text: feed)], author: "ana", message: nil)
        return catalog
    }

    static var screen: ResolveRequest {
        var request = ResolveRequest()
        request.width = 400
        request.height = 800
        return request
    }

    static func frame(_ resolution: Resolution, _ section: Int, _ item: Int) -> Rect? {
        resolution.layout.attributesForItem(at: ElementIndexPath(section: section, item: item))?.frame
    }

    @Test func aDatasetsSectionIdsChooseTheSections() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        let dataset = #"""
            {"name": "stories", "sections": [
              {"id": "grid(id: 1)", "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}]},
              {"id": "banner", "items": [{"id": "d"}]},
              {"id": "grid(id: 2)", "items": [{"id": "e"}, {"id": "f"}]},
              {"id": "promo", "items": [{"id": "g"}, {"id": "h"}]}]}
            """#
        _ = try catalog.addDatasets([SourceDocument(path: "stories.json", text: dataset)], author: "ana", message: nil)
        var request = Self.screen
        request.dataset = "stories"
        let resolution = try catalog.resolve(RevisionReference(parsing: "feed"), request)
        #expect(
            resolution.layout.sections.map(\.definitionPath.description)
                == ["sectionsByKind[1]", "sectionsByKind[0]", "sectionsByKind[1]", "defaultSection"])
        #expect(resolution.layout.sections.map(\.identifier) == ["grid(id: 1)", "banner", "grid(id: 2)", "promo"])
        // grid(id: 1): content 380 wide from (10, 10); items (380 − 10) / 2 = 185 wide, rows at 10
        // and 60, the section ends at 60 + 50 + 10 = 120.
        #expect(Self.frame(resolution, 0, 0) == Rect(x: 10, y: 10, width: 185, height: 50))
        #expect(Self.frame(resolution, 0, 1) == Rect(x: 205, y: 10, width: 185, height: 50))
        #expect(Self.frame(resolution, 0, 2) == Rect(x: 10, y: 60, width: 185, height: 50))
        // banner: 120 … 220; grid(id: 2): content top 230, ends 290; promo (default): 290, 334.
        #expect(Self.frame(resolution, 1, 0) == Rect(x: 0, y: 120, width: 400, height: 100))
        #expect(Self.frame(resolution, 2, 1) == Rect(x: 205, y: 230, width: 185, height: 50))
        #expect(Self.frame(resolution, 3, 0) == Rect(x: 0, y: 290, width: 400, height: 44))
        #expect(Self.frame(resolution, 3, 1) == Rect(x: 0, y: 334, width: 400, height: 44))
        #expect(resolution.layout.contentSize.height == 378)
    }

    @Test func aSnapshotHistoryOrdersTheSectionsOverTime() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        let first = #"{"sections": [{"id": "banner", "items": ["a"]}, {"id": "grid(id: 7)", "items": ["b", "c"]}]}"#
        _ = try catalog.recordSnapshot(history: "home", file: SourceDocument(path: "s.json", text: first), author: "ana", message: nil)
        // The refresh adds a promo section on top and moves the banner below the grid.
        let refresh = """
            - insertSections: {sections: [promo], beforeSection: banner}
            - appendItems: {items: [p], toSection: promo}
            - moveSection: {section: banner, afterSection: 'grid(id: 7)'}
            """
        _ = try catalog.recordSnapshot(history: "home", operations: SourceDocument(path: "ops.yaml", text: refresh), author: "ana", message: nil)

        var request = Self.screen
        request.snapshot = "home@1"
        let before = try catalog.resolve(RevisionReference(parsing: "feed"), request)
        // banner 0 … 100; grid(id: 7) from 100: items at 110, ends 170.
        #expect(before.layout.sections.map(\.identifier) == ["banner", "grid(id: 7)"])
        #expect(Self.frame(before, 0, 0) == Rect(x: 0, y: 0, width: 400, height: 100))
        #expect(Self.frame(before, 1, 1) == Rect(x: 205, y: 110, width: 185, height: 50))
        #expect(before.layout.contentSize.height == 170)

        request.snapshot = "home@2"
        let after = try catalog.resolve(RevisionReference(parsing: "feed"), request)
        // promo (default) 0 … 44; grid(id: 7) 44 … 114 (items at 54); banner 114 … 214.
        #expect(after.layout.sections.map(\.identifier) == ["promo", "grid(id: 7)", "banner"])
        #expect(after.layout.sections.map(\.definitionPath.description) == ["defaultSection", "sectionsByKind[1]", "sectionsByKind[0]"])
        #expect(Self.frame(after, 0, 0) == Rect(x: 0, y: 0, width: 400, height: 44))
        #expect(Self.frame(after, 1, 0) == Rect(x: 10, y: 54, width: 185, height: 50))
        #expect(Self.frame(after, 2, 0) == Rect(x: 0, y: 114, width: 400, height: 100))
        #expect(after.layout.contentSize.height == 214)
    }

    @Test func withoutDataEachKindIsShownOnceInOrderThenTheDefault() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        var request = Self.screen
        request.itemsPerSection = 1
        let resolution = try catalog.resolve(RevisionReference(parsing: "feed"), request)
        #expect(resolution.layout.sections.map(\.identifier) == ["banner", "grid", nil])
        #expect(resolution.layout.sections.map(\.definitionPath.description) == ["sectionsByKind[0]", "sectionsByKind[1]", "defaultSection"])
        // banner 0 … 100; grid 100 … 170; default 170 … 214.
        #expect(Self.frame(resolution, 2, 0) == Rect(x: 0, y: 170, width: 400, height: 44))
    }

    @Test func aKindTheLayoutCannotPlaceNamesTheSectionAndKind() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        let strict = Self.feed.components(separatedBy: "defaultSection:")[0]
        _ = try catalog.add([SourceDocument(path: "feed.yaml", text: strict)], author: "ana", message: nil)
        var request = Self.screen
        request.counts = [1, 1]
        request.sectionIdentifiers = ["banner", "promo"]
        do {
            _ = try catalog.resolve(RevisionReference(parsing: "feed"), request)
            Issue.record("expected an error")
        } catch ServiceError.cannotResolve(let layout, let reason) {
            #expect(layout == "feed@1")
            #expect(reason == "data section 1 is 'promo': sectionsByKind has no such kind (it lists banner, grid) and there is no defaultSection")
        }
    }

    /// A device recording of a layout that goes by kind says which identifier each section was
    /// handed (`catalog probe` records them); compare resolves with the same identifiers.
    @Test func aRecordingsSectionIdentifiersChooseTheSectionsCompareResolves() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        func cell(_ section: Int, _ item: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
            #"{"category": "cell", "indexPath": [\#(section), \#(item)], "frame": {"x": \#(x), "y": \#(y), "width": \#(width), "height": \#(height)}}"#
        }
        // The grid first (its items at y 10, the section ends at 70), then the banner 70 … 170.
        let elements = [cell(0, 0, 10, 10, 185, 50), cell(0, 1, 205, 10, 185, 50), cell(1, 0, 0, 70, 400, 100)]
        let recording = """
            {"environment": {"width": 400, "height": 800, "systemVersion": "17.5"},
             "data": {"itemCounts": [2, 1], "sectionIdentifiers": ["grid(id: 7)", "banner"]},
             "elements": [\(elements.joined(separator: ", "))]}
            """
        let path = dir.path("rec.json")
        try recording.write(toFile: path, atomically: true, encoding: .utf8)
        let comparison = try catalog.compare(RevisionReference(parsing: "feed"), recordingPath: path)
        #expect(comparison.agrees)
        #expect(comparison.recording.sectionIdentifiers == ["grid(id: 7)", "banner"])
        // Without the identifiers the kinds are taken in order (banner, then grid): nothing agrees.
        try recording.replacingOccurrences(of: #", "sectionIdentifiers": ["grid(id: 7)", "banner"]"#, with: "")
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try !catalog.compare(RevisionReference(parsing: "feed"), recordingPath: path).agrees)
    }

    /// A layout that goes by kind needs runtime 1.1 (1.0 would refuse it as invalid instead of
    /// falling back); one without, 1.0. A format 2 pack is read by 2.0 and later only, so its
    /// manifest names 2.0 whatever the content needs: never a runtime that could not read it.
    @Test func aPackWithALayoutByKindNamesTheRuntimeThatBuildsIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        let keys = try PackKeys.generate(prefix: dir.path("key"))
        func publish(_ names: [String], to file: String) throws -> String {
            let request = PublishRequest(
                selection: .layouts(names.map { RevisionReference(name: $0) }), keyPath: keys.privateKeyPath,
                outPath: dir.path(file), channel: "prod")
            return try catalog.publish(request, actor: "ana").minimumRuntimeVersion
        }
        #expect(try publish(["feed", "grid"], to: "mixed.pack") == "2.0")
        #expect(try publish(["grid"], to: "plain.pack") == "2.0")
        let pack = try LayoutPack(contentsOf: URL(fileURLWithPath: dir.path("mixed.pack")), publicKey: try PackKeys.publicKey(at: keys.publicKeyPath))
        #expect(pack.manifest.minimumRuntimeVersion == VersionNumber(2, 0))
        let definitions = try ["feed", "grid"].map { try pack.definition(named: $0) }
        #expect(CatalogRuntime.minimumVersion(toBuild: definitions) == VersionNumber(1, 1))
        #expect(CatalogRuntime.minimumVersion(toBuild: [definitions[1]]) == VersionNumber(1, 0))
        #expect(CatalogRuntime.minimumVersion(format: 1, toBuild: [definitions[1]]) == VersionNumber(1, 0))
        #expect(CatalogRuntime.minimumVersion(format: 2, toBuild: definitions) == VersionNumber(2, 0))
    }

    /// The probe hands the layout the identifiers the catalog resolved with: a snapshot's, and
    /// without data the kinds in order with an empty one (none) for the default section.
    @Test func theProbeHandsTheLayoutTheIdentifiersTheCatalogResolvedWith() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        let file = #"{"sections": [{"id": "promo", "items": ["p"]}, {"id": "grid(id: 7)", "items": ["b", "c"]}]}"#
        _ = try catalog.recordSnapshot(history: "home", file: SourceDocument(path: "s.json", text: file), author: "ana", message: nil)
        var request = ResolveRequest()
        request.snapshot = "home@1"
        let probe = try catalog.probe(RevisionReference(parsing: "feed"), request)
        #expect(probe.text.contains(#"static let sectionIdentifiers: [String]? = ["promo", "grid(id: 7)"]"#))
        #expect(probe.text.contains("static let itemCounts: [Int] = [1, 2]"))
        request = ResolveRequest()
        request.itemsPerSection = 2
        let plain = try catalog.probe(RevisionReference(parsing: "feed"), request)
        #expect(plain.text.contains(#"static let sectionIdentifiers: [String]? = ["banner", "grid", ""]"#))
    }
}
