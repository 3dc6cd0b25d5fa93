import CatalogStore
import LayoutModel
import Snapshots

extension Catalog {
    /// The section identifiers of the catalog's data, one set per dataset (its head revision)
    /// and per snapshot history (its newest snapshot): what the lint rules about
    /// `sectionsByKind` compare a layout's kinds with.
    ///
    /// A dataset or snapshot that cannot be read is left out: the lint is advice, and `doctor`
    /// reports damaged data.
    static func dataSectionIdentifiers(in store: StoreAccess) throws -> [Set<String>] {
        var sets: [Set<String>] = []
        for record in try store.datasets() {
            guard let stored = try? dataset(RevisionReference(name: record.name), in: store) else { continue }
            sets.append(Set(stored.dataset.sections.map(\.id)))
        }
        for history in try store.snapshotHistories() {
            guard let loaded = try? snapshot(RevisionReference(name: history.name), in: store) else { continue }
            sets.append(Set(loaded.snapshot.sectionIdentifiers))
        }
        return sets.filter { !$0.isEmpty }
    }
}
