/// The text formats a definition exports to.
public enum DefinitionTextFormat: String, Sendable, CaseIterable {
    /// The reviewable form: UIKit reading order, one line per leaf value.
    case yaml
    /// The canonical form, pretty-printed with sorted keys.
    case json

    /// The file extension.
    public var fileExtension: String { rawValue }
}
