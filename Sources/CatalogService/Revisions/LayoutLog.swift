import CatalogStore
import LayoutModel

/// One line of `catalog log`.
public struct LogEntry: Sendable, Hashable {
    public var number: Int
    public var contentHash: String
    public var author: String
    public var createdAt: String
    public var message: String
    /// What changed since the previous revision, on one line.
    public var summary: String
    /// The structural changes since the previous revision (empty for revision 1).
    public var changes: [DefinitionChange]
    /// Tags on this revision.
    public var tags: [String]
}

extension Catalog {
    /// Every revision of a layout, oldest first, each with what changed since its parent.
    public func log(_ name: String) throws -> [LogEntry] {
        try database.read { store in
            let (layout, _, _) = try Self.resolve(RevisionReference(name: name), in: store)
            guard let layoutId = layout.id else { return [] }
            let revisions = try store.revisions(layoutId: layoutId)
            let tags = try store.tags(layoutId: layoutId)
            var previous: JSONValue?
            var entries: [LogEntry] = []
            for revision in revisions {
                let current = try Self.canonicalJSON(of: revision, name: name)
                let changes = previous.map { DefinitionDiff.changes(from: $0, to: current) } ?? []
                let summary = previous == nil ? "created" : DefinitionDiff.summary(changes)
                entries.append(LogEntry(
                    number: revision.number, contentHash: revision.contentHash, author: revision.author,
                    createdAt: revision.createdAt, message: revision.message, summary: summary, changes: changes,
                    tags: tags.filter { $0.revisionId == revision.id }.map(\.label)))
                previous = current
            }
            return entries
        }
    }

    /// A stored revision's canonical JSON, decoded.
    static func canonicalJSON(of revision: RevisionRecord, name: String) throws -> JSONValue {
        let decoded = LayoutDocument.decode(revision.definition)
        guard let definition = decoded.definition else {
            throw ServiceError.storedDefinitionUnreadable("\(name)@\(revision.number)", reason: decoded.diagnostics.first?.description ?? "unknown")
        }
        return definition.canonicalJSON
    }
}
