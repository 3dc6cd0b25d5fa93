import GRDB

extension StoreAccess {
    /// Creates a layout row with a given creation time and archive state (bundle import).
    package func insertLayout(name: String, createdAt: String, archivedAt: String?) throws -> LayoutRecord {
        var record = LayoutRecord(name: name, createdAt: createdAt, archivedAt: archivedAt)
        try record.insert(db)
        return record
    }
}
