import Foundation
import LayoutModel

/// One stored revision with its decoded definition.
public struct StoredRevision: Sendable {
    public var name: String
    public var number: Int
    public var headNumber: Int
    public var contentHash: String
    public var author: String
    public var message: String
    public var createdAt: String
    public var isArchived: Bool
    public var definition: LayoutDefinition
    /// The canonical JSON text as stored.
    public var canonicalText: String
    /// The document as the author added it (comments, formatting and all), or nil for a
    /// revision stored before the catalog kept it.
    public var sourceText: String?
    /// SHA-256 of `sourceText`.
    public var sourceHash: String?

    /// The YAML people read: the author's own text when they wrote YAML, else the canonical
    /// YAML (a revision without text, or one added as JSON).
    public var yamlText: String {
        if let sourceText, !Self.isJSON(sourceText) { return sourceText }
        return definition.yamlText
    }

    /// True when a document is JSON rather than YAML (every JSON document is YAML too, but one
    /// written as JSON is not what a YAML reader expects).
    static func isJSON(_ text: String) -> Bool {
        guard text.drop(while: \.isWhitespace).first == "{" else { return false }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil
    }
}
