import CatalogTestSupport
import Foundation
import Testing

/// The conventions every command keeps: exit statuses, `--format`, "did you mean", help.
@Suite struct CommandLineConventionsTests {
    static let grid = EndToEndTests.grid

    @Test func exitStatusesFollowTheTable() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        try Self.grid.write(toFile: dir.path("ok.yaml"), atomically: true, encoding: .utf8)
        try "name: x\nsection: {group: {layout: diagonal}}\n".write(toFile: dir.path("bad.yaml"), atomically: true, encoding: .utf8)
        // Commands that report findings: 0 clean, 1 findings, 2 could not run.
        #expect(try cli.run(["validate", "ok.yaml"]).status == 0)
        #expect(try cli.run(["validate", "ok.yaml", "bad.yaml"]).status == 1)
        #expect(try cli.run(["validate", "missing.yaml"]).status == 2)
        #expect(try cli.run(["audit", "verify", "--db", "c.sqlite"]).status == 0)
        #expect(try cli.run(["audit", "verify", "--db", "nothing.sqlite"]).status == 2)
        #expect(try cli.run(["diff", "grid", "grid@1", "--db", "c.sqlite"]).status == 0)
        #expect(try cli.run(["diff", "grid", "nested-groups", "--db", "c.sqlite"]).status == 1)
        #expect(try cli.run(["diff", "grid", "nope", "--db", "c.sqlite"]).status == 2)
        let geometry = try cli.run(["diff", "grid", "nested-groups", "--geometry", "--items", "3", "--db", "c.sqlite"])
        #expect(geometry.status == 1, "\(geometry.stderr)")
        try #"{"sections": [{"id": "s", "items": ["a", "b"]}]}"#.write(toFile: dir.path("s1.json"), atomically: true, encoding: .utf8)
        try #"{"sections": [{"id": "s", "items": ["b", "a"]}]}"#.write(toFile: dir.path("s2.json"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["snapshot", "record", "h", "--file", "s1.json", "--db", "c.sqlite"]).status == 0)
        #expect(try cli.run(["snapshot", "record", "h", "--file", "s2.json", "--db", "c.sqlite"]).status == 0)
        #expect(try cli.run(["snapshot", "diff", "h@1", "h@1", "--db", "c.sqlite"]).status == 0)
        #expect(try cli.run(["snapshot", "diff", "h@1", "h@2", "--db", "c.sqlite"]).status == 1)
        #expect(try cli.run(["snapshot", "diff", "h@1", "h@3", "--db", "c.sqlite"]).status == 2)
        // Other commands: 0 or 1.
        #expect(try cli.run(["show", "grid", "--db", "c.sqlite"]).status == 0)
        #expect(try cli.run(["show", "nope", "--db", "c.sqlite"]).status == 1)
        // Usage errors: 64, before anything is opened.
        #expect(try cli.run(["list", "--format", "yaml", "--db", "c.sqlite"]).status == 64)
        #expect(try cli.run(["resolve", "grid", "--width", "400", "--db", "c.sqlite"]).status == 64)
        #expect(try cli.run(["resolve", "grid", "--rect", "1,2,3", "--db", "c.sqlite"]).status == 64)
        #expect(try cli.run(["nope"]).status == 64)
        // A name prefix no name can start with is the command line's mistake, said once.
        let prefix = try cli.run(["import-swift", ".", "--name-prefix", "App-", "--dry-run", "--db", "c.sqlite"])
        #expect(prefix.status == 64)
        #expect(prefix.stderr.hasPrefix("error: --name-prefix must be lowercase letters, digits, '-', '_' or '.'"), "\(prefix.stderr)")
        #expect(prefix.stderr.hasSuffix("got 'App-'\n") || prefix.stderr.contains("got 'App-'\nUsage:"), "\(prefix.stderr)")
        #expect(try cli.run(["check", ".", "--name-prefix", "-x", "--db", "c.sqlite"]).status == 64)
        #expect(!FileManager.default.fileExists(atPath: dir.path("catalog.sqlite")), "a usage error created the default catalog")
    }

    /// Every error reads `error: …`, ArgumentParser's usage errors too (it writes `Error:`),
    /// followed by the usage line, with the usage status.
    @Test func usageErrorsUseTheToolsOneSpellingOfError() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let extra = try cli.run(["init", "app.sqlite"])
        #expect(extra.status == 64)
        #expect(extra.stderr.hasPrefix("error: Unexpected argument 'app.sqlite'\nUsage: catalog init"))
        let value = try cli.run(["list", "--format", "yaml"])
        #expect(value.status == 64)
        #expect(value.stderr.hasPrefix("error: "))
        #expect(!(extra.stderr + value.stderr).contains("Error:"))
        // Help is not an error: standard output, status 0.
        let help = try cli.run(["init", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: catalog init"))
    }

    /// `snapshot diff` prints one stage a line. Its stages were escaped as one text, so the
    /// line breaks between them came out as a literal `\n` on one line.
    /// One rule for `--out`: a command whose data would go to standard output writes it to the
    /// file, and the line saying so (`written FILE`, `replaced FILE`) is status on standard
    /// error; standard output stays empty, for `export` and `probe` as for `resolve` and `diff`.
    @Test func theWrittenFileLineGoesToStandardErrorForEveryCommand() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        let commands: [(arguments: [String], file: String)] = [
            (["export", "grid", "--format", "swift", "--out", "Grid.swift"], "Grid.swift"),
            (["probe", "grid", "--device", "iphone-15", "--out", "ProbeGrid.swift"], "ProbeGrid.swift"),
            (["resolve", "grid", "--format", "svg", "--out", "grid.svg"], "grid.svg"),
            (["diff", "grid", "nested-groups", "--geometry", "--format", "svg", "--out", "diff.svg"], "diff.svg"),
        ]
        for (arguments, file) in commands {
            let result = try cli.run(arguments + ["--db", "c.sqlite"])
            #expect([0, 1].contains(result.status), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments.prefix(2)) printed data to standard output: \(result.stdout.prefix(200))")
            #expect(result.stderr.hasPrefix("written \(file)\n"), "\(arguments.prefix(2)): \(result.stderr.prefix(200))")
            #expect(FileManager.default.fileExists(atPath: dir.path(file)))
        }
        let again = try cli.run(["export", "grid", "--format", "swift", "--out", "Grid.swift", "--db", "c.sqlite"])
        #expect(again.stdout.isEmpty)
        #expect(again.stderr == "unchanged Grid.swift\n")
    }

    @Test func snapshotDiffPrintsOneStageALine() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--no-presets", "--db", "c.sqlite"]).status == 0)
        try #"{"sections": [{"id": "main", "items": ["facebook", "instagram", "linkedin"]}]}"#
            .write(toFile: dir.path("first.json"), atomically: true, encoding: .utf8)
        // instagram reloaded, a section appended with two items, linkedin moved to the top.
        try
            "- reloadItems: [instagram]\n- appendSections: [more]\n- appendItems: {items: [messenger, whatsapp], toSection: more}\n- moveItem: {item: linkedin, beforeItem: facebook}\n"
            .write(toFile: dir.path("changes.yaml"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["snapshot", "record", "h", "--file", "first.json", "--db", "c.sqlite"]).status == 0)
        #expect(try cli.run(["snapshot", "record", "h", "--ops", "changes.yaml", "--db", "c.sqlite"]).status == 0)
        let diff = try cli.run(["snapshot", "diff", "h@1", "h@2", "--db", "c.sqlite"])
        #expect(diff.status == 1)
        // Before the move, instagram is [0, 1]; linkedin moves from [0, 2] to [0, 0]; "more" is section 1.
        let lines = diff.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(4) == ["h@1 → h@2", "1. reload items [0, 1]", "2. insert sections 1", "3. move items [0, 2] → [0, 0]"])
        #expect(!diff.stdout.contains("\\n"))
    }

    @Test func aMistypedCommandGetsADidYouMean() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let typo = try cli.run(["lsit"])
        #expect(typo.status == 64)
        #expect(typo.stderr == "error: 'lsit' is not a catalog command; did you mean 'list'?\n")
        let nested = try cli.run(["snapshot", "recrod", "feed"])
        #expect(nested.status == 64)
        #expect(nested.stderr.contains("'recrod' is not a catalog snapshot command; did you mean 'record'?"))
        let retired = try cli.run(["list", "--json"])
        #expect(retired.status == 64)
        #expect(retired.stderr.contains("--json is now --format json"))
    }

    @Test func helpListsTheExitStatusesAndStartsNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let help = try cli.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Exit status:"))
        #expect(help.stdout.contains("64  usage error"))
        #expect(help.stdout.contains("--generate-completion-script"))
        // The exit-status table keeps its hanging indent: no line of it wraps to column 0.
        let table = help.stdout.components(separatedBy: "Exit status:\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        let rows = table.split(separator: "\n")
        #expect(rows.count >= 4)
        #expect(rows.allSatisfy { $0.hasPrefix("  ") && $0.count <= 80 }, "\(table)")
        // At any window width: ArgumentParser wraps the help to COLUMNS, and the table is wrapped
        // to the same width with a hanging indent, every status and every word still there.
        for width in [44, 50, 60, 70, 100] {
            var narrow = cli
            narrow.environment["COLUMNS"] = "\(width)"
            let text = try narrow.run(["--help"]).stdout
            let rows = (text.components(separatedBy: "Exit status:\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? "")
                .split(separator: "\n")
            #expect(rows.allSatisfy { $0.hasPrefix("  ") && $0.count < width }, "at \(width) columns:\n\(rows.joined(separator: "\n"))")
            #expect(rows.filter { !$0.hasPrefix("      ") }.map { $0.split(separator: " ").first ?? "" } == ["0", "1", "2", "64"])
            #expect(rows.joined(separator: " ").split(separator: " ").joined(separator: " ").contains("snapshot diff, compare, check, review"))
        }
        let completion = try cli.run(["--generate-completion-script", "bash"])
        #expect(completion.status == 0)
        #expect(completion.stdout.contains("_catalog"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).isEmpty, "help touched the disk")
    }

    @Test func everyCommandThatPrintsAResultTakesFormatJSON() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        try Self.grid.write(toFile: dir.path("grid.yaml"), atomically: true, encoding: .utf8)
        let runs: [[String]] = [
            ["init", "--db", "c.sqlite"],
            ["add", "grid.yaml", "-m", "first", "--db", "c.sqlite"],
            ["list", "--db", "c.sqlite"],
            ["log", "team-grid", "--db", "c.sqlite"],
            ["tag", "team-grid@1", "release", "--db", "c.sqlite"],
            ["tags", "team-grid", "--db", "c.sqlite"],
            ["validate", "grid.yaml"],
            ["devices"],
            ["audit", "--db", "c.sqlite"],
            ["dataset", "list", "--db", "c.sqlite"],
            ["snapshot", "list", "--db", "c.sqlite"],
            ["remove", "team-grid", "--db", "c.sqlite"],
        ]
        for arguments in runs {
            let result = try cli.run(arguments + ["--format", "json"])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(arguments) printed \(result.stdout)")
        }
    }

    @Test func revertTakesNameAtRevisionLikeEveryOtherCommand() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        try Self.grid.write(toFile: dir.path("grid.yaml"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["add", "grid.yaml", "--db", "c.sqlite"]).status == 0)
        try Self.grid.replacingOccurrences(of: "fractionalWidth(0.2)}", with: "absolute(90)}")
            .write(toFile: dir.path("grid.yaml"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["add", "grid.yaml", "--db", "c.sqlite"]).stdout.hasPrefix("revised team-grid@2"))
        let reverted = try cli.run(["revert", "team-grid@1", "--db", "c.sqlite"])
        #expect(reverted.status == 0, "\(reverted.stderr)")
        #expect(reverted.stdout.hasPrefix("reverted team-grid@3  sha:"))
        // The older two-argument form still works: back to revision 2's content.
        let older = try cli.run(["revert", "team-grid", "2", "--db", "c.sqlite", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(older.stdout.utf8)) as? [String: Any]
        #expect(object?["revision"] as? Int == 4)
        #expect(object?["status"] as? String == "revised")
        let missing = try cli.run(["revert", "team-grid", "--db", "c.sqlite"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("give NAME@REV"))
    }
}
