import LayoutModel

// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`. A list section is an ordinary
// section built from the configuration, with iOS 17 metrics. UIKit does not document the
// numbers; each is chosen as below and listed in docs/layout-rules.md.
//  • Rows: one full-width item per group, height estimated(44) in every appearance — the
//    default list cell height (IBP's list tests, run on real UIKit, expect 44 pt per row [S]).
//    Measured sizes in `LayoutData` replace the estimate, as for any self-sizing cell.
//  • Headers (headerMode .supplementary) and footers (footerMode .supplementary) are boundary
//    items of kinds UICollectionElementKindSectionHeader / …Footer, full width, estimated
//    height: 28 in plain and sidebarPlain, 38 in grouped, insetGrouped and sidebar (chosen).
//    Plain and sidebarPlain headers are pinned (sticky, as in a plain table view [S]); grouped
//    styles scroll with the content.
//  • headerMode .firstItemInSection styles item 0 as a header: it is still a cell with the row
//    metrics, so the geometry equals .none.
//  • Side insets: insetGrouped and sidebar measure from the layout margins (contentInsetsReference
//    .layoutMargins: 16 pt from the safe area on an iPhone, 20 on an iPad); plain, grouped and
//    sidebarPlain run edge to edge within the safe area.
//  • Vertical padding: grouped, insetGrouped and sidebar sections without a header start 35 pt
//    down (the grouped table style's section spacing, chosen); with a header the header
//    provides that space.
// The definition's own section fields still apply on top: non-zero contentInsets replace the
// list's, interGroupSpacing, a non-automatic contentInsetsReference, decorations and orthogonal
// behaviour. Boundary items given on the section replace the list's header and footer, as
// assigning `section.boundarySupplementaryItems` does after `.list(using:)` — the seed
// articles' trick for removing the inset-grouped top gap with a 0 pt header relies on it [S].

/// UIKit's element kinds for list headers and footers.
public enum ListElementKind {
    public static let header = "UICollectionElementKindSectionHeader"
    public static let footer = "UICollectionElementKindSectionFooter"
}

/// The chosen list metrics (iOS 17).
public enum ListMetrics {
    /// Estimated row height in every appearance.
    public static let rowHeight = 44.0
    /// Estimated header/footer height.
    public static func supplementaryHeight(_ appearance: ListConfiguration.Appearance) -> Double {
        switch appearance {
        case .plain, .sidebarPlain: 28
        case .grouped, .insetGrouped, .sidebar: 38
        }
    }
    /// Space above a grouped-style section that has no header.
    public static let groupedTopPadding = 35.0
}

extension ListConfiguration {
    /// The ordinary section this list configuration stands for, merged with the section's own
    /// fields.
    func section(merging original: Section) -> Section {
        let row = Size(width: .fractionalWidth(1), height: .estimated(ListMetrics.rowHeight))
        let group = Group(layout: .horizontal, size: row, children: .subitems([.item(Item(size: row))]))
        var result = original
        result.content = .group(group)

        let grouped = appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar
        var insets = Insets()
        if grouped && headerMode != .supplementary { insets.top = ListMetrics.groupedTopPadding }
        if original.contentInsets == .zero { result.contentInsets = insets }
        if original.contentInsetsReference == .automatic && (appearance == .insetGrouped || appearance == .sidebar) {
            result.contentInsetsReference = .layoutMargins
        }

        let height = Dimension.estimated(ListMetrics.supplementaryHeight(appearance))
        let supplementarySize = Size(width: .fractionalWidth(1), height: height)
        var boundary: [BoundaryItem] = []
        if headerMode == .supplementary {
            boundary.append(BoundaryItem(elementKind: ListElementKind.header, size: supplementarySize, alignment: .top,
                                         pinToVisibleBounds: appearance == .plain || appearance == .sidebarPlain))
        }
        if footerMode == .supplementary {
            boundary.append(BoundaryItem(elementKind: ListElementKind.footer, size: supplementarySize, alignment: .bottom))
        }
        result.boundarySupplementaryItems = original.boundarySupplementaryItems.isEmpty ? boundary : original.boundarySupplementaryItems
        return result
    }
}
