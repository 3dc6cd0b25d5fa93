import CatalogTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The surfaces issue 22 attacked, through the built binary: pipes among the inputs, links out
/// of a folder, large git blobs, output that echoes input, and the smaller items (a backup onto
/// a pipe, a half-written export, doctor on a damaged page, a review naming `feed@0`).
@Suite struct HostileInputCommandTests {
    static let notRegular = "a named pipe (FIFO), not a regular file; only regular files are read"
    static let leadsOut = "a symbolic link that leads out of the folder; links are followed only inside it"

    static func catalog(in dir: TemporaryDirectory) throws -> CLIRunner {
        let cli = CLIRunner(directory: dir.url, environment: ["CATALOG_AUTHOR": "tester", "NO_COLOR": "1", "CATALOG_DB": dir.path("c.sqlite")])
        #expect(try cli.run(["init"]).status == 0)
        return cli
    }

    @Test func aPipeAmongTheInputsIsRefusedNotWaitedOn() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = try Self.catalog(in: dir)
        try FileManager.default.createDirectory(atPath: dir.path("layouts"), withIntermediateDirectories: true)
        try ReviewCommandTests.rows("rows", height: 44, items: 3).write(toFile: dir.path("layouts/rows.yaml"), atomically: true, encoding: .utf8)
        #expect(mkfifo(dir.path("layouts/pipe.yaml"), 0o600) == 0)
        #expect(mkfifo(dir.path("Pipe.swift"), 0o600) == 0)
        for command in [["validate", "layouts"], ["add", "layouts"]] {
            let result = try cli.run(command)
            #expect(result.status == (command[0] == "validate" ? 2 : 1), "\(command): \(result.stderr)")
            #expect(result.stderr == "error: layouts/pipe.yaml: cannot read: \(Self.notRegular)\n", "\(command)")
        }
        let swift = try cli.run(["import-swift", "Pipe.swift", "--dry-run"])
        // A Swift file that cannot be read is skipped with its reason, never waited on, and
        // stops nothing: the run ends normally with what the other files hold.
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(swift.stderr == "Pipe.swift: warning: file skipped (unreadable-file, unreadable): \(Self.notRegular); the other files are imported\n")
        let compare = try cli.run(["compare", "grid", "layouts/pipe.yaml"])
        #expect(compare.status == 2)
        #expect(compare.stderr == "error: layouts/pipe.yaml: cannot read: \(Self.notRegular)\n")
    }

    @Test func reviewReadsGitBlobsBySizeAndFolderLinksOnlyInside() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        try ReviewCommandTests.makeSides(in: dir)
        // A folder side: a link to a file outside the folder is not followed (its keys used
        // to appear in the errors).
        try "secret_key: hunter2\n".write(toFile: dir.path("secret.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.path("head/linked.yaml"), withDestinationPath: "../secret.yaml")
        let folder = try cli.run(["review", "base", "head"])
        #expect(folder.status == 2)
        #expect(folder.stderr == "error: head/linked.yaml: cannot read: \(Self.leadsOut)\n")
        try FileManager.default.removeItem(atPath: dir.path("head/linked.yaml"))

        // A git side: a 2,000,000-byte file is refused by its size, before it is read.
        try ReviewCommandTests.git(["init", "-q"], in: dir.url)
        try Data(repeating: UInt8(ascii: "a"), count: 2_000_000).write(to: URL(fileURLWithPath: dir.path("head/big.yaml")))
        try ReviewCommandTests.git(["add", "."], in: dir.url)
        try ReviewCommandTests.git(["commit", "-q", "-m", "big"], in: dir.url)
        let big = try cli.run(["review", "HEAD:base", "HEAD:head"])
        #expect(big.status == 2)
        #expect(big.stderr == "error: HEAD:head/big.yaml: cannot read: the file is 2000000 bytes; at most 1048576 are read\n")
        // A link in a revision is a blob holding a path: refused, not read as a definition.
        try ReviewCommandTests.git(["rm", "-q", "head/big.yaml"], in: dir.url)
        try FileManager.default.createSymbolicLink(atPath: dir.path("head/link.yaml"), withDestinationPath: "../secret.yaml")
        try ReviewCommandTests.git(["add", "."], in: dir.url)
        try ReviewCommandTests.git(["commit", "-q", "-m", "link"], in: dir.url)
        let link = try cli.run(["review", "HEAD:base", "HEAD:head"])
        #expect(link.stderr == "error: HEAD:head/link.yaml: cannot read: a symbolic link; links are not followed in a git revision\n")
    }

    /// A definition that resolves on no phone (its only alternative needs 1,000 pt) is named by
    /// the file it came from, not as `wide@0`.
    @Test func reviewNamesTheFileOfALayoutThatCannotResolve() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let wide = """
            name: wide
            preview:
              itemCounts: [2]
            sections:
              - oneOf:
                  - when: {minWidth: 1000}
                    group:
                      layout: horizontal
                      size: {width: fractionalWidth(1), height: absolute(44)}
                      subitems:
                        - item:
                            size: {width: fractionalWidth(1), height: fractionalHeight(1)}

            """
        for side in ["base", "head"] {
            try FileManager.default.createDirectory(atPath: dir.path(side), withIntermediateDirectories: true)
            try (side == "base" ? wide.replacingOccurrences(of: "absolute(44)", with: "absolute(50)") : wide)
                .write(toFile: dir.path("\(side)/wide.yaml"), atomically: true, encoding: .utf8)
        }
        let result = try CLIRunner(directory: dir.url).run(["review", "base", "head", "--devices", "iphone-se"])
        #expect(result.status == 2)
        // The iPhone SE's container is 375 pt wide, under the alternative's 1,000.
        #expect(
            result.stderr.hasSuffix("error: head/wide.yaml: sections[0].oneOf: no alternative holds at container width 375 pt\n"), "\(result.stderr)")
    }

    @Test func outputEscapesWhatCameFromInput() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = try Self.catalog(in: dir)
        // A file name with a newline, in add's output.
        try FileManager.default.createDirectory(atPath: dir.path("docs"), withIntermediateDirectories: true)
        try ReviewCommandTests.rows("rows", height: 44, items: 3).write(toFile: dir.path("docs/ro\nws.yaml"), atomically: true, encoding: .utf8)
        let added = try cli.run(["add", "docs"])
        #expect(added.stdout.hasPrefix("added rows@1  sha:"))
        #expect(added.stdout.hasSuffix("  (docs/ro\\nws.yaml)\n"))

        // Names from `// catalog:` comments: ESC and U+202E escaped, a long one cut.
        let source = { (name: String) in
            """
            import UIKit
            // catalog: \(name)
            func makeL() -> UICollectionViewCompositionalLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """
        }
        try source("evil\u{1B}[31mred\u{202E}abc").write(toFile: dir.path("Esc.swift"), atomically: true, encoding: .utf8)
        let escaped = try cli.run(["import-swift", "Esc.swift", "--dry-run"])
        #expect(
            escaped.stderr == #"Esc.swift:3:6: warning: skipped 'evil\u{1B}[31mred\u{202E}abc': the layout it builds is not valid: name: "#
                + #"name 'evil\u{1B}[31mred\u{202E}abc' may only use lowercase letters, digits, '-', '_' and '.'; found '\u{1B}'"# + "\n")
        #expect(escaped.stdout.contains(#"skipped  evil\u{1B}[31mred\u{202E}abc  -    Esc.swift:3"#))
        #expect(!escaped.stdout.contains("\u{1B}") && !escaped.stderr.contains("\u{202E}"))
        try source(String(repeating: "x", count: 300)).write(toFile: dir.path("Long.swift"), atomically: true, encoding: .utf8)
        let long = try cli.run(["import-swift", "Long.swift", "--dry-run"])
        // In a message a value is cut after 60 characters; in a table after 200.
        #expect(long.stderr.hasPrefix("Long.swift:3:6: warning: skipped '\(String(repeating: "x", count: 60))… (300 characters)': "))
        #expect(long.stdout.contains("skipped  \(String(repeating: "x", count: 200))… (300 characters)"))

        // A recording's device names, system and layout.
        let recording = """
            {"layout": "evil\\u001b]0;title\\u0007\\nline2", "environment": {"width": 393, "height": 852, "deviceName": "iPhone\\u001b[2J\\u202eevil\\nerror: forged", \
            "systemName": "iOS", "systemVersion": "17\\n5"}, "elements": []}
            """
        try recording.write(toFile: dir.path("rec.json"), atomically: true, encoding: .utf8)
        let compared = try cli.run(["compare", "grid", "rec.json"])
        let lines = compared.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == #"grid@1 against iPhone\u{1B}[2J\u{202E}evil\nerror: forged, iOS 17\n5"#)
        #expect(lines.contains(#"note: the recording was made for evil\u{1B}]0;title\u{7}\nline2, compared with grid@1"#))
    }

    @Test func theSmallerItems() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = try Self.catalog(in: dir)
        // backup --force onto a pipe: refused, the pipe left a pipe.
        #expect(mkfifo(dir.path("backup.fifo"), 0o600) == 0)
        let backup = try cli.run(["backup", "--out", "backup.fifo", "--force"])
        #expect(backup.status == 1)
        #expect(backup.stderr == "error: backup.fifo: is a named pipe (FIFO); a backup replaces only a regular file\n")
        var status = stat()
        #expect(lstat(dir.path("backup.fifo"), &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)

        // export --all meets a link among its targets: refused before any file is written.
        try FileManager.default.createDirectory(atPath: dir.path("out/layouts"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: dir.path("out/layouts/seed-paging-cards.yaml"), withDestinationPath: "../../elsewhere.yaml")
        let export = try cli.run(["export", "--all", "--out", "out"])
        #expect(export.status == 1)
        #expect(
            export.stderr
                == "error: \(dir.url.standardizedFileURL.path)/out/layouts/seed-paging-cards.yaml: is a symbolic link; refusing to write through it\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("out/layouts")) == ["seed-paging-cards.yaml"])
        #expect(!FileManager.default.fileExists(atPath: dir.path("out/datasets")))

        // doctor on a file whose third page is damaged: the checks still run and say what.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: dir.path("c.sqlite")))
        bytes.replaceSubrange(8_192..<12_288, with: Data(repeating: 0xAB, count: 4_096))
        try bytes.write(to: URL(fileURLWithPath: dir.path("damaged.sqlite")))
        let doctor = try cli.run(["doctor", "--db", "damaged.sqlite"])
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("✓ foreign keys: ok\n"))
        #expect(doctor.stderr.contains("✗ integrity: "))
        #expect(doctor.stderr.contains("✗ schema: could not be checked\n"))
        #expect(doctor.stderr.hasSuffix("in damaged.sqlite\n"))
    }
}
