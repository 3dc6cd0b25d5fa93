import CatalogTestSupport
import Foundation
import Testing

/// Messages that say the fix, with their exact text: "did you mean" for every name a user
/// types, status 64 for every bad value, a missing folder named as missing, a tab called a tab.
@Suite struct FixMessagesTests {
    /// The first line ArgumentParser prints for a usage error (the command's usage follows).
    static func usageLine(_ result: CLIRunner.Result) -> String {
        String(result.stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    @Test func aMistypedDeviceOrEnvironmentIsAUsageErrorWithADidYouMean() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let cases: [([String], String)] = [
            (
                ["resolve", "grid", "--device", "iphone15"],
                "error: unknown device 'iphone15'; did you mean 'iphone-15'? (`catalog devices` lists all 30)"
            ),
            (
                ["resolve", "grid", "--device", "iphone-15-landscpe"],
                "error: unknown device 'iphone-15-landscpe'; did you mean 'iphone-15-landscape'? (`catalog devices` lists all 30)"
            ),
            (
                ["probe", "grid", "--device", "ipad-11-landscape-split-1-4"],
                "error: unknown device 'ipad-11-landscape-split-1-4'; did you mean 'ipad-11-landscape-split-1-2'? (`catalog devices` lists all 30)"
            ),
            (
                ["diff", "grid", "grid", "--geometry", "--device", "nokia-3310"],
                "error: unknown device 'nokia-3310' (`catalog devices` lists all 30)"
            ),
            // The gallery and reviews take devices (full screen, portrait), not environments.
            (
                ["export", "--all", "--format", "html", "--out", "g", "--device", "iphone-15-pro-mx"],
                "error: unknown device 'iphone-15-pro-mx'; did you mean 'iphone-15-pro-max'? (`catalog devices` lists all 8)"
            ),
            (
                ["review", "a", "b", "--devices", "iphone-se,ipda-11"],
                "error: unknown device 'ipda-11'; did you mean 'ipad-11'? (`catalog devices` lists all 8)"
            ),
        ]
        for (arguments, message) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(Self.usageLine(result) == message)
        }
        // Refused before anything is opened: no catalog, no folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).isEmpty)
    }

    @Test func everyBadValueExitsSixtyFour() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--db", "c.sqlite"]).status == 0)
        let cases: [([String], String)] = [
            (["resolve", "grid", "--scale", "0"], "error: --scale must be a positive number, got 0"),
            (["show", "grid@"], "error: 'grid@' is not a revision reference: nothing after @; use NAME@3, NAME@~1, NAME@TAG or NAME@sha:PREFIX"),
            (["diff", "grid@0", "grid"], "error: 'grid@0' is not a revision reference: revision numbers start at 1"),
            (["audit", "--since", "soon"], "error: --since 'soon': expected a date like 2026-03-01 or 2026-03-01T12:00:00Z"),
            (["audit", "verify", "--anchor", "abc"], "error: --anchor takes at least 12 hexadecimal digits of an event hash, got 'abc'"),
        ]
        for (arguments, message) in cases {
            let result = try cli.run(arguments + ["--db", "c.sqlite"])
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(Self.usageLine(result) == message)
        }
    }

    @Test func namesInTheCatalogGetADidYouMeanAndTheCatalogTheyWereLookedFor() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init"]).status == 0)
        try #"{"sections": [{"id": "main", "items": ["a", "b"]}]}"#.write(toFile: dir.path("s.json"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["snapshot", "record", "top-apps", "--file", "s.json"]).status == 0)
        #expect(try cli.run(["tag", "grid@1", "release-4.2"]).status == 0)
        let note = "note: looked in catalog.sqlite (found in the current folder); pass --db PATH to use another catalog\n"
        let cases: [([String], Int32, String)] = [
            (["resolve", "grid", "--dataset", "topaps"], 1, "error: no dataset named 'topaps' (did you mean 'topapps'?)\n"),
            (["snapshot", "log", "top-aps"], 1, "error: no snapshot history named 'top-aps' (did you mean 'top-apps'?)\n"),
            (["snapshot", "diff", "top-aps@1", "top-apps@1"], 2, "error: no snapshot history named 'top-aps' (did you mean 'top-apps'?)\n"),
            (
                ["show", "grid@relase-4.2"], 1,
                "error: grid@relase-4.2: no revision number or tag 'relase-4.2' on grid; did you mean 'grid@release-4.2'?\n"
            ),
            (["tag", "--delete", "grid", "release-42"], 1, "error: grid@release-42: grid has no tag 'release-42' (did you mean 'release-4.2'?)\n"),
            (["log", "gird"], 1, "error: no layout named 'gird' (did you mean 'grid'?)\n"),
        ]
        for (arguments, status, message) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr == message + note)
        }
    }

    @Test func aMissingFolderSaysSoAndNothingElse() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init", "--no-presets"]).status == 0)
        let cases: [([String], Int32, String)] = [
            (["check", "Sourcs"], 2, "error: Sourcs: no such file or folder\n"),
            (["import-swift", "Sourcs"], 1, "error: Sourcs: no such file or folder\n"),
            (["import-swift", "Sourcs", "--dry-run"], 1, "error: Sourcs: no such file or folder\n"),
            (["add", "Layouts/"], 1, "error: Layouts/: cannot read: no such file or folder\n"),
            (["validate", "Layouts/"], 2, "error: Layouts/: cannot read: no such file or folder\n"),
            (["import", "Layouts/"], 1, "error: Layouts/: cannot read: no such file or folder\n"),
        ]
        for (arguments, status, message) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr == message, "\(arguments)")
        }
    }

    @Test func aTabInYAMLIsCalledATab() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        // Line 3 starts with a tab where YAML wants spaces.
        try "name: tabbed\nsection:\n\tgroup:\n    layout: horizontal\n".write(toFile: dir.path("tabbed.yaml"), atomically: true, encoding: .utf8)
        let result = try cli.run(["validate", "tabbed.yaml"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "tabbed.yaml:3:1: (document): syntax error: a tab character; YAML indents with spaces only, so replace the tab with spaces\n")
    }
}
