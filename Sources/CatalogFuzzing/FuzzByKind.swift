import LayoutModel

/// Layouts that go by kind, made from the presets that list their sections: the same sections
/// under kinds an app's section enum or string identifiers would have, so the harness reaches
/// `sectionsByKind` (decoding, validation, the canonical form and YAML, the resolver, pictures and
/// code) from real geometry. Kinds include ones that need quoting in YAML and non-ASCII ones;
/// previews give identifiers with associated values (`grid(id: 3)`).
enum FuzzByKind {
    /// Kinds in the order entries take them.
    static let kinds = ["featured", "grid", "list", "banner", "Recently Played", "a: b", "café", "top-free", "no", "1e3", "category", "x"]

    /// A by-kind variant of every preset with `sections:`.
    static func variants(of definitions: [LayoutDefinition]) -> [LayoutDefinition] {
        definitions.compactMap { definition in
            guard case .perIndex(let list, let fallback) = definition.sections, list.count <= kinds.count else { return nil }
            var variant = definition
            variant.name = String((definition.name + "-by-kind").prefix(DefinitionLimits.maximumNameLength))
            variant.sections = .byKind(list.enumerated().map { KindSection(kind: kinds[$0], choice: $1) }, defaultSection: fallback)
            if let preview = definition.preview {
                // Associated values on every other section; a kind no entry names goes to the
                // default, when there is one.
                let identifiers = preview.itemCounts.indices.map { index -> String in
                    guard index < list.count else { return fallback == nil ? kinds[index % list.count] : "other(\(index))" }
                    return index % 2 == 0 ? kinds[index] : "\(kinds[index])(id: \(index))"
                }
                variant.preview = Preview(itemCounts: preview.itemCounts, sectionIdentifiers: identifiers, dataset: preview.dataset)
            }
            return variant
        }
    }
}
