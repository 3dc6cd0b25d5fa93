import LayoutModel

/// The structural difference between two revisions (of one layout or of two).
public struct StructuralDiff: Sendable {
    public var from: StoredRevision
    public var to: StoredRevision
    public var changes: [DefinitionChange]

    /// One line summarising the changes.
    public var summary: String { DefinitionDiff.summary(changes) }
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
