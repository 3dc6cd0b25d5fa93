import GRDB

/// A layout's head revision, as `catalog list` shows it.
package struct LayoutHead: Sendable, Hashable {
    package var revisionId: Int64
    package var number: Int
    package var contentHash: String
    package var author: String
    package var createdAt: String

    package init(revisionId: Int64, number: Int, contentHash: String, author: String, createdAt: String) {
        self.revisionId = revisionId
        self.number = number
        self.contentHash = contentHash
        self.author = author
        self.createdAt = createdAt
    }
}

/// A layout with its head revision's facts, as `catalog list` shows it.
package struct LayoutListing: Sendable, Hashable {
    package var layout: LayoutRecord
    /// Revisions are numbered 1, 2, 3 … and never deleted, so this is the head's number.
    package var revisionCount: Int
    package var head: LayoutHead
    package var title: String?
    package var summary: String?
    /// The head definition's `tags`, sorted.
    package var tags: [String]
}

extension StoreAccess {
    /// The layout with this name, archived or not.
    package func layout(named name: String) throws -> LayoutRecord? {
        try LayoutRecord.filter { $0.name == name }.fetchOne(db)
    }

    /// Creates a layout row.
    package func insertLayout(name: String, createdAt: String) throws -> LayoutRecord {
        var record = LayoutRecord(name: name, createdAt: createdAt)
        try record.insert(db)
        return record
    }

    /// Archives or restores a layout.
    package func setArchived(layoutId: Int64, at timestamp: String?) throws {
        try db.execute(sql: "UPDATE layout SET archived_at = ? WHERE id = ?", arguments: [timestamp, layoutId])
    }

    /// Every layout that has a revision, with its head, sorted by name.
    ///
    /// One scan of `layout_listing`, which the schema keeps in name order beside each layout
    /// (see migration 7), never a definition.
    package func layoutListings(includeArchived: Bool) throws -> [LayoutListing] {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT layout_id, name, layout_created_at, archived_at,
                       revision_id, number, content_hash, author, created_at, title, summary, tags
                FROM layout_listing
                WHERE (? OR archived_at IS NULL)
                """, arguments: [includeArchived])
        var listings: [LayoutListing] = []
        // Columns by position: the cursor reuses one row, and names would be looked up per row.
        while let row = try rows.next() {
            let layout = LayoutRecord(
                id: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1), createdAt: try row.decode(atIndex: 2),
                archivedAt: try row.decode(atIndex: 3))
            let head = LayoutHead(
                revisionId: try row.decode(atIndex: 4), number: try row.decode(atIndex: 5), contentHash: try row.decode(atIndex: 6),
                author: try row.decode(atIndex: 7), createdAt: try row.decode(atIndex: 8))
            listings.append(
                LayoutListing(
                    layout: layout, revisionCount: head.number, head: head, title: try row.decode(atIndex: 9),
                    summary: try row.decode(atIndex: 10), tags: StoredTags.decode(try row.decode(atIndex: 11))))
        }
        return listings
    }
}
