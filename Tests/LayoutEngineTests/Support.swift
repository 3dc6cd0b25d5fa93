import LayoutModel
import Testing

@testable import LayoutEngine

/// Decodes a YAML definition, failing the test with its diagnostics when it is invalid.
func definition(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LayoutDefinition {
    let result = LayoutDocument.check(yaml, lint: false)
    guard let definition = result.definition else {
        Issue.record("invalid definition: \(result.diagnostics.map(\.description).joined(separator: "; "))", sourceLocation: sourceLocation)
        throw DefinitionInvalid()
    }
    return definition
}

struct DefinitionInvalid: Error {}

/// A plain environment with no insets, on `iOS` (default: the newest release the catalog knows).
func plain(
    _ width: Double, _ height: Double, direction: LayoutDirection = .leftToRight, scale: Double? = nil,
    iOS: IOSVersion = .newest
) -> LayoutEnvironment {
    LayoutEnvironment(width: width, height: height, layoutDirection: direction, displayScale: scale, iOSVersion: iOS)
}

/// Resolves YAML for an environment and item counts.
func resolve(_ yaml: String, _ environment: LayoutEnvironment, items: [Int], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> ResolvedLayout
{
    try LayoutResolver.resolve(try definition(yaml, sourceLocation: sourceLocation), environment: environment, data: LayoutData(itemCounts: items))
}

/// Resolves YAML snapped to the environment's pixels, as its iOS release snaps.
func snapped(_ yaml: String, _ environment: LayoutEnvironment, items: [Int], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> ResolvedLayout
{
    try LayoutResolver.resolve(
        try definition(yaml, sourceLocation: sourceLocation), environment: environment,
        data: LayoutData(itemCounts: items), snapping: .snapped)
}

extension ResolvedLayout {
    /// Every element, materialised (tests only).
    var all: [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachElement { result.append($0) }
        return result
    }

    /// Cell frames of one section in item order.
    func cells(section: Int = 0) -> [Rect] {
        all.filter { $0.category == .cell && $0.indexPath.section == section }.map(\.frame)
    }

    /// Elements of one kind.
    func kind(_ kind: String) -> [LayoutAttributes] { all.filter { $0.elementKind == kind } }

    /// The cell at (section, item).
    func cell(_ section: Int, _ item: Int) -> Rect? { attributesForItem(at: ElementIndexPath(section: section, item: item))?.frame }
}

/// Compares rectangles to 1e-6 pt.
func expectRect(_ actual: Rect?, _ expected: Rect, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    let close =
        abs(actual.x - expected.x) < 1e-6 && abs(actual.y - expected.y) < 1e-6
        && abs(actual.width - expected.width) < 1e-6 && abs(actual.height - expected.height) < 1e-6
    #expect(
        close, "got \(actual) (\(actual.x), \(actual.y), \(actual.width), \(actual.height)), expected \(expected)", sourceLocation: sourceLocation)
}

func expectClose(_ actual: Double?, _ expected: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("no value; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual - expected) < 1e-6, "got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// `R(x, y, w, h)` reads like the frames in docs/layout-semantics.md, in hundreds of expectations.
func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// Apple's NestedGroups sample (presets.md).
let nestedGroupsYAML = """
    name: nested-groups
    section:
      group:
        layout: horizontal
        size: {width: fractionalWidth(1.0), height: fractionalHeight(0.4)}
        subitems:
          - item: {size: {width: fractionalWidth(0.7), height: fractionalHeight(1.0)}, contentInsets: 10}
          - group:
              layout: vertical
              size: {width: fractionalWidth(0.3), height: fractionalHeight(1.0)}
              subitem: {item: {size: {width: fractionalWidth(1.0), height: fractionalHeight(0.3)}, contentInsets: 10}}
              count: 2
    """
