import LayoutEngine
import LayoutModel
import Testing

@testable import Rendering

/// Definitions resolved by the real resolver, for the tests of what pictures explain (rows,
/// pinning, kinds). The definitions use absolute sizes only, so every frame follows from the
/// semantics doc by addition.
enum ResolvedPictures {
    struct Invalid: Error {}

    static func definition(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LayoutDefinition {
        let result = LayoutDocument.check(yaml, lint: false)
        guard let definition = result.definition else {
            Issue.record("invalid definition: \(result.diagnostics.map(\.description).joined(separator: "; "))", sourceLocation: sourceLocation)
            throw Invalid()
        }
        return definition
    }

    static func resolve(
        _ yaml: String, width: Double, height: Double, direction: LayoutDirection = .leftToRight, safeArea: EdgeInsets = .zero,
        items: [Int], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> ResolvedLayout {
        let environment = LayoutEnvironment(width: width, height: height, safeArea: safeArea, layoutDirection: direction)
        return try LayoutResolver.resolve(
            definition(yaml, sourceLocation: sourceLocation), environment: environment, data: LayoutData(itemCounts: items))
    }

    /// A picture of the screen at `scrollOffset` (vertical scrolling), built the way the CLI
    /// builds one: the viewport starts the safe area's top inset above the offset, and the
    /// elements are those near it, with pinned items where they stick.
    static func picture(_ layout: ResolvedLayout, scrollOffset: Double? = nil, title: String? = nil) -> LayoutPicture {
        let environment = layout.environment
        let offset = scrollOffset ?? 0
        let viewport = Rect(x: 0, y: offset - environment.safeArea.top, width: environment.width, height: environment.height)
        let region = Rect(x: -10_000, y: viewport.minY - viewport.height, width: 20_000, height: 3 * viewport.height)
        let elements = scrollOffset.map { layout.elements(in: region, scrollOffset: $0) } ?? layout.elements(in: region)
        return LayoutPicture(layout: layout, elements: elements, viewport: viewport, scrollOffset: scrollOffset, title: title)
    }

    /// One orthogonal section, no header: groups 150 × 100 pt, 10 pt apart, 16 pt leading and
    /// trailing insets, eight items.
    static func row(_ behavior: String) -> String {
        """
        name: row
        section:
          orthogonalScrollingBehavior: \(behavior)
          interGroupSpacing: 10
          contentInsets: {leading: 16, trailing: 16}
          group:
            layout: horizontal
            size: {width: absolute(150), height: absolute(100)}
            subitems:
              - item: {size: {width: absolute(150), height: absolute(100)}}
        """
    }
}
