import CatalogStore
import LayoutModel

extension Catalog {
    /// Adds a new revision whose content is that of an earlier one; history is never rewritten.
    /// Reverting to content equal to the head adds nothing (`.unchanged`).
    public func revert(_ name: String, to selector: RevisionReference.Selector, message: String?, author: String) throws -> AddedLayout {
        let reference = RevisionReference(name: name, selector: selector)
        let timestamp = now
        return try database.write { store in
            let (layout, target, head) = try Self.lookUp(reference, in: store)
            guard let layoutId = layout.id else { throw ServiceError.noSuchLayout(name, suggestion: nil) }
            if target.contentHash == head.contentHash {
                return AddedLayout(file: "", name: name, status: .unchanged, revision: head.number, contentHash: head.contentHash, warnings: [])
            }
            let revision = try store.appendRevision(
                layoutId: layoutId, contentHash: target.contentHash, definition: target.definition, author: author,
                message: message ?? "Revert to \(name)@\(target.number)", createdAt: timestamp)
            try store.appendAudit(Audit.revision(revision, layout: name, action: "layout.revert", actor: author,
                                                 extra: ["revertedTo": .number(Double(target.number))]), at: timestamp)
            return AddedLayout(file: "", name: name, status: .revised, revision: revision.number, contentHash: revision.contentHash, warnings: [])
        }
    }
}
