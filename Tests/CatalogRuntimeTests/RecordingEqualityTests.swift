import CatalogFuzzing
import CatalogTestSupport
import CodeGeneration
import Foundation
import LayoutModel
import Testing
import UIKitStandIn

@testable import CatalogRuntime

/// The proof without a device: the runtime and the Swift `catalog export` writes make the same
/// UIKit calls, with the same values, in the same order.
///
/// Exported Swift is compiled with `swiftc` together with the stand-in's own source files
/// (`Sources/UIKitStandIn`, as a module named UIKit) into a harness; the runtime runs in this
/// process against the same stand-in (its `UIKitStandIn` target). Both layouts are then asked for
/// sections by the same exercise (`StandInExercise`) in the same environments, and the two
/// transcripts must be equal line for line — for every preset and every definition a 2,000-case
/// fuzz run accepts, as each iOS release would run them (generated code's `#available(iOS X, *)`
/// becomes the stand-in's `StandInSystem.isAtLeast(X)`, which the runtime consults too).
@Suite(.serialized) struct RecordingEqualityTests {
    static let releases = [(13, 0), (14, 0), (15, 0), (16, 0), (17, 0), (26, 0)]
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test @MainActor func everyPresetRecordsTheCallsExportedSwiftMakes() throws {
        let presets = try TestPacks.presets()
        let compared = try Self.compare(presets, label: "presets")
        // Every preset on every release but those below a preset's minimum (lists need iOS 14).
        #expect(compared.layouts >= presets.count * (Self.releases.count - 1))
        #expect(compared.lines > 15_000, "only \(compared.lines) transcript lines compared")
    }

    @Test @MainActor func everyFuzzAcceptedDefinitionRecordsTheCallsExportedSwiftMakes() throws {
        // 131 of the 2,000 cases are definitions the catalog accepts (the rest are other kinds,
        // or refused).
        let definitions = FuzzAcceptedDefinitions.first(seed: 2026, cases: 2_000)
        #expect(definitions.count > 100, "only \(definitions.count) definitions accepted")
        let compared = try Self.compare(definitions, label: "fuzz")
        #expect(compared.layouts >= definitions.count * 4)
        #expect(compared.lines > 40_000, "only \(compared.lines) transcript lines compared")
    }

    /// Layouts going by section kind: both ask the app's `sectionKind` closure once per provider
    /// call, at the same point, for every kind, kinds with associated values, an unknown kind
    /// and no identifier, and build the same sections from the answers.
    @Test @MainActor func everySectionKindSampleRecordsTheCallsExportedSwiftMakes() throws {
        let definitions = try SectionKindSamples.all.map { yaml in
            try #require(LayoutDocument.check(yaml, lint: false).definition, "a section kind sample does not decode")
        }
        let compared = try Self.compare(definitions, label: "kinds")
        // kinds-feed has a list (iOS 14): five releases; the other three all six.
        #expect(compared.layouts == (Self.releases.count - 1) + 3 * Self.releases.count)
        #expect(compared.lines > 1_000, "only \(compared.lines) transcript lines compared")
    }

    /// For a layout going by kind the identifiers matter: the runtime told other identifiers than
    /// the export records another transcript, and one built without the closure is refused.
    @Test @MainActor func theIdentifiersTheAppGivesDecideTheSections() throws {
        let definition = try #require(LayoutDocument.check(SectionKindSamples.adaptiveDefault, lint: false).definition)
        let probes = Self.probes(definition)
        let harness = try Self.buildHarness([definition], probes: [definition.name: probes], label: "kinds-negative")
        defer { try? FileManager.default.removeItem(at: harness.deletingLastPathComponent()) }
        let run = try Toolchain.run(harness.path, ["26.0"], in: harness.deletingLastPathComponent())
        let expected = try #require(Self.transcripts(run.output)[definition.name])
        let pack = try LayoutPack(data: try TestPacks.pack([definition]), publicKey: TestPacks.publicKey)
        func transcript(_ identifiers: [String?]) throws -> [String] {
            StandInRecording.start()
            StandInExercise.exercise(try pack.layout(named: definition.name, sectionKind: StandInSectionKind.answering(identifiers)), probes: probes)
            return StandInRecording.lines
        }
        let identifiers = try #require(Self.identifiers(definition))
        #expect(try transcript(identifiers) == expected)
        // `banner` answered as nil: the default section instead of the banner's.
        let shifted = [nil] + identifiers.dropFirst()
        let different = try transcript(Array(shifted))
        #expect(different != expected)
        #expect(different.first { $0.hasPrefix("-- sectionKind(0)") } == "-- sectionKind(0) = nil")
        #expect(throws: LayoutPackError.layoutNeedsSectionKind(definition.name)) { try pack.layout(named: definition.name) }
    }

    /// The comparison can fail: a definition one value away (10 pt between groups, not 11)
    /// gives a transcript that differs from the export's, in exactly that call.
    @Test @MainActor func aDefinitionOneValueAwayRecordsADifferentTranscript() throws {
        let exported = try #require(try TestPacks.presets().first { $0.name == "two-column-grid" })
        var changed = exported
        changed.sections = .single(
            .section(
                {
                    guard case .single(.section(var section)) = exported.sections else { return Section(content: .list(ListConfiguration())) }
                    section.interGroupSpacing = 11
                    return section
                }()))
        let probes = Self.probes(exported)
        let harness = try Self.buildHarness([exported], probes: [exported.name: probes], label: "negative")
        defer { try? FileManager.default.removeItem(at: harness.deletingLastPathComponent()) }
        let run = try Toolchain.run(harness.path, ["26.0"], in: harness.deletingLastPathComponent())
        let expected = try #require(Self.transcripts(run.output)[exported.name])
        func transcript(_ definition: LayoutDefinition) throws -> [String] {
            let pack = try LayoutPack(data: try TestPacks.pack([definition]), publicKey: TestPacks.publicKey)
            StandInRecording.start()
            StandInExercise.exercise(try pack.layout(named: definition.name), probes: probes)
            return StandInRecording.lines
        }
        #expect(try transcript(exported) == expected)
        let different = try transcript(changed)
        #expect(different.count == expected.count)
        #expect(zip(different, expected).filter { $0 != $1 }.map(\.0) == ["#10.interGroupSpacing = 11.0"])
    }

    // MARK: Comparing

    /// Compares every definition on every release; returns how many (definition, release)
    /// pairs and transcript lines were compared.
    @MainActor
    static func compare(_ definitions: [LayoutDefinition], label: String) throws -> (layouts: Int, lines: Int) {
        // The runtime reads them from a pack, as an app does; the export is of that definition.
        let pack = try LayoutPack(data: try TestPacks.pack(definitions), publicKey: TestPacks.publicKey, appVersion: .any)
        let read = try definitions.map { try pack.definition(named: $0.name) }
        #expect(read == definitions, "the pack changed a definition")
        let probes = Dictionary(uniqueKeysWithValues: read.map { ($0.name, Self.probes($0)) })
        let harness = try Self.buildHarness(read, probes: probes, label: label)
        defer { try? FileManager.default.removeItem(at: harness.deletingLastPathComponent()) }

        var compared = 0
        var lines = 0
        var reported = 0
        for (major, minor) in releases {
            let run = try Toolchain.run(harness.path, ["\(major).\(minor)"], in: harness.deletingLastPathComponent())
            try #require(run.status == 0, "the harness failed on iOS \(major).\(minor):\n\(run.output.suffix(2_000))")
            let generated = Self.transcripts(run.output)
            StandInSystem.version = (major, minor)
            defer { StandInSystem.version = (26, 0) }
            for definition in read {
                let name = definition.name
                guard let expected = generated[name] else {
                    Issue.record("\(name): no transcript from the exported Swift")
                    continue
                }
                if Self.identifiers(definition) != nil {
                    // Asked once per provider call, no more, no less.
                    let asked = expected.filter { $0.hasPrefix("-- sectionKind(") }.count
                    let calls = expected.filter { $0.hasPrefix("-- provider(") }.count
                    #expect(
                        expected == ["needs a newer iOS"] || (asked == calls && calls > 0),
                        "\(name): \(asked) sectionKind calls for \(calls) provider calls")
                }
                StandInRecording.start()
                do {
                    let layout =
                        if let identifiers = Self.identifiers(definition) {
                            try pack.layout(named: name, sectionKind: StandInSectionKind.answering(identifiers))
                        } else {
                            try pack.layout(named: name)
                        }
                    StandInExercise.exercise(layout, probes: probes[name] ?? [])
                } catch {
                    #expect(
                        error.reason == .needsNewerSystem && expected == ["needs a newer iOS"],
                        "\(name) on iOS \(major).\(minor): the runtime refused (\(error)), the export did not")
                    continue
                }
                let actual = StandInRecording.lines
                compared += 1
                lines += actual.count
                guard actual != expected else { continue }
                reported += 1
                if reported <= 10 {
                    let index = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actual.count, expected.count)
                    let window = max(0, index - 3)..<(index + 3)
                    Issue.record(
                        """
                        \(name) on iOS \(major).\(minor): transcripts differ at line \(index + 1) (runtime \(actual.count) lines, export \(expected.count))
                        runtime: \(actual[window.clamped(to: actual.indices)].joined(separator: "\n         "))
                        export:  \(expected[window.clamped(to: expected.indices)].joined(separator: "\n         "))
                        \(definition.canonicalText.prefix(1_500))
                        """)
                }
            }
        }
        #expect(reported == 0, "\(reported) transcripts differ")
        return (compared, lines)
    }

    /// The harness's output split by layout: `=== name` starts each transcript.
    static func transcripts(_ output: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var current: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== ") {
                current = String(line.dropFirst(4))
                result[current ?? ""] = []
            } else if let current, !line.isEmpty {
                result[current, default: []].append(String(line))
            }
        }
        return result
    }

    // MARK: The harness

    /// Exported Swift for every definition, the stand-in's sources and a `main.swift` that
    /// builds and exercises each layout for the release given as its argument.
    static func buildHarness(_ definitions: [LayoutDefinition], probes: [String: [StandInProbe]], label: String) throws -> URL {
        let directory = try Toolchain.temporaryDirectory("runtime-\(label)")
        let standIn = packageRoot.appendingPathComponent("Sources/UIKitStandIn")
        var files: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: standIn.path).sorted() where file.hasSuffix(".swift") {
            try FileManager.default.copyItem(at: standIn.appendingPathComponent(file), to: directory.appendingPathComponent("StandIn-" + file))
            files.append("StandIn-" + file)
        }
        let generator = CodeGenerator(language: .swift)
        var main = """
            import Foundation

            let parts = (CommandLine.arguments.dropFirst().first ?? "26.0").split(separator: ".").compactMap { Int($0) }
            StandInSystem.version = (parts.first ?? 26, parts.dropFirst().first ?? 0)

            @MainActor func run(_ name: String, needs minimum: Int, _ make: () -> UICollectionViewCompositionalLayout, _ probes: [StandInProbe]) {
                print("=== " + name)
                guard StandInSystem.isAtLeast(minimum) else {
                    print("needs a newer iOS")
                    return
                }
                StandInRecording.start()
                StandInExercise.exercise(make(), probes: probes)
                print(StandInRecording.lines.joined(separator: "\\n"))
            }

            """
        // Several files, so the compiler's batches can run side by side.
        var chunk = ""
        var chunkIndex = 0
        for (index, definition) in definitions.enumerated() {
            let code = generator.generate(definition, name: definition.name, revision: 1, contentHash: definition.contentHash)
            chunk += Self.simulatingAvailability(code) + "\n"
            var function = generator.functionName(forLayoutNamed: definition.name)
            if let identifiers = Self.identifiers(definition) {
                // UTF-8 bytes: no string escaping of the generator's is relied on.
                let table = identifiers.map { $0.map { "String(decoding: \(Array($0.utf8)) as [UInt8], as: UTF8.self)" } ?? "nil" }
                function = "{ \(function)(sectionKind: StandInSectionKind.answering([\(table.joined(separator: ", "))])) }"
            }
            let probeList = (probes[definition.name] ?? []).map(Self.literal).joined(separator: ",\n        ")
            main += "run(\"\(definition.name)\", needs: \(definition.minimumIOS.major), \(function), [\n        \(probeList)\n])\n"
            if chunk.utf8.count > 200_000 || index == definitions.count - 1 {
                let file = "Generated\(chunkIndex).swift"
                // UIKit re-exports Foundation (CGRect, CGFloat); the stand-in does not.
                chunk = "import Foundation\n" + chunk
                try chunk.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
                files.append(file)
                chunk = ""
                chunkIndex += 1
            }
        }
        try main.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        files.append("main.swift")
        // One module named UIKit: generated code's `import UIKit` then only draws a warning.
        let build = try Toolchain.run("swiftc", ["-module-name", "UIKit", "-swift-version", "6", "-j", "2", "-o", "harness"] + files, in: directory)
        let errors = build.output.split(separator: "\n").filter { $0.contains("error") }.prefix(30).joined(separator: "\n")
        // The callers remove the folder only once they hold the harness.
        if build.status != 0 { try? FileManager.default.removeItem(at: directory) }
        try #require(build.status == 0, "the harness does not build:\n\(errors)")
        return directory.appendingPathComponent("harness")
    }

    /// `if #available(iOS 16.0, *)` → `if StandInSystem.isAtLeast(16.0)`.
    static func simulatingAvailability(_ code: String) -> String {
        code.replacingOccurrences(of: #"#available\(iOS ([0-9.]+), \*\)"#, with: "StandInSystem.isAtLeast($1)", options: .regularExpression)
    }

    static func literal(_ probe: StandInProbe) -> String {
        "StandInProbe(sectionIndex: \(probe.sectionIndex), width: \(probe.width), height: \(probe.height), horizontalSizeClass: .\(probe.horizontalSizeClass), verticalSizeClass: .\(probe.verticalSizeClass), idiom: .\(probe.idiom))"
    }

    // MARK: Probes

    /// For a layout going by kind, data section i's identifier (`SectionKindSamples`: every
    /// kind, with associated values, unknown, none); nil for the other providers.
    static func identifiers(_ definition: LayoutDefinition) -> [String?]? {
        guard case .byKind(let entries, _) = definition.sections else { return nil }
        return SectionKindSamples.probeIdentifiers(kinds: entries.map(\.kind))
    }

    /// The environments each layout is asked for sections in: a few data sections (and one past
    /// the end), a plain environment, a phone's and a tablet's, and for every `when` its width
    /// bounds (just inside and just outside) with the traits it names. Custom groups' frames are
    /// recorded per probe, so a definition with many of them gets fewer probes.
    static func probes(_ definition: LayoutDefinition) -> [StandInProbe] {
        let indices: [Int]
        switch definition.sections {
        case .single: indices = [0, 1]
        case .perIndex(let list, _): indices = list.count <= 6 ? Array(0...list.count) : [0, 1, 2, 3, list.count - 1, list.count]
        // Every identifier of the table, and the section past it (none).
        case .byKind: indices = Array(0...(identifiers(definition)?.count ?? 0))
        }
        struct Environment: Hashable {
            var width: Double
            var horizontal: UIUserInterfaceSizeClass
            var vertical: UIUserInterfaceSizeClass
            var idiom: UIUserInterfaceIdiom
        }
        var environments: [Environment] = [
            Environment(width: 375, horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified),
            Environment(width: 393, horizontal: .compact, vertical: .regular, idiom: .phone),
            Environment(width: 834, horizontal: .regular, vertical: .regular, idiom: .pad),
        ]
        for (section, _) in definition.sectionsWithPaths {
            guard let condition = section.when else { continue }
            let bounds = [condition.minWidth, condition.maxWidth].compactMap { $0 }
            let widths = bounds.isEmpty ? [375] : bounds.flatMap { [$0 - 0.5, $0, $0 + 0.5] }.filter { $0 >= 1 }
            for width in widths {
                let environment = Environment(
                    width: width, horizontal: sizeClass(condition.horizontalSizeClass),
                    vertical: sizeClass(condition.verticalSizeClass), idiom: idiom(condition.userInterfaceIdiom))
                if !environments.contains(environment) { environments.append(environment) }
            }
        }
        var probes = indices.flatMap { index in
            environments.map {
                // The stand-in's effective width is 16 pt less than its content width.
                StandInProbe(
                    sectionIndex: index, width: $0.width + 16, horizontalSizeClass: $0.horizontal, verticalSizeClass: $0.vertical, idiom: $0.idiom)
            }
        }
        let leaves = customLeaves(definition)
        let budget = leaves == 0 ? 96 : max(1, min(96, 100_000 / leaves))
        if probes.count > budget {
            let stride = Double(probes.count) / Double(budget)
            probes = (0..<budget).map { probes[Int(Double($0) * stride)] }
        }
        return probes
    }

    private static func sizeClass(_ sizeClass: SizeClass?) -> UIUserInterfaceSizeClass {
        switch sizeClass {
        case .compact: .compact
        case .regular: .regular
        case nil: .unspecified
        }
    }

    private static func idiom(_ idiom: UserInterfaceIdiom?) -> UIUserInterfaceIdiom {
        switch idiom {
        case .phone: .phone
        case .pad: .pad
        case .tv: .tv
        case .carPlay: .carPlay
        case .mac: .mac
        case .vision: .vision
        case nil: .unspecified
        }
    }

    /// Frames custom groups give, counting each group as often as the tree holds it.
    private static func customLeaves(_ definition: LayoutDefinition) -> Int {
        var total = 0
        for (section, _) in definition.sectionsWithPaths {
            guard let root = section.group else { continue }
            GroupSharing.visit(root) { group in
                if case .custom(let custom) = group.children { total += custom.leafCount }
            }
        }
        return total
    }
}
