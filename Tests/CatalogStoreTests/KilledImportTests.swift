import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `catalog add FOLDER` (one transaction for the whole folder) killed with SIGKILL at random
/// moments: the catalog holds all of the folder or none of it, and stays sound.
@Suite struct KilledImportTests {
    static let filesPerImport = 80
    static let kills = 16

    /// A layout of twelve sections, so that an import writes a few hundred pages.
    static func layout(_ name: String) -> String {
        var yaml = "name: \(name)\ntitle: Layout \(name)\ntags: [bulk, kill]\nsections:\n"
        for section in 0..<12 {
            yaml += """
                  - interGroupSpacing: \(section)
                    group:
                      layout: horizontal
                      size: {width: fractionalWidth(1), height: absolute(\(40 + section))}
                      subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]

                """
        }
        return yaml
    }

    static func writeBatch(_ batch: Int, in dir: TemporaryDirectory) throws -> String {
        let folder = dir.url.appendingPathComponent("batch-\(batch)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        for index in 0..<filesPerImport {
            try layout("b\(batch)-\(index)").write(to: folder.appendingPathComponent("l\(index).yaml"), atomically: true, encoding: .utf8)
        }
        return folder.lastPathComponent
    }

    static func walSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int) ?? 0
    }

    /// Waits for `process`, polling the log's size; kills it once the log reaches `killAt` bytes
    /// (never, when nil) or `deadline` passes. Returns the largest log size seen.
    static func watch(_ process: Process, log path: String, killAt: Int?, deadline: Date) -> Int {
        var largest = 0
        while process.isRunning {
            let size = walSize(path)
            largest = max(largest, size)
            if let killAt, size >= killAt { break }
            if Date() >= deadline { break }
            usleep(200)
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return largest
    }

    @Test(.enabled(if: CatalogBinary.url != nil, "the catalog binary is not built (swift build)"))
    func aKilledBulkAddLeavesAllOrNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        #expect(try CatalogBinary.run(["init", "--db", "c.sqlite", "--no-presets"], in: dir.url).status == 0)
        let author = ["CATALOG_AUTHOR": "bulk"]

        // One import left alone: how long it takes and how large its log grows.
        let first = try CatalogBinary.start(["add", try Self.writeBatch(0, in: dir), "--db", "c.sqlite"], in: dir.url, environment: author)
        let started = Date()
        let fullLog = Self.watch(first, log: path, killAt: nil, deadline: .distantFuture)
        let duration = Date().timeIntervalSince(started)
        #expect(first.terminationStatus == 0)
        var expected = Self.filesPerImport

        var rng = SplitMix64(seed: 0xC0FFEE)
        var outcomes: [(killed: Bool, landed: Bool)] = []
        for batch in 1...Self.kills {
            let folder = try Self.writeBatch(batch, in: dir)
            let process = try CatalogBinary.start(["add", folder, "--db", "c.sqlite"], in: dir.url, environment: author)
            // Half the kills at a random time in the whole run, half while the commit is being
            // written (a random size of the log it grows to).
            let killAt = batch.isMultiple(of: 2) ? 32 + rng.int(below: max(1, fullLog - 32)) : nil
            let deadline = Date().addingTimeInterval(killAt == nil ? rng.double(0...(duration * 1.1)) : duration * 5)
            _ = Self.watch(process, log: path, killAt: killAt, deadline: deadline)
            let killed = process.terminationReason == .uncaughtSignal

            let database = try CatalogDatabase(path: path, create: false)
            let layouts = try database.read { try $0.layoutListings(includeArchived: true) }.count
            #expect(
                layouts == expected || layouts == expected + Self.filesPerImport,
                "batch \(batch): \(layouts) layouts, expected \(expected) or \(expected + Self.filesPerImport)")
            let landed = layouts == expected + Self.filesPerImport
            if landed { expected += Self.filesPerImport }
            #expect(try database.integrityProblems().isEmpty, "batch \(batch)")
            #expect(try database.orphans().isEmpty, "batch \(batch)")
            outcomes.append((killed, landed))
        }
        let verify = try CatalogBinary.run(["audit", "verify", "--db", "c.sqlite"], in: dir.url)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        // Most runs must die before finishing, and some with nothing landed; otherwise the test
        // proves little.
        #expect(outcomes.filter(\.killed).count >= Self.kills / 2, "\(outcomes)")
        #expect(outcomes.contains { $0.killed && !$0.landed }, "\(outcomes)")
    }
}
