import Foundation
import Testing
import CatalogTestSupport

/// The README is replayed as a newcomer would type it: every `$ catalog …` line of every code
/// block runs, in order, in a fresh directory holding a copy of `examples/`, against the
/// default catalog the first command creates. A line exits 0 unless it ends in `# exits N`.
/// Links to files must point at files in the repository.
@Suite(.serialized) struct ReadmeReplayTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One `$ catalog …` line and the status it promises.
    struct CommandLine: CustomStringConvertible {
        var line: Int
        var text: String
        var expectedStatus: Int32
        var description: String { "README.md:\(line): \(text)" }
    }

    /// The command lines of the README's fenced blocks, in order.
    static func commandLines(in readme: String) -> [CommandLine] {
        var result: [CommandLine] = []
        var inBlock = false
        for (index, raw) in readme.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            guard inBlock, line.hasPrefix("$ catalog ") || line == "$ catalog" else { continue }
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

    @Test func everyCommandRunsAsTheReadmePromises() throws {
        let binary = try #require(CatalogBinary.url, "the catalog binary is not built")
        let readme = try String(contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = Self.commandLines(in: readme)
        #expect(commands.count > 40, "the README lost its examples")

        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try FileManager.default.copyItem(at: Self.package.appendingPathComponent("examples"), to: dir.url.appendingPathComponent("examples"))
        // `catalog` on PATH is the binary under test, as after an install.
        let bin = dir.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("catalog"), withDestinationURL: binary)

        for command in commands {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command.text]
            process.currentDirectoryURL = dir.url
            var environment = ProcessInfo.processInfo.environment
            environment.removeValue(forKey: "CATALOG_DB")
            environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["CATALOG_AUTHOR"] = "ana"
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let err = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = err
            try process.run()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == command.expectedStatus,
                    "\(command) exited \(process.terminationStatus), not \(command.expectedStatus): \(stderr.prefix(600))")
        }
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

    @Test func commandLinesAreReadWithTheirPromisedStatus() {
        let text = """
            ```sh
            $ catalog validate a.yaml     # exits 1
            not a command
            $ catalog list
            ```
            $ catalog outside a block
            """
        let lines = Self.commandLines(in: text)
        #expect(lines.map(\.text) == ["catalog validate a.yaml", "catalog list"])
        #expect(lines.map(\.expectedStatus) == [1, 0])
        #expect(lines.map(\.line) == [2, 4])
    }
}
