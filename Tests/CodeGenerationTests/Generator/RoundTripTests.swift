import CatalogTestSupport
import Foundation
import LayoutModel
import Testing

@testable import CodeGeneration

/// Runs generated Swift against the recording UIKit stub and reads the built layout back into
/// the definition format: for every preset (and the kitchen-sink sample), each data section at
/// each interesting width must come back as the section the definition chooses there.
///
/// This proves more than compiling: every value, enum case and element kind reaches UIKit
/// intact (escaped strings included), conditions pick the right alternatives, and shared
/// functions build the right sections. Layouts that go by section kind are given a
/// `sectionKind` closure answering `SectionKindSamples.probeIdentifiers` (every kind, with
/// associated values, an unknown kind, none), so each kind's `case` is checked too.
@Suite struct RoundTripTests {
    /// Custom groups are asked for frames in this container; the definition's expressions are
    /// evaluated for the same one.
    static let customContainer = (width: 321.0, height: 123.0)

    struct Probe: Hashable {
        var index: Int
        var width: Double
    }

    @Test func generatedSwiftBuildsTheDefinition() throws {
        var layouts = try Presets.all().map { ($0.name, $0.definition) }
        layouts.append(("kitchen-sink", try CodeSamples.kitchenSink))
        layouts.append(("trait-alternatives", try CodeSamples.traitAlternatives))
        layouts += try CodeSamples.sectionKindSamples.map { ($0.name, $0) }

        let directory = try Toolchain.temporaryDirectory("roundtrip")
        defer { try? FileManager.default.removeItem(at: directory) }
        let generator = CodeGenerator(language: .swift)
        var generated = ""
        var main = ""
        for (name, definition) in layouts {
            generated += generator.generate(definition, name: name, revision: 1, contentHash: definition.contentHash) + "\n"
            let probes = Self.probes(definition).map { "(\($0.index), \($0.width))" }.joined(separator: ", ")
            var call = generator.functionName(forLayoutNamed: name) + "()"
            if let identifiers = Self.identifiers(definition) {
                // Spelled as UTF-8 bytes, not with the generator's own string escaping under test.
                let table = identifiers.map { $0.map { "String(decoding: \(Array($0.utf8)) as [UInt8], as: UTF8.self)" } ?? "nil" }
                call =
                    generator.functionName(forLayoutNamed: name)
                    + "(sectionKind: { index in let table: [String?] = [\(table.joined(separator: ", "))]; return table.indices.contains(index) ? table[index] : nil })"
            }
            main += "StubReader.report(\(CodeLiteral.swiftString(name)), \(call), probes: [\(probes)])\n"
        }
        let files = [
            ("Stub.swift", UIKitSwiftStub.source), ("ViewStub.swift", UIKitViewStub.source), ("Reader.swift", UIKitStubReader.source),
            ("Generated.swift", generated), ("main.swift", main),
        ]
        for (file, text) in files {
            try text.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        // One module named UIKit: generated code's `import UIKit` then only draws a warning.
        let build = try Toolchain.run("swiftc", ["-module-name", "UIKit", "-swift-version", "6", "-o", "harness"] + files.map(\.0), in: directory)
        try #require(build.status == 0, "the harness does not build:\n\(build.output)")
        let run = try Toolchain.run(directory.appendingPathComponent("harness").path, [], in: directory)
        try #require(run.status == 0, "the harness failed:\n\(run.output)")

        var checked = 0
        let definitions = Dictionary(uniqueKeysWithValues: layouts)
        for line in run.output.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let definition = definitions[fields[0]], let index = Int(fields[1]), let width = Double(fields[2]) else {
                Issue.record("unexpected harness output: \(line)")
                continue
            }
            let expected = Self.expectedSection(definition, index: index, width: width).map(Self.evaluatingCustomFrames)
            let place = "\(fields[0]) section \(index) at width \(width)"
            if fields[3] == "null" {
                #expect(expected == nil, "\(place): no section built, expected one")
                continue
            }
            let result = LayoutDocument.check(fields[3], lint: false)
            guard let built = result.definition else {
                Issue.record("\(place): the read-back document does not decode: \(result.diagnostics)\n\(fields[3])")
                continue
            }
            #expect(built.configuration == definition.configuration, "\(place): configuration differs")
            #expect(built.sections == expected.map { .single(.section($0)) }, "\(place): section differs\n\(fields[3])")
            checked += 1
        }
        #expect(checked > layouts.count, "only \(checked) sections compared")
        // Every probe of the layouts going by kind was reported (each checked above).
        for definition in try CodeSamples.sectionKindSamples {
            let identifiers = try #require(Self.identifiers(definition))
            let lines = run.output.split(separator: "\n").filter { $0.hasPrefix(definition.name + "\t") }
            #expect(lines.count == Self.probes(definition).count, "\(definition.name): \(lines.count) probes reported")
            #expect(identifiers.count > 2 * definition.sections.kinds.count + 2)
        }
    }

    /// For a layout going by kind, the identifier data section i has (`identifiers[i]`); nil for
    /// the other providers.
    static func identifiers(_ definition: LayoutDefinition) -> [String?]? {
        guard case .byKind(let entries, _) = definition.sections else { return nil }
        return SectionKindSamples.probeIdentifiers(kinds: entries.map(\.kind))
    }

    /// Data sections 0… one past the end, at 375 pt and just below, at and above every width
    /// a condition names (with unspecified traits).
    static func probes(_ definition: LayoutDefinition) -> [Probe] {
        var widths: Set<Double> = [375]
        for (section, _) in definition.sectionsWithPaths {
            for bound in [section.when?.minWidth, section.when?.maxWidth].compactMap({ $0 }) {
                widths.formUnion([bound - 0.5, bound, bound + 0.5])
            }
        }
        let count: Int
        switch definition.sections {
        case .single: count = 1
        case .perIndex(let list, _): count = list.count
        // Each identifier of the table, and one section past it (no identifier).
        case .byKind: count = identifiers(definition)?.count ?? 0
        }
        return (0...count).flatMap { index in widths.sorted().map { Probe(index: index, width: $0) } }
    }

    /// The section the catalog uses for data section `index` at `width`: `sections[index]`, or
    /// `defaultSection` past the end; by kind, the entry whose kind is the identifier's text
    /// before its first "(", or `defaultSection` for other kinds and no identifier; the first
    /// alternative whose condition holds.
    static func expectedSection(_ definition: LayoutDefinition, index: Int, width: Double) -> Section? {
        let choice: SectionChoice?
        switch definition.sections {
        case .single(let only): choice = only
        case .perIndex(let list, let fallback): choice = index < list.count ? list[index] : fallback
        case .byKind(let entries, let fallback):
            let table = identifiers(definition) ?? []
            if index < table.count, let identifier = table[index] {
                let kind = String(identifier.prefix { $0 != "(" })
                choice = entries.first { $0.kind == kind }?.choice ?? fallback
            } else {
                choice = fallback
            }
        }
        // The harness's environment leaves the traits unspecified, so a condition on one fails.
        return choice?.alternatives.first { $0.when?.holds(in: ConditionEnvironment(width: width)) ?? true }?.withoutCondition
    }

    /// Custom groups with their frames evaluated in `customContainer`, as the item provider
    /// computes them; empty edge spacing as none.
    static func evaluatingCustomFrames(_ section: Section) -> Section {
        var copy = section
        if case .group(let g) = section.content { copy.content = .group(evaluatingCustomFrames(g)) }
        return copy
    }

    static func evaluatingCustomFrames(_ group: Group) -> Group {
        var copy = group
        if copy.edgeSpacing?.isEmpty == true { copy.edgeSpacing = nil }
        func child(_ c: GroupChild) -> GroupChild {
            switch c {
            case .item(var item):
                if item.edgeSpacing?.isEmpty == true { item.edgeSpacing = nil }
                return .item(item)
            case .group(let nested):
                return .group(evaluatingCustomFrames(nested))
            }
        }
        switch group.children {
        case .subitems(let list): copy.children = .subitems(list.map(child))
        case .count(let c, let n): copy.children = .count(child(c), count: n)
        case .repeating(let c, let n): copy.children = .repeating(child(c), count: n)
        case .custom(let custom):
            let base = ["width": customContainer.width, "height": customContainer.height]
            func evaluated(_ frame: CustomFrame, _ variables: [String: Double]) -> CustomFrame {
                func value(_ e: LayoutModel.Expression) -> LayoutModel.Expression { .number((try? e.evaluate(variables)) ?? .nan) }
                return CustomFrame(x: value(frame.x), y: value(frame.y), width: value(frame.width), height: value(frame.height), zIndex: frame.zIndex)
            }
            var frames = custom.frames.map { evaluated($0, base) }
            if let repeated = custom.repeated, repeated.count > 0 {
                for i in 0..<repeated.count { frames.append(evaluated(repeated.frame, base.merging(["i": Double(i)]) { $1 })) }
            }
            copy.children = .custom(CustomItems(frames: frames))
        }
        return copy
    }
}
