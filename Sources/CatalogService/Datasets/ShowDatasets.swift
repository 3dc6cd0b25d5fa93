import CatalogStore
import LayoutModel

extension Catalog {
    /// Every dataset with its head revision.
    public func datasets() throws -> [DatasetSummary] {
        try database.read { store in
            try store.datasets().compactMap { record in
                guard let id = record.id, let head = try store.headDatasetRevision(datasetId: id) else { return nil }
                let dataset = try Self.decodeDataset(head, name: record.name)
                return DatasetSummary(
                    name: record.name, title: dataset.title, sections: dataset.sections.count,
                    items: dataset.itemCounts.reduce(0, +), revisionCount: head.number, headRevision: head.number,
                    lastAuthor: head.author, lastChanged: head.createdAt)
            }
        }
    }

    /// A dataset revision: `NAME` (head) or `NAME@N` (also `@~N`).
    public func dataset(_ reference: RevisionReference) throws -> StoredDataset {
        try database.read { store in try Self.dataset(reference, in: store) }
    }

    static func dataset(_ reference: RevisionReference, in store: StoreAccess) throws -> StoredDataset {
        guard let record = try store.dataset(named: reference.name), let id = record.id,
            let head = try store.headDatasetRevision(datasetId: id)
        else {
            let names = try store.datasets().map(\.name)
            throw ServiceError.noSuchDataset(reference.name, suggestion: closestName(to: reference.name, among: names))
        }
        guard let number = try reference.number(head: head.number, subject: "dataset \(record.name)") else {
            throw ServiceError.noSuchRevision(reference.description, reason: "datasets are named by NAME, NAME@N or NAME@~N")
        }
        guard let revision = number == head.number ? head : try store.datasetRevision(datasetId: id, number: number) else {
            throw ServiceError.noSuchRevision(reference.description, reason: "dataset \(record.name) has no revision \(number)")
        }
        return StoredDataset(
            name: record.name, number: revision.number, contentHash: revision.contentHash, author: revision.author,
            createdAt: revision.createdAt, dataset: try decodeDataset(revision, name: record.name))
    }

    static func decodeDataset(_ revision: DatasetRevisionRecord, name: String) throws -> Dataset {
        let result = DatasetDocument.check(revision.content)
        guard let dataset = result.dataset else {
            throw ServiceError.storedDefinitionUnreadable("dataset \(name)@\(revision.number)", reason: result.errors.first?.description ?? "unknown")
        }
        return dataset
    }
}
