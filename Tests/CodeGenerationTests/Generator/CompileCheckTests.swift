import CatalogTestSupport
import Foundation
import LayoutModel
import Testing

@testable import CodeGeneration

/// The proof that generated code compiles: every preset, plus the samples, generated for
/// iOS 13 and iOS 17, type-checked by `swiftc` against the UIKit stub module and
/// syntax-checked by `clang` for iOS against the stub header.
@Suite struct CompileCheckTests {
    static let targets: [DeploymentTarget] = [.iOS13, .iOS17]

    /// Everything to compile: presets and samples, named so each function is unique.
    static func sources(_ language: CodeLanguage, target: DeploymentTarget) throws -> [(name: String, code: String)] {
        var definitions = try Presets.all().map { ($0.name, $0.definition) }
        definitions.append(("kitchen-sink", try CodeSamples.kitchenSink))
        definitions.append(("trait-alternatives", try CodeSamples.traitAlternatives))
        definitions.append(("one-item-grid", CodeSamples.oneItemGrid))
        definitions.append(("header-ignoring-insets", CodeSamples.headerIgnoringInsets))
        definitions.append(("unvalidated-9-grid", CodeSamples.unvalidated))
        definitions += try CodeSamples.sectionKindSamples.map { ($0.name, $0) }
        definitions += try CodeSamples.containerExpressionSamples.map { ($0.name, $0) }
        definitions.append(("unvalidated-kinds", CodeSamples.unvalidatedKinds))
        definitions.append(("no-kinds", CodeSamples.noKinds))
        for (index, name) in CodeSamples.oddNames.enumerated() {
            // The name alone varies; `odd` + index keeps the functions distinct.
            definitions.append(("\(name)odd\(index)", CodeSamples.oneItemGrid))
        }
        let generator = CodeGenerator(language: language, deploymentTarget: target)
        return definitions.map { name, definition in
            let unique = "\(name)-ios\(target.major)"
            return (unique, generator.generate(definition, name: unique, revision: 7, contentHash: definition.contentHash))
        }
    }

    @Test func swiftTypeChecksForEveryPresetAndSample() throws {
        let directory = try Toolchain.temporaryDirectory("swift")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Toolchain.buildSwiftStubModule(in: directory)
        // One file, one compiler run: every generated function has a unique name.
        var source = ""
        var count = 0
        for target in Self.targets {
            for (_, code) in try Self.sources(.swift, target: target) {
                source += code + "\n"
                count += 1
            }
        }
        let file = directory.appendingPathComponent("Generated.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = try Toolchain.run(
            "swiftc",
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", directory.path, file.path,
            ], in: directory)
        #expect(result.status == 0, "swiftc failed on \(count) generated functions:\n\(result.output)")
        #expect(!result.output.contains("error:") && !result.output.contains("warning:"), "\(result.output)")
    }

    /// One clang run per target over a file per layout; the stub's availability and
    /// deprecation attributes are live because the target is iOS.
    @Test(arguments: targets)
    func objcSyntaxChecksForEveryPresetAndSample(target: DeploymentTarget) throws {
        let directory = try Toolchain.temporaryDirectory("objc")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Toolchain.writeObjCStubHeader(in: directory)
        var files: [String] = []
        var keptCountFiles: Set<String> = []
        for (name, code) in try Self.sources(.objc, target: target) {
            let file = "\(name).m"
            try code.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
            files.append(file)
            if code.contains("subitem:count: is deprecated in iOS 16 but kept") { keptCountFiles.insert(file) }
        }
        let result = try Toolchain.run(
            "clang",
            [
                "-target", "arm64-apple-ios\(target)", "-fsyntax-only", "-fobjc-arc", "-fblocks", "-Wall",
                "-Wunguarded-availability", "-isystem", directory.path,
            ] + files, in: directory)
        #expect(result.status == 0, "clang failed:\n\(result.output)")
        // The only warnings allowed: subitem:count: where the generator says why it stays.
        let warnings = result.output.split(separator: "\n").filter { $0.contains("warning:") }
        for warning in warnings {
            let file = String(warning.prefix { $0 != ":" })
            let allowed =
                target >= .iOS16 && keptCountFiles.contains(file)
                && warning.contains("GroupWithLayoutSize:subitem:count:' is deprecated")
            #expect(allowed, "unexpected warning: \(warning)")
        }
        if target >= .iOS16 { #expect(!keptCountFiles.isEmpty, "presets with spacing keep subitem:count:") }
    }

    // MARK: The checks can fail

    /// The stub is strict: UIKit API misused or misnamed does not type-check.
    @Test func swiftStubRejectsMisuse() throws {
        let directory = try Toolchain.temporaryDirectory("swift-negative")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Toolchain.buildSwiftStubModule(in: directory)
        let misuses = [
            // Items' supplementary items are read-only; only groups can set them.
            "let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)))\nitem.supplementaryItems = []",
            // A wrong argument label.
            "_ = NSCollectionLayoutGroup.horizontal(size: NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)), subitems: [])",
            // Main-actor isolation: layout objects cannot be made off the main actor.
            "nonisolated func f() { _ = NSCollectionLayoutDimension.absolute(1) }",
        ]
        for (index, misuse) in misuses.enumerated() {
            let file = directory.appendingPathComponent("Misuse\(index).swift")
            try "import UIKit\n@MainActor func check() {\n\(misuse)\n}\n".write(to: file, atomically: true, encoding: .utf8)
            let result = try Toolchain.run("swiftc", ["-typecheck", "-swift-version", "6", "-I", directory.path, file.path], in: directory)
            #expect(result.status != 0, "accepted: \(misuse)")
        }
    }

    /// clang for iOS 13 flags unguarded iOS 16 API and unavailable initializers.
    @Test func objcStubRejectsMisuse() throws {
        let directory = try Toolchain.temporaryDirectory("objc-negative")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Toolchain.writeObjCStubHeader(in: directory)
        let source = """
            #import <UIKit/UIKit.h>
            void f(NSCollectionLayoutSize *size, NSCollectionLayoutItem *item) {
                (void)[NSCollectionLayoutGroup horizontalGroupWithLayoutSize:size repeatingSubitem:item count:2];
                (void)[[NSCollectionLayoutSection alloc] init];
            }
            """
        try source.write(to: directory.appendingPathComponent("misuse.m"), atomically: true, encoding: .utf8)
        let result = try Toolchain.run(
            "clang",
            [
                "-target", "arm64-apple-ios13.0", "-fsyntax-only", "-fobjc-arc", "-fblocks", "-isystem", directory.path, "misuse.m",
            ], in: directory)
        #expect(
            result.output.contains("'horizontalGroupWithLayoutSize:repeatingSubitem:count:' is only available on iOS 16.0 or newer"),
            "\(result.output)")
        #expect(result.output.contains("'init' is unavailable"), "\(result.output)")
    }
}
