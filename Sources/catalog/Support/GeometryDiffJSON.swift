import CatalogService
import LayoutEngine
import LayoutModel

/// `diff --geometry --format json`: every changed element with its old and new frames.
enum GeometryDiffJSON {
    static func render(_ diff: GeometryDiff) -> String {
        func rect(_ r: Rect?) -> JSONValue {
            guard let r else { return .null }
            return .object(["x": .number(r.x), "y": .number(r.y), "width": .number(r.width), "height": .number(r.height)])
        }
        let changes: [JSONValue] = diff.changes.map { change in
            var o: [String: JSONValue] = [
                "category": .string(change.category.rawValue), "elementKind": change.elementKind.map(JSONValue.string) ?? .null,
                "indexPath": .array([.number(Double(change.indexPath.section)), .number(Double(change.indexPath.item))]),
                "change": .string(change.kind.rawValue), "before": rect(change.before), "after": rect(change.after),
            ]
            if let offset = change.offset { o["dx"] = .number(offset.dx); o["dy"] = .number(offset.dy) }
            if let growth = change.growth { o["dw"] = .number(growth.dw); o["dh"] = .number(growth.dh) }
            return .object(o)
        }
        let size = { (s: Extent) in JSONValue.object(["width": .number(s.width), "height": .number(s.height)]) }
        return JSONValue.object([
            "from": .string("\(diff.from.revision.name)@\(diff.from.revision.number)"),
            "to": .string("\(diff.to.revision.name)@\(diff.to.revision.number)"),
            "contentSize": .object(["before": size(diff.from.layout.contentSize), "after": size(diff.to.layout.contentSize)]),
            "unchanged": .number(Double(diff.unchangedCount)),
            "changes": .array(changes),
            "summary": .string(diff.summary),
        ]).prettyText + "\n"
    }

    static func label(_ change: GeometryDiff.Change) -> String {
        let path = "[\(change.indexPath.section), \(change.indexPath.item)]"
        switch change.category {
        case .cell: return "cell \(path)"
        case .supplementary, .decoration: return "\(change.elementKind ?? change.category.rawValue) \(path)"
        }
    }

    static func signed(_ value: Double) -> String {
        let text = ResolutionOutput.format(value)
        return value > 0 ? "+" + text : text
    }
}
