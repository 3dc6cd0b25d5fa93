import CatalogService
import LayoutEngine
import Rendering

/// A geometric diff in words: a heading, one line per changed element, a summary.
public enum GeometryDiffText {
    /// `14 cells moved, 3 resized, content height 1,240 → 1,310`.
    public static func summary(_ diff: GeometryDiff) -> String {
        var parts: [String] = []
        for category in LayoutAttributes.Category.allCases {
            let counted = GeometryDiff.ChangeKind.allCases.compactMap { kind -> (Int, GeometryDiff.ChangeKind)? in
                let count = diff.changes.filter { $0.category == category && $0.kind == kind }.count
                return count > 0 ? (count, kind) : nil
            }
            // The first count of a category names it: "14 cells moved, 3 resized".
            for (index, (count, kind)) in counted.enumerated() {
                parts.append(index == 0 ? "\(count) \(noun(category, count: count)) \(kind.rawValue)" : "\(count) \(kind.rawValue)")
            }
        }
        if parts.isEmpty { parts.append("no element changed") }
        let a = diff.from.layout.contentSize
        let b = diff.to.layout.contentSize
        let horizontal = diff.to.revision.definition.configuration.scrollDirection == .horizontal
        let (old, new) = horizontal ? (a.width, b.width) : (a.height, b.height)
        let axis = horizontal ? "width" : "height"
        parts.append(
            old == new
                ? "content \(axis) \(NumberText.grouped(new))"
                : "content \(axis) \(NumberText.grouped(old)) → \(NumberText.grouped(new))")
        return parts.joined(separator: ", ")
    }

    /// `cell [0, 3]`, `header [0, 0]`, `decoration background [1, 0]`.
    public static func label(_ change: GeometryDiff.Change) -> String {
        label(change.category, change.elementKind, change.indexPath)
    }

    static func label(_ category: LayoutAttributes.Category, _ kind: String?, _ indexPath: ElementIndexPath) -> String {
        let path = "[\(indexPath.section), \(indexPath.item)]"
        switch category {
        case .cell: return "cell \(path)"
        // Kinds in words (UIKit's header kind reads "section header"), never cut, so a header
        // and a footer stay apart.
        case .supplementary: return "\(kind.map(ElementKindLabel.kind) ?? "supplementary") \(path)"
        case .decoration: return "decoration \(kind.map(ElementKindLabel.kind) ?? "") \(path)"
        }
    }

    static func noun(_ category: LayoutAttributes.Category, count: Int) -> String {
        switch category {
        case .cell: count == 1 ? "cell" : "cells"
        case .supplementary: count == 1 ? "supplementary" : "supplementaries"
        case .decoration: count == 1 ? "decoration" : "decorations"
        }
    }

    /// The whole report, coloured for a terminal.
    public static func write(_ diff: GeometryDiff, terminal: Terminal, to stream: inout ByteStream) {
        let heading = "\(diff.from.revision.name)@\(diff.from.revision.number) → \(diff.to.revision.name)@\(diff.to.revision.number)"
        stream.write(
            terminal.paint(.bold, heading) + " on \(ResolutionText.screen(diff.to)), data: \(ResolutionText.dataSource(diff.to.dataSource))\n")
        for change in diff.changes {
            let what = label(change)
            switch change.kind {
            case .moved:
                let d = change.offset.map { "dx \(NumberText.signed($0.dx)), dy \(NumberText.signed($0.dy))" } ?? ""
                stream.write(terminal.paint(.blue, "~ \(what) moved") + " \(d)\n")
            case .resized:
                let g = change.growth.map { "dw \(NumberText.signed($0.dw)), dh \(NumberText.signed($0.dh))" } ?? ""
                let o = change.offset.map { $0.dx != 0 || $0.dy != 0 ? ", dx \(NumberText.signed($0.dx)), dy \(NumberText.signed($0.dy))" : "" } ?? ""
                stream.write(terminal.paint(.yellow, "~ \(what) resized") + " \(g)\(o)\n")
            case .appeared:
                stream.write(terminal.paint(.green, "+ \(what) appeared") + " at \(change.after.map(ResolutionText.frame) ?? "")\n")
            case .disappeared:
                stream.write(terminal.paint(.red, "- \(what) disappeared") + " from \(change.before.map(ResolutionText.frame) ?? "")\n")
            }
        }
        stream.write(summary(diff) + "\n")
    }
}
