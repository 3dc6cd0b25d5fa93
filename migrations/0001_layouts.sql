-- Layouts and their immutable revisions, and revision tags.
-- Never edit a migration once it has landed: add a new numbered file instead.

CREATE TABLE layout (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    created_at  TEXT NOT NULL,          -- UTC, ISO 8601
    archived_at TEXT                    -- set by `catalog remove`; history is kept
);

CREATE TABLE layout_revision (
    id           INTEGER PRIMARY KEY,
    layout_id    INTEGER NOT NULL REFERENCES layout(id),
    number       INTEGER NOT NULL CHECK (number >= 1),   -- 1, 2, 3 … per layout
    parent_id    INTEGER REFERENCES layout_revision(id), -- the previous head, NULL for revision 1
    content_hash TEXT NOT NULL,                          -- SHA-256 of `definition`
    definition   TEXT NOT NULL,                          -- canonical JSON
    author       TEXT NOT NULL,
    message      TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL,                          -- UTC, ISO 8601
    UNIQUE (layout_id, number)
);

CREATE INDEX layout_revision_content_hash ON layout_revision(content_hash);

-- Revisions are immutable: history is never rewritten.
CREATE TRIGGER layout_revision_is_immutable
BEFORE UPDATE ON layout_revision
BEGIN
    SELECT RAISE(ABORT, 'layout revisions are immutable');
END;

CREATE TRIGGER layout_revision_is_permanent
BEFORE DELETE ON layout_revision
BEGIN
    SELECT RAISE(ABORT, 'layout revisions cannot be deleted');
END;

-- A label on one revision of a layout (`catalog tag NAME@REV LABEL`); a label names one
-- revision per layout.
CREATE TABLE revision_tag (
    id          INTEGER PRIMARY KEY,
    layout_id   INTEGER NOT NULL REFERENCES layout(id),
    label       TEXT NOT NULL,
    revision_id INTEGER NOT NULL REFERENCES layout_revision(id),
    created_at  TEXT NOT NULL,
    UNIQUE (layout_id, label)
);
