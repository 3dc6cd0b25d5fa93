-- What `catalog list` shows of each layout, kept beside it so that listing never reads a
-- definition: the head revision's number, content hash, author and time, and the title, summary
-- and tags of its definition.
--
-- The table is derived data. A trigger moves a layout's row whenever a revision is inserted, so
-- every path that writes revisions (add, revert, bundle import) keeps it current without the
-- code having to remember; the INSERT at the end fills it for catalogs made before this
-- migration. Revisions are numbered 1, 2, 3 … and never deleted, so the head's number is also
-- the layout's revision count.
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
    title        TEXT,                        -- the definition's `title`, if a string
    summary      TEXT,                        -- the definition's `summary`, if a string
    tags         TEXT NOT NULL DEFAULT '[]'   -- the definition's `tags`: a JSON array, sorted
);

CREATE TRIGGER layout_head_follows_new_revisions
AFTER INSERT ON layout_revision
BEGIN
    INSERT INTO layout_head (layout_id, revision_id, number, content_hash, author, created_at, title, summary, tags)
    SELECT NEW.layout_id, NEW.id, NEW.number, NEW.content_hash, NEW.author, NEW.created_at,
           CASE WHEN valid AND json_type(NEW.definition, '$.title') = 'text' THEN json_extract(NEW.definition, '$.title') END,
           CASE WHEN valid AND json_type(NEW.definition, '$.summary') = 'text' THEN json_extract(NEW.definition, '$.summary') END,
           CASE WHEN valid AND json_type(NEW.definition, '$.tags') = 'array' THEN json_extract(NEW.definition, '$.tags') ELSE '[]' END
    FROM (SELECT json_valid(NEW.definition) AS valid)
    WHERE true
    ON CONFLICT (layout_id) DO UPDATE SET
        revision_id = excluded.revision_id, number = excluded.number, content_hash = excluded.content_hash,
        author = excluded.author, created_at = excluded.created_at, title = excluded.title,
        summary = excluded.summary, tags = excluded.tags
    WHERE excluded.number > layout_head.number;
END;

INSERT INTO layout_head (layout_id, revision_id, number, content_hash, author, created_at, title, summary, tags)
SELECT r.layout_id, r.id, r.number, r.content_hash, r.author, r.created_at,
       CASE WHEN valid AND json_type(r.definition, '$.title') = 'text' THEN json_extract(r.definition, '$.title') END,
       CASE WHEN valid AND json_type(r.definition, '$.summary') = 'text' THEN json_extract(r.definition, '$.summary') END,
       CASE WHEN valid AND json_type(r.definition, '$.tags') = 'array' THEN json_extract(r.definition, '$.tags') ELSE '[]' END
FROM (SELECT *, json_valid(definition) AS valid FROM layout_revision) r
WHERE r.number = (SELECT MAX(number) FROM layout_revision WHERE layout_id = r.layout_id);
