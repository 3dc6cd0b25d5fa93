import SwiftImportModel

/// How an imported layout's section provider learns each section's kind from the app's data, for
/// a layout imported as `sectionsByKind`: the pattern the importer recognised, where, and the
/// kinds it tells apart (the service's form of the importer's `DataChosenSections`).
public struct KindChoice: Sendable, Hashable, Encodable {
    /// A stable code: `data-source-identifier`, `snapshot-identifiers`, `section-list`, `lookup`, `closure`.
    public var pattern: String
    /// The code that reads the identifier: `dataSource.sectionIdentifier(for:)`.
    public var expression: String
    /// The app's function that looks it up given the section index, when the provider calls one.
    public var helper: String?
    /// The kinds with an entry, in `sectionsByKind` order.
    public var kinds: [String]
    /// Whether other kinds have a `defaultSection`.
    public var hasDefault: Bool
    /// One line saying all of it, as the importer's note does.
    public var summary: String

    init(_ chosen: DataChosenSections) {
        pattern = chosen.pattern.rawValue
        expression = chosen.expression
        helper = chosen.helper
        kinds = chosen.kinds
        hasDefault = chosen.hasDefault
        summary = chosen.summary
    }
}
