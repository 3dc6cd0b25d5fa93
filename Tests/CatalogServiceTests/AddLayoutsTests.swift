import CatalogTestSupport
import Foundation
import LayoutModel
import Testing

@testable import CatalogService

@Suite struct AddLayoutsTests {
    static let grid = """
        name: my-grid
        title: My Grid
        tags: [grid, mine]
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems:
              - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
        """

    static func catalog(_ dir: TemporaryDirectory, time: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }) throws
        -> Catalog
    {
        try Catalog(location: CatalogLocation(path: dir.path("c.sqlite"), isDefault: false), create: true, clock: time)
    }

    @Test func addsRevisionOneThenSkipsUnchangedContent() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        let first = try catalog.add([SourceDocument(path: "g.yaml", text: Self.grid)], author: "ana", message: "first")
        #expect(first.map(\.status) == [.created])
        #expect(first.first?.revision == 1)
        // The same file again: nothing added.
        let again = try catalog.add([SourceDocument(path: "g.yaml", text: Self.grid)], author: "ana", message: nil)
        #expect(again.map(\.status) == [.unchanged])
        #expect(again.first?.revision == 1)
        // Same content, formatted differently: same canonical form, so a text-only revision.
        let reformatted = Self.grid.replacingOccurrences(of: "tags: [grid, mine]", with: "tags: [mine, grid]")
        let second = try catalog.add([SourceDocument(path: "g.yaml", text: reformatted)], author: "ana", message: nil)
        #expect(second.map(\.status) == [.revised])
        #expect(second.map(\.isTextOnly) == [true])
        #expect(second.first?.revision == 2)
        #expect(second.first?.contentHash == first.first?.contentHash)
        let changed = Self.grid.replacingOccurrences(of: "absolute(44)", with: "absolute(60)")
        let third = try catalog.add([SourceDocument(path: "g.yaml", text: changed)], author: "ben", message: "taller")
        #expect(third.map(\.status) == [.revised])
        #expect(third.map(\.isTextOnly) == [false])
        #expect(third.first?.revision == 3)
        let stored = try catalog.revision(RevisionReference(parsing: "my-grid"))
        #expect(stored.number == 3)
        #expect(stored.author == "ben")
        #expect(stored.message == "taller")
        #expect(stored.createdAt == "2027-01-15T08:00:00.000Z")
        #expect(stored.contentHash == ContentHash.sha256(stored.canonicalText))
        let first1 = try catalog.revision(RevisionReference(parsing: "my-grid@1"))
        #expect(first1.definition.sections == LayoutDocument.decode(Self.grid).definition?.sections)
    }

    @Test func aBadFileRejectsTheWholeBatchAndWritesNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        let before = try catalog.list(includeArchived: true)
        let bad = """
            name: broken
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
                count: 0
            """
        #expect(throws: ServiceError.self) {
            try catalog.add(
                [SourceDocument(path: "ok.yaml", text: Self.grid), SourceDocument(path: "bad.yaml", text: bad)],
                author: "ana", message: nil)
        }
        #expect(try catalog.list(includeArchived: true) == before)
        do {
            _ = try catalog.add([SourceDocument(path: "bad.yaml", text: bad)], author: "ana", message: nil)
        } catch ServiceError.invalidDocuments(let reports) {
            #expect(reports.first?.formattedDiagnostics == ["bad.yaml:7:12: section.group.count: must be ≥ 1, got 0"])
        }
    }

    @Test func twoFilesForOneNameAreRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        #expect(throws: ServiceError.self) {
            try catalog.add(
                [SourceDocument(path: "a.yaml", text: Self.grid), SourceDocument(path: "b.yaml", text: Self.grid)],
                author: "ana", message: nil)
        }
    }

    @Test func expectHeadRefusesWhenTheHeadMoved() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        _ = try catalog.add([SourceDocument(path: "g.yaml", text: Self.grid)], author: "ana", message: nil, expectedHead: 0)
        let changed = Self.grid.replacingOccurrences(of: "absolute(44)", with: "absolute(60)")
        do {
            _ = try catalog.add([SourceDocument(path: "g.yaml", text: changed)], author: "ana", message: nil, expectedHead: 0)
            Issue.record("expected headMoved")
        } catch ServiceError.headMoved(let layout, let expected, let actual) {
            #expect(layout == "my-grid")
            #expect(expected == 0)
            #expect(actual == 1)
        }
        let ok = try catalog.add([SourceDocument(path: "g.yaml", text: changed)], author: "ana", message: nil, expectedHead: 1)
        #expect(ok.first?.revision == 2)
    }

    @Test func removeArchivesAndAddRestores() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        _ = try catalog.add([SourceDocument(path: "g.yaml", text: Self.grid)], author: "ana", message: nil)
        try catalog.remove("my-grid", actor: "ana")
        #expect(try catalog.list().contains { $0.name == "my-grid" } == false)
        #expect(try catalog.list(includeArchived: true).first { $0.name == "my-grid" }?.isArchived == true)
        #expect(throws: ServiceError.self) { try catalog.remove("my-grid", actor: "ana") }
        let restored = try catalog.add([SourceDocument(path: "g.yaml", text: Self.grid)], author: "ana", message: nil)
        #expect(restored.map(\.status) == [.restored])
        #expect(restored.first?.revision == 1, "same content: restored without a new revision")
        #expect(try catalog.list().contains { $0.name == "my-grid" })
    }
}
