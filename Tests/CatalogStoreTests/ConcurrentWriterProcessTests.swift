import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogStore

/// Eight `catalog add` processes, a hundred adds each, all revising one layout at once.
@Suite struct ConcurrentWriterProcessTests {
    static let writers = 8
    static let addsPerWriter = 100

    /// A layout file whose content differs for every (writer, add), so every add is a revision.
    static func layout(height: Int) -> String {
        """
        name: shared
        title: Shared
        tags: [concurrency]
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(\(height))}
            subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
        """
    }

    @Test(.enabled(if: CatalogBinary.url != nil, "the catalog binary is not built (swift build)"))
    func eightHundredConcurrentAddsLoseNothingAndPrintNoError() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(try CatalogBinary.run(["init", "--db", "c.sqlite", "--no-presets"], in: dir.url).status == 0)
        for writer in 0..<Self.writers {
            for add in 0..<Self.addsPerWriter {
                try Self.layout(height: 100 + writer * Self.addsPerWriter + add)
                    .write(toFile: dir.path("w\(writer)-\(add).yaml"), atomically: true, encoding: .utf8)
            }
        }
        let folder = dir.url
        let results = try await withThrowingTaskGroup(of: [CatalogBinary.Result].self) { group in
            for writer in 0..<Self.writers {
                group.addTask {
                    try (0..<Self.addsPerWriter).map { add in
                        try CatalogBinary.run(["add", "w\(writer)-\(add).yaml", "--db", "c.sqlite", "--author", "writer\(writer)"], in: folder)
                    }
                }
            }
            var all: [CatalogBinary.Result] = []
            for try await batch in group { all += batch }
            return all
        }
        let total = Self.writers * Self.addsPerWriter
        #expect(results.count == total)
        #expect(results.filter { $0.status != 0 }.isEmpty)
        #expect(results.map(\.stderr).filter { !$0.isEmpty } == [])

        let database = try CatalogDatabase(path: dir.path("c.sqlite"), create: false)
        let revisions = try database.read { store in try store.revisions(layoutId: try store.layout(named: "shared")?.id ?? 0) }
        #expect(revisions.map(\.number) == Array(1...total))
        #expect(zip(revisions.dropFirst(), revisions).allSatisfy { $0.parentId == $1.id })
        // Each writer's hundred revisions all landed, in the order that writer made them.
        for writer in 0..<Self.writers {
            #expect(revisions.filter { $0.author == "writer\(writer)" }.count == Self.addsPerWriter)
        }
        #expect(try database.read { try $0.layoutListings(includeArchived: false) }.first?.head.number == total)
        #expect(try database.integrityProblems().isEmpty)
        let verify = try CatalogBinary.run(["audit", "verify", "--db", "c.sqlite"], in: dir.url)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }
}
