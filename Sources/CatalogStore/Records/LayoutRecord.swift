import GRDB

/// A row of `layout`: one named layout, whose content lives in its revisions.
package struct LayoutRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "layout"
    package static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    package static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    package var id: Int64?
    package var name: String
    package var createdAt: String
    package var archivedAt: String?

    package init(id: Int64? = nil, name: String, createdAt: String, archivedAt: String? = nil) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.archivedAt = archivedAt
    }

    /// The table's columns, for requests.
    package enum Columns {
        static let id = Column("id")
        static let name = Column("name")
        static let createdAt = Column("created_at")
        static let archivedAt = Column("archived_at")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// True when `catalog remove` archived the layout.
    package var isArchived: Bool { archivedAt != nil }
}
