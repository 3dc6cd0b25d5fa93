import Foundation

/// Runs the compilers that check generated code: `swiftc` and `clang` from the toolchain that
/// runs the tests (found on `PATH`, or in `/opt/swift/usr/bin`).
public enum Toolchain {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// The first executable named `tool` on `PATH`, then in the usual toolchain location.
    public static func find(_ tool: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        for directory in directories {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent(tool)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(description: "\(tool) not found on PATH or in /opt/swift/usr/bin")
    }

    /// Runs `tool` (a toolchain tool's name, or a path) with `arguments` in `directory`; returns
    /// its exit status and its standard output and error, interleaved.
    public static func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool.contains("/") ? URL(fileURLWithPath: tool) : try find(tool)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: a full pipe would block the compiler forever.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A new empty directory under the system's temporary directory.
    public static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("catalog-codegen-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
