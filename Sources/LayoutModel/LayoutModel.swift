// LayoutModel is the definition model with its YAML reader: LayoutModelCore (the model, JSON
// reading, decoding, validation, lint, canonical form) plus the YAML parser's entry points,
// datasets, the JSON Schema and structural diffs. It re-exports the core so that code which
// imports LayoutModel sees one model; only the runtime imports the core alone, to carry no YAML.
@_exported import LayoutModelCore
