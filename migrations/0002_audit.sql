-- The audit trail: one row per write, hash-chained so that an edited, deleted or reordered row
-- is detectable (`catalog audit verify`).
--
-- hash = SHA-256 of: previous_hash, then the event's canonical JSON
--        {"action","actor","details","id","occurredAt","subject"}.
-- The first event's previous_hash is 64 zeros.

CREATE TABLE audit_event (
    id            INTEGER PRIMARY KEY,
    occurred_at   TEXT NOT NULL,      -- UTC, ISO 8601
    actor         TEXT NOT NULL,
    action        TEXT NOT NULL,      -- e.g. layout.add, layout.revert, tag.set, layout.remove
    subject       TEXT NOT NULL,      -- e.g. grid@3
    details       TEXT NOT NULL,      -- canonical JSON; revisions' content hashes included
    previous_hash TEXT NOT NULL,
    hash          TEXT NOT NULL UNIQUE
);

CREATE INDEX audit_event_occurred_at ON audit_event(occurred_at);

CREATE TRIGGER audit_event_is_immutable
BEFORE UPDATE ON audit_event
BEGIN
    SELECT RAISE(ABORT, 'audit events are immutable');
END;

CREATE TRIGGER audit_event_is_permanent
BEFORE DELETE ON audit_event
BEGIN
    SELECT RAISE(ABORT, 'audit events cannot be deleted');
END;
