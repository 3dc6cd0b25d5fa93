-- Sample datasets (TopApp models in sections), versioned like layouts.

CREATE TABLE dataset (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
);

CREATE TABLE dataset_revision (
    id           INTEGER PRIMARY KEY,
    dataset_id   INTEGER NOT NULL REFERENCES dataset(id),
    number       INTEGER NOT NULL CHECK (number >= 1),
    parent_id    INTEGER REFERENCES dataset_revision(id),
    content_hash TEXT NOT NULL,     -- SHA-256 of `content`
    content      TEXT NOT NULL,     -- canonical JSON
    author       TEXT NOT NULL,
    message      TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL,
    UNIQUE (dataset_id, number)
);

CREATE TRIGGER dataset_revision_is_immutable
BEFORE UPDATE ON dataset_revision
BEGIN
    SELECT RAISE(ABORT, 'dataset revisions are immutable');
END;

CREATE TRIGGER dataset_revision_is_permanent
BEFORE DELETE ON dataset_revision
BEGIN
    SELECT RAISE(ABORT, 'dataset revisions cannot be deleted');
END;
