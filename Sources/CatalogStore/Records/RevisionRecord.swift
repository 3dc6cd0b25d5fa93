import GRDB

/// A row of `layout_revision`: one immutable version of a layout's definition.
package struct RevisionRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "layout_revision"
    package static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    package static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    package var id: Int64?
    package var layoutId: Int64
    /// 1, 2, 3 … per layout.
    package var number: Int
    /// The revision this one was made on top of.
    package var parentId: Int64?
    /// SHA-256 of `definition`.
    package var contentHash: String
    /// The canonical JSON text.
    package var definition: String
    package var author: String
    package var message: String
    /// UTC, ISO 8601.
    package var createdAt: String
    /// The document as the author wrote it (comments, formatting, `1/3`), or nil for a revision
    /// made before the catalog kept it, or without a document (a revert keeps the target's).
    package var sourceText: String?
    /// SHA-256 of `sourceText`; nil exactly when it is.
    package var sourceHash: String?

    package init(
        id: Int64? = nil, layoutId: Int64, number: Int, parentId: Int64?, contentHash: String, definition: String,
        author: String, message: String, createdAt: String, sourceText: String? = nil, sourceHash: String? = nil
    ) {
        self.id = id
        self.layoutId = layoutId
        self.number = number
        self.parentId = parentId
        self.contentHash = contentHash
        self.definition = definition
        self.author = author
        self.message = message
        self.createdAt = createdAt
        self.sourceText = sourceText
        self.sourceHash = sourceHash
    }

    /// The table's columns, for requests.
    package enum Columns {
        static let id = Column("id")
        static let layoutId = Column("layout_id")
        static let number = Column("number")
        static let parentId = Column("parent_id")
        static let contentHash = Column("content_hash")
        static let definition = Column("definition")
        static let author = Column("author")
        static let message = Column("message")
        static let createdAt = Column("created_at")
        static let sourceText = Column("source_text")
        static let sourceHash = Column("source_hash")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
