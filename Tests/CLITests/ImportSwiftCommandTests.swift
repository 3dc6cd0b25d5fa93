import CatalogTestSupport
import Foundation
import Testing

/// `catalog import-swift` through the built binary, on small Swift files written for the tests.
@Suite struct ImportSwiftCommandTests {
    @Test func dryRunShowsWhatWouldBeAddedAndLeavesTheCatalogAlone() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        try app.write("Sources/Feed.swift", SwiftAppFixture.feed(spacing: 8))
        try app.write("Sources/Settings.swift", SwiftAppFixture.settings)
        let before = try app.catalogBytes()
        let result = try app.catalog(["import-swift", "Sources", "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // A plain (piped) table: header, one row per layout in file order, then the counts.
        #expect(
            lines == [
                "STATUS     LAYOUT    REV  SOURCE",
                "would add  feed      @1   Sources/Feed.swift:8",
                "would add  settings  @1   Sources/Settings.swift:4",
                "2 layouts: 2 would add (dry run: nothing written)",
            ])
        #expect(try app.catalogBytes() == before)
        #expect(try app.catalog(["list"]).stdout.contains("The catalog is empty."))
        // The prefix goes before every name, the header's too.
        let prefixed = try app.catalog(["import-swift", "Sources", "--dry-run", "--name-prefix", "shop-"])
        #expect(prefixed.stdout.contains("would add  shop-feed      @1   Sources/Feed.swift:8\n"))
        #expect(prefixed.stdout.contains("would add  shop-settings  @1   Sources/Settings.swift:4\n"))
    }

    /// `width - 380` is 10 in the reference container, where the reader evaluates it, but -5 on
    /// an iPhone SE (375 wide): `add` would refuse the layout, so the import skips it as
    /// `invalid`, naming the path and the device, and its sites say so.
    @Test func aContainerExpressionThatFailsOnSomeDeviceIsNotImported() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        try app.write(
            "Sources/Strip.swift",
            """
            import UIKit

            final class StripViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, environment in
                        let width = environment.container.effectiveContentSize.width
                        let size = NSCollectionLayoutSize(widthDimension: .absolute(width - 380), heightDimension: .absolute(44))
                        let item = NSCollectionLayoutItem(layoutSize: size)
                        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
                    }
                }
            }
            """)
        let before = try app.catalogBytes()
        let result = try app.catalog(["import-swift", "Sources", "--report", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((report["layouts"] as? [Any])?.isEmpty == true)
        let skipped = try #require((report["skipped"] as? [[String: Any]])?.first)
        #expect(skipped["name"] as? String == "strip")
        #expect(skipped["reasonCode"] as? String == "invalid")
        let message = try #require((skipped["reason"] as? [String: Any])?["message"] as? String)
        #expect(message.contains("section.group.size.width"), "\(message)")
        #expect(message.contains("is negative (-5)"), "\(message)")
        #expect(message.contains("iPhone SE"), "\(message)")
        let recall = try #require(report["recall"] as? [String: Any])
        #expect(recall["imported"] as? Int == 0)
        for site in try #require(report["sites"] as? [[String: Any]]) {
            #expect(site["outcome"] as? String == "skipped")
            #expect(site["reason"] as? String == "invalid")
        }
        #expect(try app.catalogBytes() == before)
    }

    @Test func withoutTheSwiftReaderBesideItNothingIsWrittenAndTheMessageSaysWhere() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        try app.write("Sources/Feed.swift", SwiftAppFixture.feed(spacing: 8))
        let before = try app.catalogBytes()
        var cli = app.cli
        cli.environment["CATALOG_SWIFT_READER"] = "/nonexistent/catalog-swift"
        // check's 2 is "could not check", as for any error; 1 would mean findings.
        for (command, status) in [(["import-swift", "Sources"], Int32(1)), (["check", "Sources"], 2)] {
            let result = try cli.run(command + ["--db", app.db])
            #expect(result.status == status, "\(command): \(result.stderr)")
            #expect(
                result.stderr.contains(
                    "error: reading Swift code needs catalog-swift beside catalog, and /nonexistent/catalog-swift is not there; install the two together"
                ),
                "\(command): \(result.stderr)")
        }
        #expect(try app.catalogBytes() == before)
    }

    @Test func importStoresTheDefinitionsOnceAndReportsUnchangedContent() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        try app.write("Sources/Feed.swift", SwiftAppFixture.feed(spacing: 8))
        try app.write("Sources/Settings.swift", SwiftAppFixture.settings)
        let first = try app.catalog(["import-swift", "Sources", "-m", "Adopt catalog"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("added   feed      @1   Sources/Feed.swift:8\n"))
        #expect(first.stdout.hasSuffix("2 layouts: 2 added\n"))

        // The frames of what was stored, by hand (iPhone 15 is 393 wide, @3x, snapped by
        // default as its newest iOS does): two items of 0.5 × 393 = 196.5 → 589.5 px, floored to
        // 589 px = 196.3333 per 120-pt row, the second at 196.3333; rows 8 apart: y = 0, 128, 256;
        // 3 × 120 + 2 × 8 = 376.
        let resolved = try SwiftAppFixture.object(try app.catalog(["resolve", "feed", "--device", "iphone-15", "--format", "json"]).stdout)
        #expect(resolved["contentSize"] as? [String: Double] == ["width": 393, "height": 376])
        let frames = try #require(resolved["elements"] as? [[String: Any]]).compactMap { $0["frame"] as? [String: Double] }
        #expect(frames.count == 6)
        let last = try #require(frames.last)
        #expect(abs((last["x"] ?? 0) - 589.0 / 3) < 1e-6 && abs((last["width"] ?? 0) - 589.0 / 3) < 1e-6)
        #expect(last["y"] == 256 && last["height"] == 120)

        // Outside a git work tree: the source as given, no commit, no error.
        let log = try SwiftAppFixture.array(try app.catalog(["log", "feed", "--format", "json"]).stdout)
        #expect(log.count == 1)
        #expect(log.first?["message"] as? String == "Adopt catalog (from Sources/Feed.swift:8)")
        #expect(log.first?["author"] as? String == "tester")

        // The same code again: nothing new.
        let again = try app.catalog(["import-swift", "Sources"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("unchanged  feed"))
        #expect(again.stdout.hasSuffix("2 layouts: 2 unchanged\n"))
        #expect(try SwiftAppFixture.array(try app.catalog(["log", "feed", "--format", "json"]).stdout).count == 1)

        // A changed constant: a new revision for that layout only.
        try app.write("Sources/Feed.swift", SwiftAppFixture.feed(spacing: 12))
        let changed = try app.catalog(["import-swift", "Sources"])
        #expect(changed.stdout.contains("revised    feed      @2"))
        #expect(changed.stdout.hasSuffix("2 layouts: 1 revised, 1 unchanged\n"))
    }

    @Test func insideAGitWorkTreeEachRevisionRecordsItsCommit() throws {
        try #require(SwiftAppFixture.gitIsInstalled, "git is not installed: these tests need it on PATH")
        let app = try SwiftAppFixture(git: true)
        defer { app.remove() }
        try app.write("Sources/Feed.swift", SwiftAppFixture.feed(spacing: 8))
        let commit = try app.commit("Feed layout", author: "Ann")
        try app.write("Sources/Settings.swift", SwiftAppFixture.settings)
        let result = try app.catalog(["import-swift", "Sources", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let layouts = try #require(try SwiftAppFixture.object(result.stdout)["layouts"] as? [[String: Any]])
        #expect(layouts.map { $0["commit"] as? String } == [commit, commit])
        // Settings.swift is not committed yet: its content is not the commit's.
        #expect(layouts.map { $0["uncommittedChanges"] as? Bool } == [false, true])
        let feed = try SwiftAppFixture.array(try app.catalog(["log", "feed", "--format", "json"]).stdout)
        #expect(feed.first?["message"] as? String == "Imported from Swift (from Sources/Feed.swift:8 at \(commit.prefix(12)))")
        let settings = try SwiftAppFixture.array(try app.catalog(["log", "settings", "--format", "json"]).stdout)
        #expect(
            settings.first?["message"] as? String
                == "Imported from Swift (from Sources/Settings.swift:4 at \(commit.prefix(12)) with uncommitted changes)")
        // Run from a sub-folder, the source is still relative to the work tree's top.
        let sub = CLIRunner(directory: app.app.appendingPathComponent("Sources"))
        let dry = try sub.run(["import-swift", "Feed.swift", "--dry-run", "--format", "json", "--db", "../../catalog.sqlite"])
        let entry = try #require((try SwiftAppFixture.object(dry.stdout)["layouts"] as? [[String: Any]])?.first)
        #expect(entry["source"] as? String == "Sources/Feed.swift:8")
        #expect(entry["status"] as? String == "unchanged")
    }

    @Test func jsonKeepsAFixedOrderOfKeys() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        try app.write("Sources/Settings.swift", SwiftAppFixture.settings)
        try app.write("Sources/Profile.swift", SwiftAppFixture.profile)
        let result = try app.catalog(["import-swift", "Sources", "--dry-run", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try SwiftAppFixture.object(result.stdout)
        #expect(object["dryRun"] as? Bool == true)
        let layout = try #require((object["layouts"] as? [[String: Any]])?.first)
        #expect(layout["name"] as? String == "settings")
        #expect(layout["status"] as? String == "created")
        #expect(layout["revision"] as? Int == 1)
        #expect(layout["source"] as? String == "Sources/Settings.swift:4")
        let location = try #require(layout["location"] as? [String: Any])
        #expect(location["file"] as? String == "Sources/Settings.swift")
        #expect(location["line"] as? Int == 4)
        #expect(location["column"] as? Int == 17)
        #expect(layout["partial"] as? Bool == false)
        let skipped = try #require((object["skipped"] as? [[String: Any]])?.first)
        #expect(skipped["name"] as? String == "profile")
        let reason = try #require(skipped["reason"] as? [String: Any])
        let place = try #require(reason["location"] as? [String: Any])
        #expect(place["file"] as? String == "Sources/Profile.swift")
        #expect(place["line"] as? Int == 6)
        #expect(place["column"] as? Int == 142)
        // Keys in the documented order, the same every run.
        let keys = [
            "\"dryRun\"", "\"layouts\"", "\"name\"", "\"status\"", "\"revision\"", "\"contentHash\"", "\"source\"", "\"location\"",
            "\"commit\"", "\"uncommittedChanges\"", "\"partial\"", "\"warnings\"", "\"assumptions\"", "\"skipped\"", "\"fileWarnings\"",
        ]
        let offsets = keys.compactMap { result.stdout.range(of: $0)?.lowerBound }
        #expect(offsets.count == keys.count)
        #expect(offsets == offsets.sorted())
        #expect(try app.catalog(["import-swift", "Sources", "--dry-run", "--format", "json"]).stdout == result.stdout)
    }

    @Test func unfollowableCodeIsSkippedWithItsPlaceOrImportedPartially() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        try app.write("Sources/Profile.swift", SwiftAppFixture.profile)
        let skipped = try app.catalog(["import-swift", "Sources"])
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(
            skipped.stderr.contains(
                "Sources/Profile.swift:6:142: warning: skipped 'profile': cannot follow the value of .absolute(…): `rowHeight` is a `var`"))
        #expect(skipped.stdout.hasSuffix("0 layouts; 1 skipped\n"))
        #expect(try app.catalog(["list"]).stdout.contains("The catalog is empty."))

        let partial = try app.catalog(["import-swift", "Sources", "--allow-partial"])
        #expect(partial.status == 0, "\(partial.stderr)")
        #expect(partial.stderr.contains("Sources/Profile.swift:6:142: warning:"))
        #expect(partial.stdout.contains("partial:"))
        let log = try SwiftAppFixture.array(try app.catalog(["log", "profile", "--format", "json"]).stdout)
        let message = try #require(log.first?["message"] as? String)
        #expect(message.hasPrefix("Imported from Swift (from Sources/Profile.swift:5) [partial: "))
        // The nearest literal is the branch written first: 44-pt rows.
        let shown = try SwiftAppFixture.object(try app.catalog(["show", "profile", "--format", "json"]).stdout)
        #expect(String(describing: shown).contains("44"))
    }

    @Test func twoCatalogCommentsWithOneNameAreAnErrorNamingBothPlacesAndWriteNothing() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        try app.write("Sources/Feed.swift", SwiftAppFixture.feed(spacing: 8))
        try app.write("Sources/Other.swift", SwiftAppFixture.feed(spacing: 12))
        try app.write("Sources/Settings.swift", SwiftAppFixture.settings)
        let before = try app.catalogBytes()
        let result = try app.catalog(["import-swift", "Sources"])
        #expect(result.status == 1)
        // Both files' headers name their layout `feed`: names written in the code are kept as
        // written, so two alike cannot both be imported.
        #expect(result.stderr.contains("Sources/Other.swift:8:10: error: two `// catalog:` names say 'feed': here and at Sources/Feed.swift:8:10"))
        #expect(result.stderr.contains("error: 1 error in the Swift code; nothing was written"))
        #expect(result.stdout.isEmpty)
        #expect(try app.catalogBytes() == before)
    }

    @Test func copiesOfAnAppImportUnderQualifiedNamesAndCheckIsCleanRightAfter() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        try app.write("Sources/iOS12/Settings.swift", SwiftAppFixture.settings)
        try app.write("Sources/iOS13/Settings.swift", SwiftAppFixture.settings)
        let imported = try app.catalog(["import-swift", "Sources"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.stdout.contains("added   ios-12-settings  @1   Sources/iOS12/Settings.swift:4  name qualified; identical to ios-13-settings\n"))
        #expect(imported.stdout.hasSuffix("2 layouts: 2 added\n"))
        #expect(
            imported.stderr.contains(
                "Sources/iOS13/Settings.swift:4:17: note: named 'ios-13-settings': 'settings' is derived by 1 other layout; qualified by the file's path"
            ))
        #expect(imported.stderr.contains("Sources/iOS13/Settings.swift:4:17: note: 'ios-13-settings' is identical to 'ios-12-settings'"))
        // The same names on the next run: the check right after the import is clean.
        let check = try app.catalog(["check", "Sources"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasSuffix("2 layouts: 2 clean\n"))
    }

    @Test func theReportListsEveryConstructionSiteAndTheRecall() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        try app.write("Sources/Settings.swift", SwiftAppFixture.settings)
        try app.write("Sources/Profile.swift", SwiftAppFixture.profile)
        let text = try app.catalog(["import-swift", "Sources", "--dry-run", "--report"])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        // Profile.swift's layout and section (line 8); Settings.swift's (line 8).
        #expect(
            lines.contains {
                $0.hasPrefix("Sources/Settings.swift:8:16  UICollectionViewCompositionalLayout(section:)") && $0.hasSuffix("imported as settings")
            })
        #expect(
            lines.contains { $0.hasPrefix("Sources/Profile.swift:8:16") && $0.contains("skipped (runtime-value): part of 'profile': cannot follow") })
        #expect(lines.last == "4 construction sites in 2 files: 2 imported, 2 skipped (2 runtime-value)")

        let json = try SwiftAppFixture.object(try app.catalog(["import-swift", "Sources", "--dry-run", "--report", "--format", "json"]).stdout)
        let recall = try #require(json["recall"] as? [String: Any])
        #expect(recall["files"] as? Int == 2)
        #expect(recall["found"] as? Int == 4)
        #expect(recall["imported"] as? Int == 2)
        let skipped = try #require(recall["skipped"] as? [[String: Any]])
        #expect(skipped.count == 1 && skipped.first?["reason"] as? String == "runtime-value" && skipped.first?["count"] as? Int == 2)
        let sites = try #require(json["sites"] as? [[String: Any]])
        #expect(sites.map { $0["outcome"] as? String } == ["skipped", "skipped", "imported", "imported"])
        #expect(sites.first?["kind"] as? String == "layout")
        #expect(sites.first?["reason"] as? String == "runtime-value")
        #expect(sites.last?["layouts"] as? [String] == ["settings"])
        // Without --report the sites are left out.
        let plain = try SwiftAppFixture.object(try app.catalog(["import-swift", "Sources", "--dry-run", "--format", "json"]).stdout)
        #expect(plain["sites"] is NSNull && plain["recall"] is NSNull)
    }

    @Test func anEncryptedFileIsSkippedAndTheOthersImport() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        try app.write("Sources/Settings.swift", SwiftAppFixture.settings)
        // What git-crypt leaves in a checkout without the key.
        try Data([0x00] + Array("GITCRYPT".utf8) + [0x00, 0x9C, 0x41]).write(to: app.app.appendingPathComponent("Sources/Keys.swift"))
        let text = try app.catalog(["import-swift", "Sources", "--dry-run", "--report"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stderr.contains(
                "Sources/Keys.swift: warning: file skipped (unreadable-file, encrypted): encrypted by git-crypt (it starts with \\0GITCRYPT); unlock the repository to import it; the other files are imported\n"
            ))
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("1 layout: 1 would add; 1 file not read (dry run: nothing written)"))
        #expect(lines.last == "2 construction sites in 1 file: 2 imported; 1 file skipped (unreadable-file)")

        let json = try SwiftAppFixture.object(try app.catalog(["import-swift", "Sources", "--dry-run", "--report", "--format", "json"]).stdout)
        let files = try #require(json["skippedFiles"] as? [[String: Any]])
        #expect(files.count == 1)
        #expect(files.first?["path"] as? String == "Sources/Keys.swift")
        #expect(files.first?["reason"] as? String == "unreadable-file")
        #expect(files.first?["cause"] as? String == "encrypted")
        // The path `check` compares recorded sources with is not part of the output.
        #expect(files.first?["recordedPath"] == nil)
        let recall = try #require(json["recall"] as? [String: Any])
        #expect(recall["skippedFiles"] as? Int == 1)
        #expect(recall["files"] as? Int == 1)
        // Writing goes ahead too.
        let imported = try app.catalog(["import-swift", "Sources"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try app.catalog(["list"]).stdout.contains("settings"))
    }

    @Test func badArgumentsAreRefused() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        let missing = try app.catalog(["import-swift", "Nowhere"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Nowhere: no such file or folder"))
        let version = try app.catalog(["import-swift", "Sources", "--ios", "seventeen"])
        #expect(version.status == 1)
        #expect(version.stderr.contains("'seventeen' is not an iOS version"))
    }
}
