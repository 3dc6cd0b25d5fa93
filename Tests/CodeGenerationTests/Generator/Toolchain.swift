import CatalogTestSupport
import Foundation

/// The UIKit and XCTest stubs generated code is checked against (`Toolchain` itself, which runs
/// the compilers, is in CatalogTestSupport).
extension Toolchain {
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
        let result = try run(
            "swiftc",
            [
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
