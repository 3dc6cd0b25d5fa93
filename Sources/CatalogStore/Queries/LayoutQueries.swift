import Foundation
import GRDB

/// A layout with its head revision's facts, as `catalog list` shows it.
public struct LayoutListing: Sendable, Hashable {
    public var layout: LayoutRecord
    public var revisionCount: Int
    public var head: RevisionRecord
    public var title: String?
    public var summary: String?
    /// The head definition's `tags`.
    public var tags: [String]
}

extension StoreAccess {
    /// The layout with this name, archived or not.
    public func layout(named name: String) throws -> LayoutRecord? {
        try LayoutRecord.filter(Column("name") == name).fetchOne(db)
    }

    /// Creates a layout row.
    public func insertLayout(name: String, createdAt: String) throws -> LayoutRecord {
        var record = LayoutRecord(name: name, createdAt: createdAt)
        try record.insert(db)
        return record
    }

    /// Archives or restores a layout.
    public func setArchived(layoutId: Int64, at timestamp: String?) throws {
        try db.execute(sql: "UPDATE layout SET archived_at = ? WHERE id = ?", arguments: [timestamp, layoutId])
    }

    /// Every layout with its head revision, sorted by name.
    public func layoutListings(includeArchived: Bool) throws -> [LayoutListing] {
        let sql = """
            SELECT layout.*, COUNT(r.id) AS revision_count, MAX(r.number) AS head_number
            FROM layout JOIN layout_revision r ON r.layout_id = layout.id
            WHERE (? OR layout.archived_at IS NULL)
            GROUP BY layout.id
            ORDER BY layout.name
            """
        let rows = try Row.fetchAll(db, sql: sql, arguments: [includeArchived])
        // Heads with the facts the list shows, read in the same pass.
        let headSQL = """
            SELECT r.*, json_extract(r.definition, '$.title') AS listed_title,
                   json_extract(r.definition, '$.summary') AS listed_summary, json_extract(r.definition, '$.tags') AS listed_tags
            FROM layout_revision r
            JOIN (SELECT layout_id, MAX(number) AS number FROM layout_revision GROUP BY layout_id) h
              ON h.layout_id = r.layout_id AND h.number = r.number
            """
        var heads: [Int64: (revision: RevisionRecord, facts: Row)] = [:]
        for row in try Row.fetchAll(db, sql: headSQL) {
            let revision = try RevisionRecord(row: row)
            heads[revision.layoutId] = (revision, row)
        }
        return try rows.compactMap { row in
            let layout = try LayoutRecord(row: row)
            guard let id = layout.id, let (head, facts) = heads[id] else { return nil }
            let tagsJSON: String? = facts["listed_tags"]
            return LayoutListing(
                layout: layout, revisionCount: row["revision_count"], head: head,
                title: facts["listed_title"], summary: facts["listed_summary"], tags: Self.decodeStringArray(tagsJSON))
        }
    }

    private static func decodeStringArray(_ json: String?) -> [String] {
        guard let json, let data = json.data(using: .utf8),
              let array = try? JSONDecoder().decode([String].self, from: data)
        else { return [] }
        return array
    }
}
