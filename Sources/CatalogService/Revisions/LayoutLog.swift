import CatalogStore
import LayoutModel

extension Catalog {
    /// Every revision of a layout, oldest first, each with what changed since its parent.
    public func log(_ name: String) throws -> [LogEntry] {
        try database.read { store in
            let (layout, _, _) = try Self.lookUp(RevisionReference(name: name), in: store)
            guard let layoutId = layout.id else { return [] }
            let revisions = try store.revisions(layoutId: layoutId)
            let tags = try store.tags(layoutId: layoutId)
            var previous: JSONValue?
            var entries: [LogEntry] = []
            for revision in revisions {
                let current = try Self.canonicalJSON(of: revision, name: name)
                let changes = previous.map { DefinitionDiff.changes(from: $0, to: current) } ?? []
                entries.append(LogEntry(
                    number: revision.number, contentHash: revision.contentHash, author: revision.author,
                    createdAt: revision.createdAt, message: revision.message, changes: changes,
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
