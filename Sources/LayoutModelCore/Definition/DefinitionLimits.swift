/// The documented bounds on what one definition may ask for.
///
/// Decoding and validation refuse anything past them, with the document path, so that nothing
/// downstream — lint, the canonical form, diffs, the resolver, pictures, the Swift and
/// Objective-C generators — can be driven out of memory, time or stack by a definition that was
/// accepted; and so that `add` refuses exactly what `resolve` could never lay out.
public enum DefinitionLimits {
    /// Groups inside groups, counting the section's top-level group as 1. Real layouts nest 2–4.
    public static let maximumGroupNesting = 16

    /// The most leaves (cells) one group template may hold. The resolver stores a template
    /// whole and repeats it arithmetically, so this bounds its memory however small the items.
    public static let maximumLeavesPerGroup = 250_000

    /// The largest magnitude of any length in points: absolute and estimated sizes, spacing,
    /// insets, offsets, `when` widths, and every number in a custom frame. Screens are a few
    /// thousand points; sums of values this size stay far from overflowing.
    public static let maximumLength = 1_000_000.0

    /// The largest `fractionalWidth`/`fractionalHeight`. Nested `maximumGroupNesting` deep
    /// over `maximumLength`, fractions this size still give finite frames.
    public static let maximumFraction = 1_000.0

    /// The longest `elementKind`, in characters. Kinds are echoed once per element in
    /// resolver output, so they are kept short.
    public static let maximumElementKindLength = 128

    /// The longest section kind in `sectionsByKind`, and the longest section identifier in
    /// `preview.sectionIdentifiers`, in characters; and the most `sectionsByKind` entries.
    public static let maximumSectionKindLength = 128
    public static let maximumSectionIdentifierLength = 256
    public static let maximumSectionKinds = 1_000

    /// The longest `name` (and `preview.dataset`), in characters.
    public static let maximumNameLength = 64

    /// The characters a `name` may use; it starts with a letter or a digit.
    public static let nameCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789-_.")

    /// Whether `prefix` can begin names (`import-swift --name-prefix`): name characters, a letter
    /// or a digit first, and room left for one more character. The empty prefix is none.
    /// - Parameter prefix: the text every name would start with.
    /// - Returns: true when a name made of it and a derived name can be valid.
    public static func isNamePrefix(_ prefix: String) -> Bool {
        guard let first = prefix.first else { return true }
        return (first.isLetter || first.isNumber) && prefix.allSatisfy(nameCharacters.contains) && prefix.count < maximumNameLength
    }

    /// The longest `title`, in characters.
    public static let maximumTitleLength = 200

    /// The longest `summary`, in characters.
    public static let maximumSummaryLength = 4_000

    /// The longest tag, and the most tags.
    public static let maximumTagLength = 64
    public static let maximumTags = 64

    /// The most data sections `preview.itemCounts` may list, and the most items in one. The
    /// resolver repeats group templates arithmetically, so even the largest resolves quickly.
    public static let maximumPreviewSections = 1_000
    public static let maximumPreviewItemsPerSection = 10_000_000
}
