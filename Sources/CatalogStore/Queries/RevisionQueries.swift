import Foundation
import GRDB

extension StoreAccess {
    /// The newest revision of a layout.
    package func headRevision(layoutId: Int64) throws -> RevisionRecord? {
        try RevisionRecord.filter { $0.layoutId == layoutId }.order { $0.number.desc }.fetchOne(db)
    }

    /// A layout's revision by number.
    package func revision(layoutId: Int64, number: Int) throws -> RevisionRecord? {
        try RevisionRecord.filter { $0.layoutId == layoutId && $0.number == number }.fetchOne(db)
    }

    /// A revision by row id.
    package func revision(id: Int64) throws -> RevisionRecord? {
        try RevisionRecord.fetchOne(db, key: id)
    }

    /// Every revision of a layout, oldest first.
    package func revisions(layoutId: Int64) throws -> [RevisionRecord] {
        try RevisionRecord.filter { $0.layoutId == layoutId }.order { $0.number }.fetchAll(db)
    }

    /// Revisions of a layout whose content hash starts with `prefix`.
    package func revisions(layoutId: Int64, hashPrefix prefix: String) throws -> [RevisionRecord] {
        return try RevisionRecord.fetchAll(
            db,
            sql: """
                SELECT * FROM layout_revision WHERE layout_id = ? AND content_hash LIKE ? ESCAPE '\\' ORDER BY number
                """, arguments: [layoutId, Self.likePattern(prefix: prefix)])
    }

    /// Appends a revision on top of the current head (number = head + 1, parent = head).
    /// - Parameter source: the author's text and its hash, when the revision has one.
    package func appendRevision(
        layoutId: Int64, contentHash: String, definition: String, author: String, message: String, createdAt: String,
        source: (text: String, hash: String)? = nil
    ) throws -> RevisionRecord {
        let head = try headRevision(layoutId: layoutId)
        var record = RevisionRecord(
            layoutId: layoutId, number: (head?.number ?? 0) + 1, parentId: head?.id, contentHash: contentHash,
            definition: definition, author: author, message: message, createdAt: createdAt, sourceText: source?.text,
            sourceHash: source?.hash)
        try record.insert(db)
        return record
    }
}
