import LayoutModel

extension LayoutDefinition {
    /// The definition as YAML or JSON text: YAML in UIKit reading order, JSON the canonical form
    /// pretty-printed.
    ///
    /// - Parameter format: YAML or JSON.
    public func text(in format: DefinitionTextFormat) -> String {
        switch format {
        case .yaml: yamlText
        case .json: canonicalJSON.prettyText + "\n"
        }
    }
}

extension StoredRevision {
    /// The revision as YAML or JSON text: YAML is the author's own text where the revision keeps
    /// it (so a YAML folder round-trips byte for byte, comments included), JSON the canonical
    /// form.
    ///
    /// - Parameter format: YAML or JSON.
    public func text(in format: DefinitionTextFormat) -> String {
        switch format {
        case .yaml: yamlText
        case .json: definition.text(in: .json)
        }
    }
}
