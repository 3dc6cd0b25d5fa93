import Foundation
import LayoutModel
import Testing

@testable import LayoutEngine

// Helpers for the preset geometry tests. Every expected number in these tests is derived by hand
// from docs/layout-rules.md (and docs/layout-semantics.md), with the arithmetic next
// to it; nothing is copied from the resolver's output.

/// Loads and resolves the shipped presets in `seeds/layouts/NAME.yaml`.
enum Preset {
    /// `<package root>/seeds/layouts`, found from this file's own path
    /// (`<root>/Tests/LayoutEngineTests/Presets/PresetSupport.swift`).
    static let directory: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/") + "/seeds/layouts"
    }()

    /// The names of every shipped preset (file names without `.yaml`), sorted.
    static func allNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".yaml") }
            .map { String($0.dropLast(".yaml".count)) }
            .sorted()
    }

    /// Decodes a preset, failing the test with its diagnostics when it does not decode.
    static func definition(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LayoutDefinition {
        let text = try String(contentsOfFile: directory + "/" + name + ".yaml", encoding: .utf8)
        let result = LayoutDocument.check(text)
        guard let definition = result.definition else {
            Issue.record(
                "preset \(name) does not decode: \(result.diagnostics.map(\.description).joined(separator: "; "))",
                sourceLocation: sourceLocation)
            throw PresetInvalid(name: name)
        }
        #expect(definition.name == name, "preset file \(name).yaml is named \(definition.name)", sourceLocation: sourceLocation)
        return definition
    }

    /// Resolves a preset for an environment and item counts.
    static func resolve(
        _ name: String, _ environment: LayoutEnvironment, _ itemCounts: [Int],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> ResolvedLayout {
        try resolve(name, environment, data: LayoutData(itemCounts: itemCounts), sourceLocation: sourceLocation)
    }

    /// Resolves a preset for an environment and data (with measured sizes).
    static func resolve(
        _ name: String, _ environment: LayoutEnvironment, data: LayoutData,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> ResolvedLayout {
        let definition = try definition(name, sourceLocation: sourceLocation)
        return try LayoutResolver.resolve(definition, environment: environment, data: data)
    }
}

struct PresetInvalid: Error {
    var name: String
}

/// 390 × 844 with no safe area and no margins: the environment most preset tests use, chosen for
/// easy arithmetic.
let phone390 = LayoutEnvironment(width: 390, height: 844)

/// The tolerance every preset expectation uses.
let presetTolerance = 0.001

/// Expects a frame to be (x, y, width, height) within 0.001 pt.
func expectFrame(
    _ actual: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("no element; expected (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
        return
    }
    let close =
        abs(actual.x - x) <= presetTolerance && abs(actual.y - y) <= presetTolerance
        && abs(actual.width - width) <= presetTolerance && abs(actual.height - height) <= presetTolerance
    #expect(
        close, "got (\(actual.x), \(actual.y), \(actual.width), \(actual.height)), expected (\(x), \(y), \(width), \(height))",
        sourceLocation: sourceLocation)
}

/// Expects an element's frame to be (x, y, width, height) within 0.001 pt.
func expectFrame(
    _ actual: LayoutAttributes?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectFrame(actual?.frame, x, y, width, height, sourceLocation: sourceLocation)
}

/// Expects a number within 0.001.
func expectNear(_ actual: Double?, _ expected: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("no value; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual - expected) <= presetTolerance, "got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// Expects the content size within 0.001 pt.
func expectContentSize(
    _ layout: ResolvedLayout, _ width: Double, _ height: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectNear(layout.contentSize.width, width, sourceLocation: sourceLocation)
    expectNear(layout.contentSize.height, height, sourceLocation: sourceLocation)
}

/// Expects a list of offsets, element by element, within 0.001 pt.
func expectOffsets(_ actual: SnapOffsets?, _ expected: [Double], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("no orthogonal section; expected snap offsets \(expected)", sourceLocation: sourceLocation)
        return
    }
    let values = Array(actual)
    let close = values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) <= presetTolerance }
    #expect(close, "got snap offsets \(values), expected \(expected)", sourceLocation: sourceLocation)
}

extension ResolvedLayout {
    /// The cell at (section, item).
    func item(_ section: Int, _ item: Int) -> LayoutAttributes? {
        attributesForItem(at: ElementIndexPath(section: section, item: item))
    }

    /// The supplementary or decoration element of a kind at (section, item); boundary items and
    /// decorations are at item 0, layout-level boundary items at [0, 0].
    func element(_ kind: String, _ section: Int, _ item: Int = 0) -> LayoutAttributes? {
        let matches = elements(ofKind: kind).filter { $0.indexPath == ElementIndexPath(section: section, item: item) }
        if matches.count > 1 { Issue.record("\(matches.count) elements of kind \(kind) at [\(section), \(item)]") }
        return matches.first
    }

    /// Every element, materialised, with pinned boundary items where they sit at a scroll offset.
    func elements(atScrollOffset offset: Double) -> [LayoutAttributes] {
        let everything = Rect(x: -1e6, y: -1e6, width: 1e7, height: 1e7)
        return elements(in: everything, scrollOffset: offset)
    }

    /// How many cells the layout reports.
    var cellCount: Int {
        var count = 0
        forEachElement { if $0.category == .cell { count += 1 } }
        return count
    }
}
