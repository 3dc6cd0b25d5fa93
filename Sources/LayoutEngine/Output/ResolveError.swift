import LayoutModel

/// Why a definition cannot be resolved for an environment and data. Every case names the
/// document path and the numbers involved.
public enum ResolveError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A data section with items past the sections `sections:` lists, and no `defaultSection`
    /// (the provider returns nil there, which UIKit allows only for an empty section).
    case noSectionForData(dataSection: Int, defined: Int)
    /// A data section with items whose identifier is of a kind `sectionsByKind` does not list,
    /// and no `defaultSection`.
    case noSectionForKind(dataSection: Int, identifier: String, kinds: [String])
    /// Data without section identifiers with items in more sections than `sectionsByKind` lists
    /// kinds (each takes the next kind), and no `defaultSection`.
    case noKindForData(dataSection: Int, kinds: Int)
    /// No `oneOf` alternative (or a lone section's `when`) holds in this environment (its
    /// effective width and traits); `testedTraits` says whether the conditions looked at traits.
    case noAlternative(path: DocumentPath, environment: ConditionEnvironment, testedTraits: Bool)
    /// Insets and spacing leave a negative content size (UIKit: "There is no room for this
    /// NSCollectionLayoutGroup").
    case noRoom(path: DocumentPath, axis: Axis, available: Double, needed: Double, detail: String)
    /// A value that must be a finite number is not (e.g. NaN from a custom frame expression).
    case notFinite(path: DocumentPath, what: String)
    /// A data section has a negative item count.
    case negativeItemCount(section: Int, count: Int)
    /// The environment is unusable (negative or non-finite size).
    case invalidEnvironment(String)
    /// A group template would hold more leaves than the resolver allows.
    case tooManyItems(path: DocumentPath, count: Int, limit: Int)
    /// A group that produces no items while its section has items to place.
    case emptyGroup(path: DocumentPath)
    /// A custom frame expression could not be evaluated.
    case expression(path: DocumentPath, message: String)
    /// The section provider returns nil (`returnsNil: true`) for a data section that has items,
    /// which UIKit raises on ("Invalid section definition").
    case itemsWithoutSection(path: DocumentPath, dataSection: Int, itemCount: Int)

    public var description: String {
        switch self {
        case .noSectionForData(let index, let defined):
            return "data section \(index) has no section layout: sections lists \(defined) and there is no defaultSection"
        case .noSectionForKind(let index, let identifier, let kinds):
            let kind = SectionIdentifier.kind(of: identifier)
            let named =
                kind == identifier
                ? "'\(DiagnosticText.excerpt(identifier))'" : "'\(DiagnosticText.excerpt(identifier))' (kind '\(DiagnosticText.excerpt(kind))')"
            let listed = kinds.prefix(8).map { DiagnosticText.excerpt($0) }.joined(separator: ", ") + (kinds.count > 8 ? ", …" : "")
            return "data section \(index) is \(named): sectionsByKind has no such kind (it lists \(listed)) and there is no defaultSection"
        case .noKindForData(let index, let kinds):
            return
                "data section \(index) has no section identifier to choose its kind by, and sectionsByKind lists only \(kinds) kinds (taken in order) with no defaultSection; give the data's section identifiers (a dataset or a snapshot)"
        case .noAlternative(let path, let environment, let testedTraits):
            let traits = testedTraits ? " with \(environment.traitsDescription)" : ""
            return "\(path): no alternative holds at container width \(Rect.format(environment.width)) pt\(traits)"
        case .noRoom(let path, let axis, let available, let needed, let detail):
            let side = axis == .horizontal ? "width" : "height"
            return
                "\(path): no room for this group: \(detail) need \(Rect.format(needed)) pt of \(side) but only \(Rect.format(available)) pt is available"
        case .notFinite(let path, let what):
            return "\(path): \(what) is not a finite number"
        case .negativeItemCount(let section, let count):
            return "data section \(section) has a negative item count (\(count))"
        case .invalidEnvironment(let message):
            return "invalid environment: \(message)"
        case .tooManyItems(let path, let count, let limit):
            return "\(path): the group would hold \(count) items, more than the limit of \(limit) per group"
        case .emptyGroup(let path):
            return "\(path): the group places no items, so the section's items have nowhere to go"
        case .expression(let path, let message):
            return "\(path): \(message)"
        case .itemsWithoutSection(let path, let index, let count):
            let items = count == 1 ? "1 item" : "\(count) items"
            return
                "\(path): the section provider returns nil for data section \(index), which has \(items); UIKit raises 'Invalid section definition' for a nil section with items"
        }
    }
}
