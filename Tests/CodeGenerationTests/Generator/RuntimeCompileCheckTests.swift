import CatalogTestSupport
import Foundation
import Testing

/// The runtime's sources type-check against the UIKit stub written from Apple's documentation
/// (the one exported code and `catalog probe`'s harness are checked against): with a module
/// named UIKit on the search path, `#if canImport(UIKit)` takes UIKit's branch, so every call the
/// runtime makes on iOS is checked for its name, labels, types, optionality, availability
/// checks and main-actor isolation — where on Linux the package builds it against the
/// recording stand-in instead.
@Suite struct RuntimeCompileCheckTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of the modules this test run was built with (LayoutModelCore, Crypto).
    static var builtModules: URL? {
        let argument0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        let candidates = [
            argument0.deletingLastPathComponent().appendingPathComponent("Modules"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules"),
            packageRoot.appendingPathComponent(".build/debug/Modules"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("LayoutModelCore.swiftmodule").path) }
    }

    /// The package's identity, as SwiftPM passes it to the compiler: its folder's name.
    static var packageName: String { packageRoot.lastPathComponent.lowercased() }

    static func runtimeSources() throws -> [String] {
        let folder = packageRoot.appendingPathComponent("Sources/CatalogRuntime")
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return files.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test func theRuntimeTypeChecksAgainstTheUIKitStub() throws {
        let modules = try #require(Self.builtModules, "the package's modules are not built")
        let directory = try Toolchain.temporaryDirectory("runtime")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Toolchain.buildSwiftStubModule(in: directory)
        let sources = try Self.runtimeSources()
        #expect(sources.contains { $0.hasSuffix("Building/LayoutBuilder.swift") })
        let result = try Toolchain.run(
            "swiftc",
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "CatalogRuntime",
                "-package-name", Self.packageName, "-I", directory.path, "-I", modules.path,
            ] + sources, in: directory)
        #expect(result.status == 0, "the runtime does not type-check against UIKit:\n\(result.output.prefix(6_000))")
    }

    /// The app snippet of docs/runtime.md ("Loading it in the app") type-checks against the runtime and
    /// the UIKit stub (inside the runtime's module, so its `import CatalogRuntime` is left out).
    @Test func theRuntimePageSnippetTypeChecks() throws {
        let modules = try #require(Self.builtModules, "the package's modules are not built")
        let page = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/runtime.md"), encoding: .utf8)
        let section = try #require(page.range(of: "## Loading it in the app"))
        let rest = page[section.upperBound...]
        let open = try #require(rest.range(of: "```swift\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```\n"))
        let snippet = rest[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 != "import CatalogRuntime" }.joined(separator: "\n")
        #expect(snippet.contains("LayoutLibrary("))
        let directory = try Toolchain.temporaryDirectory("runtime-readme")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Toolchain.buildSwiftStubModule(in: directory)
        // What the snippet takes from the app: its compiled-in layout.
        let app =
            snippet + """

                @MainActor func makeFeedLayout() -> UICollectionViewCompositionalLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [])))
                }

                """
        let file = directory.appendingPathComponent("ReadmeSnippet.swift")
        try app.write(to: file, atomically: true, encoding: .utf8)
        let result = try Toolchain.run(
            "swiftc",
            [
                "-typecheck", "-swift-version", "6", "-module-name", "CatalogRuntime", "-package-name", Self.packageName,
                "-I", directory.path, "-I", modules.path, file.path,
            ] + (try Self.runtimeSources()), in: directory)
        #expect(result.status == 0, "docs/runtime.md's snippet does not type-check:\n\(result.output.prefix(4_000))")
    }

    /// The check can fail: the same sources with one UIKit call misspelled do not type-check.
    @Test func aMisspelledCallIsCaught() throws {
        let modules = try #require(Self.builtModules, "the package's modules are not built")
        let directory = try Toolchain.temporaryDirectory("runtime-negative")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Toolchain.buildSwiftStubModule(in: directory)
        var sources = try Self.runtimeSources()
        let builder = try #require(sources.firstIndex { $0.hasSuffix("Building/LayoutBuilder.swift") })
        let text = try String(contentsOfFile: sources[builder], encoding: .utf8)
        let misspelled = text.replacingOccurrences(of: "repeatingSubitem: subitem, count: count", with: "repeatingSubitems: subitem, count: count")
        #expect(misspelled != text)
        let copy = directory.appendingPathComponent("LayoutBuilder.swift")
        try misspelled.write(to: copy, atomically: true, encoding: .utf8)
        sources[builder] = copy.path
        let result = try Toolchain.run(
            "swiftc",
            [
                "-typecheck", "-swift-version", "6", "-module-name", "CatalogRuntime", "-package-name", Self.packageName,
                "-I", directory.path, "-I", modules.path,
            ] + sources, in: directory)
        #expect(result.status != 0)
        #expect(result.output.contains("repeatingSubitems"), "\(result.output.prefix(2_000))")
    }
}
