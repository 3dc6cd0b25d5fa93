/// `catalog resolve --format`.
public enum ResolveFormat: String, CaseIterable, Sendable {
    /// A heading, the sections, then one aligned line per element.
    case table
    /// One JSON document.
    case json
    /// One JSON object per line: the layout, its environment and content size first, then each
    /// element.
    case ndjson
    /// A picture of the screen and the content around it.
    case svg
    /// The screen drawn with box characters.
    case ascii
}
