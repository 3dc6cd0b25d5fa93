-- The document text the author added, kept beside the canonical definition: comments,
-- formatting and fractions like `1/3` as written, so `show` and `export` give back the author's
-- own file.
--
-- `content_hash` stays the SHA-256 of `definition` (what the layout is); `source_hash` is the
-- SHA-256 of `source_text` (what the author wrote), and the audit event that creates a revision
-- records both, so `audit verify` detects an edited text as it does an edited definition.
-- Revisions made before this migration, and those made by a revert or a bundle without text,
-- have neither (NULL): they show their canonical form.
--
-- A revision may repeat its parent's content with another text: a text-only revision (a comment
-- or the formatting changed, the geometry did not).

ALTER TABLE layout_revision ADD COLUMN source_text TEXT;
ALTER TABLE layout_revision ADD COLUMN source_hash TEXT
    CHECK ((source_hash IS NULL) = (source_text IS NULL));
