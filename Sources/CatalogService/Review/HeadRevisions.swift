extension Catalog {
    /// Every layout's head revision, archived layouts left out, in name order.
    public func headRevisions() throws -> [StoredRevision] {
        try database.read { store in
            try store.layoutListings(includeArchived: false).map { listing in
                try Self.revision(RevisionReference(name: listing.layout.name), in: store)
            }
        }
    }
}
