import LayoutEngine

/// Element kinds in words, for pictures and tables.
///
/// A kind is a free-form string; only UIKit's own two (`UICollectionElementKindSectionHeader`,
/// `…SectionFooter`) have a fixed meaning, and in full they are too long for a table column or
/// a cell, while cutting them makes header and footer look alike. What an element *is* — a
/// layout header, a badge — comes from where the definition attached it
/// (``SupplementaryRole``); when that is known it is the label, otherwise the kind itself.
///
/// Raw kinds stay available wherever they are needed verbatim (JSON, SVG `data-kind`).
public enum ElementKindLabel {
    static let uikitHeader = "UICollectionElementKindSectionHeader"
    static let uikitFooter = "UICollectionElementKindSectionFooter"

    /// A kind on its own, short and unambiguous: UIKit's two kinds as `section header` and
    /// `section footer`, every other kind in full (on one line). Different kinds never share a
    /// result, so a table column of these tells every kind apart.
    public static func kind(_ kind: String) -> String {
        switch kind {
        case uikitHeader: "section header"
        case uikitFooter: "section footer"
        default: PrintableText.singleLine(kind)
        }
    }

    /// What a supplementary element is: `layout header`, `section footer`, `badge`,
    /// `group supplementary`…
    public static func role(_ role: SupplementaryRole) -> String {
        switch role {
        case .boundary(let item):
            let host = item.host == .layout ? "layout" : "section"
            switch item.edge {
            case .start: return "\(host) header"
            case .end: return "\(host) footer"
            case .other: return "\(host) boundary item"
            }
        case .item: return "badge"
        case .group: return "group supplementary"
        }
    }

    /// The words a picture writes on an element that is not a cell: its role when known, else
    /// its kind (``kind(_:)``); a decoration reads as its kind.
    public static func label(kind: String?, category: LayoutAttributes.Category, role: SupplementaryRole?) -> String {
        if category == .supplementary, let role { return self.role(role) }
        return kind.map(self.kind) ?? category.rawValue
    }

    /// For a table's kind column: the role and the kind, unambiguous and as short as that
    /// allows — `section header` for UIKit's header kind in a section, `badge (badge-kind)`,
    /// `layout header (top-banner)`; the kind alone (``kind(_:)``) when the role is unknown or
    /// the kind already says it. Empty for cells.
    public static func description(kind: String?, category: LayoutAttributes.Category, role: SupplementaryRole?) -> String {
        guard let kind else { return "" }
        let words = self.kind(kind)
        guard category == .supplementary, let role else { return words }
        let roleWords = self.role(role)
        return roleWords == words ? words : "\(roleWords) (\(words))"
    }
}
