import CatalogTestSupport
import Foundation
import Testing

/// Runs the built binary on temporary catalogs.
@Suite struct EndToEndTests {
    static let grid = """
        name: team-grid
        title: Team Grid
        tags: [team]
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: fractionalWidth(0.2)}
            subitems:
              - item: {size: {width: fractionalWidth(0.2), height: fractionalHeight(1)}}
        """

    @Test func addThenListThenShow() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        try Self.grid.write(toFile: dir.path("grid.yaml"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        let add = try cli.run(["add", "grid.yaml", "--db", "c.sqlite", "-m", "first"])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout.hasPrefix("added team-grid@1"))
        let list = try cli.run(["list", "--db", "c.sqlite", "--tag", "team"])
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("NAME"))
        #expect(lines[1].hasPrefix("team-grid"))
        #expect(lines[1].contains("Team Grid"))
        #expect(lines[1].contains("tester"))
        let show = try cli.run(["show", "team-grid@1", "--db", "c.sqlite"])
        #expect(show.status == 0)
        #expect(show.stdout.contains("name: team-grid\n"))
        #expect(show.stdout.contains("size: {width: fractionalWidth(1), height: fractionalWidth(0.2)}"))
        let json = try cli.run(["show", "team-grid", "--format", "json", "--db", "c.sqlite"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["name"] as? String == "team-grid")
        let again = try cli.run(["add", "grid.yaml", "--db", "c.sqlite"])
        #expect(again.stdout.hasPrefix("unchanged team-grid@1"))
    }

    @Test func aBadFileExitsNonZeroNamesFileAndLineAndLeavesTheCatalogByteForByte() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        let bad = """
            name: team-grid
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
                count: 0
            """
        try bad.write(toFile: dir.path("bad.yaml"), atomically: true, encoding: .utf8)
        try Self.grid.write(toFile: dir.path("good.yaml"), atomically: true, encoding: .utf8)
        let snapshot = try Self.catalogBytes(dir)
        let result = try cli.run(["add", "good.yaml", "bad.yaml", "--db", "c.sqlite"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("bad.yaml:7:12: section.group.count: must be ≥ 1, got 0"))
        #expect(result.stdout.isEmpty)
        #expect(try Self.catalogBytes(dir) == snapshot)
    }

    @Test func anExplicitMissingCatalogIsAnErrorAndOnlyAWriteCreatesTheDefault() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let missing = try cli.run(["list", "--db", "typo.sqlite"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no catalog at typo.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: dir.path("typo.sqlite")))
        var withEnv = cli
        withEnv.environment["CATALOG_DB"] = dir.path("env.sqlite")
        #expect(try withEnv.run(["list"]).status != 0)
        // Reading without a catalog reads the presets and creates nothing.
        let first = try cli.run(["list"])
        #expect(first.status == 0)
        #expect(first.stdout.contains("nested-groups"))
        #expect(!FileManager.default.fileExists(atPath: dir.path("catalog.sqlite")))
        // The first write creates it, seeded.
        try Self.grid.write(toFile: dir.path("grid.yaml"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["add", "grid.yaml"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.path("catalog.sqlite")))
        #expect(try cli.run(["list"]).stdout.contains("nested-groups"))
    }

    @Test func validateReportsErrorsAndWarningsWithoutWriting() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        try "name: x\nsection: {group: {layout: diagonal}}\n".write(toFile: dir.path("x.yaml"), atomically: true, encoding: .utf8)
        let result = try cli.run(["validate", "x.yaml"])
        #expect(result.status == 1)
        // Line 2 is `section: {group: {layout: diagonal}}`: the group mapping opens at column 18 and
        // `diagonal` starts at column 27.
        // Diagnostics go to standard error (docs/commands.md, "Output, errors and transactions"); the count to standard output.
        #expect(result.stdout == "1 file: 0 valid, 3 errors, 0 warnings\n")
        #expect(result.stderr.contains("x.yaml:2:27: section.group.layout: unknown value 'diagonal'; allowed: horizontal, vertical, custom"))
        #expect(result.stderr.contains("x.yaml:2:18: section.group.size: missing required key 'size'"))
        #expect(!FileManager.default.fileExists(atPath: dir.path("catalog.sqlite")))
        try Self.grid.write(toFile: dir.path("ok.yaml"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["validate", "ok.yaml"]).status == 0)
    }

    @Test func removeHidesALayoutUntilIncludeArchived() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        #expect(try cli.run(["remove", "grid", "--db", "c.sqlite"]).status == 0)
        let list = try cli.run(["list", "--format", "json", "--db", "c.sqlite"])
        let names = try (JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names?.contains("grid") == false)
        let all = try cli.run(["list", "--include-archived", "--db", "c.sqlite"])
        #expect(all.stdout.contains("grid (removed)"))
    }

    /// The catalog file and its WAL side files, byte for byte.
    static func catalogBytes(_ dir: TemporaryDirectory) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.url.path) where name.hasPrefix("c.sqlite") {
            // The shared-memory index is rebuilt by every reader; it is not catalog content.
            if name.hasSuffix("-shm") { continue }
            files[name] = try Data(contentsOf: dir.url.appendingPathComponent(name))
        }
        return files
    }

    @Test func aFileThatIsNotACatalogIsNeverTouched() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        // A real SQLite file of someone else's: made by the catalog's own init, then emptied of
        // its migrations table stands in poorly; write a minimal SQLite header file instead.
        try Data(count: 0).write(to: dir.url.appendingPathComponent("empty.sqlite"))
        let empty = try cli.run(["list", "--db", "empty.sqlite"])
        #expect(empty.status != 0)
        #expect(empty.stderr.contains("is not a catalog"))
        #expect(try Data(contentsOf: dir.url.appendingPathComponent("empty.sqlite")).isEmpty)
        let text = try cli.run(["list", "--db", "README"])
        #expect(text.status != 0)
        // `init` may turn an empty file into a catalog.
        let made = try cli.run(["init", "--db", "empty.sqlite"])
        #expect(made.status == 0)
        #expect(made.stdout.contains("presets added"))
    }

    @Test func concurrentFirstOpensOfOneNewCatalogAllSucceed() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let results = try await withThrowingTaskGroup(of: CLIRunner.Result.self) { group in
            for _ in 0..<4 { group.addTask { try cli.run(["init", "--db", "race.sqlite"]) } }
            var all: [CLIRunner.Result] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
        let list = try cli.run(["list", "--format", "json", "--db", "race.sqlite"])
        let names = try (JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names?.count == Set(names ?? []).count, "each preset once")
        #expect((names?.count ?? 0) >= 30)
    }
}
