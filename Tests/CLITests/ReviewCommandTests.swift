import CatalogTestSupport
import Foundation
import Testing

/// `catalog review BASE HEAD` through the built binary: every kind of side, every status, the
/// exit policy, the Markdown report against a hand-written one, and the HTML folder.
///
/// The layouts are one-item rows (a horizontal group fractionalWidth(1) × absolute(h) holding
/// one item fractionalWidth(1) × fractionalHeight(1)), so on an iPhone SE (375 pt wide,
/// portrait: no left or right safe area) row i is the frame (0, i·h, 375, h) and n rows make
/// the content 375 × n·h.
@Suite struct ReviewCommandTests {
    static func rows(_ name: String, height: Int, items: Int) -> String {
        """
        name: \(name)
        preview:
          itemCounts: [\(items)]
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(\(height))}
            subitems:
              - item:
                  size: {width: fractionalWidth(1), height: fractionalHeight(1)}

        """
    }

    /// base: rows (44 pt), same, gone. head: rows (56 pt), same, banner.
    static func makeSides(in dir: TemporaryDirectory, base: String = "base", head: String = "head") throws {
        let files: [(String, String, String)] = [
            (base, "rows", rows("rows", height: 44, items: 3)),
            (base, "same", rows("same", height: 30, items: 2)),
            (base, "gone", rows("gone", height: 44, items: 4)),
            (head, "rows", rows("rows", height: 56, items: 3)),
            (head, "same", rows("same", height: 30, items: 2)),
            (head, "banner", rows("banner", height: 44, items: 2)),
        ]
        for (folder, name, text) in files {
            try FileManager.default.createDirectory(atPath: dir.path(folder), withIntermediateDirectories: true)
            try text.write(toFile: dir.path("\(folder)/\(name).yaml"), atomically: true, encoding: .utf8)
        }
    }

    static func git(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=tester", "-c", "user.email=tester@example.com"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    /// The whole report for one small phone, written by hand from the frames above.
    @Test func markdownMatchesTheHandWrittenReport() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.makeSides(in: dir)
        let result = try CLIRunner(directory: dir.url).run(["review", "base", "head", "--devices", "iphone-se"])
        #expect(result.status == 1, "\(result.stderr)")
        // banner: 2 rows of 44 → content 375 × 88, both elements appear.
        // gone: 4 rows of 44 → content 375 × 176, all four disappear.
        // rows: heights 44 → 56, so every row resizes; row 2 also moves from y 88 to 112, the
        // largest delta (24 pt); content 3 × 44 = 132 → 3 × 56 = 168.
        let expected = """
            ### Layout review

            `base` → `head` · 1 added, 1 removed, 1 changed, 1 unchanged · iphone-se · LTR

            | Layout | Status | What changed |
            |---|---|---|
            | `banner` | added | new, 2 elements on iPhone SE (3rd generation) · iOS 26 · LTR |
            | `gone` | removed | gone, 4 elements on iPhone SE (3rd generation) · iOS 26 · LTR |
            | `rows` | changed | 1 value · 1/1 screens · largest Δ 24 pt |

            Unchanged (1): `same`

            <details><summary><code>banner</code> · added</summary>

            Added from `head/banner.yaml`.

            | Screen | Moved | Resized | Appeared | Disappeared | Largest Δ | Content (pt) |
            |---|--:|--:|--:|--:|--:|---|
            | iPhone SE (3rd generation) · iOS 26 · LTR | 0 | 0 | 2 | 0 | – | none → 375 × 88 |

            </details>

            <details><summary><code>gone</code> · removed</summary>

            Removed (was `base/gone.yaml`).

            | Screen | Moved | Resized | Appeared | Disappeared | Largest Δ | Content (pt) |
            |---|--:|--:|--:|--:|--:|---|
            | iPhone SE (3rd generation) · iOS 26 · LTR | 0 | 0 | 0 | 4 | – | 375 × 176 → none |

            </details>

            <details><summary><code>rows</code> · changed</summary>

            `base/rows.yaml` → `head/rows.yaml`

            - `section.group.size.height: absolute(44) → absolute(56)`

            | Screen | Moved | Resized | Appeared | Disappeared | Largest Δ | Content (pt) |
            |---|--:|--:|--:|--:|--:|---|
            | iPhone SE (3rd generation) · iOS 26 · LTR | 0 | 3 | 0 | 0 | 24 pt | 375 × 132 → 375 × 168 |

            </details>

            """
        #expect(result.stdout == expected)
    }

    /// A report longer than --max-lines stops between blocks and says where the rest is.
    @Test func longReportsAreCutWithAPointer() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.makeSides(in: dir)
        let cut = try CLIRunner(directory: dir.url).run(["review", "base", "head", "--devices", "iphone-se", "--max-lines", "13"])
        let lines = cut.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // Heading (4 lines) + table head (2) + three rows (3) + the unchanged line (2) = 11,
        // then a blank line and the pointer: no <details> block (10 lines each) fits.
        #expect(lines.count == 13)
        #expect(lines[lines.startIndex + 10].hasPrefix("Unchanged (1)"))
        #expect(lines[lines.startIndex + 11] == "")
        #expect(!cut.stdout.contains("<details>"))
        #expect(lines.last?.contains("details of 3 layouts left out") == true)
        #expect(lines.last?.contains("--max-lines 0") == true)
        // Room for one block of details: 11 + 10 + 2 = 23 lines, two layouts left out.
        let one = try CLIRunner(directory: dir.url).run(["review", "base", "head", "--devices", "iphone-se", "--max-lines", "23"])
        #expect(one.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 23)
        #expect(one.stdout.contains("<details><summary><code>banner</code>"))
        #expect(!one.stdout.contains("<details><summary><code>gone</code>"))
        #expect(one.stdout.contains("details of 2 layouts left out"))
        let pointed = try CLIRunner(directory: dir.url).run([
            "review", "base", "head", "--devices", "iphone-se", "--max-lines", "13", "--out", "site",
        ])
        #expect(pointed.stdout.split(separator: "\n").last?.contains("site/review.md") == true)
        let full = try String(contentsOfFile: dir.path("site/review.md"), encoding: .utf8)
        #expect(full.contains("<details><summary><code>rows</code> · changed</summary>"))
    }

    /// --fail-on: changed fails on any difference, removed only on a removal, none never; a
    /// side that cannot be read exits 2.
    @Test func exitStatusFollowsTheFailPolicy() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.makeSides(in: dir)
        // A head that only changes a layout: no removal.
        try FileManager.default.createDirectory(atPath: dir.path("edited"), withIntermediateDirectories: true)
        for name in ["rows", "gone", "same"] {
            let height = name == "rows" ? 50 : (name == "same" ? 30 : 44)
            try Self.rows(name, height: height, items: name == "gone" ? 4 : (name == "same" ? 2 : 3))
                .write(toFile: dir.path("edited/\(name).yaml"), atomically: true, encoding: .utf8)
        }
        let cli = CLIRunner(directory: dir.url)
        func status(_ arguments: [String]) throws -> Int32 {
            try cli.run(["review"] + arguments + ["--devices", "iphone-se"]).status
        }
        #expect(try status(["base", "head"]) == 1)
        #expect(try status(["base", "head", "--fail-on", "changed"]) == 1)
        #expect(try status(["base", "head", "--fail-on", "removed"]) == 1)
        #expect(try status(["base", "head", "--fail-on", "none"]) == 0)
        #expect(try status(["base", "edited", "--fail-on", "removed"]) == 0)
        #expect(try status(["base", "edited", "--fail-on", "changed"]) == 1)
        #expect(try status(["base", "base"]) == 0)
        let missing = try cli.run(["review", "base", "nowhere"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere"))
        // A device that does not exist is a bad value: a usage error, before anything is read.
        let badDevice = try cli.run(["review", "base", "head", "--devices", "iphone-99"])
        #expect(badDevice.status == 64)
        #expect(badDevice.stderr.contains("iphone-99"))
        // So is an empty device list, and a release a device never ran; the service's checks
        // decide both, before anything is read.
        let noDevice = try cli.run(["review", "base", "head", "--devices", ""])
        #expect(noDevice.status == 64)
        #expect(noDevice.stderr.hasPrefix("error: a review needs at least one device\n"))
        let oldRelease = try cli.run(["review", "base", "nowhere", "--devices", "iphone-se", "--ios", "13"])
        #expect(oldRelease.status == 64, "the release is refused before the missing side is looked for")
        #expect(oldRelease.stderr.hasPrefix("error: iPhone SE (3rd generation) does not run iOS 13; it runs iOS 15, 16, 17, 18 and 26; "))
    }

    /// An invalid document on either side stops the review, naming the file and line.
    @Test func invalidDocumentsAreNamedWithTheirLine() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.makeSides(in: dir)
        try "name: broken\nsection:\n  group: 12\n".write(toFile: dir.path("head/broken.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner(directory: dir.url).run(["review", "base", "head"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("head/broken.yaml:3:"), "\(result.stderr)")
    }

    /// Every kind of side gives the same verdicts: a catalog file, a folder of definitions, an
    /// `export --all` folder (definitions under layouts/), and a git revision of a folder.
    @Test func everyKindOfSideIsRead() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.makeSides(in: dir)
        let cli = CLIRunner(directory: dir.url)
        // A catalog holding base's three layouts.
        #expect(try cli.run(["init", "--no-presets", "--db", "base.sqlite"]).status == 0)
        let added = try cli.run(["add", "base/rows.yaml", "base/same.yaml", "base/gone.yaml", "--db", "base.sqlite"])
        #expect(added.status == 0, "\(added.stderr)")
        // The export folder of that catalog.
        #expect(try cli.run(["export", "--all", "--db", "base.sqlite", "--out", "exported"]).status == 0)
        // A git repository whose committed layouts/ is base; the working tree then moves on,
        // and the review must still read the committed version.
        try FileManager.default.createDirectory(atPath: dir.path("repo"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: dir.path("base"), toPath: dir.path("repo/layouts"))
        let repo = dir.url.appendingPathComponent("repo")
        try Self.git(["init", "-q"], in: repo)
        try Self.git(["add", "layouts"], in: repo)
        try Self.git(["commit", "-q", "-m", "base"], in: repo)
        try FileManager.default.removeItem(atPath: dir.path("repo/layouts/gone.yaml"))

        func statuses(_ base: String, _ head: String, in directory: URL) throws -> [String: String] {
            let result = try CLIRunner(directory: directory).run(["review", base, head, "--devices", "iphone-se", "--format", "json"])
            #expect(result.status == 1, "\(base) → \(head): \(result.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let layouts = try #require(object["layouts"] as? [[String: Any]])
            return Dictionary(
                uniqueKeysWithValues: layouts.compactMap { layout in
                    (layout["name"] as? String).map { ($0, layout["status"] as? String ?? "") }
                })
        }
        let expected = ["rows": "changed", "same": "unchanged", "gone": "removed", "banner": "added"]
        #expect(try statuses("base", "head", in: dir.url) == expected)
        #expect(try statuses("base.sqlite", "head", in: dir.url) == expected)
        #expect(try statuses("exported", "head", in: dir.url) == expected)
        #expect(try statuses("HEAD:layouts", "../head", in: repo) == expected)
        // The root of a revision holding layouts/ reads as an export folder does.
        #expect(try statuses("HEAD:", "../head", in: repo) == expected)
        // A catalog on the head side too: the origin is the revision.
        #expect(try statuses("head", "base.sqlite", in: dir.url) == ["rows": "changed", "same": "unchanged", "gone": "added", "banner": "removed"])
        let json = try cli.run(["review", "base", "base.sqlite", "--devices", "iphone-se", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"head\": \"rows@1\""))
        let unknownRevision = try CLIRunner(directory: repo).run(["review", "no-such-branch:layouts", "../head"])
        #expect(unknownRevision.status == 2)
        #expect(unknownRevision.stderr.contains("no-such-branch:layouts"))
    }

    /// The geometric numbers in JSON, per device and direction. On an iPhone 15 Pro Max (430 pt)
    /// and an 11-inch iPad (834 pt) the rows are as wide as the screen; RTL mirrors x, which
    /// for full-width rows changes nothing, so both directions report the same deltas.
    @Test func jsonCarriesEveryScreen() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.makeSides(in: dir)
        let result = try CLIRunner(directory: dir.url).run(["review", "base", "head", "--rtl", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["counts"] as? [String: Int] == ["added": 1, "removed": 1, "changed": 1, "textOnly": 0, "unchanged": 1])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let rows = try #require(layouts.first { $0["name"] as? String == "rows" })
        let screens = try #require(rows["screens"] as? [[String: Any]])
        #expect(
            screens.map { "\($0["device"] ?? "") \($0["direction"] ?? "")" } == [
                "iphone-se ltr", "iphone-se rtl", "iphone-15-pro-max ltr", "iphone-15-pro-max rtl", "ipad-11 ltr", "ipad-11 rtl",
            ])
        for screen in screens {
            #expect(screen["resized"] as? Int == 3)
            #expect(screen["largestDelta"] as? Double == 24)
            #expect((screen["contentAfter"] as? [String: Double])?["height"] == 168)
        }
        #expect((screens[4]["contentAfter"] as? [String: Double])?["width"] == 834)
        #expect((rows["changes"] as? [String])?.count == 1)
    }

    /// --out: an index linking a page per added, removed or changed layout, each page linking
    /// back and showing a picture per screen; every page parses as XML and every link leads to
    /// a file in the folder.
    @Test func htmlPagesAreWellFormedWithWorkingLinks() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.makeSides(in: dir)
        let result = try CLIRunner(directory: dir.url).run(["review", "base", "head", "--rtl", "--devices", "iphone-se,ipad-11", "--out", "site"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("wrote site/index.html"))
        let site = dir.url.appendingPathComponent("site")
        let index = ParsedPage(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8))
        #expect(index.isWellFormed, "\(index.error ?? "")")
        #expect(index.links == ["layouts/banner.html", "layouts/gone.html", "layouts/rows.html"])
        #expect(index.text.contains("Unchanged (1): same"))
        for link in index.links {
            let page = site.appendingPathComponent(link)
            let parsed = ParsedPage(try String(contentsOf: page, encoding: .utf8))
            #expect(parsed.isWellFormed, "\(link): \(parsed.error ?? "")")
            // Back to the index, then two devices × two directions of pictures.
            #expect(parsed.links.first == "../index.html")
            #expect(parsed.elements(named: "img").count == 4)
            for target in parsed.links {
                let file = page.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: file.path), "\(link) links to \(target), which is missing")
                if target.hasSuffix(".svg") {
                    let svg = ParsedPage(try String(contentsOf: file, encoding: .utf8))
                    #expect(svg.isWellFormed, "\(target): \(svg.error ?? "")")
                }
            }
        }
        let rows = ParsedPage(try String(contentsOf: site.appendingPathComponent("layouts/rows.html"), encoding: .utf8))
        #expect(rows.text.contains("section.group.size.height: absolute(44) → absolute(56)"))
        #expect(rows.text.contains("3 resized · largest Δ 24 pt"))
    }

    /// The pages open in a real browser: headless Chromium loads the index and every page it
    /// links to, and the DOM it builds holds what the files say.
    @Test func htmlPagesOpenInHeadlessChromium() throws {
        guard let chromium = Self.chromium() else {
            Issue.record(
                "Chromium is not installed (or not on PATH): this test opens the review pages in it. The README's set-up installs it (`apt-get install chromium`; on a Mac, Google Chrome or Chromium in /Applications)."
            )
            return
        }
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.makeSides(in: dir)
        _ = try CLIRunner(directory: dir.url).run(["review", "base", "head", "--devices", "iphone-se", "--out", "site"])
        let site = dir.url.appendingPathComponent("site")
        let index = try Self.dumpDOM(chromium, site.appendingPathComponent("index.html"), profile: dir.url.appendingPathComponent("profile"))
        #expect(index.contains("<h1>Layout review</h1>"), "\(index.prefix(400))")
        for name in ["banner", "gone", "rows"] {
            #expect(index.contains("href=\"layouts/\(name).html\""))
            let page = try Self.dumpDOM(
                chromium, site.appendingPathComponent("layouts/\(name).html"), profile: dir.url.appendingPathComponent("profile"))
            #expect(page.contains("<h1>\(name) <span"), "\(name): \(page.prefix(400))")
            #expect(page.contains("src=\"\(name)/iphone-se-ltr.svg\""))
        }
    }

    /// Chromium or Chrome: on PATH (`chromium` on Debian, `chromium-browser` or `google-chrome`
    /// elsewhere), else where a Mac installs the apps (README "Set-up").
    static func chromium() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        var candidates = path.split(separator: ":").flatMap { folder in
            ["chromium", "chromium-browser", "google-chrome"].map { URL(fileURLWithPath: String(folder)).appendingPathComponent($0) }
        }
        candidates += ["/Applications/Chromium.app/Contents/MacOS/Chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
            .map { URL(fileURLWithPath: $0) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The DOM Chromium builds for a page (`--dump-dom`), as serialised HTML.
    static func dumpDOM(_ chromium: URL, _ page: URL, profile: URL) throws -> String {
        let process = Process()
        process.executableURL = chromium
        // --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)", "--dump-dom", page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "chromium exited \(process.terminationStatus) on \(page.lastPathComponent)")
        return String(decoding: data, as: UTF8.self)
    }
}
