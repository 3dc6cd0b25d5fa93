import LayoutEngine
import LayoutModel

/// Every element a definition resolves to, for comparing two definitions by their frames.
enum Frames {
    struct Element: Hashable, CustomStringConvertible {
        var category: LayoutAttributes.Category
        var kind: String?
        var indexPath: LayoutEngine.ElementIndexPath
        var frame: Rect

        var description: String { "\(category.rawValue) \(kind ?? "") \(indexPath) \(frame)" }
    }

    static func elements(_ definition: LayoutDefinition, on device: Device, counts: [Int]) throws -> [Element] {
        let resolved = try LayoutResolver.resolve(definition, environment: device.environment(), data: LayoutData(itemCounts: counts))
        var result: [Element] = []
        resolved.forEachElement { result.append(Element(category: $0.category, kind: $0.elementKind, indexPath: $0.indexPath, frame: $0.frame)) }
        return result
    }

    /// The same element at the same frame, to a billionth of a point: two definitions may
    /// compute a frame with other arithmetic (`120 / 3` for `height / 3`).
    static func same(_ a: Element, _ b: Element) -> Bool {
        a.category == b.category && a.kind == b.kind && a.indexPath == b.indexPath
            && abs(a.frame.x - b.frame.x) < 1e-9 && abs(a.frame.y - b.frame.y) < 1e-9
            && abs(a.frame.width - b.frame.width) < 1e-9 && abs(a.frame.height - b.frame.height) < 1e-9
    }

    /// The first element that differs, described, or nil when both resolve alike.
    static func difference(_ a: LayoutDefinition, _ b: LayoutDefinition, on device: Device, counts: [Int]) throws -> String? {
        let (x, y) = (try elements(a, on: device, counts: counts), try elements(b, on: device, counts: counts))
        if x.count != y.count { return "\(x.count) elements against \(y.count)" }
        for (p, q) in zip(x, y) where !same(p, q) { return "\(p) against \(q)" }
        return nil
    }
}
