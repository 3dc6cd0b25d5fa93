/// A rule of docs/layout-rules.md that most likely explains a disagreement with a device: the
/// section of that page it is listed under, and the rule in a few words.
public struct LikelyRule: Sendable, Hashable {
    /// A stable name for scripts (`orthogonal-group-length`).
    public let id: String
    /// The heading in docs/layout-rules.md (`Dimensions (§2)`).
    public let section: String
    /// The rule, in a few words.
    public let summary: String

    public static let pixelSnapping = LikelyRule(
        id: "pixel-snapping", section: "Pixel snapping (§12, §19.5)",
        summary: "sizes round to the nearest pixel; each element starts after the previous one's snapped frame")
    public static let emptySection = LikelyRule(
        id: "empty-section", section: "Sections and the configuration (§4, §5)",
        summary: "an empty section applies no contentInsets and, without boundary items, takes no length (§19.4)")
    public static let listMetrics = LikelyRule(
        id: "list-metrics", section: "Lists (UICollectionLayoutListConfiguration)",
        summary: "list rows, headers, side insets and the section spacing above and below (§19.6, §21)")
    public static let orthogonalGroupLength = LikelyRule(
        id: "orthogonal-group-length", section: "Dimensions (§2)",
        summary: "along an orthogonal row the group measures the container, not less the section's insets (§19.1)")
    public static let sectionInsetsAlongAxis = LikelyRule(
        id: "section-insets-along-axis", section: "Dimensions (§2)",
        summary: "along the scroll axis the group measures the container; the section's insets only offset it (§19.1)")
    public static let countGroup = LikelyRule(
        id: "count-group", section: "Dimensions (§2)",
        summary: "a count group's children measure its content box less the (n − 1) gaps (§19.2)")
    public static let groupSupplementary = LikelyRule(
        id: "group-supplementary-anchor", section: "Supplementary items on items and groups (§6)",
        summary: "a group's supplementary items anchor to its frame less its contentInsets (§19.3)")
    public static let itemSupplementary = LikelyRule(
        id: "item-supplementary-anchor", section: "Supplementary items on items and groups (§6)",
        summary: "an item's supplementary items anchor to its final frame")
    public static let supplementaryPresence = LikelyRule(
        id: "supplementary-presence", section: "Supplementary items on items and groups (§6)",
        summary: "a group's supplementary items carry its first item's index path (chosen)")
    public static let boundaryItems = LikelyRule(
        id: "boundary-items", section: "Boundary items (§7)",
        summary: "headers and footers: alignment, extension, and the section's insets")
    public static let decorations = LikelyRule(
        id: "decorations", section: "Decorations and zIndex (§8, §13)",
        summary: "a background spans the section, inset by its own contentInsets")
    public static let zIndex = LikelyRule(
        id: "z-index", section: "Decorations and zIndex (§8, §13)",
        summary: "zIndex: cells 0 (1 over a decoration), decorations 0, supplementaries 1 (chosen)")
    public static let estimatedSizes = LikelyRule(
        id: "estimated-sizes", section: "Estimated sizes (§10)",
        summary: "an estimated axis takes the measured size; a group fits its measured children")
    public static let rightToLeft = LikelyRule(
        id: "right-to-left", section: "Right-to-left (§11)",
        summary: "frames are mirrored: x' = W − (x + w)")
    public static let sectionStacking = LikelyRule(
        id: "section-stacking", section: "Sections and the configuration (§4, §5)",
        summary: "groups stack along the scroll axis with interGroupSpacing; sections with interSectionSpacing")
    public static let groupLayout = LikelyRule(
        id: "group-layout", section: "Groups (§3)",
        summary: "children cycle while they fit; spacing, edge spacing and contentInsets inside the group")
    public static let containers = LikelyRule(
        id: "containers", section: "Containers and insets (§1)",
        summary: "the container and contentInsetsReference (safe area, margins, readable width)")
    public static let contentSize = LikelyRule(
        id: "content-size", section: "Sections and the configuration (§4, §5)",
        summary: "contentSize = the bounds across the scroll axis by the sections' total length")
    public static let itemCounts = LikelyRule(
        id: "item-counts", section: "Output",
        summary: "the catalog lays out the recorded item counts; the device reported other elements")

    /// Every rule, for documentation and tests.
    public static let all: [LikelyRule] = [
        pixelSnapping, emptySection, listMetrics, orthogonalGroupLength, sectionInsetsAlongAxis, countGroup,
        groupSupplementary, itemSupplementary, supplementaryPresence, boundaryItems, decorations, zIndex,
        estimatedSizes, rightToLeft, sectionStacking, groupLayout, containers, contentSize, itemCounts,
    ]
}
