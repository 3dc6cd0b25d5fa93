import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogService

@Suite struct ListAndShowTests {
    @Test func listFiltersByTagAndSearchText() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        _ = try catalog.add([SourceDocument(path: "g.yaml", text: AddLayoutsTests.grid)], author: "ana", message: nil)
        #expect(try catalog.list(tag: "mine").map(\.name) == ["my-grid"])
        #expect(try catalog.list(tag: "nope").isEmpty)
        #expect(try catalog.list(search: "MY GRID").map(\.name) == ["my-grid"])
        let row = try #require(try catalog.list(tag: "mine").first)
        #expect(row.title == "My Grid")
        #expect(row.tags == ["grid", "mine"])
        #expect(row.revisionCount == 1)
        #expect(row.lastAuthor == "ana")
    }

    @Test func aNewCatalogHoldsEveryPresetAndSeedingTwiceAddsNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        let presets = try catalog.list()
        #expect(presets.count >= 30)
        #expect(presets.contains { $0.name == "nested-groups" })
        #expect(presets.allSatisfy { $0.lastAuthor == Catalog.seedAuthor && $0.headRevision == 1 })
        let again = try catalog.seedPresets()
        #expect(again.added.isEmpty)
        #expect(try catalog.list().count == presets.count)
    }

    @Test func referencesNameRevisionsAndReportMistakes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        _ = try catalog.add([SourceDocument(path: "g.yaml", text: AddLayoutsTests.grid)], author: "ana", message: nil)
        let taller = AddLayoutsTests.grid.replacingOccurrences(of: "absolute(44)", with: "absolute(60)")
        _ = try catalog.add([SourceDocument(path: "g.yaml", text: taller)], author: "ana", message: nil)
        #expect(try catalog.revision(RevisionReference(parsing: "my-grid")).number == 2)
        #expect(try catalog.revision(RevisionReference(parsing: "my-grid@~1")).number == 1)
        let first = try catalog.revision(RevisionReference(parsing: "my-grid@1"))
        #expect(try catalog.revision(RevisionReference(parsing: "my-grid@sha:\(first.contentHash.prefix(8))")).number == 1)
        #expect(throws: ServiceError.self) { try catalog.revision(RevisionReference(parsing: "my-grid@3")) }
        #expect(throws: ServiceError.self) { try catalog.revision(RevisionReference(parsing: "my-grid@~2")) }
        do {
            _ = try catalog.revision(RevisionReference(parsing: "my-gird"))
        } catch ServiceError.noSuchLayout(_, let suggestion) {
            #expect(suggestion == "my-grid")
        }
    }

    @Test func authorPrecedenceIsFlagThenEnvironmentThenGitThenUser() {
        let env = ["CATALOG_AUTHOR": "env-author", "USER": "unix-user"]
        #expect(Author.choose(explicit: "flag", environment: env, gitUserName: { "git" }) == "flag")
        #expect(Author.choose(explicit: nil, environment: env, gitUserName: { "git" }) == "env-author")
        #expect(Author.choose(explicit: nil, environment: ["USER": "unix-user"], gitUserName: { "git name\n" }) == "git name")
        #expect(Author.choose(explicit: nil, environment: ["USER": "unix-user"], gitUserName: { nil }) == "unix-user")
        #expect(Author.choose(explicit: "  ", environment: [:], gitUserName: { nil }) == "unknown")
    }

    @Test func revisionReferenceParsing() throws {
        #expect(try RevisionReference(parsing: "grid") == RevisionReference(name: "grid"))
        #expect(try RevisionReference(parsing: "grid@3").selector == .number(3))
        #expect(try RevisionReference(parsing: "grid@~1").selector == .back(1))
        #expect(try RevisionReference(parsing: "grid@~").selector == .back(1))
        #expect(try RevisionReference(parsing: "grid@release").selector == .tag("release"))
        #expect(try RevisionReference(parsing: "grid@sha:1A2b3c").selector == .hashPrefix("1a2b3c"))
        for bad in ["@3", "grid@", "grid@0", "grid@~x", "grid@sha:12", "grid@sha:zzzz"] {
            #expect(throws: ServiceError.self, "\(bad)") { try RevisionReference(parsing: bad) }
        }
    }
}
