import CatalogTestSupport
import Foundation
import Testing

/// Several `catalog add` processes writing the same layout at once.
@Suite struct ConcurrentWritersTests {
    @Test func fourProcessesAddingToOneLayoutLoseNothingAndNeverFail() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        let writers = 4
        let addsPerWriter = 8
        // Every file has distinct content, so every add is a new revision.
        for writer in 0..<writers {
            for add in 0..<addsPerWriter {
                let height = 100 + writer * addsPerWriter + add
                let yaml = """
                    name: shared
                    section:
                      group:
                        layout: horizontal
                        size: {width: fractionalWidth(1), height: absolute(\(height))}
                        subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
                    """
                try yaml.write(toFile: dir.path("w\(writer)-\(add).yaml"), atomically: true, encoding: .utf8)
            }
        }
        let results = try await withThrowingTaskGroup(of: [CLIRunner.Result].self) { group in
            for writer in 0..<writers {
                group.addTask {
                    var results: [CLIRunner.Result] = []
                    for add in 0..<addsPerWriter {
                        results.append(try cli.run(["add", "w\(writer)-\(add).yaml", "--db", "c.sqlite", "--author", "writer\(writer)"]))
                    }
                    return results
                }
            }
            var all: [CLIRunner.Result] = []
            for try await batch in group { all += batch }
            return all
        }
        #expect(results.count == writers * addsPerWriter)
        #expect(results.allSatisfy { $0.status == 0 })
        #expect(results.allSatisfy { $0.stderr.isEmpty }, "\(results.map(\.stderr).filter { !$0.isEmpty })")
        let log = try cli.run(["log", "shared", "--format", "json", "--db", "c.sqlite"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(log.stdout.utf8)) as? [[String: Any]])
        let numbers = entries.compactMap { $0["revision"] as? Int }
        #expect(numbers == Array(1...(writers * addsPerWriter)))
        let verify = try cli.run(["audit", "verify", "--db", "c.sqlite"])
        #expect(verify.status == 0, "\(verify.stderr)")
    }
}
