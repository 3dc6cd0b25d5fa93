import CatalogService

/// `export --format`.
public enum ExportFormat: String, CaseIterable, Sendable {
    case swift, objc, yaml, json
    /// The browsable gallery; only with `--all`.
    case html

    /// The format of a folder export (`--all`), nil for code and the gallery.
    public var definitionFormat: DefinitionTextFormat? {
        switch self {
        case .yaml: .yaml
        case .json: .json
        case .swift, .objc, .html: nil
        }
    }

    /// The single-layout format; nil for the gallery.
    public var layoutFormat: Catalog.ExportFormat? {
        switch self {
        case .swift: .swift
        case .objc: .objc
        case .yaml: .yaml
        case .json: .json
        case .html: nil
        }
    }
}
