import CatalogService
import LayoutModel

/// `catalog show` and `catalog schema`: definitions and the format as documents.
public enum DefinitionView {
    /// YAML under a comment naming the revision, or the canonical JSON pretty-printed (the
    /// document itself, numbers exactly as stored).
    public static func write(_ revision: StoredRevision, as format: DocumentFormat, on console: Console) {
        switch format {
        case .yaml:
            console.print("# \(revision.name)@\(revision.number) sha:\(revision.contentHash.prefix(12)) by \(revision.author), \(revision.createdAt)")
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
