import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogService

/// Which catalog a command uses (docs/commands.md "Which catalog a command uses"): `--db`, then the
/// nearest `.catalog` or `catalog.sqlite` from the current folder up, then `$CATALOG_DB`, then
/// none; and what opening does when there is none.
@Suite struct CatalogLocationTests {
    /// root/catalog.sqlite
    /// root/app/.catalog            (db: Layouts.sqlite)
    /// root/app/catalog.sqlite      (shadowed by the .catalog beside it)
    /// root/app/Sources/Feed/
    /// root/other/catalog.sqlite/   (a folder, not a catalog)
    static func tree() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        let manager = FileManager.default
        for folder in ["root/app/Sources/Feed", "root/other/catalog.sqlite"] {
            try manager.createDirectory(atPath: dir.path(folder), withIntermediateDirectories: true)
        }
        for file in ["root/catalog.sqlite", "root/app/catalog.sqlite"] {
            #expect(manager.createFile(atPath: dir.path(file), contents: Data()))
        }
        try "# this app's catalog\n\ndb: Layouts.sqlite\n".write(toFile: dir.path("root/app/.catalog"), atomically: true, encoding: .utf8)
        return dir
    }

    /// The rules, stopping below `dir` (the folders above a temporary folder are not the test's).
    static func locate(_ dir: TemporaryDirectory, from folder: String, db: String? = nil, environment: [String: String] = [:]) throws
        -> CatalogLocation
    {
        var variables = environment
        variables[CatalogLocation.ceilingVariable] = variables[CatalogLocation.ceilingVariable] ?? dir.url.path
        return try CatalogLocation.locate(explicit: db, environment: variables, currentDirectory: dir.path(folder))
    }

    @Test func theFlagWinsThenTheNearestFolderThenTheVariable() throws {
        let dir = try Self.tree()
        defer { dir.remove() }
        let root = dir.url.standardizedFileURL.appendingPathComponent("root").path
        // --db names the catalog, whatever the folders hold.
        let flag = try Self.locate(dir, from: "root/app/Sources/Feed", db: "x.sqlite", environment: ["CATALOG_DB": "b.sqlite"])
        #expect(flag.path == "x.sqlite")
        #expect(flag.source == .option)
        // Two folders up, a .catalog names Layouts.sqlite beside it; it wins over the
        // catalog.sqlite in the same folder, and over the one further up.
        let nested = try Self.locate(dir, from: "root/app/Sources/Feed", environment: ["CATALOG_DB": "b.sqlite"])
        #expect(nested.path == root + "/app/Layouts.sqlite")
        #expect(nested.source == .pointer(root + "/app/.catalog"))
        #expect(nested.searchedFrom == root + "/app/Sources/Feed")
        // From root/other, a folder named catalog.sqlite is no catalog: the one above is found,
        // and it wins over $CATALOG_DB.
        let above = try Self.locate(dir, from: "root/other", environment: ["CATALOG_DB": "b.sqlite"])
        #expect(above.path == root + "/catalog.sqlite")
        #expect(above.source == .found)
        #expect(!above.isDefault)
    }

    @Test func theVariableAndThenNothingWhenTheSearchFindsNone() throws {
        let dir = try Self.tree()
        defer { dir.remove() }
        let root = dir.url.standardizedFileURL.appendingPathComponent("root").path
        // The search stops below $CATALOG_CEILING: root's catalog.sqlite is not found.
        let ceiling = [CatalogLocation.ceilingVariable: root]
        let variable = try Self.locate(dir, from: "root/other", environment: ceiling.merging(["CATALOG_DB": "b.sqlite"]) { a, _ in a })
        #expect(variable.path == "b.sqlite")
        #expect(variable.source == .environment)
        let none = try Self.locate(dir, from: "root/other", environment: ceiling)
        #expect(none.path == root + "/other/catalog.sqlite")
        #expect(none.source == .none)
        #expect(none.isDefault)
    }

    @Test func aPointerFileThatNamesNoCatalogIsAnErrorWithItsLine() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try FileManager.default.createDirectory(atPath: dir.path("app"), withIntermediateDirectories: true)
        let pointer = dir.url.standardizedFileURL.appendingPathComponent("app/.catalog").path
        let cases: [(String, String)] = [
            ("# comment\ndatabase: x.sqlite\n", "\(pointer):2: not a catalog pointer: unknown key 'database'; a .catalog file holds `db: PATH`"),
            ("dv: x.sqlite\n", "\(pointer):1: not a catalog pointer: unknown key 'dv' (did you mean 'db'?); a .catalog file holds `db: PATH`"),
            ("x.sqlite\n", "\(pointer):1: not a catalog pointer: expected `db: PATH`"),
            ("db: a.sqlite\ndb: b.sqlite\n", "\(pointer):2: not a catalog pointer: a second `db:` line"),
            ("db:\n", "\(pointer):1: not a catalog pointer: `db:` names no path"),
            ("# nothing\n", "\(pointer): not a catalog pointer: no `db: PATH` line"),
        ]
        for (text, message) in cases {
            try text.write(toFile: pointer, atomically: true, encoding: .utf8)
            #expect(throws: Error.self) { try Self.locate(dir, from: "app") }
            do {
                _ = try Self.locate(dir, from: "app")
            } catch {
                #expect(String(describing: error) == message)
            }
        }
        // A pointer is a line or two: a large file is refused before it is read whole.
        try String(repeating: "#", count: 5000).write(toFile: pointer, atomically: true, encoding: .utf8)
        #expect(throws: Error.self) { try Self.locate(dir, from: "app") }
        // An absolute path is taken as it is.
        try "db: /srv/catalogs/app.sqlite\n".write(toFile: pointer, atomically: true, encoding: .utf8)
        #expect(try Self.locate(dir, from: "app").path == "/srv/catalogs/app.sqlite")
    }

    @Test func withoutACatalogReadsUseThePresetsInMemoryAndWritesCreateOne() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let none = try Self.locate(dir, from: "")
        #expect(none.source == .none)
        let read = try Catalog.open(none, for: .read)
        guard case .presets(let count) = read.origin else {
            Issue.record("a read without a catalog opened \(read.origin)")
            return
        }
        #expect(count == (try PresetFiles.all()).count)
        #expect(try read.catalog.list(tag: nil, search: nil).count == count)
        #expect(!FileManager.default.fileExists(atPath: none.path), "a read created the catalog")
        #expect(throws: Error.self) { try Catalog.open(none, for: .existing) }
        #expect(!FileManager.default.fileExists(atPath: none.path))
        let write = try Catalog.open(none, for: .write)
        #expect(write.origin == .created(presets: count))
        #expect(FileManager.default.fileExists(atPath: none.path))
        // Once it exists the same location opens the file as it is, for every use.
        for use in [CatalogUse.read, .write, .existing] {
            #expect(try Catalog.open(none, for: use).origin == .file)
        }
    }

    @Test func aMissingNamedCatalogIsAnErrorNamingTheFileBesideIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        _ = try Catalog.open(CatalogLocation(path: dir.path("app.sqlite"), isDefault: true), for: .write)
        for use in [CatalogUse.read, .write, .existing] {
            do {
                _ = try Catalog.open(CatalogLocation(path: dir.path("app.sqllite"), isDefault: false), for: use)
                Issue.record("a typo opened a catalog")
            } catch ServiceError.noCatalog(let location, let nearest) {
                #expect(location.path == dir.path("app.sqllite"))
                #expect(nearest == dir.path("app.sqlite"))
            }
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("app.sqllite")))
        // Nothing close: no suggestion.
        #expect(Catalog.nearestFile(to: dir.path("zzz.db")) == nil)
    }
}
