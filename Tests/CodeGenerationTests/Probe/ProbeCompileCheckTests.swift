import CatalogTestSupport
import Foundation
import LayoutEngine
import LayoutModel
import Testing

@testable import CodeGeneration

/// The proof that a probe compiles where users put it: the probe of every preset (and of the
/// samples that stress names and strings) type-checked by `swiftc` against the UIKit and XCTest
/// stubs, in Swift 6 and Swift 5 language modes, with warnings as errors.
@Suite struct ProbeCompileCheckTests {
    /// Every preset for an iPhone 15 with its preview counts (three items a section without
    /// one), and the samples for a screen given by its size, right to left.
    static func probes() throws -> [ProbeFile] {
        let iPhone = try #require(Device.named("iphone-15")).environment()
        var probes = try Presets.all().map { preset in
            ProbeGenerator().generate(
                preset.definition, name: preset.name, revision: 1, contentHash: preset.definition.contentHash,
                target: ProbeTarget(
                    environmentID: "iphone-15", simulatorName: "iPhone 15", environment: iPhone,
                    itemCounts: preset.definition.preview?.itemCounts ?? [3]))
        }
        let screen = LayoutEnvironment(width: 320, height: 480, layoutDirection: .rightToLeft)
        let samples =
            [
                ("kitchen-sink", try CodeSamples.kitchenSink), ("trait-alternatives", try CodeSamples.traitAlternatives),
                ("unvalidated-9-grid", CodeSamples.unvalidated),
            ] + (try CodeSamples.sectionKindSamples.map { ($0.name, $0) })
        for (name, definition) in samples {
            probes.append(
                ProbeGenerator(deploymentTarget: .iOS17).generate(
                    definition, name: name, revision: 2, contentHash: definition.contentHash,
                    target: ProbeTarget(environmentID: nil, simulatorName: nil, environment: screen, itemCounts: [2, 0, 1])))
        }
        return probes
    }

    @Test(arguments: ["6", "5"])
    func everyPresetsProbeTypeChecks(languageMode: String) throws {
        let directory = try Toolchain.temporaryDirectory("probe-\(languageMode)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Toolchain.buildSwiftStubModule(in: directory)
        try Toolchain.buildXCTestStubModule(in: directory)
        let probes = try Self.probes()
        #expect(Set(probes.map(\.className)).count == probes.count, "test classes must not collide")
        // One file per probe, all in one module, as in a test target holding several probes:
        // the private helpers of each file must not clash.
        var files: [String] = []
        for probe in probes {
            try probe.text.write(to: directory.appendingPathComponent(probe.fileName), atomically: true, encoding: .utf8)
            files.append(probe.fileName)
        }
        let result = try Toolchain.run(
            "swiftc",
            [
                "-typecheck", "-swift-version", languageMode, "-warnings-as-errors", "-I", directory.path,
            ] + files, in: directory)
        #expect(result.status == 0, "swiftc failed on \(files.count) probes:\n\(result.output)")
        #expect(!result.output.contains("error:") && !result.output.contains("warning:"), "\(result.output)")
    }

    /// Two probes of one layout for two screens, and the layout's own export, in one target.
    @Test func probesShareATargetWithTheExport() throws {
        let directory = try Toolchain.temporaryDirectory("probe-shared")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Toolchain.buildSwiftStubModule(in: directory)
        try Toolchain.buildXCTestStubModule(in: directory)
        let preset = try Presets.named("nested-groups")
        var files: [(String, String)] = [
            (
                "Export.swift",
                CodeGenerator(language: .swift).generate(
                    preset.definition, name: preset.name, revision: 1, contentHash: preset.definition.contentHash)
            )
        ]
        for id in ["iphone-15", "iphone-15-landscape"] {
            let environment = try #require(DeviceEnvironment.named(id))
            let probe = ProbeGenerator().generate(
                preset.definition, name: preset.name, revision: 1, contentHash: preset.definition.contentHash,
                target: ProbeTarget(
                    environmentID: id, simulatorName: environment.device.name, environment: environment.environment(), itemCounts: [6]))
            files.append((probe.fileName, probe.text))
        }
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let result = try Toolchain.run(
            "swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", directory.path] + files.map(\.0), in: directory)
        #expect(result.status == 0, "\(result.output)")
    }

    /// The stubs are UIKit's and XCTest's API, not whatever a probe happens to write: misused
    /// or misnamed API does not type-check.
    @Test func theStubsRejectMisuse() throws {
        let directory = try Toolchain.temporaryDirectory("probe-negative")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Toolchain.buildSwiftStubModule(in: directory)
        try Toolchain.buildXCTestStubModule(in: directory)
        let misuses = [
            // UITableView's label, not UICollectionView's.
            "let v = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())\nv.register(UICollectionViewCell.self, forCellReuseIdentifier: \"c\")",
            // Layout attributes are made by their class factories only.
            "_ = UICollectionViewLayoutAttributes()",
            // A view's safe area is read-only; view controllers add to it.
            "UIView().safeAreaInsets = .zero",
            // representedElementCategory is read-only.
            "UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)).representedElementCategory = .cell",
            // The attachment initializer takes `uniformTypeIdentifier:`.
            "_ = XCTAttachment(data: Data(), type: \"public.json\")",
            // Lifetimes are keepAlways and deleteOnSuccess.
            "XCTAttachment(string: \"\").lifetime = .keepOnFailure",
            // Windows are made for a scene, not from one.
            "_ = UIWindow(scene: UIApplication.shared.connectedScenes.first!)",
            // Main-actor isolation: views cannot be made off the main actor.
            "nonisolated func f() { _ = UIView() }",
        ]
        for (index, misuse) in misuses.enumerated() {
            let file = directory.appendingPathComponent("Misuse\(index).swift")
            try "import UIKit\nimport XCTest\n@MainActor func check() {\n\(misuse)\n}\n".write(to: file, atomically: true, encoding: .utf8)
            let result = try Toolchain.run("swiftc", ["-typecheck", "-swift-version", "6", "-I", directory.path, file.path], in: directory)
            #expect(result.status != 0, "accepted: \(misuse)")
        }
        // And the same lines used correctly do type-check, so the failures above are the misuse.
        let correct = """
            import UIKit
            import XCTest
            @MainActor func check() throws {
                let v = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                v.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
                _ = attributes.representedElementCategory == .cell
                let attachment = XCTAttachment(data: Data(), uniformTypeIdentifier: "public.json")
                attachment.lifetime = .keepAlways
                if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene { _ = UIWindow(windowScene: scene) }
                _ = UIView().safeAreaInsets
            }
            """
        try correct.write(to: directory.appendingPathComponent("Correct.swift"), atomically: true, encoding: .utf8)
        let result = try Toolchain.run(
            "swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", directory.path, "Correct.swift"], in: directory)
        #expect(result.status == 0, "\(result.output)")
    }
}
