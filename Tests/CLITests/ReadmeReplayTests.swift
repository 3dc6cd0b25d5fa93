import CatalogTestSupport
import Foundation
import Testing

/// The README and every page of `docs/` are replayed as a reader would follow them (the
/// convention is written for authors in docs/README.md, "Examples are tested"):
///
/// - Each page runs on its own, in a fresh copy of the repository (its tracked files,
///   committed). Its *set-up block* — the first ```` ```sh ```` block whose first line starts
///   with `# set-up` — runs first, as one shell script from the copy's top folder that stops at
///   the first failing line; the folder it ends in (a scratch folder beside the copy, where the
///   set-up's `catalog` commands made the page's catalog) is where the page's examples run. A
///   page with examples and no set-up fails.
/// - Every `$ catalog …` line of every fenced block then runs there, in page order, with the
///   binary under test as `catalog` on `PATH`, `CATALOG_AUTHOR=ana`, `NO_COLOR=1`, no
///   `$CATALOG_DB`, and no catalog above the temporary folder. A line exits 0 unless it ends in
///   `# exits N`.
/// - What a command prints (standard output and error, as a terminal shows them) must be what
///   the page shows under it, after `ReplayOutput.normalized` (times, hashes, keys and the
///   temporary folder become placeholders) and with `…` eliding lines or text; a command shown
///   without output is not compared. A mismatch names `page:line` and shows where they part.
/// - Afterwards the copy of the repository must be exactly as it was: `git status --porcelain`
///   prints nothing.
/// - Links to files must point at files in the repository, and a `#fragment` of a Markdown file
///   at one of its headings.
@Suite(.serialized) struct ReadmeReplayTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One `$ catalog …` line, the status it promises and the output shown under it.
    struct CommandLine: CustomStringConvertible {
        var page: String
        var line: Int
        var text: String
        var expectedStatus: Int32
        /// The block's lines between this command and the next `$ ` line or the block's end.
        var shownOutput: [String] = []
        var description: String { "\(page):\(line): \(text)" }
    }

    /// The pages replayed besides the README: every Markdown file of `docs/`, by name.
    static func documentationPages() -> [String] {
        let docs = package.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The command lines of a page's fenced blocks, in order.
    static func commandLines(in text: String, page: String = "README.md") -> [CommandLine] {
        var result: [CommandLine] = []
        var inBlock = false
        // Whether the block's lines still belong to the last command's output.
        var collecting = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("```") {
                inBlock.toggle()
                collecting = false
                continue
            }
            guard inBlock else { continue }
            guard line.hasPrefix("$ catalog ") || line == "$ catalog" else {
                if line.hasPrefix("$ ") {
                    collecting = false
                } else if collecting, !result.isEmpty {
                    result[result.count - 1].shownOutput.append(line)
                }
                continue
            }
            collecting = true
            var command = String(line.dropFirst(2))
            var status: Int32 = 0
            if let marker = command.range(of: #"#\s*exits\s+([0-9]+)"#, options: .regularExpression) {
                status = Int32(command[marker].filter(\.isNumber)) ?? 0
                command = String(command[..<marker.lowerBound])
            }
            result.append(CommandLine(page: page, line: index + 1, text: command.trimmingCharacters(in: .whitespaces), expectedStatus: status))
        }
        return result
    }

    /// The page's set-up block: the lines of its first ```` ```sh ```` block whose first line
    /// starts with `# set-up`, that line included (it is a shell comment).
    static func setUpBlock(in text: String) -> [String]? {
        var block: [String]?
        var inBlock = false
        // Whether the next line is the first of a shell block.
        var firstOfShellBlock = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("```") {
                if inBlock, let block { return block }
                inBlock.toggle()
                firstOfShellBlock = inBlock && line == "```sh"
                continue
            }
            guard inBlock else { continue }
            if block != nil {
                block?.append(line)
            } else if firstOfShellBlock, line.hasPrefix("# set-up") {
                block = [line]
            }
            firstOfShellBlock = false
        }
        return nil
    }

    /// Runs `command` with `/bin/sh` in `directory`.
    @discardableResult
    static func shell(_ command: String, in directory: URL, environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stdout, stderr)
    }

    /// A copy of the repository's tracked files, committed, so `git status` shows what the
    /// examples change.
    static func cloneRepository(into clone: URL) throws {
        let files = try shell("git ls-files -z", in: package)
        try #require(files.status == 0, "the replay copies the repository's tracked files with git: \(files.stderr)")
        for path in files.stdout.split(separator: "\0").map(String.init) {
            let source = package.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let target = clone.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        let git = "git -c user.name=tour -c user.email=tour@example.com -c commit.gpgsign=false"
        let committed = try shell("git init -q . && \(git) add -A && \(git) commit -q -m clone", in: clone)
        try #require(committed.status == 0, "\(committed.stderr)")
    }

    /// Replays one page as the type's comment says; returns how many commands it ran.
    @discardableResult
    static func replay(page: String) throws -> Int {
        let binary = try #require(CatalogBinary.url, "the catalog binary is not built")
        let text = try String(contentsOf: package.appendingPathComponent(page), encoding: .utf8)
        let commands = commandLines(in: text, page: page)
        guard !commands.isEmpty else { return 0 }
        let setUp = try #require(setUpBlock(in: text), "\(page) has examples but no set-up block (a ```sh block starting with `# set-up`)")

        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let clone = dir.url.appendingPathComponent("catalog")
        try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: true)
        try cloneRepository(into: clone)

        // `catalog` on PATH is the binary under test, as after the set-up.
        let bin = dir.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("catalog"), withDestinationURL: binary)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "CATALOG_DB")
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["CATALOG_AUTHOR"] = "ana"
        environment["NO_COLOR"] = "1"
        // Nothing above the temporary folder is the page's: no catalog there may be found.
        environment[CatalogBinary.ceilingVariable] = dir.url.standardizedFileURL.path

        let script = "set -e\n" + setUp.joined(separator: "\n") + "\npwd"
        let entered = try shell(script, in: clone, environment: environment)
        try #require(entered.status == 0, "\(page): its set-up failed: \(entered.stdout.suffix(600))\(entered.stderr.suffix(600))")
        let folder = try #require(ReplayOutput.lines(entered.stdout).last, "\(page): its set-up printed no folder")
        let scratch = URL(fileURLWithPath: folder.trimmingCharacters(in: .whitespaces))
        #expect(!scratch.path.hasPrefix(clone.path + "/"), "\(page)'s examples run inside the repository's copy")

        for command in commands {
            // Both streams into one, in the order a terminal shows them; the line break keeps a
            // trailing `# comment` from swallowing the parenthesis.
            let result = try shell("(\(command.text)\n) 2>&1", in: scratch, environment: environment)
            #expect(
                result.status == command.expectedStatus,
                "\(command) exited \(result.status), not \(command.expectedStatus): \(result.stdout.prefix(600))")
            guard !ReplayOutput.isEmpty(command.shownOutput) else { continue }
            let printed = ReplayOutput.lines(result.stdout).map { ReplayOutput.normalized($0, temporaryFolder: dir.url.path) }
            let shown = ReplayOutput.lines(command.shownOutput.joined(separator: "\n")).map {
                ReplayOutput.normalized($0, temporaryFolder: dir.url.path)
            }
            let matches = ReplayOutput.matches(shown: shown, printed: printed)
            #expect(matches, "\(command) printed what the page does not show:\n\(ReplayOutput.difference(shown: shown, printed: printed))")
        }
        let status = try shell("git status --porcelain --untracked-files=all", in: clone)
        #expect(status.status == 0)
        #expect(status.stdout.isEmpty, "\(page)'s examples changed the repository:\n\(status.stdout)")
        return commands.count
    }

    @Test func everyCommandRunsAsTheReadmePromisesAndLeavesTheCloneClean() throws {
        let readme = try String(contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(Self.commandLines(in: readme).count >= 12, "the README lost its tour")
        try Self.replay(page: "README.md")
    }

    @Test(arguments: ReadmeReplayTests.documentationPages())
    func everyDocumentationPageReplaysAsItShows(page: String) throws {
        try Self.replay(page: page)
    }

    /// The pages replayed hold the examples the README used to: none was dropped on the way.
    @Test func theDocumentationKeepsItsExamples() throws {
        var count = 0
        for page in ["README.md"] + Self.documentationPages() {
            let text = try String(contentsOf: Self.package.appendingPathComponent(page), encoding: .utf8)
            count += Self.commandLines(in: text, page: page).count
        }
        #expect(count >= 89, "the README and docs/ hold \(count) examples; before the split the README alone held 89")
    }

    /// Every tracked Markdown file with a `$ catalog` example is one the replay runs.
    @Test func noExampleIsOutsideTheReplayedPages() throws {
        let files = try Self.shell("git ls-files -z '*.md'", in: Self.package)
        let replayed = Set(["README.md"] + Self.documentationPages())
        for path in files.stdout.split(separator: "\0").map(String.init) where !replayed.contains(path) {
            let text = try String(contentsOf: Self.package.appendingPathComponent(path), encoding: .utf8)
            #expect(Self.commandLines(in: text, page: path).isEmpty, "\(path) has $ catalog examples that no test replays")
        }
    }

    /// GitHub's anchor for a heading: lower case, punctuation other than `-` and `_` dropped,
    /// spaces as `-`.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
                return nil
            })
    }

    /// The anchors of a Markdown page's headings (outside code blocks), repeats numbered as
    /// GitHub numbers them.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var result: Set<String> = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            guard !inBlock, line.hasPrefix("#"), let space = line.firstIndex(of: " "),
                line[..<space].allSatisfy({ $0 == "#" })
            else { continue }
            let base = anchor(String(line[line.index(after: space)...]).trimmingCharacters(in: .whitespaces))
            let repeats = seen[base, default: 0]
            seen[base] = repeats + 1
            result.insert(repeats == 0 ? base : "\(base)-\(repeats)")
        }
        return result
    }

    @Test func relativeLinksPointAtFilesAndHeadingsInTheRepository() throws {
        let pattern = try NSRegularExpression(pattern: #"\]\(([^)#\s]*)(#[^)\s]*)?\)"#)
        var checked = 0
        for page in ["README.md"] + Self.documentationPages() {
            let pageURL = Self.package.appendingPathComponent(page)
            let text = try String(contentsOf: pageURL, encoding: .utf8)
            let folder = pageURL.deletingLastPathComponent()
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
                let fragment = Range(match.range(at: 2), in: text).map { String(text[$0].dropFirst()) }
                guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                guard !target.isEmpty || fragment != nil else { continue }
                checked += 1
                let file = target.isEmpty ? pageURL : folder.appendingPathComponent(target).standardizedFileURL
                guard FileManager.default.fileExists(atPath: file.path) else {
                    Issue.record("\(page) links to \(target), which is not in the repository")
                    continue
                }
                guard let fragment, file.pathExtension == "md" else { continue }
                let headings = Self.anchors(in: try String(contentsOf: file, encoding: .utf8))
                #expect(headings.contains(fragment), "\(page) links to \(target)#\(fragment), a heading \(file.lastPathComponent) does not have")
            }
        }
        #expect(checked > 50)
    }

    @Test func headingsGiveGitHubsAnchors() {
        #expect(Self.anchor("`catalog init`") == "catalog-init")
        #expect(Self.anchor("Pixel snapping (§12, 19.5, 20; rules version 3)") == "pixel-snapping-12-195-20-rules-version-3")
        #expect(Self.anchors(in: "# A\n```\n# not a heading\n```\n## A\n#tag") == ["a", "a-1"])
    }

    @Test func aSetUpBlockIsTheFirstShellBlockThatSaysSo() {
        let page = """
            ```text
            # set-up: shown, not run
            ```
            ```sh
            ls
            ```
            ```sh
            # set-up: a folder
            mkdir ../x && cd ../x
            catalog init
            ```
            """
        #expect(Self.setUpBlock(in: page) == ["# set-up: a folder", "mkdir ../x && cd ../x", "catalog init"])
        #expect(Self.setUpBlock(in: "```sh\n$ catalog list\n```") == nil)
    }

    @Test func outputIsComparedAfterNormalisationWithElisions() {
        let shown = ["added feed@1  sha:7783da8fbe0e", "…", "{\"a\": 1, …, \"z\": 2}", "by ana, 2026-11-24T15:49:46.584Z"]
        let printed = ["added feed@1  sha:0123456789ab", "one", "two", "{\"a\": 1, \"b\": [3], \"z\": 2}", "by ana, 2026-12-01T01:02:03.004Z"]
        let normalize = { (lines: [String]) in lines.map { ReplayOutput.normalized($0, temporaryFolder: "/tmp/x") } }
        #expect(ReplayOutput.matches(shown: normalize(shown), printed: normalize(printed)))
        // A line the page does not show fails, and so does a changed number.
        #expect(!ReplayOutput.matches(shown: normalize(["a", "b"]), printed: normalize(["a", "note: c", "b"])))
        #expect(!ReplayOutput.matches(shown: normalize(["6 devices"]), printed: normalize(["8 devices"])))
        #expect(
            ReplayOutput.normalized("in /tmp/x/tour: key 5EA+ma2QAeyLXMCVr0B2zGus26VV+bQrZa9PsnDfCbk=", temporaryFolder: "/tmp/x")
                == "in <tmp>/tour: key <key>")
    }

    @Test func commandLinesAreReadWithTheirPromisedStatus() {
        let text = """
            ```sh
            $ catalog validate a.yaml     # exits 1
            not a command
            $ catalog list
            one
            $ ls
            two
            ```
            $ catalog outside a block
            """
        let lines = Self.commandLines(in: text)
        #expect(lines.map(\.text) == ["catalog validate a.yaml", "catalog list"])
        #expect(lines.map(\.shownOutput) == [["not a command"], ["one"]])
        #expect(lines.map(\.expectedStatus) == [1, 0])
        #expect(lines.map(\.line) == [2, 4])
    }
}
