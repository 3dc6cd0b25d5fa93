import CatalogTestSupport
import Foundation
import Testing

/// The author's text through the built binary: `add` and `log` name a text-only revision,
/// `diff` says there is no change, and `show` prints the text unless asked for the canonical form.
@Suite struct AuthorTextCommandTests {
    static let thirds = """
        # Three columns: the photo grid on the profile screen.
        name: thirds
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(1/3), height: fractionalHeight(1)}}}]

        """

    @Test func textOnlyRevisionsAreNamedAndShowPrintsTheAuthorsText() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite", "--no-presets"]).status == 0)
        try Self.thirds.write(toFile: dir.path("thirds.yaml"), atomically: true, encoding: .utf8)
        let added = try cli.run(["add", "thirds.yaml", "--db", "c.sqlite"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("added thirds@1 "))
        #expect(try cli.run(["add", "thirds.yaml", "--db", "c.sqlite"]).stdout.hasPrefix("unchanged thirds@1 "))

        let renamed = Self.thirds.replacingOccurrences(of: "profile screen", with: "account screen")
        try renamed.write(toFile: dir.path("thirds.yaml"), atomically: true, encoding: .utf8)
        let textOnly = try cli.run(["add", "thirds.yaml", "--db", "c.sqlite"])
        #expect(textOnly.stdout.hasPrefix("revised thirds@2 "))
        #expect(textOnly.stdout.hasSuffix("(thirds.yaml)  text only, no geometry change\n"), "\(textOnly.stdout)")

        let log = try cli.run(["log", "thirds", "--db", "c.sqlite"])
        #expect(log.stdout.contains("    text only (comments or formatting), no geometry change\n"), "\(log.stdout)")
        let diff = try cli.run(["diff", "thirds@1", "thirds@2", "--db", "c.sqlite"])
        #expect(diff.status == 0, "same definition: diff finds nothing")
        #expect(diff.stdout == "thirds@1 → thirds@2  text only (comments or formatting), no geometry change\n")
        let json = try cli.run(["diff", "thirds@1", "thirds@2", "--db", "c.sqlite", "--format", "json"])
        #expect(json.stdout.contains(#""textOnly": true"#) || json.stdout.contains(#""textOnly":true"#), "\(json.stdout)")

        #expect(try cli.run(["show", "thirds", "--db", "c.sqlite"]).stdout == renamed)
        #expect(try cli.run(["show", "thirds@1", "--db", "c.sqlite"]).stdout == Self.thirds)
        let canonical = try cli.run(["show", "thirds", "--canonical", "--db", "c.sqlite"]).stdout
        #expect(canonical.hasPrefix("# thirds@2 sha:"))
        #expect(canonical.contains("size: {width: fractionalWidth(1/3), height: fractionalHeight(1)}\n"), "\(canonical)")
        #expect(!canonical.contains("profile") && !canonical.contains("account"))
        #expect(try cli.run(["audit", "verify", "--db", "c.sqlite"]).status == 0)
    }
}
