-- Layout packs' channels and keys (pack format 2, docs/layout-packs.md).
--
-- `pack_channel`: one row per channel `catalog publish` has written a pack for, with the newest
-- sequence it gave out. Publish raises it in the transaction that appends the pack's
-- `pack.publish` audit event, so a number is never given twice: a publish that fails gives
-- none, and one that commits keeps its number whatever comes after. Apps refuse a pack whose
-- sequence is not above the newest they have seen, so the row only ever grows and is never
-- deleted (the triggers below).
--
-- `pack_key_revocation`: the key IDs `publish --revoke` retired. Every later pack lists them
-- all in its manifest's `revokedKeys`, and publish refuses to sign with one of them.

CREATE TABLE pack_channel (
    channel        TEXT PRIMARY KEY,
    sequence       INTEGER NOT NULL CHECK (sequence >= 1),
    pack_hash      TEXT NOT NULL,       -- SHA-256 of the pack that has `sequence`
    key_ids        TEXT NOT NULL,       -- JSON array of the key IDs that signed it, in order
    published_at   TEXT NOT NULL,       -- UTC, ISO 8601: the pack's `created`
    audit_event_id INTEGER NOT NULL REFERENCES audit_event(id)
) WITHOUT ROWID;

CREATE TRIGGER pack_channel_sequence_only_grows
BEFORE UPDATE OF sequence ON pack_channel
WHEN NEW.sequence <= OLD.sequence
BEGIN
    SELECT RAISE(ABORT, 'a channel''s pack sequence only grows');
END;

CREATE TRIGGER pack_channel_is_permanent
BEFORE DELETE ON pack_channel
BEGIN
    SELECT RAISE(ABORT, 'a channel''s pack sequence cannot be deleted');
END;

CREATE TABLE pack_key_revocation (
    key_id         TEXT PRIMARY KEY,    -- 16 lowercase hex digits
    revoked_at     TEXT NOT NULL,       -- UTC, ISO 8601
    audit_event_id INTEGER NOT NULL REFERENCES audit_event(id)
) WITHOUT ROWID;

CREATE TRIGGER pack_key_revocation_is_permanent
BEFORE DELETE ON pack_key_revocation
BEGIN
    SELECT RAISE(ABORT, 'a key revocation cannot be undone');
END;
