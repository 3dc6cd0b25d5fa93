import CatalogStore
import LayoutModel

extension Catalog {
    /// Archives a layout: hidden from `list`, its history kept; adding it again restores it.
    public func remove(_ name: String, actor: String) throws {
        let timestamp = now
        try database.write { store in
            guard let layout = try store.layout(named: name), let id = layout.id else {
                let names = try store.layoutListings(includeArchived: false).map(\.layout.name)
                throw ServiceError.noSuchLayout(name, suggestion: Self.closestName(to: name, among: names))
            }
            if layout.isArchived { throw ServiceError.alreadyArchived(name) }
            try store.setArchived(layoutId: id, at: timestamp)
            let head = try store.headRevision(layoutId: id)
            try store.appendAudit(AuditEntry(actor: actor, action: "layout.remove", subject: "\(name)@\(head?.number ?? 0)",
                                             details: .object(["contentHash": .string(head?.contentHash ?? "")])), at: timestamp)
        }
    }
}
