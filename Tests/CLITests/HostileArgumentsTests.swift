import CatalogTestSupport
import Foundation
import Testing

/// Arguments and names a new user or an attacker might type: messages stay one honest line,
/// numbers may be negative, and counts are bounded before any work starts.
@Suite struct HostileArgumentsTests {
    @Test func controlCharactersInAnEchoedNameAreEscaped() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        // A newline that would start a forged diagnostic, an escape sequence and a NUL-free
        // bell: the message must stay on one line with each written as an escape.
        let result = try cli.run(["show", "x\nerror: forged\u{1B}[31m\u{07}", "--db", "c.sqlite"])
        #expect(result.status == 1)
        // The error, then the note naming the catalog it looked in: two lines, none forged.
        #expect(result.stderr.split(separator: "\n").count == 2)
        #expect(result.stderr.hasPrefix("error: no layout named 'x\\nerror: forged\\u{1B}[31m\\u{7}'"))
        #expect(result.stderr.hasSuffix("\nnote: looked in c.sqlite (named by --db); pass --db PATH to use another catalog\n"))
        #expect(!result.stderr.contains("\u{1B}"))
        // A usage error echoing a value is escaped too.
        let usage = try cli.run(["resolve", "grid", "--counts", "1,\n2", "--db", "c.sqlite"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("got '1,\\n2'"))
    }

    @Test func validatePrintsDiagnosticsOnStandardErrorAndTheCountOnStandardOutput() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        try "name: x\nsections: []\n".write(toFile: dir.path("bad.yaml"), atomically: true, encoding: .utf8)
        let result = try cli.run(["validate", "bad.yaml"])
        #expect(result.status == 1)
        #expect(result.stderr == "bad.yaml:2:11: sections: sections must list at least one section\n")
        #expect(result.stdout == "1 file: 0 valid, 1 error, 0 warnings\n")
    }

    @Test func negativeNumbersAreOptionValues() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        let spaced = try cli.run(["resolve", "grid", "--offset", "-1", "--format", "json", "--db", "c.sqlite"])
        let joined = try cli.run(["resolve", "grid", "--offset=-1", "--format", "json", "--db", "c.sqlite"])
        #expect(spaced.status == 0, "\(spaced.stderr)")
        #expect(spaced.stdout == joined.stdout)
        let rect = try cli.run(["resolve", "grid", "--rect", "-10,-20,100,100", "--format", "json", "--db", "c.sqlite"])
        #expect(rect.status == 0, "\(rect.stderr)")
        // A negative count is read as a number and refused as one, not as a missing value.
        let items = try cli.run(["resolve", "grid", "--items", "-1", "--db", "c.sqlite"])
        #expect(items.status == 64)
        #expect(items.stderr.contains("--items must be ≥ 0, got -1"))
        // A width alone, or two sources of data, is refused before the catalog is read.
        let width = try cli.run(["resolve", "grid", "--width", "400", "--db", "c.sqlite"])
        #expect(width.status == 64)
        #expect(width.stderr.contains("give --width and --height together (or --device)"))
        let sources = try cli.run(["resolve", "grid", "--items", "3", "--counts", "1,2", "--db", "c.sqlite"])
        #expect(sources.status == 64)
        #expect(sources.stderr.contains("give one of --items, --counts, --dataset, --snapshot"))
    }

    @Test func itemCountsAreBoundedBeforeAnyWork() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        let huge = try cli.run(["resolve", "grid", "--items", "9223372036854775807", "--format", "json", "--db", "c.sqlite"])
        #expect(huge.status == 64)
        #expect(huge.stdout.isEmpty)
        #expect(huge.stderr.contains("--items allows at most 10,000,000, got 9223372036854775807"))
        let sections = Array(repeating: "1", count: 1_001).joined(separator: ",")
        #expect(
            try cli.run(["resolve", "grid", "--counts", sections, "--db", "c.sqlite"]).stderr
                .contains("--counts (sections) allows at most 1,000, got 1001"))
        // 20 sections of 10,000,000 = 200,000,000 items, over the 100,000,000 in all.
        let total = Array(repeating: "10000000", count: 20).joined(separator: ",")
        #expect(
            try cli.run(["resolve", "grid", "--counts", total, "--db", "c.sqlite"]).stderr
                .contains("--counts (items in all) allows at most 100,000,000, got 200000000"))
        // At the limit a picture still only draws what it shows.
        let picture = try cli.run(["resolve", "grid", "--items", "10000000", "--format", "ascii", "--db", "c.sqlite"])
        #expect(picture.status == 0, "\(picture.stderr)")
    }
}
