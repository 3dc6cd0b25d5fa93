import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStore

/// `catalog list` reads the facts kept in `layout_listing` (migration 7; `layout_head` and
/// `layout_head_tag` before it), never the definitions.
@Suite struct LayoutListingTests {
    @Test func listingsShowTheNewestRevisionsFacts() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: dir.path("c.sqlite"), create: true)
        try database.write { store in
            let grid = try #require(try store.insertLayout(name: "grid", createdAt: "t0").id)
            _ = try store.appendRevision(
                layoutId: grid, contentHash: "g1", definition: StoreFixtures.definition("grid", title: "Grid", tags: ["a", "b"]),
                author: "ann", message: "", createdAt: "t1")
            _ = try store.appendRevision(
                layoutId: grid, contentHash: "g2",
                definition: StoreFixtures.definition("grid", title: "Grid 2", summary: "Two", tags: ["b", "c", "d"]),
                author: "bob", message: "", createdAt: "t2")
            let list = try #require(try store.insertLayout(name: "list", createdAt: "t0").id)
            _ = try store.appendRevision(
                layoutId: list, contentHash: "l1", definition: StoreFixtures.definition("list", title: "List"),
                author: "cy", message: "", createdAt: "t3")
        }
        let listings = try database.read { store in try store.layoutListings(includeArchived: false) }
        #expect(listings.map(\.layout.name) == ["grid", "list"])
        let grid = try #require(listings.first)
        #expect(grid.revisionCount == 2)
        #expect(grid.head.number == 2)
        #expect(grid.head.contentHash == "g2")
        #expect(grid.head.author == "bob")
        #expect(grid.head.createdAt == "t2")
        #expect(grid.title == "Grid 2")
        #expect(grid.summary == "Two")
        #expect(grid.tags == ["b", "c", "d"])
        #expect(listings[1].tags == [])
        #expect(listings[1].summary == nil)
    }

    @Test func archivedLayoutsAreListedOnlyOnRequest() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: dir.path("c.sqlite"), create: true)
        try database.write { store in
            try StoreFixtures.insertLayout(store.db, name: "kept", definitions: [StoreFixtures.definition("kept", title: "Kept")])
            try StoreFixtures.insertLayout(store.db, name: "gone", definitions: [StoreFixtures.definition("gone", title: "Gone")], archived: true)
        }
        #expect(try database.read { try $0.layoutListings(includeArchived: false) }.map(\.layout.name) == ["kept"])
        let all = try database.read { try $0.layoutListings(includeArchived: true) }
        #expect(all.map(\.layout.name) == ["gone", "kept"])
        #expect(all.first?.layout.isArchived == true)
    }

    @Test func listingsComeFromTheListingTableNotTheDefinition() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        let database = try CatalogDatabase(path: path, create: true)
        try database.write { store in
            _ = try StoreFixtures.insertLayout(store.db, name: "grid", definitions: [StoreFixtures.definition("grid", title: "Stored title")])
        }
        // Rewrite the definition behind the store's back: the listing keeps what the head table says,
        // and doctor's orphan check notices that the two disagree.
        let raw = try DatabaseQueue(path: path)
        try raw.write { db in
            try db.execute(sql: "DROP TRIGGER layout_revision_is_immutable")
            try db.execute(sql: "UPDATE layout_revision SET definition = ?", arguments: [StoreFixtures.definition("grid", title: "Edited title")])
        }
        try raw.close()
        #expect(try database.read { try $0.layoutListings(includeArchived: false) }.first?.title == "Stored title")
        let orphans = try database.orphans()
        #expect(orphans.map(\.table) == ["layout_listing"])
    }

    @Test func migrationsFiveToSevenFillTheListingOfAnOlderCatalog() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        try StoreFixtures.file(at: path, migratedTo: "0004_snapshots")
        let raw = try DatabaseQueue(path: path)
        try raw.write { db in
            try StoreFixtures.insertLayout(
                db, name: "grid",
                definitions: [
                    StoreFixtures.definition("grid", title: "Old", tags: ["x"]),
                    StoreFixtures.definition("grid", title: "New", summary: "S", tags: ["m", "n", "o"]),
                ])
            try StoreFixtures.insertLayout(db, name: "broken", definitions: ["not json at all"])
            try StoreFixtures.insertLayout(db, name: "odd", definitions: [#"{"title": 7, "summary": ["x"], "tags": "q"}"#], archived: true)
        }
        try raw.close()
        let database = try CatalogDatabase(path: path, create: false)
        try database.write { _ in }
        #expect(try database.appliedMigrations() == CatalogMigrations.identifiers)
        let listings = try database.read { try $0.layoutListings(includeArchived: true) }
        #expect(listings.map(\.layout.name) == ["broken", "grid", "odd"])
        let grid = listings[1]
        #expect(grid.title == "New")
        #expect(grid.summary == "S")
        #expect(grid.tags == ["m", "n", "o"])
        #expect(grid.head.number == 2)
        #expect(grid.head.author == "author2")
        #expect(grid.head.createdAt == "2026-01-02T00:00:00.000Z")
        // A definition that is not JSON, or has fields of the wrong type, lists without them.
        #expect(listings[0].title == nil && listings[0].tags == [])
        #expect(listings[2].title == nil && listings[2].summary == nil && listings[2].tags == [])
        #expect(try database.orphans().isEmpty)
    }

    @Test func tagsWithQuotesBackslashesAndSeparatorsComeBackAsStored() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: dir.path("c.sqlite"), create: true)
        // The listing keeps tags as a JSON array: a tag holding the `","` that separates plain
        // tags, a quote, a backslash, a line break or text past ASCII must come back whole.
        let odd = [#"a","b"#, #"back\slash"#, "line\nbreak", "café ☕", "plain"]
        try database.write { store in
            try StoreFixtures.insertLayout(store.db, name: "odd-tags", definitions: [StoreFixtures.definition("odd-tags", title: "O", tags: odd)])
            try StoreFixtures.insertLayout(
                store.db, name: "plain-tags", definitions: [StoreFixtures.definition("plain-tags", title: "P", tags: ["x", "y z"])])
        }
        let listings = try database.read { try $0.layoutListings(includeArchived: false) }
        #expect(listings.map(\.tags) == [odd, ["x", "y z"]])
        #expect(try database.orphans().isEmpty)
    }

    @Test func archivingAndRestoringMoveTheListingInTheSameTransaction() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: dir.path("c.sqlite"), create: true)
        let id = try database.write { store in
            let id = try #require(try store.insertLayout(name: "grid", createdAt: "t0").id)
            _ = try store.appendRevision(
                layoutId: id, contentHash: "g1", definition: StoreFixtures.definition("grid", title: "Grid"),
                author: "ann", message: "", createdAt: "t1")
            return id
        }
        try database.write { store in try store.setArchived(layoutId: id, at: "t2") }
        #expect(try database.read { try $0.layoutListings(includeArchived: false) }.isEmpty)
        #expect(try database.read { try $0.layoutListings(includeArchived: true) }.map(\.layout.archivedAt) == ["t2"])
        // A write that fails leaves the listing as the layout is.
        #expect(throws: (any Error).self) {
            try database.write { store in
                try store.setArchived(layoutId: id, at: nil)
                throw StoreError.readOnlyCatalog("rollback")
            }
        }
        #expect(try database.read { try $0.layoutListings(includeArchived: false) }.isEmpty)
        try database.write { store in try store.setArchived(layoutId: id, at: nil) }
        #expect(try database.read { try $0.layoutListings(includeArchived: false) }.map(\.layout.name) == ["grid"])
        #expect(try database.orphans().isEmpty)
    }

    /// `list` reads the listing as text (`LayoutListingText`), the other commands as records:
    /// both must read the same values, the damaged ones included.
    @Test func theTextListingReadsWhatTheRecordsRead() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        let database = try CatalogDatabase(path: path, create: true)
        let odd = [#"a","b"#, #"back\slash"#, "line\nbreak", "café ☕", "", "plain"]
        try database.write { store in
            try StoreFixtures.insertLayout(
                store.db, name: "odd-tags", definitions: [StoreFixtures.definition("odd-tags", title: "网格 Grid", tags: odd)])
            try StoreFixtures.insertLayout(
                store.db, name: "gone", definitions: [StoreFixtures.definition("gone", title: "Gone", summary: "S")], archived: true)
            try StoreFixtures.insertLayout(store.db, name: "untitled", definitions: ["not json at all"])
        }
        // Damage behind the store's back: invalid UTF-8 reads repaired, text past a NUL is not read.
        let raw = try DatabaseQueue(path: path)
        try raw.write { db in
            try db.execute(sql: "UPDATE layout_listing SET author = CAST(X'61FF62' AS TEXT) WHERE name = 'untitled'")
            try db.execute(sql: "UPDATE layout_listing SET summary = CAST(X'7800797A' AS TEXT) WHERE name = 'gone'")
        }
        try raw.close()
        let text = try database.read { try $0.layoutListingText(includeArchived: true) }
        let records = try database.read { try $0.layoutListings(includeArchived: true) }
        #expect(text.count == 3)
        #expect((0..<text.count).map { text.text(.name, row: $0) } == ["gone", "odd-tags", "untitled"])
        #expect((0..<text.count).map { text.isArchived(row: $0) } == [true, false, false])
        #expect((0..<text.count).map { text.text(.title, row: $0) } == ["Gone", "网格 Grid", nil])
        #expect((0..<text.count).map { text.text(.summary, row: $0) } == ["x", nil, nil])
        #expect(text.tags(row: 1) == odd)
        #expect(text.tags(row: 0) == [] && text.tags(row: 2) == [])
        #expect(text.text(.author, row: 2) == "a\u{FFFD}b")
        #expect(text.headNumber(row: 0) == 1)
        for (row, record) in records.enumerated() {
            #expect(text.text(.name, row: row) == record.layout.name)
            #expect(text.text(.title, row: row) == record.title)
            #expect(text.text(.summary, row: row) == record.summary)
            #expect(text.tags(row: row) == record.tags)
            #expect(text.text(.contentHash, row: row) == record.head.contentHash)
            #expect(text.text(.author, row: row) == record.head.author)
            #expect(text.text(.changed, row: row) == record.head.createdAt)
            #expect(text.headNumber(row: row) == record.head.number)
            #expect(text.isArchived(row: row) == record.layout.isArchived)
        }
        #expect(try database.read { try $0.layoutListingText(includeArchived: false) }.count == 2)
    }
}
