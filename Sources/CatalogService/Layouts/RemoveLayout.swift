import CatalogStore
import LayoutModel

extension Catalog {
    /// Archives a layout: hidden from `list`, its history kept; adding it again restores it.
    @discardableResult
    public func remove(_ name: String, actor: String) throws -> RemovedLayout {
        let timestamp = now
        return try database.write { store in try Self.archive(name, in: store, actor: actor, timestamp: timestamp) }
    }

    /// Archives a layout inside a write, with its audit event.
    static func archive(_ name: String, in store: StoreAccess, actor: String, timestamp: String) throws -> RemovedLayout {
        guard let layout = try store.layout(named: name), let id = layout.id else {
            let names = try store.layoutListings(includeArchived: false).map(\.layout.name)
            throw ServiceError.noSuchLayout(name, suggestion: Self.closestName(to: name, among: names))
        }
        if layout.isArchived { throw ServiceError.alreadyArchived(name) }
        try store.setArchived(layoutId: id, at: timestamp)
        let head = try store.headRevision(layoutId: id)
        try store.appendAudit(Audit.archive(true, layout: name, head: head, actor: actor), at: timestamp)
        return RemovedLayout(name: name, headRevision: head?.number ?? 0)
    }
}
