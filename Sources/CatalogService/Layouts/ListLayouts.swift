import CatalogStore
import Foundation

extension Catalog {
    /// The layouts, sorted by name.
    /// - Parameters:
    ///   - tag: keep layouts whose definition carries this tag.
    ///   - search: keep layouts whose name, title, summary or tags contain this text
    ///     (case-insensitive).
    ///   - includeArchived: also list removed layouts.
    public func list(tag: String? = nil, search: String? = nil, includeArchived: Bool = false) throws -> [LayoutSummary] {
        let listings = try database.read { store in try store.layoutListings(includeArchived: includeArchived) }
        let needle = search?.lowercased()
        return listings.compactMap { listing in
            if let tag, !listing.tags.contains(tag) { return nil }
            if let needle, !needle.isEmpty {
                let haystack = ([listing.layout.name, listing.title ?? "", listing.summary ?? ""] + listing.tags)
                    .joined(separator: "\n").lowercased()
                if !haystack.contains(needle) { return nil }
            }
            return LayoutSummary(
                name: listing.layout.name, title: listing.title, summary: listing.summary, tags: listing.tags,
                revisionCount: listing.revisionCount, headRevision: listing.head.number, headHash: listing.head.contentHash,
                lastAuthor: listing.head.author, lastChanged: listing.head.createdAt, isArchived: listing.layout.isArchived)
        }
    }
}
