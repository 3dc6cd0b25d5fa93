#!/usr/bin/env bash
# Rebuilds schema-1.sqlite … schema-4.sqlite, the catalogs the upgrade tests start from.
#
# Usage: make-fixtures.sh PATH/TO/catalog
# where the binary was built from a commit before migration 0005 (e.g. 5ae3f9c), so that every
# row is written by the code that wrote such catalogs. Needs sqlite3.
#
# One catalog is grown in four stages, each using what its schema added — layouts, revisions
# and archiving (schema 1); tags, reverts, restores and the audit trail (2); datasets (3);
# snapshot histories (4) — and copied after each. Migrations only ever add tables, so the copy
# after stage N, with the tables of later migrations (all still empty, except the audit trail
# after stage 1) dropped and their rows removed from grdb_migrations, is a catalog as schema N
# left it.
set -euo pipefail
catalog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
export CATALOG_AUTHOR=fixture NO_COLOR=1
run() { "$catalog" "$@" --db "$work/c.sqlite" >/dev/null; }

layout() { # name title height tags
  cat > "$1.yaml" <<YAML
name: $1
title: $2
summary: Fixture layout $1, $3 pt rows.
tags: [$4]
section:
  interGroupSpacing: 8
  group:
    layout: horizontal
    size: {width: fractionalWidth(1), height: absolute($3)}
    subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]
YAML
}

"$catalog" init --db "$work/c.sqlite" --no-presets >/dev/null
# Stage 1: layouts with several revisions, one archived.
layout grid "Grid" 44 "grid, fixture"; run add grid.yaml -m "First grid"
layout grid "Grid" 60 "grid, fixture, tall"; run add grid.yaml -m "Taller rows"
layout grid "Grid, again" 72 "fixture, grid"; run add grid.yaml -m "Taller still"
layout feed "Feed" 120 "feed"; run add feed.yaml
layout old-feed "Old feed" 90 "feed, legacy"; run add old-feed.yaml -m "Before the redesign"
run remove old-feed
cp c.sqlite stage1.sqlite
# Stage 2: tags (set, moved, deleted), a revert, a restore.
run tag grid@1 first
run tag grid@2 release
run tag grid@3 release
run tag feed@1 draft
run tag --delete feed draft
run revert grid 1 -m "Back to 44 pt"
layout old-feed "Old feed" 96 "feed, legacy"; run add old-feed.yaml -m "Restored"
cp c.sqlite stage2.sqlite
# Stage 3: a dataset with two revisions.
cat > topapps.json <<'JSON'
{"name": "topapps", "title": "Top Apps", "sections": [{"id": "main", "title": "Top", "items": [
  {"id": "a", "imageNamed": "star", "title": "A", "subtitle": "first"},
  {"id": "b", "imageNamed": "star", "title": "B", "subtitle": "second"}]}]}
JSON
run dataset add topapps.json -m "Two apps"
sed -i 's/"second"}/"second"}, {"id": "c", "imageNamed": "star", "title": "C", "subtitle": "third"}/' topapps.json
run dataset add topapps.json -m "Three apps"
cp c.sqlite stage3.sqlite
# Stage 4: a snapshot history, whole and as deltas.
echo '{"sections": [{"id": "main", "items": ["a", "b"]}]}' > first.json
run snapshot record home --file first.json --dataset topapps -m "First load"
printf -- '- appendItems: {items: [c], toSection: main}\n- moveItem: {item: c, beforeItem: a}\n' > more.yaml
run snapshot record home --ops more.yaml -m "C on top"
printf -- '- deleteItems: [b]\n- reloadItems: [a]\n' > fewer.yaml
run snapshot record home --ops fewer.yaml -m "B gone"
cp c.sqlite stage4.sqlite

drop_after() { # file schema
  local tables=""
  [ "$2" -lt 4 ] && tables="$tables snapshot_entry snapshot_history"
  [ "$2" -lt 3 ] && tables="$tables dataset_revision dataset"
  [ "$2" -lt 2 ] && tables="$tables audit_event"
  for table in $tables; do sqlite3 "$1" "DROP TABLE $table"; done
  sqlite3 "$1" "DELETE FROM grdb_migrations WHERE CAST(substr(identifier, 1, 4) AS INTEGER) > $2; VACUUM;"
}
for n in 1 2 3 4; do
  cp "stage$n.sqlite" "schema-$n.sqlite"
  drop_after "schema-$n.sqlite" "$n"
  sqlite3 "schema-$n.sqlite" "PRAGMA integrity_check" | grep -qx ok
  cp "schema-$n.sqlite" "$here/schema-$n.sqlite"
done
echo "wrote schema-1.sqlite … schema-4.sqlite to $here"
