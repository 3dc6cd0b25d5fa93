import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `catalog-fuzz` as a process: its children are killed and reaped on its limits and when it is
/// interrupted, and no Swift source a killed child was importing stays behind. Each run gets a
/// temporary folder of its own as TMPDIR, which must be empty when the run has ended.
@Suite(.serialized) struct FuzzSupervisorTests {
    /// The `catalog-fuzz` SwiftPM built beside the test bundle.
    static let binary: URL? = {
        let argument0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [
            argument0.deletingLastPathComponent().appendingPathComponent("catalog-fuzz"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("catalog-fuzz"),
            package.appendingPathComponent(".build/debug/catalog-fuzz"),
        ]
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "catalog-fuzz is not built beside the tests (swift build --build-tests builds it)" }
    }

    private func start(_ arguments: [String], temporary: URL) throws -> (Process, Pipe, Pipe) {
        guard let binary = Self.binary else { throw NotBuilt() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    private func makeTemporary() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-fuzz-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A 16 MB limit is below what any child holds once it has read the corpus (about 40 MB), so
    /// each of the three children is killed or its case's peak counted, one case each. A folder
    /// left by a run that no longer exists (process 999999 is past any process number this system
    /// gives out) is removed when the run starts.
    @Test func childrenKilledOnTheMemoryLimitLeaveNothingBehind() throws {
        let temporary = try makeTemporary()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let abandoned = temporary.appendingPathComponent("catalog-fuzz-run-999999/cases-0")
        try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
        #expect(
            FileManager.default.createFile(atPath: abandoned.appendingPathComponent("catalog-fuzz-1.swift").path, contents: Data("let a = 1\n".utf8)))

        let (process, out, _) = try start(
            [
                "--cases", "3", "--batch", "1", "--jobs", "1", "--kinds", "swiftSource", "--scale", "quick",
                "--memory-limit", "16",
            ], temporary: temporary)
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 1)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains("crashes: 0"))
        // The limit is 10 s in a release build and 60 s in a debug one (FuzzOptions.defaultTimeLimit).
        #expect(lines.contains { $0.hasPrefix("hangs (no result within ") && $0.hasSuffix(" s): 0") })
        #expect(lines.contains("runs over 16 MB: 3"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    /// SIGINT while children import Swift sources: the supervisor kills and reaps them, removes
    /// their folders and exits 130 (128 + 2), saying so.
    @Test func anInterruptedRunEndsItsChildrenAndRemovesTheirFiles() throws {
        let temporary = try makeTemporary()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let (process, _, err) = try start(["--cases", "100000", "--seed", "7", "--kinds", "swiftSource", "--batch", "10"], temporary: temporary)
        let run = temporary.appendingPathComponent("catalog-fuzz-run-\(process.processIdentifier)")

        // Waits (at most 60 s) until a child has written a source to import.
        let deadline = Date().addingTimeInterval(60)
        func sources() -> [String] {
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: run.path)) ?? []
            return folders.flatMap { (try? FileManager.default.contentsOfDirectory(atPath: run.appendingPathComponent($0).path)) ?? [] }
        }
        while sources().isEmpty, Date() < deadline, process.isRunning { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!sources().isEmpty, "no child wrote a Swift source within 60 s")
        process.interrupt()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 130)
        #expect(message.hasPrefix("catalog-fuzz: stopped by signal 2 after "))
        #expect(message.hasSuffix(" of 100000 cases; every worker ended\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    /// `--show-case` writes a Swift case to a folder of its own too: stopped by SIGTERM while the
    /// importer follows it (case 30 of seed 7's Swift sources loops without an end), it removes
    /// the folder and exits 143 (128 + 15).
    @Test func aShownCaseStoppedBySIGTERMLeavesNothingBehind() throws {
        let temporary = try makeTemporary()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let (process, out, _) = try start(["--seed", "7", "--kinds", "swiftSource", "--show-case", "30"], temporary: temporary)
        let run = temporary.appendingPathComponent("catalog-fuzz-run-\(process.processIdentifier)")
        let deadline = Date().addingTimeInterval(60)
        func sources() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: run.path)) ?? [] }
        while sources().isEmpty, Date() < deadline, process.isRunning { Thread.sleep(forTimeInterval: 0.01) }
        #expect(sources().count == 1, "the case's source was not written within 60 s")
        process.terminate()
        _ = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        #expect(process.terminationStatus == 143)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }
}
