-- Snapshot histories: the NSDiffableDataSourceSnapshot states one screen went through.
--
-- Storage grows with the change, not with the snapshot: entry 1, 33, 65, … (every 32nd) holds
-- the full snapshot, the others a delta from the entry before (see SnapshotDelta). Loading any
-- entry reads its checkpoint and at most 31 deltas.

CREATE TABLE snapshot_history (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    dataset    TEXT,                 -- a dataset whose item ids label the snapshots' items
    created_at TEXT NOT NULL
);

CREATE TABLE snapshot_entry (
    id            INTEGER PRIMARY KEY,
    history_id    INTEGER NOT NULL REFERENCES snapshot_history(id),
    number        INTEGER NOT NULL CHECK (number >= 1),
    kind          TEXT NOT NULL CHECK (kind IN ('full', 'delta')),
    payload       TEXT NOT NULL,     -- the snapshot file (full) or the delta, as JSON
    content_hash  TEXT NOT NULL,     -- SHA-256 of the full snapshot's JSON
    section_count INTEGER NOT NULL,
    item_count    INTEGER NOT NULL,
    author        TEXT NOT NULL,
    message       TEXT NOT NULL DEFAULT '',
    created_at    TEXT NOT NULL,
    UNIQUE (history_id, number)
);

CREATE TRIGGER snapshot_entry_is_immutable
BEFORE UPDATE ON snapshot_entry
BEGIN
    SELECT RAISE(ABORT, 'snapshot entries are immutable');
END;

CREATE TRIGGER snapshot_entry_is_permanent
BEFORE DELETE ON snapshot_entry
BEGIN
    SELECT RAISE(ABORT, 'snapshot entries cannot be deleted');
END;
