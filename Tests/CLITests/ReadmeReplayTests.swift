import Foundation
import Testing
import CatalogTestSupport

/// The README is replayed as a newcomer would follow it: in a copy of the repository (its
/// tracked files, committed), the tour's set-up line makes the scratch folder beside it, and
/// every `$ catalog …` line of every code block runs there, in order, against the catalog the
/// tour's first write creates. A line exits 0 unless it ends in `# exits N`. What a command
/// prints (standard output and error, as a terminal shows them) must be what the README shows
/// under it, after `ReplayOutput.normalized` and with `…` eliding lines or text; a command shown
/// without output is not compared. Afterwards the copy of the repository must be exactly as it
/// was: `git status --porcelain` prints nothing. Links to files must point at files in the
/// repository.
@Suite(.serialized) struct ReadmeReplayTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One `$ catalog …` line, the status it promises and the output shown under it.
    struct CommandLine: CustomStringConvertible {
        var line: Int
        var text: String
        var expectedStatus: Int32
        /// The block's lines between this command and the next `$ ` line or the block's end.
        var shownOutput: [String] = []
        var description: String { "README.md:\(line): \(text)" }
    }

    /// The command lines of the README's fenced blocks, in order.
    static func commandLines(in readme: String) -> [CommandLine] {
        var result: [CommandLine] = []
        var inBlock = false
        // Whether the block's lines still belong to the last command's output.
        var collecting = false
        for (index, raw) in readme.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
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
            result.append(CommandLine(line: index + 1, text: command.trimmingCharacters(in: .whitespaces), expectedStatus: status))
        }
        return result
    }

    /// The line of the "Commands" section that makes the tour's scratch folder and enters it.
    static func tourSetUp(in readme: String) -> String? {
        let section = readme.components(separatedBy: "\n## Commands\n").dropFirst().first ?? ""
        return section.split(separator: "\n").map(String.init).first { $0.hasPrefix("mkdir ") && $0.contains("&& cd ") }
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
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stdout, stderr)
    }

    /// A copy of the repository's tracked files, committed, so `git status` shows what the tour
    /// changes.
    static func cloneRepository(into clone: URL) throws {
        let files = try shell("git ls-files -z", in: package)
        try #require(files.status == 0, "the README replay copies the repository's tracked files with git: \(files.stderr)")
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

    @Test func everyCommandRunsAsTheReadmePromisesAndLeavesTheCloneClean() throws {
        let binary = try #require(CatalogBinary.url, "the catalog binary is not built")
        let readme = try String(contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = Self.commandLines(in: readme)
        #expect(commands.count > 40, "the README lost its examples")
        let setUp = try #require(Self.tourSetUp(in: readme), "the README's Commands section lost the line that makes the tour's folder")

        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let clone = dir.url.appendingPathComponent("catalog")
        try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: true)
        try Self.cloneRepository(into: clone)
        let entered = try Self.shell(setUp + " && pwd", in: clone)
        try #require(entered.status == 0, "\(setUp): \(entered.stderr)")
        let tour = URL(fileURLWithPath: entered.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(!tour.path.hasPrefix(clone.path + "/"), "the tour runs inside the clone")

        // `catalog` on PATH is the binary under test, as after an install.
        let bin = dir.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("catalog"), withDestinationURL: binary)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "CATALOG_DB")
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["CATALOG_AUTHOR"] = "ana"
        environment["NO_COLOR"] = "1"
        // Nothing above the temporary folder is the tour's: no catalog there may be found.
        environment[CatalogBinary.ceilingVariable] = dir.url.standardizedFileURL.path

        for command in commands {
            // Both streams into one, in the order a terminal shows them; the line break keeps a
            // trailing `# comment` from swallowing the parenthesis.
            let result = try Self.shell("(\(command.text)\n) 2>&1", in: tour, environment: environment)
            #expect(result.status == command.expectedStatus,
                    "\(command) exited \(result.status), not \(command.expectedStatus): \(result.stdout.prefix(600))")
            guard !ReplayOutput.isEmpty(command.shownOutput) else { continue }
            let printed = ReplayOutput.lines(result.stdout).map { ReplayOutput.normalized($0, temporaryFolder: dir.url.path) }
            let shown = ReplayOutput.lines(command.shownOutput.joined(separator: "\n")).map { ReplayOutput.normalized($0, temporaryFolder: dir.url.path) }
            let matches = ReplayOutput.matches(shown: shown, printed: printed)
            #expect(matches, "\(command) printed what the README does not show:\n\(ReplayOutput.difference(shown: shown, printed: printed))")
        }
        let status = try Self.shell("git status --porcelain --untracked-files=all", in: clone)
        #expect(status.status == 0)
        #expect(status.stdout.isEmpty, "the README's examples changed the repository:\n\(status.stdout)")
    }

    @Test func relativeLinksPointAtFilesInTheRepository() throws {
        let readme = try String(contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\]\(([^)#\s]+)(#[^)]*)?\)"#)
        let range = NSRange(readme.startIndex..., in: readme)
        var checked = 0
        for match in pattern.matches(in: readme, range: range) {
            guard let target = Range(match.range(at: 1), in: readme).map({ String(readme[$0]) }),
                  !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
            checked += 1
            #expect(FileManager.default.fileExists(atPath: Self.package.appendingPathComponent(target).path),
                    "README links to \(target), which is not in the repository")
        }
        #expect(checked > 0)
    }

    @Test func outputIsComparedAfterNormalisationWithElisions() {
        let shown = ["added feed@1  sha:7783da8fbe0e", "…", "{\"a\": 1, …, \"z\": 2}", "by ana, 2026-11-24T15:49:46.584Z"]
        let printed = ["added feed@1  sha:0123456789ab", "one", "two", "{\"a\": 1, \"b\": [3], \"z\": 2}", "by ana, 2026-12-01T01:02:03.004Z"]
        let normalize = { (lines: [String]) in lines.map { ReplayOutput.normalized($0, temporaryFolder: "/tmp/x") } }
        #expect(ReplayOutput.matches(shown: normalize(shown), printed: normalize(printed)))
        // A line the page does not show fails, and so does a changed number.
        #expect(!ReplayOutput.matches(shown: normalize(["a", "b"]), printed: normalize(["a", "note: c", "b"])))
        #expect(!ReplayOutput.matches(shown: normalize(["6 devices"]), printed: normalize(["8 devices"])))
        #expect(ReplayOutput.normalized("in /tmp/x/tour: key 5EA+ma2QAeyLXMCVr0B2zGus26VV+bQrZa9PsnDfCbk=", temporaryFolder: "/tmp/x") == "in <tmp>/tour: key <key>")
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
