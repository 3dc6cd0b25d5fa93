import CatalogStore
import LayoutModel

extension Catalog {
    /// Puts a label on a revision (moving it if the label already names another revision).
    public func tag(_ reference: RevisionReference, label: String, actor: String) throws -> RevisionTag {
        try Self.checkLabel(label)
        let timestamp = now
        return try database.write { store in
            let (layout, revision, _) = try Self.lookUp(reference, in: store)
            guard let layoutId = layout.id, let revisionId = revision.id else { throw ServiceError.noSuchLayout(layout.name, suggestion: nil) }
            let previous = try store.tag(layoutId: layoutId, label: label)
            if previous?.revisionId == revisionId {
                return RevisionTag(
                    label: label, revision: revision.number, contentHash: revision.contentHash, createdAt: previous?.createdAt ?? timestamp)
            }
            try store.setTag(layoutId: layoutId, label: label, revisionId: revisionId, createdAt: timestamp)
            let movedFrom = try previous.flatMap { try store.revision(id: $0.revisionId) }?.number
            try store.appendAudit(
                Audit.tagSet(layout: layout.name, label: label, revision: revision, actor: actor, movedFrom: movedFrom),
                at: timestamp)
            return RevisionTag(label: label, revision: revision.number, contentHash: revision.contentHash, createdAt: timestamp)
        }
    }

    /// Removes a label from a layout; returns the tag as it was.
    @discardableResult
    public func deleteTag(_ name: String, label: String, actor: String) throws -> RevisionTag {
        let timestamp = now
        return try database.write { store in
            let (layout, _, _) = try Self.lookUp(RevisionReference(name: name), in: store)
            guard let layoutId = layout.id, let tag = try store.tag(layoutId: layoutId, label: label),
                let revision = try store.revision(id: tag.revisionId)
            else {
                let labels = try layout.id.map { try store.tags(layoutId: $0).map(\.label) } ?? []
                let hint = Self.closestName(to: label, among: labels).map { " (did you mean '\($0)'?)" } ?? ""
                throw ServiceError.noSuchRevision("\(name)@\(label)", reason: "\(name) has no tag '\(label)'\(hint)")
            }
            try store.deleteTag(layoutId: layoutId, label: label)
            try store.appendAudit(Audit.tagDelete(layout: name, label: label, revision: revision, actor: actor), at: timestamp)
            return RevisionTag(label: label, revision: revision.number, contentHash: revision.contentHash, createdAt: tag.createdAt)
        }
    }

    /// The tags of a layout, by label.
    public func tags(_ name: String) throws -> [RevisionTag] {
        try database.read { store in
            let (layout, _, _) = try Self.lookUp(RevisionReference(name: name), in: store)
            guard let layoutId = layout.id else { return [] }
            return try store.tags(layoutId: layoutId).compactMap { tag in
                guard let revision = try store.revision(id: tag.revisionId) else { return nil }
                return RevisionTag(label: tag.label, revision: revision.number, contentHash: revision.contentHash, createdAt: tag.createdAt)
            }
        }
    }

    /// Labels must not read as another kind of reference.
    static func checkLabel(_ label: String) throws {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        guard !label.isEmpty, label.count <= 64, label.allSatisfy(allowed.contains) else {
            throw ServiceError.malformedTagLabel(label)
        }
        guard Int(label) == nil, !label.hasPrefix("sha"), label.first != "~" else {
            throw ServiceError.tagLabelReadsAsReference(label)
        }
    }
}
