extension LayoutDocument {
    /// Reads YAML or JSON text with `DocumentReader` within `DocumentLimits.definition`, then
    /// decodes, validates and (optionally) lints it.
    /// - Parameters:
    ///   - text: the YAML or JSON source.
    ///   - lint: whether to run the lint rules (warnings).
    ///   - dataSectionIdentifiers: the section identifiers of a catalog's data, for the lint
    ///     rules about `sectionsByKind` that need them.
    public static func check(_ text: String, lint: Bool = true, dataSectionIdentifiers: [Set<String>]? = nil) -> Result {
        do {
            return check(try DocumentReader.read(text, limits: .definition), lint: lint, dataSectionIdentifiers: dataSectionIdentifiers)
        } catch {
            return Result(unreadable: error.diagnostic)
        }
    }

    /// Reads YAML or JSON text and decodes its structure only (see `decode(_:)` for a node).
    public static func decode(_ text: String) -> Result {
        do {
            return decode(try DocumentReader.read(text, limits: .definition))
        } catch {
            return Result(unreadable: error.diagnostic)
        }
    }
}
