import CatalogStore
import Foundation

extension Catalog {
    /// The layouts, sorted by name.
    /// - Parameters:
    ///   - tag: keep layouts whose definition carries this tag.
    ///   - search: keep layouts whose name, title, summary or tags contain this text
    ///     (case-insensitive).
    ///   - includeArchived: also list removed layouts.
    public func list(tag: String? = nil, search: String? = nil, includeArchived: Bool = false) throws -> LayoutSummaries {
        let listing = try database.read { store in try store.layoutListingText(includeArchived: includeArchived) }
        let needle = search?.lowercased() ?? ""
        guard tag != nil || !needle.isEmpty else { return LayoutSummaries(listing, keeping: nil) }
        let kept = (0..<listing.count).filter { row in
            // Strings compare as Swift does (canonically equivalent tags are one tag).
            if let tag, !listing.tags(row: row).contains(tag) { return false }
            if !needle.isEmpty {
                let fields = [LayoutListingText.Column.name, .title, .summary].map { listing.text($0, row: row) ?? "" }
                let haystack = (fields + listing.tags(row: row)).joined(separator: "\n").lowercased()
                if !haystack.contains(needle) { return false }
            }
            return true
        }
        return LayoutSummaries(listing, keeping: kept)
    }
}
