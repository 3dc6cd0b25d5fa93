/// Where a resolution's data came from.
public enum DataSource: Sendable, Hashable {
    /// The same number of items in every section, as asked.
    case itemsPerSection(Int)
    /// Items per section, as asked.
    case counts([Int])
    /// A stored dataset's sections, measured sizes and titles.
    case dataset(name: String, revision: Int)
    /// A recorded snapshot's counts (the reference as given, `feed@2`).
    case snapshot(String)
    /// The definition's own `preview`.
    case preview
    /// Enough items to fill about two screens, for a definition without a preview.
    case sample
}
