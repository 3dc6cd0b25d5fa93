-- What `catalog list` shows of each layout, kept beside it so that listing never reads a
-- definition: the head revision's number, content hash, author and time, and the title, summary
-- and tags of its definition.
--
-- Both tables are derived data. A trigger moves a layout's rows whenever a newer revision is
-- inserted, so every path that writes revisions (add, revert, bundle import) keeps them current
-- without the code having to remember; the statements at the end fill them for catalogs made
-- before this migration. Revisions are numbered 1, 2, 3 … and never deleted, so the head's
-- number is also the layout's revision count.
--
-- Definitions are canonical JSON written by the model. A stored definition that is not (a
-- tampered file) lists without title, summary or tags instead of failing the upgrade; `audit
-- verify` reports its hash.

CREATE TABLE layout_head (
    layout_id    INTEGER PRIMARY KEY REFERENCES layout(id),
    revision_id  INTEGER NOT NULL REFERENCES layout_revision(id),
    number       INTEGER NOT NULL,
    content_hash TEXT NOT NULL,
    author       TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    title        TEXT,                    -- the definition's `title`, if it is a string
    summary      TEXT                     -- the definition's `summary`, if it is a string
);

-- The head definition's `tags`, in their stored (sorted) order.
CREATE TABLE layout_head_tag (
    layout_id INTEGER NOT NULL REFERENCES layout(id),
    position  INTEGER NOT NULL,
    tag       TEXT NOT NULL,
    PRIMARY KEY (layout_id, position)
) WITHOUT ROWID;

CREATE TRIGGER layout_head_follows_new_revisions
AFTER INSERT ON layout_revision
WHEN NEW.number > COALESCE((SELECT number FROM layout_head WHERE layout_id = NEW.layout_id), 0)
BEGIN
    INSERT OR REPLACE INTO layout_head (layout_id, revision_id, number, content_hash, author, created_at, title, summary)
    SELECT NEW.layout_id, NEW.id, NEW.number, NEW.content_hash, NEW.author, NEW.created_at,
           CASE WHEN valid AND json_type(NEW.definition, '$.title') = 'text' THEN json_extract(NEW.definition, '$.title') END,
           CASE WHEN valid AND json_type(NEW.definition, '$.summary') = 'text' THEN json_extract(NEW.definition, '$.summary') END
    FROM (SELECT json_valid(NEW.definition) AS valid);
    DELETE FROM layout_head_tag WHERE layout_id = NEW.layout_id;
    INSERT INTO layout_head_tag (layout_id, position, tag)
    SELECT NEW.layout_id, t.key, t.value
    FROM json_each(CASE WHEN json_valid(NEW.definition) AND json_type(NEW.definition, '$.tags') = 'array'
                        THEN json_extract(NEW.definition, '$.tags') ELSE '[]' END) t
    WHERE t.type = 'text';
END;

INSERT INTO layout_head (layout_id, revision_id, number, content_hash, author, created_at, title, summary)
SELECT r.layout_id, r.id, r.number, r.content_hash, r.author, r.created_at,
       CASE WHEN valid AND json_type(r.definition, '$.title') = 'text' THEN json_extract(r.definition, '$.title') END,
       CASE WHEN valid AND json_type(r.definition, '$.summary') = 'text' THEN json_extract(r.definition, '$.summary') END
FROM (SELECT *, json_valid(definition) AS valid FROM layout_revision) r
WHERE r.number = (SELECT MAX(number) FROM layout_revision WHERE layout_id = r.layout_id);

INSERT INTO layout_head_tag (layout_id, position, tag)
SELECT r.layout_id, t.key, t.value
FROM layout_head h JOIN layout_revision r ON r.id = h.revision_id,
     json_each(CASE WHEN json_valid(r.definition) AND json_type(r.definition, '$.tags') = 'array'
                    THEN json_extract(r.definition, '$.tags') ELSE '[]' END) t
WHERE t.type = 'text';
