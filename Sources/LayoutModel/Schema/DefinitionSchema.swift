/// A JSON Schema (draft 2020-12) of the layout definition format, for editors.
///
/// Point the VS Code YAML extension (or any JSON Schema aware editor) at it to get completion,
/// hover text with UIKit's names and meanings, and validation of the document's shape: every
/// mapping is closed (`additionalProperties: false`), enums list their values, and the
/// `absolute(44)`-style strings are checked by pattern. Value ranges that depend on several keys
/// (room left by insets, duplicate element kinds) stay with `Validator`. Explicit nulls, which the
/// decoder treats as absent keys, are not part of the schema.
public enum DefinitionSchema {
    /// The schema's `$id`.
    public static let identifier = "https://catalog.invalid/schemas/layout-definition-1.json"

    /// The schema as a JSON value; `.prettyText` gives the file to hand to an editor.
    public static var json: JSONValue {
        typealias B = SchemaBuilder
        let top = B.object(
            "A compositional layout definition (format 1): one YAML or JSON document whose names mirror UICollectionViewCompositionalLayout.",
            required: ["name"],
            [
                "format": B.integer(
                    "Format version, default 1. A newer version than this catalog knows is an error.", minimum: 1,
                    maximum: Double(LayoutDefinition.supportedFormat)),
                "name": B.string(
                    "The catalog key: lowercase letters, digits, '-', '_' and '.', 1–64 characters, starting with a letter or digit.",
                    pattern: SchemaPatterns.name),
                "title": B.string("A human title, e.g. 'Nested Groups'."),
                "summary": B.string("One line saying what the layout is and where it comes from."),
                "tags": B.array(
                    B.string("A label (1–64 characters).", minLength: 1, maxLength: 64), "Free-form labels; stored sorted and without duplicates."),
                "lint": B.object(
                    "What the linter should not warn about in this definition (not part of UIKit).",
                    [
                        "allow": B.array(
                            B.enumeration(Linter.rules.map(\.id), "A lint rule id (docs/lint-rules.md)."),
                            "Rules whose warnings this definition keeps on purpose; say why in summary.")
                    ]),
                "configuration": B.ref(
                    "configuration",
                    "UICollectionViewCompositionalLayoutConfiguration: scroll direction, spacing between sections, layout-wide headers and footers."),
                "section": B.ref(
                    "sectionChoice",
                    "One NSCollectionLayoutSection used for every data section (UICollectionViewCompositionalLayout(section:)). Give one of section, sections and sectionsByKind."
                ),
                "sections": B.array(
                    B.ref("sectionChoice", "The layout of data section i (or alternatives chosen by width)."),
                    "A section provider: data section i uses sections[i]; past the end, defaultSection. Give one of section, sections and sectionsByKind.",
                    minItems: 1),
                "sectionsByKind": B.array(
                    B.ref("kindSection", "The layout of data sections of one kind."),
                    "A section provider that switches over the kind of each data section's identifier (dataSource.sectionIdentifier(for:)); other kinds use defaultSection. Give one of section, sections and sectionsByKind.",
                    minItems: 1),
                "defaultSection": B.ref(
                    "sectionChoice", "The layout of data sections past the end of sections, or of kinds sectionsByKind does not name."),
                "preview": B.ref("preview", "Sample data the catalog draws the layout with when no data is given (not part of UIKit)."),
            ],
            extra: [
                "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
                "$id": .string(identifier),
                "title": .string("Compositional layout definition"),
                "oneOf": .array([B.requires("section"), B.requires("sections"), B.requires("sectionsByKind")]),
                "dependentSchemas": .object(["defaultSection": .object(["anyOf": .array([B.requires("sections"), B.requires("sectionsByKind")])])]),
                "$defs": .object(definitions),
            ])
        return top
    }

    /// Every named sub-schema.
    static var definitions: [String: JSONValue] {
        SchemaValueDefinitions.all.merging(SchemaStructureDefinitions.all) { first, _ in first }
    }
}
