import CatalogStore
import LayoutModel

extension Catalog {
    /// Looks up the revision a reference names.
    public func revision(_ reference: RevisionReference) throws -> StoredRevision {
        try database.read { store in try Self.revision(reference, in: store) }
    }

    static func revision(_ reference: RevisionReference, in store: StoreAccess) throws -> StoredRevision {
        let (layout, record, head) = try lookUp(reference, in: store)
        let decoded = LayoutDocument.decode(record.definition)
        guard let definition = decoded.definition else {
            let reason = decoded.diagnostics.first.map(\.description) ?? "unknown"
            throw ServiceError.storedDefinitionUnreadable(reference.description, reason: reason)
        }
        return StoredRevision(
            name: layout.name, number: record.number, headNumber: head.number, contentHash: record.contentHash,
            author: record.author, message: record.message, createdAt: record.createdAt, isArchived: layout.isArchived,
            definition: definition, canonicalText: record.definition, sourceText: record.sourceText, sourceHash: record.sourceHash)
    }

    /// Finds the layout row, the revision row a reference names, and the head.
    static func lookUp(_ reference: RevisionReference, in store: StoreAccess) throws -> (LayoutRecord, RevisionRecord, RevisionRecord) {
        guard let layout = try store.layout(named: reference.name), let layoutId = layout.id,
            let head = try store.headRevision(layoutId: layoutId)
        else {
            let names = try store.layoutListings(includeArchived: true).map(\.layout.name)
            throw ServiceError.noSuchLayout(reference.name, suggestion: closestName(to: reference.name, among: names))
        }
        let revision: RevisionRecord
        switch reference.selector {
        case .head, .number, .back:
            let number = try reference.number(head: head.number, subject: layout.name) ?? head.number
            guard let found = number == head.number ? head : try store.revision(layoutId: layoutId, number: number) else {
                throw ServiceError.noSuchRevision(reference.description, reason: "\(layout.name) has no revision \(number)")
            }
            revision = found
        case .tag(let label):
            guard let tag = try store.tag(layoutId: layoutId, label: label), let found = try store.revision(id: tag.revisionId) else {
                let labels = try store.tags(layoutId: layoutId).map(\.label)
                let known =
                    closestName(to: label, among: labels).map { "did you mean '\(layout.name)@\($0)'?" }
                    ?? (labels.isEmpty ? "it has no tags" : "its tags: \(labels.joined(separator: ", "))")
                throw ServiceError.noSuchRevision(reference.description, reason: "no revision number or tag '\(label)' on \(layout.name); \(known)")
            }
            revision = found
        case .hashPrefix(let prefix):
            let matches = try store.revisions(layoutId: layoutId, hashPrefix: prefix)
            guard let first = matches.first else {
                throw ServiceError.noSuchRevision(
                    reference.description, reason: "no revision of \(layout.name) has a content hash starting with \(prefix)")
            }
            // Several revisions can share content (a revert); they are the same content, but the
            // reference must name one revision.
            if matches.count > 1 {
                throw ServiceError.ambiguousReference(
                    reference.description,
                    candidates: matches.map {
                        "\(layout.name)@\($0.number) (sha:\($0.contentHash.prefix(12)))"
                    })
            }
            revision = first
        }
        return (layout, revision, head)
    }

    /// A name the user probably meant: one that extends or shortens what was typed, or a typo.
    static func closestName(to name: String, among names: [String]) -> String? {
        names.sorted().first { $0.hasPrefix(name) || name.hasPrefix($0) } ?? Suggestion.closest(to: name, among: names)
    }
}
