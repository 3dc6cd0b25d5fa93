import CatalogTestSupport
import Foundation
import Testing

/// `catalog check` through the built binary: clean, drifted, missing, orphaned, `--update`,
/// and the exit statuses CI reads (0 clean, 1 drift, 2 could not run).
@Suite struct CheckCommandTests {
    /// An app whose feed and settings layouts are in the catalog.
    static func importedApp(git: Bool = false) throws -> SwiftAppFixture {
        let app = try SwiftAppFixture(git: git)
        try app.write("Sources/Feed.swift", SwiftAppFixture.feed(spacing: 8))
        try app.write("Sources/Settings.swift", SwiftAppFixture.settings)
        let imported = try app.catalog(["import-swift", "Sources"])
        #expect(imported.status == 0, "\(imported.stderr)")
        return app
    }

    @Test func cleanCodeExitsZero() throws {
        let app = try Self.importedApp()
        defer { app.remove() }
        let before = try app.catalogBytes()
        let result = try app.catalog(["check", "Sources"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n").map(String.init) == [
                "STATUS  LAYOUT    CATALOG  SOURCE",
                "clean   feed      @1       Sources/Feed.swift:8",
                "clean   settings  @1       Sources/Settings.swift:4",
                "2 layouts: 2 clean",
            ])
        // A check only reads.
        #expect(try app.catalogBytes() == before)
    }

    @Test func changedCodeIsDriftWithEachChangeAndTheFramesThatMoved() throws {
        let app = try Self.importedApp()
        defer { app.remove() }
        try app.write("Sources/Feed.swift", SwiftAppFixture.feed(spacing: 12))
        let result = try app.catalog(["check", "Sources"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("changed  feed      @1       Sources/Feed.swift:8"))
        #expect(result.stdout.contains("feed: catalog @1 → code (Sources/Feed.swift:8)\n  ~ section.interGroupSpacing: 8 → 12\n"))
        // Six preview items, two per 120-pt row: rows at y 0, 128, 256 become 0, 132, 264, so
        // the four cells of rows 2 and 3 move; height 3 × 120 + 2 × 8 = 376 → 3 × 120 + 2 × 12 = 384.
        #expect(result.stdout.contains("  geometry on iphone-15: 4 cells moved, content height 376 → 384\n"))
        #expect(result.stdout.hasSuffix("2 layouts: 1 clean, 1 changed\n"))

        let json = try app.catalog(["check", "Sources", "--format", "json"])
        #expect(json.status == 1)
        let layouts = try #require(try SwiftAppFixture.object(json.stdout)["layouts"] as? [[String: Any]])
        #expect(layouts.map { $0["name"] as? String } == ["feed", "settings"])
        #expect(layouts.map { $0["status"] as? String } == ["changed", "clean"])
        let changes = try #require(layouts[0]["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["path"] as? String == "section.interGroupSpacing")
        let geometry = try #require(layouts[0]["geometry"] as? [String: Any])
        #expect(geometry["device"] as? String == "iphone-15")
        #expect(geometry["moved"] as? Int == 4)
        #expect(geometry["resized"] as? Int == 0)
        #expect(geometry["contentSizeBefore"] as? [String: Double] == ["width": 393, "height": 376])
        #expect(geometry["contentSizeAfter"] as? [String: Double] == ["width": 393, "height": 384])
        #expect(try SwiftAppFixture.object(json.stdout)["updated"] is NSNull)
    }

    @Test func aLayoutNotInTheCatalogIsMissing() throws {
        let app = try Self.importedApp()
        defer { app.remove() }
        try app.write("Sources/Profile.swift", SwiftAppFixture.profile)
        try app.write(
            "Sources/More/Account.swift", SwiftAppFixture.settings.replacingOccurrences(of: "makeSettingsLayout", with: "makeAccountLayout"))
        let result = try app.catalog(["check", "Sources"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("missing  account   -        Sources/More/Account.swift:4"))
        // The skipped layout is not compared, and says why on standard error.
        #expect(result.stdout.contains("skipped  profile"))
        #expect(result.stderr.contains("Sources/Profile.swift:6:142: warning: skipped 'profile'"))
        #expect(result.stdout.hasSuffix("3 layouts: 2 clean, 1 missing; 1 skipped (not compared)\n"))
    }

    /// What a file that cannot be read builds is not known: its layouts have not left the code,
    /// and an update must not archive them (issue 31).
    @Test func aLayoutRecordedFromAFileThatCannotBeReadIsNotOrphaned() throws {
        let app = try Self.importedApp()
        defer { app.remove() }
        // Settings.swift as a checkout without the git-crypt key holds it.
        try Data([0x00] + Array("GITCRYPT".utf8) + [0x00, 0x51, 0xE2]).write(to: app.app.appendingPathComponent("Sources/Settings.swift"))
        let result = try app.catalog(["check", "Sources"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.hasPrefix("Sources/Settings.swift: warning: file skipped (unreadable-file, encrypted): "))
        #expect(result.stdout.hasSuffix("1 layout: 1 clean\n"))
        #expect(!result.stdout.contains("orphaned"))
    }

    @Test func aLayoutWhoseRecordedFileLeftTheCodeIsOrphanedOnlyUnderTheCheckedPaths() throws {
        let app = try Self.importedApp()
        defer { app.remove() }
        try app.delete("Sources/Settings.swift")
        let result = try app.catalog(["check", "Sources"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("orphaned  settings  @1       Sources/Settings.swift:4 (recorded)"))
        #expect(result.stdout.hasSuffix("2 layouts: 1 clean, 1 orphaned\n"))
        // Checking one file looks for orphans only in that file.
        let one = try app.catalog(["check", "Sources/Feed.swift"])
        #expect(one.status == 0, "\(one.stdout)\(one.stderr)")
        #expect(one.stdout.hasSuffix("1 layout: 1 clean\n"))
        // Layouts never imported from Swift (added as YAML) are never orphans.
        try app.write(
            "grid.yaml",
            "name: grid\nsection:\n  group:\n    layout: horizontal\n    size: {width: fractionalWidth(1), height: absolute(50)}\n    subitems:\n      - item:\n          size: {width: fractionalWidth(1), height: fractionalHeight(1)}\n"
        )
        let added = try app.catalog(["add", "grid.yaml"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(!(try app.catalog(["check", "Sources"]).stdout.contains("grid")))
        // Unless every catalog layout the code does not build is asked for.
        let all = try app.catalog(["check", "Sources/Feed.swift", "--orphans", "all"])
        #expect(all.status == 1)
        #expect(all.stdout.contains("orphaned  grid      @1       -\n"))
        #expect(all.stdout.contains("orphaned  settings  @1       Sources/Settings.swift:4 (recorded)"))
        #expect(all.stdout.hasSuffix("3 layouts: 1 clean, 2 orphaned\n"))
    }

    /// The adoption path of docs/adopting.md: import the app, commit the YAML export, and in CI rebuild a
    /// catalog from that export and check the code against it.
    @Test func theAdoptionPathChecksCodeAgainstACatalogRebuiltFromTheYAMLExport() throws {
        let app = try Self.importedApp()
        defer { app.remove() }
        let exported = try app.catalog(["export", "--all", "--format", "yaml", "--out", "Layouts"])
        #expect(exported.status == 0, "\(exported.stderr)")
        // CI: a fresh catalog from the committed YAML.
        #expect(try app.cli.run(["init", "--db", "ci.sqlite", "--no-presets"]).status == 0)
        let imported = try app.cli.run(["import", "Layouts", "--db", "ci.sqlite"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let clean = try app.cli.run(["check", "Sources", "--orphans", "all", "--db", "ci.sqlite"])
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.hasSuffix("2 layouts: 2 clean\n"))
        // Someone changes the code without updating the YAML: CI fails.
        try app.write("Sources/Feed.swift", SwiftAppFixture.feed(spacing: 12))
        try app.delete("Sources/Settings.swift")
        let drift = try app.cli.run(["check", "Sources", "--orphans", "all", "--db", "ci.sqlite"])
        #expect(drift.status == 1)
        #expect(drift.stdout.hasSuffix("2 layouts: 1 changed, 1 orphaned\n"))
    }

    @Test func updateWritesTheDriftAsRevisionsWithTheCommitsAuthorAndMessage() throws {
        try #require(SwiftAppFixture.gitIsInstalled, "git is not installed: these tests need it on PATH")
        let app = try Self.importedApp(git: true)
        defer { app.remove() }
        try app.write("Sources/Feed.swift", SwiftAppFixture.feed(spacing: 12))
        try app.write(
            "Sources/More/Account.swift", SwiftAppFixture.settings.replacingOccurrences(of: "makeSettingsLayout", with: "makeAccountLayout"))
        let commit = try app.commit("Roomier feed, account screen", author: "Bea")
        let result = try app.catalog(["check", "Sources", "--update"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("revised feed@2"))
        #expect(result.stdout.contains("added account@1"))
        #expect(result.stdout.hasSuffix("updated: 2 revisions written\n"))
        let log = try SwiftAppFixture.array(try app.catalog(["log", "feed", "--format", "json"]).stdout)
        #expect(log.count == 2)
        let head = try #require(log.first { $0["revision"] as? Int == 2 })
        #expect(head["author"] as? String == "Bea")
        #expect(head["message"] as? String == "Roomier feed, account screen (from Sources/Feed.swift:8 at \(commit.prefix(12)))")
        // Code and catalog agree now; settings did not change, so it kept revision 1.
        let after = try app.catalog(["check", "Sources"])
        #expect(after.status == 0, "\(after.stdout)")
        #expect(after.stdout.hasSuffix("3 layouts: 3 clean\n"))
        #expect(try SwiftAppFixture.array(try app.catalog(["log", "settings", "--format", "json"]).stdout).count == 1)
    }

    @Test func updateRemovesOrphansSoCodeAndCatalogAgree() throws {
        let app = try Self.importedApp()
        defer { app.remove() }
        try app.delete("Sources/Settings.swift")
        let result = try app.catalog(["check", "Sources", "--update", "--author", "Cy", "-m", "Sync"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.hasSuffix(
                "2 layouts: 1 clean, 1 orphaned\nremoved settings (archived at @1)\nupdated: 0 revisions written, 1 layout removed\n"))
        // Archived, not deleted: its history is kept, and the check is clean now.
        #expect(!(try app.catalog(["list"]).stdout.contains("settings")))
        #expect(try app.catalog(["list", "--include-archived"]).stdout.contains("settings"))
        let events = try SwiftAppFixture.array(try app.catalog(["audit", "--layout", "settings", "--format", "json"]).stdout)
        #expect(events.last?["action"] as? String == "layout.remove")
        #expect(events.last?["actor"] as? String == "Cy")
        let after = try app.catalog(["check", "Sources"])
        #expect(after.status == 0, "\(after.stdout)")
        #expect(after.stdout.hasSuffix("1 layout: 1 clean\n"))
        // The code building it again restores it as a new revision.
        try app.write("Sources/Settings.swift", SwiftAppFixture.settings)
        let restored = try app.catalog(["check", "Sources", "--update"])
        #expect(restored.status == 0, "\(restored.stdout)\(restored.stderr)")
        #expect(restored.stdout.hasSuffix("updated: 1 revision written\n"))
        #expect(try app.catalog(["list"]).stdout.contains("settings"))
    }

    @Test func aCheckThatCannotRunExitsTwo() throws {
        let app = try Self.importedApp()
        defer { app.remove() }
        let missing = try app.catalog(["check", "Nowhere"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Nowhere: no such file or folder"))
        try app.write("Sources/Copy.swift", SwiftAppFixture.feed(spacing: 8))
        let duplicate = try app.catalog(["check", "Sources"])
        #expect(duplicate.status == 2)
        #expect(duplicate.stderr.contains("two `// catalog:` names say 'feed'"))
        let noCatalog = try app.cli.run(["check", "Sources", "--db", "absent.sqlite"])
        #expect(noCatalog.status == 2)
        #expect(noCatalog.stderr.contains("no catalog at absent.sqlite"))
    }
}
