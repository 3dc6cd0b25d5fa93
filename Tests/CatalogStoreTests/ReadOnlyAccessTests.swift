import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading never changes the file, never leaves `-wal`/`-shm` behind, and works where the
/// catalog cannot be written.
@Suite struct ReadOnlyAccessTests {
    /// A catalog with two layouts, closed.
    private func makeCatalog(_ path: String) throws {
        let database = try CatalogDatabase(path: path, create: true)
        try database.write { store in
            try StoreFixtures.insertLayout(store.db, name: "grid", definitions: [StoreFixtures.definition("grid", title: "Grid", tags: ["a"])])
            try StoreFixtures.insertLayout(store.db, name: "list", definitions: [StoreFixtures.definition("list", title: "List")])
        }
    }

    /// Every kind of read a command makes.
    private func readEverything(_ database: CatalogDatabase) throws {
        let listings = try database.read { try $0.layoutListings(includeArchived: true) }
        #expect(listings.map(\.title) == ["Grid", "List"])
        #expect(try database.read { try $0.auditEvents() }.isEmpty)
        #expect(try database.schemaStatus().version == CatalogMigrations.latestVersion)
        #expect(try database.integrityProblems().isEmpty)
        #expect(try database.foreignKeyViolations().isEmpty)
        #expect(try database.orphans().isEmpty)
    }

    @Test func readingLeavesTheFileByteForByteAndNoSideFiles() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        try makeCatalog(path)
        let before = try StoreFixtures.state(of: path)
        #expect(before.sideFiles.isEmpty)
        for access in [CatalogFileAccess.automatic, .readOnly] {
            let database = try CatalogDatabase(path: path, create: false, access: access)
            #expect(database.isWritable == (access == .automatic))
            try readEverything(database)
        }
        #expect(try StoreFixtures.state(of: path) == before)
    }

    @Test func aReadOnlyOpenRefusesWritesAndLeavesTheFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        try makeCatalog(path)
        let before = try StoreFixtures.state(of: path)
        let database = try CatalogDatabase(path: path, create: false, access: .readOnly)
        do {
            try database.write { store in _ = try store.insertLayout(name: "new", createdAt: "t") }
            Issue.record("wrote through a read-only open")
        } catch StoreError.readOnlyCatalog(let reported) {
            #expect(reported == path)
        }
        #expect(try StoreFixtures.state(of: path) == before)
    }

    /// chmod makes the folder and file read-only. Root passes permission checks (as it does
    /// for SQLite), so as root the folder still counts as writable and the read-only open is
    /// asked for explicitly, which is the path a non-root user takes on its own.
    @Test func aReadOnlyFolderIsReadWithoutWriting() throws {
        let dir = try TemporaryDirectory()
        defer {
            chmod(dir.url.path, 0o755)
            dir.remove()
        }
        let folder = dir.url.appendingPathComponent("shelf")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let path = folder.appendingPathComponent("c.sqlite").path
        try makeCatalog(path)
        let before = try StoreFixtures.state(of: path)
        #expect(chmod(path, 0o444) == 0)
        #expect(chmod(folder.path, 0o555) == 0)
        defer { chmod(folder.path, 0o755) }
        let isRoot = geteuid() == 0
        #expect(CatalogFileAccess.canWrite(URL(fileURLWithPath: path)) == isRoot)
        let database = try CatalogDatabase(path: path, create: false, access: isRoot ? .readOnly : .automatic)
        #expect(!database.isWritable)
        try readEverything(database)
        #expect(throws: StoreError.self) { try database.write { store in _ = try store.insertLayout(name: "new", createdAt: "t") } }
        #expect(try StoreFixtures.state(of: path) == before)
    }

    @Test func aReadOnlyOpenSeesCommitsStillInTheWriteAheadLog() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        try makeCatalog(path)
        // A writer that committed but has not checkpointed (it is still open, or was killed):
        // its commit lives only in the -wal. Copy the three files as they are at that moment.
        let writer = try DatabaseQueue(path: path)
        try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
        try writer.write { db in
            _ = try StoreFixtures.insertLayout(db, name: "fresh", definitions: [StoreFixtures.definition("fresh", title: "Fresh")])
        }
        let copy = dir.url.appendingPathComponent("copy")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        for suffix in ["", "-wal", "-shm"] {
            try FileManager.default.copyItem(atPath: path + suffix, toPath: copy.appendingPathComponent("c.sqlite" + suffix).path)
        }
        try writer.close()
        let copied = copy.appendingPathComponent("c.sqlite").path
        let before = try Data(contentsOf: URL(fileURLWithPath: copied))
        let database = try CatalogDatabase(path: copied, create: false, access: .readOnly)
        let names = try database.read { try $0.layoutListings(includeArchived: false) }.map(\.layout.name)
        #expect(names == ["fresh", "grid", "list"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: copied)) == before)
        #expect(FileManager.default.fileExists(atPath: copied + "-wal"))
    }

    @Test func aPathWithURICharactersOpensReadOnly() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let folder = dir.url.appendingPathComponent("a?b#c%d e;f")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let path = folder.appendingPathComponent("c.sqlite").path
        try makeCatalog(path)
        let before = try StoreFixtures.state(of: path)
        try readEverything(try CatalogDatabase(path: path, create: false, access: .readOnly))
        #expect(try StoreFixtures.state(of: path) == before)
        #expect(CatalogFileAccess.immutableURI(URL(fileURLWithPath: path)).hasSuffix("/a%3Fb%23c%25d%20e%3Bf/c.sqlite?mode=ro&immutable=1"))
    }

    /// Another process's last connection removes the `-wal` when it closes, at any moment: a
    /// writable catalog must be writable whether the log is there, gone, or going. Checking
    /// "exists" then "writable" refused one add in 800 concurrent ones as read-only.
    @Test func aLogRemovedWhileCheckingLeavesTheCatalogWritable() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        try makeCatalog(path)
        let url = URL(fileURLWithPath: path)
        // Opens and closes a WAL connection over and over: each open creates the -wal, each
        // close (the last connection) checkpoints and removes it.
        let stopped = DispatchSemaphore(value: 0)
        let churn = Thread {
            while !Thread.current.isCancelled {
                guard let queue = try? DatabaseQueue(path: path) else { continue }
                _ = try? queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM layout") }
                try? queue.close()
            }
            stopped.signal()
        }
        churn.start()
        // The folder is removed only once the thread has let go of the file.
        defer {
            churn.cancel()
            stopped.wait()
        }
        var refusals = 0
        var sawLog = false
        var sawNoLog = false
        for _ in 0..<50_000 {
            if !CatalogFileAccess.canWrite(url) { refusals += 1 }
            if FileManager.default.fileExists(atPath: path + "-wal") { sawLog = true } else { sawNoLog = true }
        }
        #expect(sawLog && sawNoLog, "the log never came and went: the check was not raced")
        #expect(refusals == 0)
    }
}
