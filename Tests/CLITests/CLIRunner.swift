import CatalogTestSupport
import Foundation

/// Runs the built `catalog` binary, as a user would.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary under test (see `CatalogBinary.url`).
    static var binary: URL? { CatalogBinary.url }

    var directory: URL
    var environment: [String: String] = ["CATALOG_AUTHOR": "tester", "NO_COLOR": "1"]

    func run(_ arguments: [String], stdin: String? = nil) throws -> Result {
        guard let binary = Self.binary else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "CATALOG_DB")
        // A catalog.sqlite someone left in the temporary folder itself must not be found.
        env[CatalogBinary.ceilingVariable] = CatalogBinary.ceiling
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let input = Pipe()
            process.standardInput = input
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        try process.run()
        // Read both pipes before waiting so a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
