import CatalogTestSupport
import Foundation
import Testing

/// The adoption loop exactly as docs/adopting.md writes it (its first part): import the app,
/// commit the YAML, check in CI, update, re-export — on `examples/app`, then
/// `examples/app-next` (a few commits later), then back, twice, with nothing deleted by hand.
@Suite struct AdoptionLoopTests {
    /// The page's three blocks before its command reference: once, in CI, when the check fails.
    /// Each line that starts with `catalog `, its comment cut off.
    static func pageBlocks() throws -> [[String]] {
        let page = try String(contentsOf: ReadmeReplayTests.package.appendingPathComponent("docs/adopting.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "\n## The commands\n").first, "docs/adopting.md lost its adoption loop")
        var blocks: [[String]] = []
        var current: [String]?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("```") {
                if let block = current { blocks.append(block) }
                current = current == nil ? [] : nil
            } else if current != nil, line.hasPrefix("catalog ") {
                current?.append(line.components(separatedBy: " #").first?.trimmingCharacters(in: .whitespaces) ?? line)
            }
        }
        return blocks.filter { !$0.isEmpty }
    }

    /// An app repository: `Sources/` holds one of the example apps' sources.
    struct App {
        let dir: TemporaryDirectory
        let cli: CLIRunner
        var folder: URL { dir.url.appendingPathComponent("app") }

        init() throws {
            dir = try TemporaryDirectory()
            try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("app"), withIntermediateDirectories: true)
            cli = CLIRunner(directory: dir.url.appendingPathComponent("app"))
        }

        /// The code as it is in `examples/NAME/Sources`.
        func checkOut(_ example: String) throws {
            let sources = folder.appendingPathComponent("Sources")
            try? FileManager.default.removeItem(at: sources)
            try FileManager.default.copyItem(at: ReadmeReplayTests.package.appendingPathComponent("examples/\(example)/Sources"), to: sources)
        }

        /// Runs one line of the page (`catalog …`, split on spaces as the shell would: the lines hold no quotes).
        func run(_ line: String) throws -> CLIRunner.Result {
            try cli.run(line.split(separator: " ").dropFirst().map(String.init))
        }

        /// The files under `Layouts/`, with their bytes.
        func layouts() throws -> [String: Data] {
            let root = folder.appendingPathComponent("Layouts")
            var files: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let path = enumerator?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let url = root.appendingPathComponent(path)
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files[path] = try Data(contentsOf: url)
                }
            }
            return files
        }
    }

    @Test func theDocumentedLoopClosesTwiceFromAppToAppNextAndBack() throws {
        let blocks = try Self.pageBlocks()
        try #require(blocks.count == 3, "the adoption section has \(blocks.count) blocks of catalog commands, not 3: \(blocks)")
        let (once, ci, update) = (blocks[0], blocks[1], blocks[2])
        #expect(once.contains { $0.contains("import-swift") } && once.last?.contains("export") == true)
        #expect(ci.last?.hasPrefix("catalog check") == true)
        #expect(update.count == 2 && update[0].contains("--update") && update[1].contains("--sync"))

        let app = try App()
        defer { app.dir.remove() }
        try app.checkOut("app")
        for line in once {
            let result = try app.run(line)
            #expect(result.status == 0, "\(line): \(result.stderr)")
        }
        // A file in the folder that no export wrote: every sync must leave it, byte for byte.
        let notes = Data("# Layouts\n\nExported by catalog; edit the app's code, then run the update below.\n".utf8)
        try notes.write(to: app.folder.appendingPathComponent("Layouts/README.md"))
        let first = try app.layouts()
        #expect(Set(first.keys) == ["layouts/feed.yaml", "layouts/settings.yaml", "README.md"])

        /// CI runs on a fresh clone: no catalog but the one its block builds.
        func checkInCI() throws -> Int32 {
            try? FileManager.default.removeItem(at: app.folder.appendingPathComponent("ci.sqlite"))
            var status: Int32 = 0
            for (index, line) in ci.enumerated() {
                let result = try app.run(line)
                if index < ci.count - 1 { #expect(result.status == 0, "\(line): \(result.stderr)") }
                status = result.status
            }
            try? FileManager.default.removeItem(at: app.folder.appendingPathComponent("ci.sqlite"))
            return status
        }

        func updateAfterFailure() throws {
            for line in update {
                let result = try app.run(line)
                #expect(result.status == 0, "\(line): \(result.stdout)\(result.stderr)")
            }
        }

        #expect(try checkInCI() == 0)
        var next: [String: Data] = [:]
        for round in 1...2 {
            // A few commits later: roomier feed, a search screen, no settings screen.
            try app.checkOut("app-next")
            #expect(try checkInCI() == 1, "round \(round): CI missed the change")
            try updateAfterFailure()
            #expect(try checkInCI() == 0, "round \(round): the loop did not close")
            let after = try app.layouts()
            #expect(Set(after.keys) == ["layouts/feed.yaml", "layouts/search-results.yaml", "README.md"])
            #expect(after["README.md"] == notes)
            #expect(after["layouts/feed.yaml"] != first["layouts/feed.yaml"])
            if round == 2 { #expect(after == next, "the same code exported other bytes the second time") }
            next = after

            // And back: the settings screen returns, search goes.
            try app.checkOut("app")
            #expect(try checkInCI() == 1, "round \(round): CI missed the change back")
            try updateAfterFailure()
            #expect(try checkInCI() == 0, "round \(round): the loop back did not close")
            // The same code gives the same folder, byte for byte, as the first export.
            #expect(try app.layouts() == first, "round \(round)")
        }

        // With nothing changed, a sync writes and removes nothing, and leaves every file's bytes.
        let again = try app.run(update[1])
        #expect(again.status == 0)
        #expect(again.stdout == "exported 2 files to Layouts/: 0 written, 0 replaced, 2 unchanged\n")
        #expect(again.stderr.isEmpty)
        #expect(try app.layouts() == first)
    }
}
