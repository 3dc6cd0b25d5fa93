import LayoutModel

/// The `// catalog:` header of generated Swift: everything the content hash covers that the
/// code itself cannot carry (name, title, summary, tags, lint allowances, preview data), so that importing the
/// file with SwiftImport gives back the same definition (see docs/swift-import.md).
///
/// One `// catalog: KEY = VALUE` line per key, values as Swift literals (strings escaped as
/// `CodeLiteral.swiftString` does, so each entry stays on one line), keys at their default left
/// out.
enum CatalogHeaderCode {
    static func lines(for definition: LayoutDefinition) -> [String] {
        var lines = ["// catalog: name = \(CodeLiteral.swiftString(definition.name))"]
        if let title = definition.title { lines.append("// catalog: title = \(CodeLiteral.swiftString(title))") }
        if let summary = definition.summary { lines.append("// catalog: summary = \(CodeLiteral.swiftString(summary))") }
        let tags = Array(Set(definition.tags)).sorted()
        if !tags.isEmpty {
            lines.append("// catalog: tags = [\(tags.map(CodeLiteral.swiftString).joined(separator: ", "))]")
        }
        let allowed = Array(Set(definition.lint.allow)).sorted()
        if !allowed.isEmpty {
            lines.append("// catalog: lint.allow = [\(allowed.map(CodeLiteral.swiftString).joined(separator: ", "))]")
        }
        if let preview = definition.preview {
            lines.append("// catalog: preview.itemCounts = [\(preview.itemCounts.map(CodeLiteral.swiftInteger).joined(separator: ", "))]")
            if let identifiers = preview.sectionIdentifiers {
                lines.append("// catalog: preview.sectionIdentifiers = [\(identifiers.map(CodeLiteral.swiftString).joined(separator: ", "))]")
            }
            if let dataset = preview.dataset { lines.append("// catalog: preview.dataset = \(CodeLiteral.swiftString(dataset))") }
        }
        return lines
    }
}
