import GRDB

/// A row of `revision_tag`: a label naming one revision of a layout.
package struct RevisionTagRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "revision_tag"
    package static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    package static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    package var id: Int64?
    package var layoutId: Int64
    package var label: String
    package var revisionId: Int64
    package var createdAt: String

    package init(id: Int64? = nil, layoutId: Int64, label: String, revisionId: Int64, createdAt: String) {
        self.id = id
        self.layoutId = layoutId
        self.label = label
        self.revisionId = revisionId
        self.createdAt = createdAt
    }

    /// The table's columns, for requests.
    package enum Columns {
        static let id = Column("id")
        static let layoutId = Column("layout_id")
        static let label = Column("label")
        static let revisionId = Column("revision_id")
        static let createdAt = Column("created_at")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
