import CatalogStore
import Foundation

/// One row of `catalog list`.
public struct LayoutSummary: Sendable, Hashable {
    public var name: String
    public var title: String?
    public var summary: String?
    public var tags: [String]
    public var revisionCount: Int
    public var headRevision: Int
    public var headHash: String
    public var lastAuthor: String
    public var lastChanged: String
    public var isArchived: Bool
}

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
