/// `preview:` — the sample data a layout is drawn with when no data is given.
///
/// Not part of UIKit: it records what the original sample fed the layout (e.g. Apple's Grid
/// sample shows 94 items), so `catalog resolve NAME` looks like the sample out of the box.
public struct Preview: Sendable, Hashable {
    /// Items per data section; the number of entries is the number of sections.
    public var itemCounts: [Int]
    /// With `sectionsByKind`: the section identifier of each data section (as many as
    /// `itemCounts`), as the app's snapshot would hold them, e.g. `[featured, grid, grid]`.
    public var sectionIdentifiers: [String]?
    /// A dataset whose titles label the cells, when one is linked.
    public var dataset: String?

    public init(itemCounts: [Int], sectionIdentifiers: [String]? = nil, dataset: String? = nil) {
        self.itemCounts = itemCounts
        self.sectionIdentifiers = sectionIdentifiers
        self.dataset = dataset
    }
}
