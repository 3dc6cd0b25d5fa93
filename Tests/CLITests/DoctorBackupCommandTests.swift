import CatalogTestSupport
import Foundation
import Testing

/// `catalog doctor` and `catalog backup` as a user runs them.
@Suite struct DoctorBackupCommandTests {
    static let sqlite3 = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test func doctorOnASoundCatalogExitsZeroAndListsEveryCheck() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        let text = try cli.run(["doctor", "--db", "c.sqlite"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr.isEmpty)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.map { $0.split(separator: ":").first.map(String.init) ?? "" }
                == ["✓ integrity", "✓ foreign keys", "✓ schema", "✓ audit trail", "✓ orphans", "catalog healthy"])
        #expect(lines[3].contains("every content hash matches"))

        let json = try cli.run(["doctor", "--format", "json", "--db", "c.sqlite"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["clean"] as? Bool == true)
        let checks = (object?["checks"] as? [[String: Any]]) ?? []
        #expect(checks.compactMap { $0["check"] as? String } == ["integrity", "foreign-keys", "schema", "audit", "orphans"])
        #expect(checks.allSatisfy { $0["outcome"] as? String == "ok" })

        // Could not run: no catalog there.
        let missing = try cli.run(["doctor", "--db", "nothing.sqlite"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("error: no catalog at nothing.sqlite"))
    }

    @Test(.enabled(if: sqlite3 != nil, "needs the sqlite3 command-line shell to edit the file behind catalog's back"))
    func doctorReportsAnEditedRevisionWithWhatToDoAndExitsOne() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        let edit = Process()
        edit.executableURL = URL(fileURLWithPath: Self.sqlite3 ?? "sqlite3")
        edit.arguments = [
            dir.path("c.sqlite"),
            """
            DROP TRIGGER IF EXISTS layout_revision_is_immutable;
            UPDATE layout_revision SET message = 'forged' WHERE id = 1;
            """,
        ]
        try edit.run()
        edit.waitUntilExit()
        #expect(edit.terminationStatus == 0)
        let result = try cli.run(["doctor", "--db", "c.sqlite"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("✓ integrity"))
        #expect(result.stderr.contains("✗ audit trail: 1 problem"))
        #expect(result.stderr.contains("    layout_revision 1: "))
        #expect(result.stderr.contains("what to do: the rows disagree with the tamper-evident trail"))
        #expect(result.stderr.hasSuffix("catalog needs attention: 1 finding in c.sqlite\n"))
    }

    @Test func backupWritesACatalogThatPassesDoctorAndRefusesToOverwrite() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        let first = try cli.run(["backup", "--out", "b.sqlite", "--db", "c.sqlite"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("wrote b.sqlite: "))
        #expect(first.stderr.isEmpty, "progress is for terminals only")
        #expect(try cli.run(["doctor", "--db", "b.sqlite"]).status == 0)
        #expect(try cli.run(["list", "--db", "b.sqlite"]).stdout == (try cli.run(["list", "--db", "c.sqlite"])).stdout)

        let before = try Data(contentsOf: URL(fileURLWithPath: dir.path("b.sqlite")))
        let refused = try cli.run(["backup", "--out", "b.sqlite", "--db", "c.sqlite"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: b.sqlite already exists; pass --force to replace it\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("b.sqlite"))) == before)

        let forced = try cli.run(["backup", "--out", "b.sqlite", "--force", "--format", "json", "--db", "c.sqlite"])
        #expect(forced.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(forced.stdout.utf8)) as? [String: Any]
        #expect(object?["replaced"] as? Bool == true)
        #expect((object?["pages"] as? Int ?? 0) > 0)
        #expect(try cli.run(["backup", "--out", "c.sqlite", "--force", "--db", "c.sqlite"]).status == 1)

        // A folder is no place for a backup; the cure export offers (--all) is not backup's.
        try FileManager.default.createDirectory(atPath: dir.path("folder"), withIntermediateDirectories: false)
        let folder = try cli.run(["backup", "--out", "folder", "--db", "c.sqlite"])
        #expect(folder.status == 1)
        #expect(folder.stderr == "error: folder: is a folder; give a file path\n")
    }

    @Test func backupsTakenWhileAnotherProcessWritesAreWholeCatalogs() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        for index in 0..<8 {
            try EndToEndTests.grid.replacingOccurrences(of: "team-grid", with: "grid-\(index)")
                .write(toFile: dir.path("g\(index).yaml"), atomically: true, encoding: .utf8)
        }
        // A writer adds eight layouts one by one while three backups are taken.
        let writer = DispatchQueue(label: "writer")
        let done = DispatchSemaphore(value: 0)
        let statuses = LockedStatuses()
        writer.async {
            for index in 0..<8 { statuses.append((try? cli.run(["add", "g\(index).yaml", "--db", "c.sqlite"]).status) ?? -1) }
            done.signal()
        }
        for index in 0..<3 {
            let backup = try cli.run(["backup", "--out", "b\(index).sqlite", "--db", "c.sqlite"])
            #expect(backup.status == 0, "\(backup.stderr)")
        }
        done.wait()
        #expect(statuses.values == Array(repeating: 0, count: 8))
        for index in 0..<3 {
            let doctor = try cli.run(["doctor", "--db", "b\(index).sqlite"])
            #expect(doctor.status == 0, "b\(index).sqlite: \(doctor.stderr)")
        }
    }
}

/// Exit statuses collected from another thread.
final class LockedStatuses: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int32] = []
    func append(_ status: Int32) { lock.withLock { stored.append(status) } }
    var values: [Int32] { lock.withLock { stored } }
}
