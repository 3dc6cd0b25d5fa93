import LayoutModel

/// The structural difference between two revisions (of one layout or of two).
///
/// For scripts: `from` and `to` (`feed@1`), their content hashes, and every change.
public struct StructuralDiff: Sendable, Encodable {
    public var from: StoredRevision
    public var to: StoredRevision
    public var changes: [DefinitionChange]

    /// True when the two revisions have the same content but different author texts (comments,
    /// formatting): no structural or geometric change.
    public var isTextOnly: Bool {
        from.contentHash == to.contentHash && from.sourceHash != to.sourceHash
    }

    private enum CodingKeys: String, CodingKey {
        case from, to, fromHash, toHash
        case isTextOnly = "textOnly"
        case changes
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("\(from.name)@\(from.number)", forKey: .from)
        try container.encode("\(to.name)@\(to.number)", forKey: .to)
        try container.encode(from.contentHash, forKey: .fromHash)
        try container.encode(to.contentHash, forKey: .toHash)
        try container.encode(isTextOnly, forKey: .isTextOnly)
        try container.encode(changes, forKey: .changes)
    }
}

extension Catalog {
    /// Compares two revisions structurally.
    public func diff(_ from: RevisionReference, _ to: RevisionReference) throws -> StructuralDiff {
        let (a, b) = try database.read { store in
            (try Self.revision(from, in: store), try Self.revision(to, in: store))
        }
        return StructuralDiff(from: a, to: b, changes: DefinitionDiff.changes(from: a.definition, to: b.definition))
    }
}
