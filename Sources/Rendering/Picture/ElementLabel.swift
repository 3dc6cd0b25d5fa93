import LayoutEngine

/// The words a picture writes on an element.
enum ElementLabel {
    /// `0·12` for `[0, 12]`: compact enough for small cells and unambiguous with commas in
    /// titles. The ASCII variant uses a full stop.
    static func indexPath(_ indexPath: ElementIndexPath, ascii: Bool = false) -> String {
        "\(indexPath.section)\(ascii ? "." : "·")\(indexPath.item)"
    }

    /// The text preferred on `element`: for a cell its provided label, else its index path;
    /// for supplementaries what they are (``ElementKindLabel/label(kind:category:role:)``), for
    /// decorations their kind.
    static func preferred(
        for element: LayoutAttributes, labels: [ElementIndexPath: String], role: SupplementaryRole? = nil, ascii: Bool = false
    ) -> String {
        switch element.category {
        case .cell:
            if let label = labels[element.indexPath] {
                let line = PrintableText.singleLine(label)
                if !line.isEmpty { return line }
            }
            return indexPath(element.indexPath, ascii: ascii)
        case .supplementary, .decoration:
            return ElementKindLabel.label(kind: element.elementKind, category: element.category, role: role)
        }
    }

    /// The label to fall back to when the preferred one does not fit, if there is a shorter
    /// one: a titled cell can still show its index path.
    static func fallback(for element: LayoutAttributes, labels: [ElementIndexPath: String], ascii: Bool = false) -> String? {
        guard element.category == .cell, labels[element.indexPath] != nil else { return nil }
        return indexPath(element.indexPath, ascii: ascii)
    }
}
