/// How an imported layout's section provider learns which section it builds: from the section
/// identifier the app's data holds at each index (`dataSource.sectionIdentifier(for:)`, a list of
/// sections the view controller keeps, a method of another object). Such a layout is imported as
/// `sectionsByKind`, and the report says which pattern was recognised, where, and what came of it.
public struct DataChosenSections: Sendable, Hashable, Codable {
    /// Where the provider reads the identifier.
    public enum Pattern: String, Sendable, Hashable, CaseIterable, Codable {
        /// `dataSource.sectionIdentifier(for: index)`.
        case dataSourceIdentifier = "data-source-identifier"
        /// `dataSource.snapshot().sectionIdentifiers[index]`.
        case snapshotIdentifiers = "snapshot-identifiers"
        /// `sections[index]`, where `sections` is an array the app fills (a `var`, or a `let` set
        /// when the object is created).
        case sectionList = "section-list"
        /// A method of another object that the files declare but do not implement (a protocol
        /// requirement): `presenter.section(at: index)`.
        case lookup = "lookup"
        /// A closure passed to the layout's function: `sectionKind(sectionIndex)`.
        case closure = "closure"

        /// The words the report uses for it.
        public var phrase: String {
            switch self {
            case .dataSourceIdentifier: "the data source's section identifier"
            case .snapshotIdentifiers: "the snapshot's section identifiers"
            case .sectionList: "the app's list of sections"
            case .lookup: "the section identifier another object looks up"
            case .closure: "the section kind a closure passed in gives"
            }
        }
    }

    public var pattern: Pattern
    /// The code that reads it, shortened: `dataSource.sectionIdentifier(for:)`, `sections[…]`.
    public var expression: String
    /// The function of the app that looks it up given the section index, when the provider does
    /// not read it itself: `ActivityViewModel.sectionType(for:)`.
    public var helper: String?
    /// The kinds given their own entry, in `sectionsByKind` order.
    public var kinds: [String]
    /// Whether other kinds have a `defaultSection`.
    public var hasDefault: Bool

    public init(pattern: Pattern, expression: String, helper: String? = nil, kinds: [String], hasDefault: Bool) {
        self.pattern = pattern
        self.expression = expression
        self.helper = helper
        self.kinds = kinds
        self.hasDefault = hasDefault
    }

    /// `sections chosen by the data source's section identifier (`dataSource.sectionIdentifier(for:)`): 3 kinds and a default`.
    public var summary: String {
        let count = "\(kinds.count) kind\(kinds.count == 1 ? "" : "s")"
        let through = helper.map { ", looked up through `\($0)`" } ?? ""
        return "sections chosen by \(pattern.phrase) (`\(expression)`\(through)): \(count)\(hasDefault ? " and a default" : "")"
    }
}
