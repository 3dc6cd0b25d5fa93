import CatalogStore
import LayoutModel

extension Catalog {
    /// Adds a new revision whose content and author's text are those of an earlier one; history
    /// is never rewritten. Reverting to the head's content and text adds nothing (`.unchanged`);
    /// to the head's content with another text, a text-only revision.
    public func revert(_ name: String, to selector: RevisionReference.Selector, message: String?, author: String) throws -> AddedLayout {
        let reference = RevisionReference(name: name, selector: selector)
        let timestamp = now
        return try database.write { store in
            let (layout, target, head) = try Self.lookUp(reference, in: store)
            guard let layoutId = layout.id else { throw ServiceError.noSuchLayout(name, suggestion: nil) }
            if target.contentHash == head.contentHash, target.sourceHash == head.sourceHash {
                return AddedLayout(
                    file: "", name: name, status: .unchanged, revision: head.number, contentHash: head.contentHash,
                    isTextOnly: false, warnings: [])
            }
            var source: (text: String, hash: String)?
            if let text = target.sourceText, let hash = target.sourceHash { source = (text, hash) }
            let revision = try store.appendRevision(
                layoutId: layoutId, contentHash: target.contentHash, definition: target.definition, author: author,
                message: message ?? "Revert to \(name)@\(target.number)", createdAt: timestamp, source: source)
            try store.appendAudit(
                Audit.revision(
                    revision, layout: name, action: "layout.revert", actor: author,
                    extra: ["revertedTo": .number(Double(target.number))]), at: timestamp)
            return AddedLayout(
                file: "", name: name, status: .revised, revision: revision.number, contentHash: revision.contentHash,
                isTextOnly: target.contentHash == head.contentHash, warnings: [])
        }
    }
}
