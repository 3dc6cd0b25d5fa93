extension LayoutDocument {
    /// Reads YAML or JSON text with `DocumentReader` within `DocumentLimits.definition`, then
    /// decodes, validates and (optionally) lints it.
    /// - Parameters:
    ///   - text: the YAML or JSON source.
    ///   - lint: whether to run the lint rules (warnings).
    public static func check(_ text: String, lint: Bool = true) -> Result {
        do {
            return check(try DocumentReader.read(text, limits: .definition), lint: lint)
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
