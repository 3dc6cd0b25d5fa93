import LayoutModel

/// One resolved data section: where it is and what it holds.
public struct ResolvedSection: Sendable, Hashable {
    /// The data section index.
    public let index: Int
    /// The section's rectangle: across the scroll axis the container after the section's
    /// reference insets; along it from its start edge (headers included) to its end edge
    /// (trailing inset and footers included).
    public let frame: Rect
    /// The rectangle its groups are laid out in (the section content box; for an orthogonal
    /// section, the visible part of the row at offset 0).
    public let contentFrame: Rect
    public let itemCount: Int
    /// How many groups are materialised: ⌈items / items per group⌉.
    public let groupCount: Int
    /// The section layout used, e.g. `sections[1].oneOf[0]`, `section`, `sectionsByKind[2]`,
    /// `defaultSection`.
    public let definitionPath: DocumentPath
    /// For a layout that goes by kind (`sectionsByKind`): the identifier the data gave
    /// (`category(id: 7)`), else the kind the section was taken as; nil for `defaultSection`
    /// taken without an identifier, and for the other providers.
    public let identifier: String?
    /// Present when the section scrolls orthogonally.
    public let orthogonal: OrthogonalScrolling?
}

/// How an orthogonal section's row scrolls (§9). Frames are reported at orthogonal offset 0.
public struct OrthogonalScrolling: Sendable, Hashable {
    public let behavior: OrthogonalScrollingBehavior
    /// The axis the row scrolls along (horizontal in a vertical layout).
    public let axis: Axis
    /// The row's scrollable extent along `axis`, in collection-view coordinates from 0: the
    /// reference inset, the section's leading inset, every group and gap, the trailing inset
    /// (§9, issue #78) and the trailing reference inset.
    public let contentLength: Double
    /// The row's visible length (the collection view's bounds along `axis`).
    public let visibleLength: Double
    /// Where scrolling comes to rest, as distances scrolled from the row's start position
    /// (in a right-to-left layout, measured leftwards): none for `.continuous`; multiples of the
    /// bounds for `.paging`; group leading edges for `.groupPaging`,
    /// `.continuousGroupLeadingBoundary` and `.groupPagingCentered` (whose groups are centred).
    /// Offsets never exceed the largest offset, `max(0, contentLength − visibleLength)`, which
    /// ends the list.
    public let snapOffsets: SnapOffsets

    /// The largest content offset.
    public var maximumOffset: Double { Swift.max(0, contentLength - visibleLength) }
}
