import CatalogStore
import LayoutModel

extension Catalog {
    /// Every revision of a layout, oldest first, each with what changed since its parent.
    public func log(_ name: String) throws -> [LogEntry] {
        try database.read { store in try Self.log(name, in: store) }
    }

    static func log(_ name: String, in store: StoreAccess) throws -> [LogEntry] {
        let (layout, _, _) = try lookUp(RevisionReference(name: name), in: store)
        guard let layoutId = layout.id else { return [] }
        let revisions = try store.revisions(layoutId: layoutId)
        let tags = try store.tags(layoutId: layoutId)
        var previous: (json: JSONValue, record: RevisionRecord)?
        var entries: [LogEntry] = []
        for revision in revisions {
            let current = try canonicalJSON(of: revision, name: name)
            let changes = previous.map { DefinitionDiff.changes(from: $0.json, to: current) } ?? []
            entries.append(
                LogEntry(
                    number: revision.number, contentHash: revision.contentHash, author: revision.author,
                    createdAt: revision.createdAt, message: revision.message, changes: changes, textHash: revision.sourceHash,
                    isTextOnly: previous?.record.contentHash == revision.contentHash,
                    tags: tags.filter { $0.revisionId == revision.id }.map(\.label)))
            previous = (current, revision)
        }
        return entries
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
