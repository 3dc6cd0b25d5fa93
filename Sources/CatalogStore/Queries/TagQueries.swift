import GRDB

extension StoreAccess {
    /// The tags of a layout, by label.
    package func tags(layoutId: Int64) throws -> [RevisionTagRecord] {
        try RevisionTagRecord.filter { $0.layoutId == layoutId }.order { $0.label }.fetchAll(db)
    }

    /// Every tag of every layout, by layout and label.
    package func allTags() throws -> [RevisionTagRecord] {
        try RevisionTagRecord.order { [$0.layoutId, $0.label] }.fetchAll(db)
    }

    /// The tag with this label on a layout.
    package func tag(layoutId: Int64, label: String) throws -> RevisionTagRecord? {
        try RevisionTagRecord.filter { $0.layoutId == layoutId && $0.label == label }.fetchOne(db)
    }
}

extension StoreAccess {
    /// Points a label at a revision, creating or moving it.
    package func setTag(layoutId: Int64, label: String, revisionId: Int64, createdAt: String) throws {
        try db.execute(
            sql: """
                INSERT INTO revision_tag (layout_id, label, revision_id, created_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (layout_id, label) DO UPDATE SET revision_id = excluded.revision_id, created_at = excluded.created_at
                """, arguments: [layoutId, label, revisionId, createdAt])
    }

    /// Removes a label.
    package func deleteTag(layoutId: Int64, label: String) throws {
        try db.execute(sql: "DELETE FROM revision_tag WHERE layout_id = ? AND label = ?", arguments: [layoutId, label])
    }
}
