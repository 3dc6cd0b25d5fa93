import LayoutModel

// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`. A list section is an ordinary
// section built from the configuration, with the same metrics on every release from iOS 14.
// UIKit does not document the numbers; each is observed on device (§19.6: an insetGrouped list
// in a 300 × 500 window on an iOS 17 simulator, @3x; §21: insetGrouped and grouped lists on
// iOS 14.4–18.0 at @3x and @2x) or chosen, as below and in docs/layout-rules.md.
//  • Rows: one full-width item per group, height estimated(44) in every appearance — the
//    default list cell height (IBP's list tests, run on real UIKit, expect 44 pt per row [S]).
//    Measured sizes in `LayoutData` replace the estimate, as for any self-sizing cell.
//  • Headers (headerMode .supplementary) and footers (footerMode .supplementary) are boundary
//    items of kinds UICollectionElementKindSectionHeader / …Footer, full width, estimated
//    height: 28 in plain and sidebarPlain (chosen); 116 px / 3 = 38.67 in grouped, insetGrouped
//    and sidebar (observed for a titled insetGrouped header; the others and footers chosen alike).
//    Plain and sidebarPlain headers are pinned (sticky, as in a plain table view [S]); grouped
//    styles scroll with the content.
//  • headerTopPadding (iOS 15) puts that many points above a supplementary header, inside the
//    header's part of the section: the header's slot grows by it and the header sits at its
//    bottom, as a boundary item's own top inset does (§7). Nil is UIKit's default, taken as none
//    (chosen); a list without a supplementary header has nothing it pads (chosen).
//  • headerMode .firstItemInSection styles item 0 as a header: it is still a cell with the row
//    metrics, so the geometry equals .none.
//  • Side insets: insetGrouped and sidebar measure from the layout margins (contentInsetsReference
//    .layoutMargins: on a device, the safe area plus the system minimum, `Device.systemMinimumMargin`);
//    plain, grouped and sidebarPlain run edge to edge within the safe area.
//  • Section spacing (grouped, insetGrouped, sidebar): 17.5 pt rounded to the device pixel,
//    halves up (53 px = 17.67 pt at @3x, 35 px = 17.5 pt at @2x; 17.5 without a scale), below
//    every section without a supplementary footer and above every section without a
//    supplementary header. So the first headerless section starts one spacing down, two
//    headerless sections are two apart, and a header sits one below the previous section's
//    last row. Observed at @3x on iOS 14.4 (a .grouped list with headers, an .insetGrouped list
//    without) and iOS 17 (§19.6: 106 px between an insetGrouped section and the next headerless
//    one); 17.5 itself, the @2x value and the footer's part are chosen.
//  • Not modelled: the insetGrouped section background UIKit draws (observed outset 16 pt
//    horizontally from the rows, i.e. the section's full width); list sections emit no
//    decoration element.
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

/// The list metrics, the same on every release the renders cover (iOS 14.4 to 18.0).
public enum ListMetrics {
    /// Estimated row height in every appearance.
    public static let rowHeight = 44.0
    /// Estimated header/footer height: 28 (plain styles, chosen) or 116 px at @3x = 38.67 pt
    /// (grouped styles; a titled insetGrouped header observed on an iOS 17 simulator).
    public static func supplementaryHeight(_ appearance: ListConfiguration.Appearance) -> Double {
        switch appearance {
        case .plain, .sidebarPlain: 28
        case .grouped, .insetGrouped, .sidebar: 116.0 / 3
        }
    }
    /// The space a grouped-style list (grouped, insetGrouped, sidebar) keeps above a section
    /// without a header and below a section without a footer: 17.5 pt on the pixel grid of
    /// `scale`, halves up, so 53 px = 17.67 pt at @3x (iOS 14.4 and 17 renders) and 17.5 pt at
    /// @2x; 17.5 when the scale is unknown or unusable.
    public static func groupedSectionSpacing(scale: Double?) -> Double {
        let points = 17.5
        guard let scale, scale.isFinite, scale > 0 else { return points }
        return (points * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}

extension ListConfiguration {
    /// The ordinary section this list configuration stands for, merged with the section's own
    /// fields; `scale` (the environment's `displayScale`) puts the grouped section spacing on
    /// the device's pixels.
    func section(merging original: Section, scale: Double?) -> Section {
        let row = LayoutSize(width: .fractionalWidth(1), height: .estimated(ListMetrics.rowHeight))
        let group = Group(layout: .horizontal, size: row, children: .subitems([.item(Item(size: row))]))
        var result = original
        result.content = .group(group)

        let grouped = appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar
        var insets = Insets()
        if grouped {
            // A supplementary header or footer brings its own space: the spacing goes only where
            // there is none (iOS 14.4: no gap above a header, one below every headerless row).
            let spacing = ListMetrics.groupedSectionSpacing(scale: scale)
            if headerMode != .supplementary { insets.top = spacing }
            if footerMode != .supplementary { insets.bottom = spacing }
        }
        if original.contentInsets == .zero { result.contentInsets = insets }
        if original.contentInsetsReference == .automatic && (appearance == .insetGrouped || appearance == .sidebar) {
            result.contentInsetsReference = .layoutMargins
        }

        let height = Dimension.estimated(ListMetrics.supplementaryHeight(appearance))
        let supplementarySize = LayoutSize(width: .fractionalWidth(1), height: height)
        var boundary: [BoundaryItem] = []
        if headerMode == .supplementary {
            var header = BoundaryItem(
                elementKind: ListElementKind.header, size: supplementarySize, alignment: .top,
                pinToVisibleBounds: appearance == .plain || appearance == .sidebarPlain)
            if let padding = headerTopPadding { header.contentInsets.top = padding }
            boundary.append(header)
        }
        if footerMode == .supplementary {
            boundary.append(BoundaryItem(elementKind: ListElementKind.footer, size: supplementarySize, alignment: .bottom))
        }
        result.boundarySupplementaryItems = original.boundarySupplementaryItems.isEmpty ? boundary : original.boundarySupplementaryItems
        return result
    }
}
