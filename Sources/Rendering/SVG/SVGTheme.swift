import LayoutEngine

/// The look of the SVG pictures: one style sheet, referenced by class name.
///
/// Colours follow the Okabe–Ito palette, which stays distinguishable with the common forms of
/// colour blindness: cells blue, supplementaries vermillion, decorations bluish green. Each
/// category also differs in shape (decorations have rounded corners and no strong outline,
/// supplementaries a heavier one), so the picture reads in greyscale too. Label colours are
/// dark shades of their fill, above 7:1 contrast.
///
/// Groups are classed `layer-…`, never with a shape class: SVG groups pass fill and stroke down
/// to their children, and a group styled like a shape would outline every label inside it.
enum SVGTheme {
    static let background = "bg"
    static let title = "title"
    static let subtitle = "subtitle"
    static let content = "content-area"
    static let orthogonalBand = "ortho"
    static let orthogonalNote = "ortho-note"
    static let cell = "cell"
    static let supplementary = "supp"
    static let decoration = "deco"
    static let cellLabel = "cell-label"
    static let supplementaryLabel = "supp-label"
    static let section = "section"
    static let sectionLabel = "section-label"
    static let offscreenMask = "offscreen"
    static let safeArea = "safe"
    static let safeAreaEdge = "safe-edge"
    static let bezel = "bezel"
    static let note = "note"
    /// The bottom fade over clipped content; its fill is a gradient given as an attribute.
    static let fade = "fade"
    static let legendText = "legend-text"
    static let legendViewport = "legend-viewport"
    static let legendOffscreen = "legend-offscreen"
    /// An orthogonal row's behaviour, written on its band.
    static let rowBehavior = "row-behavior"
    /// A snap point: a small triangle against the row's band.
    static let snap = "snap"
    static let snapLine = "snap-line"
    /// The outline that marks a pinned boundary item.
    static let pinned = "pinned"
    /// Where a stuck pinned item would be without pinning, and the path it was carried along.
    static let pinNatural = "pin-natural"
    static let pinPath = "pin-path"
    /// The part of the screen content scrolls under at a scroll offset (the viewport less the
    /// safe area along the scroll axis), and its caption.
    static let visibleWindow = "visible-window"
    static let visibleWindowLabel = "visible-window-label"

    /// The class of an element's rectangle.
    static func shape(for category: LayoutAttributes.Category) -> String {
        switch category {
        case .cell: cell
        case .supplementary: supplementary
        case .decoration: decoration
        }
    }

    /// The class of an element's label, if the category is labelled.
    static func label(for category: LayoutAttributes.Category) -> String {
        category == .supplementary ? supplementaryLabel : cellLabel
    }

    private static let sans = "-apple-system, BlinkMacSystemFont, \"Segoe UI\", Helvetica, Arial, sans-serif"
    private static let mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, \"DejaVu Sans Mono\", monospace"

    /// Font sizes are attributes on label text, not here: a class rule would override them.
    static let styleSheet = """
        .\(background) { fill: #ffffff; }
        .\(title) { font-family: \(sans); font-size: 16px; font-weight: 600; fill: #1f2933; }
        .\(subtitle) { font-family: \(sans); font-size: 12px; fill: #52606d; }
        .\(content) { fill: #f5f7fa; stroke: #d9e2ec; stroke-width: 1; }
        .\(orthogonalBand) { fill: #eef2f7; stroke: #9aa5b1; stroke-width: 1; stroke-dasharray: 2 3; }
        .\(orthogonalNote) { font-family: \(sans); font-size: 11px; fill: #3e4c59; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; }
        .\(cell) { fill: #d6e8f7; stroke: #0072b2; stroke-width: 1; }
        .\(supplementary) { fill: #fbe0cc; stroke: #d55e00; stroke-width: 1.5; }
        .\(decoration) { fill: #d5efe6; stroke: #7cc4ab; stroke-width: 1; }
        .\(cellLabel) { font-family: \(mono); fill: #084c7a; }
        .\(supplementaryLabel) { font-family: \(mono); fill: #7a3300; }
        .\(section) { fill: none; stroke: #7b8794; stroke-width: 1; stroke-dasharray: 5 4; }
        .\(sectionLabel) { font-family: \(sans); font-size: 10px; font-weight: 600; fill: #52606d; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; }
        .\(offscreenMask) { fill: #ffffff; fill-opacity: 0.62; }
        .\(safeArea) { fill: #f7c948; fill-opacity: 0.22; }
        .\(safeAreaEdge) { stroke: #cb6e17; stroke-opacity: 0.7; stroke-width: 1; stroke-dasharray: 3 3; }
        .\(bezel) { fill: none; stroke: #1f2933; stroke-width: 6; }
        .\(note) { font-family: \(sans); font-size: 12px; font-style: italic; fill: #52606d; }
        .\(legendText) { font-family: \(sans); font-size: 12px; fill: #3e4c59; }
        .\(legendViewport) { fill: #ffffff; stroke: #1f2933; stroke-width: 2.5; }
        .\(rowBehavior) { font-family: \(sans); font-size: 10px; font-weight: 600; fill: #3e4c59; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; }
        .\(snap) { fill: #cb6e17; stroke: #ffffff; stroke-width: 0.75; }
        .\(snapLine) { stroke: #cb6e17; stroke-width: 1; stroke-dasharray: 2 3; stroke-opacity: 0.55; }
        .\(pinned) { fill: none; stroke: #8a4b00; stroke-width: 2.5; }
        .\(pinNatural) { fill: none; stroke: #8a4b00; stroke-width: 1; stroke-dasharray: 4 3; stroke-opacity: 0.8; }
        .\(pinPath) { stroke: #8a4b00; stroke-width: 1; stroke-dasharray: 1 3; }
        .\(visibleWindow) { fill: none; stroke: #009e73; stroke-width: 1.5; stroke-dasharray: 6 3; }
        .\(visibleWindowLabel) { font-family: \(sans); font-size: 10px; font-weight: 600; fill: #00603f; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; }
        .\(legendOffscreen) { fill: #d6e8f7; stroke: #0072b2; stroke-width: 1; opacity: 0.38; }
        """
}
