import GRDB

/// A row whose foreign key names a row that does not exist (`PRAGMA foreign_key_check`).
package struct ForeignKeyViolation: Sendable, Hashable, CustomStringConvertible {
    package var table: String
    package var rowID: Int64?
    /// The table the key should point into.
    package var parent: String

    package var description: String { "\(table) \(rowID.map(String.init) ?? "?"): refers to a missing \(parent) row" }
}

/// A row that nothing else leads to, or that disagrees with the rows it summarises.
package struct OrphanRow: Sendable, Hashable, CustomStringConvertible {
    package var table: String
    package var rowID: Int64
    package var problem: String

    package var description: String { "\(table) \(rowID): \(problem)" }
}

/// Checks of the file itself, for `catalog doctor`. They read the file as it is — at its own
/// schema, never through an upgraded copy — and never write.
extension CatalogDatabase {
    /// SQLite's `PRAGMA integrity_check`: the problems it finds (at most 100), empty when the
    /// file's pages, indexes and constraints are sound.
    package func integrityProblems() throws -> [String] {
        try readFile { file in
            // Outside a transaction: after a page it cannot read, SQLite ends the transaction the
            // check ran in, and closing it would fail with the same error.
            try file.unsafeRead { db in
                var lines: [String] = []
                do {
                    let cursor = try String.fetchCursor(db, sql: "PRAGMA integrity_check")
                    while let line = try cursor.next() { lines.append(line) }
                } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
                    // The check lists what it found, then stops on a page it cannot read.
                    lines.append(error.message ?? "database disk image is malformed")
                }
                return lines == ["ok"] ? [] : lines
            }
        }
    }

    /// Rows whose foreign keys point at rows that do not exist (SQLite enforces the keys on
    /// every write, so only a file edited by other means has any).
    package func foreignKeyViolations() throws -> [ForeignKeyViolation] {
        try readFile { file in
            try file.read { db in
                try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row in
                    ForeignKeyViolation(table: try row.decode(atIndex: 0), rowID: try row.decode(atIndex: 1), parent: try row.decode(atIndex: 2))
                }
            }
        }
    }

    /// Rows the commands cannot reach or that disagree with what they summarise: layouts,
    /// datasets and snapshot histories without any revision or entry, tags on another layout's
    /// revision, and `layout_head` rows (schemas 5 and 6) or `layout_listing` rows (schema 7 on)
    /// that are missing or disagree with the layout and its newest revision.
    package func orphans() throws -> [OrphanRow] {
        try readFile { file in
            try file.read { db in
                var found: [OrphanRow] = []
                func collect(_ table: String, _ problem: String, _ sql: String) throws {
                    for id in try Int64.fetchAll(db, sql: sql) { found.append(OrphanRow(table: table, rowID: id, problem: problem)) }
                }
                try collect(
                    "layout", "has no revision, so no command lists or shows it",
                    """
                    SELECT id FROM layout l WHERE NOT EXISTS (SELECT 1 FROM layout_revision r WHERE r.layout_id = l.id) ORDER BY id
                    """)
                try collect(
                    "revision_tag", "points at a revision of another layout",
                    """
                    SELECT t.id FROM revision_tag t JOIN layout_revision r ON r.id = t.revision_id
                    WHERE r.layout_id <> t.layout_id ORDER BY t.id
                    """)
                if try db.tableExists("dataset") {
                    try collect(
                        "dataset", "has no revision",
                        """
                        SELECT id FROM dataset d WHERE NOT EXISTS (SELECT 1 FROM dataset_revision r WHERE r.dataset_id = d.id) ORDER BY id
                        """)
                }
                if try db.tableExists("snapshot_history") {
                    try collect(
                        "snapshot_history", "has no entry",
                        """
                        SELECT id FROM snapshot_history h WHERE NOT EXISTS (SELECT 1 FROM snapshot_entry e WHERE e.history_id = h.id)
                        ORDER BY id
                        """)
                }
                if try db.tableExists("layout_head") {
                    try collect(
                        "layout", "has revisions but no layout_head row, so `list` leaves it out",
                        """
                        SELECT id FROM layout l WHERE EXISTS (SELECT 1 FROM layout_revision r WHERE r.layout_id = l.id)
                          AND NOT EXISTS (SELECT 1 FROM layout_head h WHERE h.layout_id = l.id) ORDER BY id
                        """)
                    try collect(
                        "layout_head", "does not describe the layout's newest revision (number, hash, author, time, title, summary or tags)",
                        """
                        SELECT h.layout_id FROM layout_head h
                        LEFT JOIN layout_revision r ON r.layout_id = h.layout_id
                             AND r.number = (SELECT MAX(number) FROM layout_revision WHERE layout_id = h.layout_id)
                        WHERE r.id IS NULL OR r.id <> h.revision_id OR r.number <> h.number OR r.content_hash <> h.content_hash
                           OR r.author <> h.author OR r.created_at <> h.created_at
                           OR (json_valid(r.definition) AND (
                                  h.title IS NOT (CASE WHEN json_type(r.definition, '$.title') = 'text' THEN json_extract(r.definition, '$.title') END)
                               OR h.summary IS NOT (CASE WHEN json_type(r.definition, '$.summary') = 'text' THEN json_extract(r.definition, '$.summary') END)
                               OR EXISTS (SELECT key, value FROM json_each(r.definition, '$.tags') WHERE type = 'text' AND key IS NOT NULL
                                          EXCEPT SELECT position, tag FROM layout_head_tag WHERE layout_id = h.layout_id)
                               OR EXISTS (SELECT position, tag FROM layout_head_tag WHERE layout_id = h.layout_id
                                          EXCEPT SELECT key, value FROM json_each(r.definition, '$.tags') WHERE type = 'text' AND key IS NOT NULL)))
                        ORDER BY h.layout_id
                        """)
                }
                if try db.tableExists("layout_listing") {
                    try collect(
                        "layout", "has revisions but no layout_listing row, so `list` leaves it out",
                        """
                        SELECT id FROM layout l WHERE EXISTS (SELECT 1 FROM layout_revision r WHERE r.layout_id = l.id)
                          AND NOT EXISTS (SELECT 1 FROM layout_listing s WHERE s.layout_id = l.id) ORDER BY id
                        """)
                    try collect(
                        "layout_listing",
                        "does not describe the layout and its newest revision (name, archive, number, hash, author, time, title, summary or tags)",
                        """
                        SELECT s.layout_id FROM layout_listing s
                        LEFT JOIN layout l ON l.id = s.layout_id
                        LEFT JOIN layout_revision r ON r.layout_id = s.layout_id
                             AND r.number = (SELECT MAX(number) FROM layout_revision WHERE layout_id = s.layout_id)
                        WHERE l.id IS NULL OR r.id IS NULL OR l.name <> s.name OR l.created_at <> s.layout_created_at
                           OR l.archived_at IS NOT s.archived_at
                           OR r.id <> s.revision_id OR r.number <> s.number OR r.content_hash <> s.content_hash
                           OR r.author <> s.author OR r.created_at <> s.created_at
                           OR (json_valid(r.definition) AND (
                                  s.title IS NOT (CASE WHEN json_type(r.definition, '$.title') = 'text' THEN json_extract(r.definition, '$.title') END)
                               OR s.summary IS NOT (CASE WHEN json_type(r.definition, '$.summary') = 'text' THEN json_extract(r.definition, '$.summary') END)
                               OR s.tags IS NOT (CASE WHEN json_type(r.definition, '$.tags') = 'array'
                                                      THEN (SELECT json_group_array(value) FROM json_each(r.definition, '$.tags') WHERE type = 'text')
                                                      ELSE '[]' END)))
                        ORDER BY s.layout_id
                        """)
                }
                return found
            }
        }
    }
}
