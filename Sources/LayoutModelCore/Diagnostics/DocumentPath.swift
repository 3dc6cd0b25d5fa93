/// A path into a document, printed as `sections[1].group.subitems[0].item.size.width`.
public struct DocumentPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// One step: a mapping key or a sequence index.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public private(set) var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document root.
    public static let root = DocumentPath()

    /// This path extended by a key.
    public func appending(_ key: String) -> DocumentPath {
        DocumentPath(components + [.key(key)])
    }

    /// This path extended by an index.
    public func appending(index: Int) -> DocumentPath {
        DocumentPath(components + [.index(index)])
    }

    /// This path extended by a key.
    public static func / (path: DocumentPath, key: String) -> DocumentPath { path.appending(key) }
    /// This path extended by an index.
    public static func / (path: DocumentPath, index: Int) -> DocumentPath { path.appending(index: index) }

    /// The path one step up, or nil at the root.
    public var parent: DocumentPath? {
        components.isEmpty ? nil : DocumentPath(Array(components.dropLast()))
    }

    /// The last key on the path, if the last step is a key.
    public var lastKey: String? {
        if case .key(let key) = components.last { return key }
        return nil
    }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                // Keys come from the document: an unknown one may be long or hold control characters.
                let shown = DiagnosticText.excerpt(key)
                text += text.isEmpty ? shown : ".\(shown)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text.isEmpty ? "(document)" : text
    }

    public static func < (lhs: DocumentPath, rhs: DocumentPath) -> Bool {
        lhs.description < rhs.description
    }
}
