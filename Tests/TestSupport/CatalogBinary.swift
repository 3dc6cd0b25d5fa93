import Foundation

/// The `catalog` executable SwiftPM built beside the test bundle, run as a user would run it.
public enum CatalogBinary {
    /// What a finished run printed and how it exited.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The binary: `$CATALOG_BINARY`, else the `catalog` next to the test bundle, else
    /// `.build/debug/catalog` of this package; nil when none is built.
    public static let url: URL? = {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["CATALOG_BINARY"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        let argument0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        candidates.append(argument0.deletingLastPathComponent().appendingPathComponent("catalog"))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("catalog"))
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("catalog"))
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/catalog"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The variable that stops the search for a catalog in the folders above the current one.
    public static let ceilingVariable = "CATALOG_CEILING"
    /// Where tests stop that search: the system's temporary folder, which holds every test's own
    /// folder (`TemporaryDirectory`), is never searched, so a catalog left there by anyone else
    /// cannot change what a test sees.
    public static let ceiling = FileManager.default.temporaryDirectory.standardizedFileURL.path

    /// Starts `catalog ARGUMENTS` in `directory` with output discarded, for a caller that waits for
    /// (or kills) it.
    public static func start(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Process {
        let process = try makeProcess(arguments, in: directory, environment: environment)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `catalog ARGUMENTS` in `directory` to its end.
    public static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        let process = try makeProcess(arguments, in: directory, environment: environment)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting so a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    private static func makeProcess(_ arguments: [String], in directory: URL, environment: [String: String]) throws -> Process {
        guard let url else { throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the catalog binary is not built"]) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "CATALOG_DB")
        env[ceilingVariable] = ceiling
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        return process
    }
}
