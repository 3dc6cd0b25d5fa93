import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStore

/// `backup(to:)`: SQLite's online backup into a new file, whole or not at all.
@Suite struct CatalogBackupTests {
    private func catalog(_ path: String, layouts: Int) throws -> CatalogDatabase {
        let database = try CatalogDatabase(path: path, create: true)
        try database.write { store in
            for index in 0..<layouts {
                try StoreFixtures.insertLayout(
                    store.db, name: "layout-\(index)",
                    definitions: [
                        StoreFixtures.definition("layout-\(index)", title: String(repeating: "Layout \(index) ", count: 40))
                    ])
            }
        }
        return database
    }

    @Test func aBackupHoldsEveryRowAndNothingIsLeftBeside() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try catalog(dir.path("c.sqlite"), layouts: 300)
        var steps: [(Int, Int)] = []
        let report = try database.backup(to: dir.path("copy.sqlite")) { copied, total in steps.append((copied, total)) }
        #expect(report.path == dir.path("copy.sqlite"))
        let size = try FileManager.default.attributesOfItem(atPath: report.path)[.size] as? Int
        #expect(report.bytes == size)
        #expect(report.pages > 1 && report.bytes == report.pages * 4096)
        #expect(steps.last.map { $0.0 == $0.1 && $0.1 == report.pages } == true)
        let copy = try CatalogDatabase(path: report.path, create: false)
        #expect(try copy.read { try $0.layoutListings(includeArchived: true) } == database.read { try $0.layoutListings(includeArchived: true) })
        #expect(try copy.integrityProblems().isEmpty)
        // Nothing but the catalog, the copy and the side files of the two open connections.
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        #expect(names.sorted() == ["c.sqlite", "copy.sqlite"])
    }

    @Test func aBackupNeverReplacesAFileNorWritesIntoAMissingFolder() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try catalog(dir.path("c.sqlite"), layouts: 3)
        try Data("keep me".utf8).write(to: dir.url.appendingPathComponent("taken.sqlite"))
        #expect(throws: StoreError.self) { try database.backup(to: dir.path("taken.sqlite")) }
        #expect(try Data(contentsOf: dir.url.appendingPathComponent("taken.sqlite")) == Data("keep me".utf8))
        #expect(throws: StoreError.self) { try database.backup(to: dir.path("no-such-folder/copy.sqlite")) }
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        #expect(names.sorted() == ["c.sqlite", "taken.sqlite"])
    }

    /// Another connection appends revisions the whole time; each backup must be one consistent
    /// moment: revisions 1…n without gaps, the head table naming revision n.
    @Test func aBackupTakenWhileAnotherConnectionWritesIsConsistent() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        let database = try catalog(path, layouts: 200)
        let writes = 300
        let writer = Task.detached {
            let other = try CatalogDatabase(path: path, create: false)
            for index in 1...writes {
                try other.write { store in
                    guard let layout = try store.layout(named: "layout-0")?.id else { return }
                    _ = try store.appendRevision(
                        layoutId: layout, contentHash: "w\(index)",
                        definition: StoreFixtures.definition("layout-0", title: "Write \(index)"),
                        author: "writer", message: "", createdAt: "t")
                }
            }
        }
        var counts: [Int] = []
        for index in 0..<6 {
            let copyPath = dir.path("copy-\(index).sqlite")
            _ = try database.backup(to: copyPath)
            let copy = try CatalogDatabase(path: copyPath, create: false, access: .readOnly)
            #expect(try copy.integrityProblems().isEmpty)
            #expect(try copy.orphans().isEmpty)
            let (numbers, head) = try copy.read { store -> ([Int], Int?) in
                let id = try store.layout(named: "layout-0")?.id ?? 0
                return (try store.revisions(layoutId: id).map(\.number), try store.layoutListings(includeArchived: false).first?.head.number)
            }
            #expect(numbers == Array(1...numbers.count))
            #expect(head == numbers.count)
            counts.append(numbers.count)
        }
        try await writer.value
        #expect(counts == counts.sorted())
        #expect(try database.read { try $0.revisions(layoutId: try $0.layout(named: "layout-0")?.id ?? 0).count } == writes + 1)
    }
}
