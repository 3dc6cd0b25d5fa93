import CatalogTestSupport
import CodeGeneration
import LayoutEngine
import LayoutModel
import Testing

@testable import SwiftImport

/// `export --format swift` then import gives the same content hash for every preset: the
/// `// catalog:` header brings back what the code cannot say, and the code brings back the rest
/// (custom-group frames as the same expressions, sections per index, width alternatives in
/// order, `#available` branches for the newest iOS).
@Suite struct SwiftRoundTripTests {
    static func presets() throws -> [LayoutDefinition] {
        try PresetFiles.all().map { preset in
            guard let definition = LayoutDocument.check(preset.text, lint: false).definition else {
                throw RoundTripError(message: "preset \(preset.name) does not decode")
            }
            return definition
        }
    }

    struct RoundTripError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    @Test func everyPresetComesBackWithTheSameContentHash() throws {
        let presets = try Self.presets()
        #expect(presets.count >= 50)
        var matched = 0
        for preset in presets {
            let code = CodeGenerator(language: .swift).generate(preset, name: preset.name, revision: 1, contentHash: preset.contentHash)
            let report = SwiftImporter().importSources([SwiftSource(path: "\(preset.name).swift", text: code)])
            guard report.layouts.count == 1, let imported = report.layouts.first else {
                Issue.record(
                    "\(preset.name): \(report.layouts.count) layouts, skipped: \(report.skipped.map(\.reason.description)), errors: \(report.errors)")
                continue
            }
            #expect(imported.name == preset.name)
            #expect(imported.assumptions.isEmpty)
            if imported.definition.contentHash == preset.contentHash {
                matched += 1
            } else {
                Issue.record("\(preset.name) differs:\nexported: \(preset.canonicalText)\nimported: \(imported.definition.canonicalText)")
            }
        }
        print("round trip: \(matched)/\(presets.count) presets")
        #expect(matched == presets.count)
    }

    /// Layouts that go by kind come back too: the export's `sectionKind` closure is read as the
    /// data's section identifier, its `switch` as the entries, its default branch as
    /// `defaultSection`, and the header as the preview's identifiers. The samples (hostile kinds
    /// among them), the App Store example, and every preset with `sections:` rewritten by kind.
    @Test func layoutsByKindComeBackWithTheSameContentHash() throws {
        var definitions = try SectionKindSamples.all.map { text in
            try #require(LayoutDocument.check(text, lint: false).definition, "a sample does not decode")
        }
        let example = try String(
            contentsOf: PresetFiles.directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "examples/by-kind/app-store-by-kind.yaml"), encoding: .utf8)
        definitions.append(try #require(LayoutDocument.check(example, lint: false).definition))
        let kinds = ["featured", "grid", "list", "banner", "Recently Played", "café", "top-free", "category", "x", "y", "z", "w"]
        for preset in try Self.presets() {
            guard case .perIndex(let list, let fallback) = preset.sections, list.count <= kinds.count else { continue }
            var byKind = preset
            byKind.name = preset.name + "-by-kind"
            byKind.sections = .byKind(list.enumerated().map { KindSection(kind: kinds[$0], choice: $1) }, defaultSection: fallback)
            if let preview = preset.preview, fallback != nil || preview.itemCounts.count <= list.count {
                byKind.preview = Preview(
                    itemCounts: preview.itemCounts,
                    sectionIdentifiers: preview.itemCounts.indices.map { $0 < list.count ? "\(kinds[$0])(id: \($0))" : "other" },
                    dataset: preview.dataset)
            }
            definitions.append(byKind)
        }
        #expect(definitions.count >= 10)
        for definition in definitions {
            let code = CodeGenerator(language: .swift).generate(definition, name: definition.name, revision: 1, contentHash: definition.contentHash)
            let report = SwiftImporter().importSources([SwiftSource(path: "\(definition.name).swift", text: code)])
            guard report.layouts.count == 1, let imported = report.layouts.first else {
                Issue.record(
                    "\(definition.name): \(report.layouts.count) layouts, skipped: \(report.skipped.map(\.reason.description)), errors: \(report.errors)"
                )
                continue
            }
            #expect(
                imported.definition.contentHash == definition.contentHash,
                "\(definition.name) differs:\nexported: \(definition.canonicalText)\nimported: \(imported.definition.canonicalText)")
        }
    }

    /// `supplementariesFollowContentInsets: false` comes back from both exports: at iOS 13 the
    /// `#available(iOS 16)` check with the old property as its fallback is one setting, not the
    /// newest branch's `supplementaryContentInsetsReference = .none`; code that sets the
    /// deprecated property alone reads the same.
    @Test func supplementariesFollowContentInsetsComesBack() throws {
        let yaml = """
            name: header-ignoring-insets
            section:
              contentInsets: {leading: 16, trailing: 16}
              supplementariesFollowContentInsets: false
              boundarySupplementaryItems:
                - {elementKind: header, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
            """
        let definition = try #require(LayoutDocument.check(yaml, lint: false).definition)
        let code = CodeGenerator(language: .swift).generate(definition, name: definition.name, revision: 1, contentHash: definition.contentHash)
        #expect(code.contains("} else {"))
        let fromExport = SwiftImporter().importSources([SwiftSource(path: "Export.swift", text: code)])
        #expect(fromExport.layouts.first?.definition.contentHash == definition.contentHash)

        let handWritten = code.replacingOccurrences(
            of: """
                    if #available(iOS 16.0, *) {
                        section.supplementaryContentInsetsReference = .none
                    } else {
                        section.supplementariesFollowContentInsets = false
                    }
                """, with: "    section.supplementariesFollowContentInsets = false")
        #expect(handWritten != code)
        let fromOldCode = SwiftImporter().importSources([SwiftSource(path: "Old.swift", text: handWritten)])
        #expect(fromOldCode.layouts.first?.definition.contentHash == definition.contentHash)
    }

    /// With `--ios 16` or later the generator replaces `subitem:count:` (deprecated) by
    /// `repeatingSubitem:count:` with the child's equal share as its size: the same frames,
    /// written another way, so the hash may differ but the layout must not.
    @Test(arguments: [DeploymentTarget.iOS16, .iOS17])
    func newerTargetsComeBackWithTheSameFrames(target: DeploymentTarget) throws {
        let devices = try ["iphone-se", "ipad-11"].map { try #require(Device.named($0)) }
        var sameHash = 0
        let presets = try Self.presets()
        for preset in presets {
            let code = CodeGenerator(language: .swift, deploymentTarget: target).generate(
                preset, name: preset.name, revision: 1, contentHash: preset.contentHash)
            let report = SwiftImporter().importSources([SwiftSource(path: "\(preset.name).swift", text: code)])
            guard let imported = report.layouts.first, report.layouts.count == 1 else {
                Issue.record("\(preset.name): not imported: \(report.skipped.map(\.reason.description))")
                continue
            }
            if imported.definition.contentHash == preset.contentHash { sameHash += 1 }
            let counts = preset.preview?.itemCounts ?? [12]
            for device in devices {
                if let difference = try Frames.difference(imported.definition, preset, on: device, counts: counts) {
                    Issue.record("\(preset.name) at iOS \(target) on \(device.id): \(difference)")
                }
            }
        }
        print("round trip at iOS \(target): \(sameHash)/\(presets.count) presets with the same hash, all with the same frames")
    }

    /// Alternatives on size classes and idioms (no preset has them) come back as written: the
    /// generator tests `layoutEnvironment.traitCollection`, the importer reads the tests back.
    @Test func traitAlternativesComeBackWithTheSameContentHash() throws {
        let definitions = try Fixtures.expected("traits").values.sorted { $0.name < $1.name }
        #expect(definitions.count == 3)
        for definition in definitions {
            let code = CodeGenerator(language: .swift).generate(definition, name: definition.name, revision: 1, contentHash: definition.contentHash)
            let report = SwiftImporter().importSources([SwiftSource(path: "\(definition.name).swift", text: code)])
            #expect(
                report.layouts.first?.definition.contentHash == definition.contentHash,
                "\(definition.name): \(report.layouts.first?.definition.canonicalText ?? report.skipped.map(\.reason.description).joined())")
        }
    }
}
