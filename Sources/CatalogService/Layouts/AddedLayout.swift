/// What adding one document (or reverting) did.
public struct AddedLayout: Sendable, Hashable, Encodable {
    public enum Status: String, Sendable, Hashable, Encodable {
        /// A new layout, revision 1.
        case created
        /// A new revision on an existing layout.
        case revised
        /// The document equals the head revision's, text and content: nothing added.
        case unchanged
        /// A removed (archived) layout brought back with a new revision.
        case restored

        var auditAction: String {
            switch self {
            case .created: "layout.add"
            case .revised, .unchanged: "layout.revise"
            case .restored: "layout.restore"
            }
        }
    }

    public var file: String
    public var name: String
    public var status: Status
    /// The head revision after the add.
    public var revision: Int
    public var contentHash: String
    /// True when the new revision changed only the author's text (comments, formatting, how a
    /// number is written): its content, and so its geometry, equals its parent's.
    public var isTextOnly: Bool
    public var warnings: [String]

    private enum CodingKeys: String, CodingKey {
        case file, name, status, revision, contentHash
        case isTextOnly = "textOnly"
        case warnings
    }
}
