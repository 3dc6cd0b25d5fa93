import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStore

/// A catalog from a newer `catalog` is refused untouched, for reads and writes; an older one is
/// read as it is and upgraded by the first write.
@Suite struct SchemaVersionTests {
    @Test func aNewCatalogRecordsItsSchemaInUserVersion() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: dir.path("c.sqlite"), create: true)
        let status = try database.schemaStatus()
        // 0001_layouts … 0008_pack_channels: the newest file's number is the schema.
        #expect(CatalogMigrations.latestVersion == 8)
        #expect(status.version == 8)
        #expect(status.userVersion == 8)
        #expect(status.pending.isEmpty && status.unknown.isEmpty)
        #expect(!status.isNewer && !status.isOlder)
    }

    /// Opens the file every way a command can and expects each to refuse it, leaving it as it was.
    private func expectRefused(_ path: String, version: Int) throws {
        let before = try StoreFixtures.state(of: path)
        for (create, access) in [(false, CatalogFileAccess.automatic), (true, .automatic), (false, .readOnly)] {
            do {
                _ = try CatalogDatabase(path: path, create: create, access: access)
                Issue.record("opened a schema-\(version) catalog (create: \(create), access: \(access))")
            } catch StoreError.newerSchema(_, let status) {
                #expect(status.version == version)
                #expect(status.supportedVersion == CatalogMigrations.latestVersion)
            }
        }
        #expect(try StoreFixtures.state(of: path) == before)
        #expect(before.sideFiles.isEmpty)
    }

    @Test func aFileWithAnUnknownMigrationIsRefusedUntouched() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        try StoreFixtures.file(at: path)
        let raw = try DatabaseQueue(path: path)
        let future = CatalogMigrations.latestVersion + 1
        let identifier = String(format: "%04d_future", future)
        try raw.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [identifier]) }
        try raw.close()
        try expectRefused(path, version: future)
        let error = StoreError.newerSchema(path: path, status: try Self.status(of: path))
        #expect(error.description.contains("schema \(future)"))
        #expect(error.description.contains(identifier))
        #expect(error.description.contains("up to \(CatalogMigrations.latestVersion)"))
    }

    @Test func aFileWithAHigherUserVersionIsRefusedUntouched() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        try StoreFixtures.file(at: path)
        let raw = try DatabaseQueue(path: path)
        let future = CatalogMigrations.latestVersion + 1
        // PRAGMA takes no bound arguments; the number is the test's own.
        try raw.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = \(future)") }
        try raw.close()
        try expectRefused(path, version: future)
    }

    @Test func aWriteIsRefusedWhenANewerCatalogUpgradedTheFileSinceItWasOpened() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        let database = try CatalogDatabase(path: path, create: true)
        try database.write { store in _ = try store.insertLayout(name: "before", createdAt: "t") }
        let raw = try DatabaseQueue(path: path)
        try raw.write { db in
            try db.execute(
                sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)",
                arguments: [String(format: "%04d_future", CatalogMigrations.latestVersion + 1)])
        }
        #expect(throws: StoreError.self) {
            try database.write { store in _ = try store.insertLayout(name: "after", createdAt: "t") }
        }
        #expect(try raw.read { db in try String.fetchAll(db, sql: "SELECT name FROM layout") } == ["before"])
        try raw.close()
    }

    @Test func anOlderCatalogIsReadAsItIsAndUpgradedByTheFirstWrite() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        try StoreFixtures.file(at: path, migratedTo: "0004_snapshots")
        let raw = try DatabaseQueue(path: path)
        try raw.write { db in
            _ = try StoreFixtures.insertLayout(db, name: "grid", definitions: [StoreFixtures.definition("grid", title: "Grid", tags: ["t"])])
        }
        try raw.close()
        let before = try StoreFixtures.state(of: path)
        do {
            let database = try CatalogDatabase(path: path, create: false)
            #expect(try database.schemaStatus().isOlder)
            let listings = try database.read { try $0.layoutListings(includeArchived: false) }
            #expect(listings.map(\.title) == ["Grid"])
            #expect(listings.first?.tags == ["t"])
            #expect(try database.schemaStatus().pending == ["0005_layout_heads", "0006_revision_text", "0007_layout_listing", "0008_pack_channels"])
        }
        #expect(try StoreFixtures.state(of: path) == before)

        let database = try CatalogDatabase(path: path, create: false)
        try database.write { store in
            _ = try StoreFixtures.insertLayout(store.db, name: "list", definitions: [StoreFixtures.definition("list", title: "List")])
        }
        let status = try database.schemaStatus()
        #expect(status.applied == CatalogMigrations.identifiers)
        #expect(status.userVersion == 8)
        #expect(try database.read { try $0.layoutListings(includeArchived: false) }.map(\.title) == ["Grid", "List"])
    }

    @Test func upgradeBringsAnOlderFileToTheCurrentSchemaWithoutOtherChanges() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        try StoreFixtures.file(at: path, migratedTo: "0003_datasets")
        let database = try CatalogDatabase(path: path, create: false)
        #expect(
            try database.schemaStatus().pending == [
                "0004_snapshots", "0005_layout_heads", "0006_revision_text", "0007_layout_listing",
                "0008_pack_channels",
            ])
        let status = try database.upgrade()
        #expect(status.version == 8 && status.pending.isEmpty && status.applied == CatalogMigrations.identifiers)
        #expect(try database.upgrade() == status)
        #expect(try database.read { try $0.layoutListings(includeArchived: true) }.isEmpty)
        #expect(throws: StoreError.self) { try CatalogDatabase(path: path, create: false, access: .readOnly).upgrade() }
    }

    @Test func fileNamesThatAreNotCatalogsAreStillRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("other.sqlite")
        let raw = try DatabaseQueue(path: path)
        try raw.write { db in try db.execute(sql: "CREATE TABLE notes (body TEXT)") }
        try raw.close()
        let before = try StoreFixtures.state(of: path)
        #expect(throws: StoreError.self) { try CatalogDatabase(path: path, create: true) }
        #expect(try StoreFixtures.state(of: path) == before)
    }

    private static func status(of path: String) throws -> SchemaStatus {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read(SchemaStatus.read)
    }
}
