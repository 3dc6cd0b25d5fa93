/// One difference between two definitions, at a document path.
public struct DefinitionChange: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A value that exists on both sides and differs (a default counts as existing).
        case changed(old: JSONValue, new: JSONValue)
        /// A subtree only the new side has.
        case added(JSONValue)
        /// A subtree only the old side has.
        case removed(JSONValue)
    }

    public var path: DocumentPath
    public var kind: Kind

    public init(path: DocumentPath, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// `path old→new`, `+path value` or `−path value`, values on one line.
    public var description: String {
        switch kind {
        case .changed(let old, let new): "\(path) \(old.inlineText(at: path))→\(new.inlineText(at: path))"
        case .added(let value): "+\(path) \(value.inlineText(at: path))"
        case .removed(let value): "−\(path) \(value.inlineText(at: path))"
        }
    }
}

extension JSONValue {
    /// The value found at `path` in a definition, on one line as the YAML form writes it:
    /// `absolute(44)`, `{top: 10, leading: 20}`. The path gives each value its meaning, so only
    /// a dimension's fraction is shortened (`fractionalWidth(1/3)`); a string on its own is
    /// shown as it is.
    public func inlineText(at path: DocumentPath) -> String {
        switch self {
        case .string(let s): s
        default: YAMLWriter().inline(self, at: path)
        }
    }
}
