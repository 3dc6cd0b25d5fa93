import CatalogService
import LayoutModel

/// `catalog show` and `catalog schema`: definitions and the format as documents.
public enum DefinitionPrinter {
    /// The author's text as they added it (byte for byte, so it can be saved back as the file),
    /// or, with `canonical` or for a revision without text, the canonical YAML under a comment
    /// naming the revision; or the canonical JSON pretty-printed (the document itself, numbers
    /// exactly as stored).
    public static func write(_ revision: StoredRevision, as format: DocumentFormat, canonical: Bool = false, on console: Console) {
        switch format {
        case .yaml:
            if !canonical, let text = revision.sourceText {
                console.write(text)
                return
            }
            console.print(
                "# \(revision.name)@\(revision.number) sha:\(revision.contentHash.prefix(12)) by \(DiagnosticText.shown(revision.author)), \(revision.createdAt)"
            )
            console.write(revision.definition.yamlText)
        case .json:
            console.print(revision.definition.canonicalJSON.prettyText)
        }
    }

    /// The JSON Schema of the definition format.
    public static func writeSchema(on console: Console) {
        console.print(DefinitionSchema.json.prettyText)
    }
}
