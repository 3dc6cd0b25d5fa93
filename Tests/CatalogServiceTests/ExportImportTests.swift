import CatalogTestSupport
import Foundation
import LayoutModel
import Testing

@testable import CatalogService

@Suite struct ExportImportTests {
    @Test func reExportingAnUnchangedCatalogChangesNoByte() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        let first = try catalog.exportAll(to: dir.path("repo"), format: .yaml, force: false)
        #expect(first.files.count == (try catalog.list().count) + (try catalog.datasets().count))
        #expect(first.files.allSatisfy { $0.outcome == .written })
        let bytes = try Self.contents(of: dir.url.appendingPathComponent("repo"))
        let second = try catalog.exportAll(to: dir.path("repo"), format: .yaml, force: false)
        #expect(second.files.allSatisfy { $0.outcome == .unchanged })
        #expect(try Self.contents(of: dir.url.appendingPathComponent("repo")) == bytes)
    }

    @Test func exportThenImportRoundTripsToEqualContentHashes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let source = try Catalog(location: CatalogLocation(path: dir.path("a.sqlite"), isDefault: false), create: true)
        _ = try source.add([SourceDocument(path: "g.yaml", text: AddLayoutsTests.grid)], author: "ana", message: nil)
        for format in DefinitionTextFormat.allCases {
            let folder = dir.path("repo-\(format.rawValue)")
            _ = try source.exportAll(to: folder, format: format, force: false)
            let target = try Catalog(location: CatalogLocation(path: dir.path("b-\(format.rawValue).sqlite"), isDefault: false), create: true)
            let (layouts, datasets) = try SourceDocument.importable(in: [folder])
            let report = try target.importDocuments(layouts: layouts, datasets: datasets, author: "ben", message: nil)
            // The presets were seeded in both; only the added layout is new.
            #expect(report.layouts.filter { $0.status == .created }.map(\.name) == ["my-grid"])
            let sourceHashes = Dictionary(uniqueKeysWithValues: try source.list().map { ($0.name, $0.headHash) })
            let targetHashes = Dictionary(uniqueKeysWithValues: try target.list().map { ($0.name, $0.headHash) })
            #expect(sourceHashes == targetHashes)
            #expect(try source.datasets().map(\.name) == (try target.datasets().map(\.name)))
        }
    }

    @Test func importAddsRevisionsOnlyWhereContentChanged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        _ = try catalog.exportAll(to: dir.path("repo"), format: .yaml, force: false)
        let file = dir.url.appendingPathComponent("repo/layouts/grid.yaml")
        let edited = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "fractionalWidth(0.2)", with: "fractionalWidth(0.25)")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let (layouts, datasets) = try SourceDocument.importable(in: [dir.path("repo")])
        let report = try catalog.importDocuments(layouts: layouts, datasets: datasets, author: "ana", message: nil)
        #expect(report.layouts.filter { $0.status != .unchanged }.map(\.name) == ["grid"])
        #expect(report.layouts.first { $0.name == "grid" }?.revision == 2)
        #expect(report.datasets.count == (try catalog.datasets().count))
        #expect(report.datasets.allSatisfy { $0.status == .unchanged })
    }

    @Test func exportRefusesEscapesSymlinksAndOverwrites() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let output = try SafeOutput(directory: dir.path("out"), force: false)
        for bad in ["../x.yaml", "/etc/passwd", "layouts/../../x", ".hidden", "a//b", "", "a b/c"] {
            #expect(throws: ServiceError.self, "\(bad)") { try output.write(Data("x".utf8), to: bad) }
        }
        #expect(try output.write(Data("one".utf8), to: "layouts/a.yaml") == .written)
        #expect(try output.write(Data("one".utf8), to: "layouts/a.yaml") == .unchanged)
        #expect(throws: ServiceError.self) { try output.write(Data("two".utf8), to: "layouts/a.yaml") }
        let forced = try SafeOutput(directory: dir.path("out"), force: true)
        #expect(try forced.write(Data("two".utf8), to: "layouts/a.yaml") == .replaced)
        // A symlink inside the target is never written through.
        try FileManager.default.createSymbolicLink(atPath: dir.path("out/layouts/link.yaml"), withDestinationPath: dir.path("victim"))
        #expect(throws: ServiceError.self) { try forced.write(Data("x".utf8), to: "layouts/link.yaml") }
        #expect(!FileManager.default.fileExists(atPath: dir.path("victim")))
        try FileManager.default.createSymbolicLink(atPath: dir.path("out/sub"), withDestinationPath: dir.path("elsewhere"))
        #expect(throws: ServiceError.self) { try forced.write(Data("x".utf8), to: "sub/x.yaml") }
        // A symlinked target folder is refused outright.
        try FileManager.default.createSymbolicLink(atPath: dir.path("linked"), withDestinationPath: dir.path("out"))
        #expect(throws: ServiceError.self) { try SafeOutput(directory: dir.path("linked"), force: true) }
        #expect(SafeOutput.sanitize("../../etc") == "-..-etc")
        #expect(SafeOutput.sanitize("") == "unnamed")
    }

    static func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if let data = try? Data(contentsOf: url), !url.hasDirectoryPath { result[url.path] = data }
        }
        return result
    }
}
