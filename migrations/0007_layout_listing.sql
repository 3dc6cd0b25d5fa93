-- What `catalog list` prints, one row per layout, in one table kept in name order: listing is
-- a scan of this table and nothing else (no join, no sort), where schema 5's `layout_head` and
-- `layout_head_tag` needed two joins per layout.
--
-- Derived data, like the tables it replaces. Triggers keep it current in the transaction of
-- every write that moves a head or archives a layout (add, revert, bundle import, remove), so no
-- code path has to remember it; the statements at the end fill it from schema 6's tables, which
-- are then dropped.
--
-- `tags` is the head definition's `tags` array as JSON text (its text elements, in stored order):
-- a tag may hold any character, so no separator would be safe. A stored definition that is not
-- valid JSON (a tampered file) lists without title, summary or tags, as before.

CREATE TABLE layout_listing (
    name              TEXT PRIMARY KEY,
    layout_id         INTEGER NOT NULL UNIQUE REFERENCES layout(id),
    layout_created_at TEXT NOT NULL,
    archived_at       TEXT,
    revision_id       INTEGER NOT NULL REFERENCES layout_revision(id),
    number            INTEGER NOT NULL,   -- the head's number, which is also the revision count
    content_hash      TEXT NOT NULL,
    author            TEXT NOT NULL,
    created_at        TEXT NOT NULL,      -- the head revision's time
    title             TEXT,
    summary           TEXT,
    tags              TEXT NOT NULL DEFAULT '[]'
) WITHOUT ROWID;

CREATE TRIGGER layout_listing_follows_new_revisions
AFTER INSERT ON layout_revision
WHEN NEW.number > COALESCE((SELECT number FROM layout_listing WHERE layout_id = NEW.layout_id), 0)
BEGIN
    INSERT OR REPLACE INTO layout_listing
        (name, layout_id, layout_created_at, archived_at, revision_id, number, content_hash, author, created_at, title, summary, tags)
    SELECT l.name, l.id, l.created_at, l.archived_at, NEW.id, NEW.number, NEW.content_hash, NEW.author, NEW.created_at,
           CASE WHEN valid AND json_type(NEW.definition, '$.title') = 'text' THEN json_extract(NEW.definition, '$.title') END,
           CASE WHEN valid AND json_type(NEW.definition, '$.summary') = 'text' THEN json_extract(NEW.definition, '$.summary') END,
           CASE WHEN valid AND json_type(NEW.definition, '$.tags') = 'array'
                THEN (SELECT json_group_array(value) FROM json_each(NEW.definition, '$.tags') WHERE type = 'text')
                ELSE '[]' END
    FROM layout l, (SELECT json_valid(NEW.definition) AS valid)
    WHERE l.id = NEW.layout_id;
END;

CREATE TRIGGER layout_listing_follows_archiving
AFTER UPDATE OF archived_at ON layout
BEGIN
    UPDATE layout_listing SET archived_at = NEW.archived_at WHERE layout_id = NEW.id;
END;

INSERT INTO layout_listing
    (name, layout_id, layout_created_at, archived_at, revision_id, number, content_hash, author, created_at, title, summary, tags)
SELECT l.name, l.id, l.created_at, l.archived_at, h.revision_id, h.number, h.content_hash, h.author, h.created_at, h.title, h.summary,
       (SELECT json_group_array(tag) FROM (SELECT tag FROM layout_head_tag t WHERE t.layout_id = l.id ORDER BY t.position))
FROM layout l JOIN layout_head h ON h.layout_id = l.id;

DROP TRIGGER layout_head_follows_new_revisions;
DROP TABLE layout_head_tag;
DROP TABLE layout_head;
