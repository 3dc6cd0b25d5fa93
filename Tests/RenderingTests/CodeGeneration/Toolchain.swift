import Foundation

/// Runs the compilers that check generated code: `swiftc` and `clang` from the toolchain that
/// runs the tests (found on `PATH`, or in `/opt/swift/usr/bin`).
enum Toolchain {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The first executable named `tool` on `PATH`, then in the usual toolchain location.
    static func find(_ tool: String) throws -> URL {
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
    static func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
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
    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("catalog-codegen-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The files of the Swift UIKit stub module: the layout API, then views and the collection
    /// view.
    static let uikitStubFiles = [("UIKitStub.swift", UIKitSwiftStub.source), ("UIKitViewStub.swift", UIKitViewStub.source)]

    /// Writes the Swift UIKit stub to `directory` and compiles it to `UIKit.swiftmodule` there.
    static func buildSwiftStubModule(in directory: URL) throws {
        try buildStubModule("UIKit", files: uikitStubFiles, in: directory)
    }

    /// Writes the XCTest stub to `directory` and compiles it to `XCTest.swiftmodule` there. With
    /// `-I directory` it is found before the toolchain's own XCTest (swift-corelibs-xctest, which
    /// has no attachments).
    static func buildXCTestStubModule(in directory: URL) throws {
        try buildStubModule("XCTest", files: [("XCTestStub.swift", XCTestStub.source)], in: directory)
    }

    private static func buildStubModule(_ module: String, files: [(String, String)], in directory: URL) throws {
        var paths: [String] = []
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = try run("swiftc", [
            "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
        ] + paths + ["-o", directory.appendingPathComponent("\(module).swiftmodule").path], in: directory)
        guard result.status == 0 else {
            throw Failure(description: "the \(module) stub does not compile:\n\(result.output)")
        }
    }

    /// Writes the Objective-C stub as `directory/UIKit/UIKit.h`.
    static func writeObjCStubHeader(in directory: URL) throws {
        let folder = directory.appendingPathComponent("UIKit")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try UIKitObjCStub.header.write(to: folder.appendingPathComponent("UIKit.h"), atomically: true, encoding: .utf8)
    }
}
