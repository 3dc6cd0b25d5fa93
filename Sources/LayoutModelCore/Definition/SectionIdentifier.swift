/// What the catalog reads from a section identifier: its kind.
///
/// Datasets and snapshot histories hold section identifiers as text, the way Swift prints
/// them (`String(describing:)`): a case without associated values is its name (`featured`), one
/// with associated values its name followed by them (`category(id: 7)`), and a string
/// identifier itself. The kind is the text before the first parenthesis, so every section of
/// `.category(…)` finds the `category` entry of `sectionsByKind`.
public enum SectionIdentifier {
    /// The kind of an identifier: `category(id: 7)` → `category`, `featured` → `featured`.
    public static func kind(of identifier: String) -> String {
        guard let open = identifier.firstIndex(of: "(") else { return identifier }
        return String(identifier[..<open])
    }
}
