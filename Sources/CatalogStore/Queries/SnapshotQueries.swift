import GRDB

extension StoreAccess {
    /// The history with this name.
    package func snapshotHistory(named name: String) throws -> SnapshotHistoryRecord? {
        try SnapshotHistoryRecord.filter { $0.name == name }.fetchOne(db)
    }

    /// Every history, sorted by name.
    package func snapshotHistories() throws -> [SnapshotHistoryRecord] {
        try SnapshotHistoryRecord.order { $0.name }.fetchAll(db)
    }

    /// Creates a history.
    package func insertSnapshotHistory(name: String, dataset: String?, createdAt: String) throws -> SnapshotHistoryRecord {
        var record = SnapshotHistoryRecord(name: name, dataset: dataset, createdAt: createdAt)
        try record.insert(db)
        return record
    }

    /// Links a history to a dataset (or unlinks it).
    package func setSnapshotHistoryDataset(historyId: Int64, dataset: String?) throws {
        try db.execute(sql: "UPDATE snapshot_history SET dataset = ? WHERE id = ?", arguments: [dataset, historyId])
    }

    /// The newest entry's number, or 0.
    package func lastSnapshotNumber(historyId: Int64) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT MAX(number) FROM snapshot_entry WHERE history_id = ?", arguments: [historyId]) ?? 0
    }

    /// The content hash of entry `number`.
    package func snapshotContentHash(historyId: Int64, number: Int) throws -> String? {
        try String.fetchOne(
            db, sql: "SELECT content_hash FROM snapshot_entry WHERE history_id = ? AND number = ?",
            arguments: [historyId, number])
    }

    /// The entries needed to rebuild entry `number`: its checkpoint and the deltas after it,
    /// oldest first.
    package func snapshotChain(historyId: Int64, upTo number: Int) throws -> [SnapshotEntryRecord] {
        let checkpoint =
            try Int.fetchOne(
                db,
                sql: """
                    SELECT MAX(number) FROM snapshot_entry WHERE history_id = ? AND number <= ? AND kind = 'full'
                    """, arguments: [historyId, number]) ?? 1
        return
            try SnapshotEntryRecord
            .filter { $0.historyId == historyId && $0.number >= checkpoint && $0.number <= number }
            .order { $0.number }.fetchAll(db)
    }

    /// Every entry of a history, oldest first (payloads included).
    package func snapshotEntries(historyId: Int64) throws -> [SnapshotEntryRecord] {
        try SnapshotEntryRecord.filter { $0.historyId == historyId }.order { $0.number }.fetchAll(db)
    }

    /// The entries' facts without payloads, oldest first.
    package func snapshotEntrySummaries(historyId: Int64) throws -> [SnapshotEntrySummary] {
        try SnapshotEntrySummary.fetchAll(
            db,
            sql: """
                SELECT number, kind, content_hash, section_count, item_count, length(CAST(payload AS BLOB)) AS payload_bytes,
                       author, message, created_at
                FROM snapshot_entry WHERE history_id = ? ORDER BY number
                """, arguments: [historyId])
    }

    /// Appends an entry.
    @discardableResult
    package func insertSnapshotEntry(_ entry: SnapshotEntryRecord) throws -> SnapshotEntryRecord {
        var record = entry
        try record.insert(db)
        return record
    }

    /// The bytes the snapshot tables take (payloads and row data), for storage reports.
    package func snapshotStorageBytes(historyId: Int64) throws -> Int {
        try Int.fetchOne(
            db, sql: "SELECT COALESCE(SUM(length(CAST(payload AS BLOB))), 0) FROM snapshot_entry WHERE history_id = ?",
            arguments: [historyId]) ?? 0
    }
}
