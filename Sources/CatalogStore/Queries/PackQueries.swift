import Foundation
import GRDB

extension StoreAccess {
    /// The channel's row, if `publish` ever wrote a pack for it.
    package func packChannel(_ channel: String) throws -> PackChannelRecord? {
        try packChannels(where: "WHERE channel = ?", [channel]).first
    }

    /// Every channel's row, by name.
    package func packChannels() throws -> [PackChannelRecord] {
        try packChannels(where: "", [])
    }

    private func packChannels(where clause: String, _ arguments: StatementArguments) throws -> [PackChannelRecord] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT channel, sequence, pack_hash, key_ids, published_at, audit_event_id FROM pack_channel \(clause) ORDER BY channel
                """, arguments: arguments)
        return rows.map { row in
            let keys = (row["key_ids"] as String?).flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []
            return PackChannelRecord(
                channel: row["channel"], sequence: row["sequence"], packHash: row["pack_hash"], keyIDs: keys,
                publishedAt: row["published_at"], auditEventId: row["audit_event_id"])
        }
    }

    /// Records the pack `publish` wrote for a channel: its sequence must be above the row's (the
    /// schema refuses a lower one).
    package func recordPackPublished(_ record: PackChannelRecord) throws {
        let keys = String(decoding: try JSONEncoder().encode(record.keyIDs), as: UTF8.self)
        try db.execute(
            sql: """
                INSERT INTO pack_channel (channel, sequence, pack_hash, key_ids, published_at, audit_event_id) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (channel) DO UPDATE SET sequence = excluded.sequence, pack_hash = excluded.pack_hash, key_ids = excluded.key_ids,
                    published_at = excluded.published_at, audit_event_id = excluded.audit_event_id
                """, arguments: [record.channel, record.sequence, record.packHash, keys, record.publishedAt, record.auditEventId])
    }

    /// Every revoked key, by ID.
    package func packKeyRevocations() throws -> [PackKeyRevocationRecord] {
        try Row.fetchAll(db, sql: "SELECT key_id, revoked_at, audit_event_id FROM pack_key_revocation ORDER BY key_id").map { row in
            PackKeyRevocationRecord(keyID: row["key_id"], revokedAt: row["revoked_at"], auditEventId: row["audit_event_id"])
        }
    }

    /// Revokes keys (those already revoked keep their first revocation).
    package func revokePackKeys(_ keyIDs: [String], at timestamp: String, auditEventId: Int64) throws {
        for keyID in keyIDs {
            try db.execute(
                sql: "INSERT OR IGNORE INTO pack_key_revocation (key_id, revoked_at, audit_event_id) VALUES (?, ?, ?)",
                arguments: [keyID, timestamp, auditEventId])
        }
    }
}
