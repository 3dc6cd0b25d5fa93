import CatalogStore
import LayoutModel

/// One row of `dataset list`.
public struct DatasetSummary: Sendable, Hashable {
    public var name: String
    public var title: String?
    public var sections: Int
    public var items: Int
    public var revisionCount: Int
    public var headRevision: Int
    public var lastAuthor: String
    public var lastChanged: String
}

/// A stored dataset revision.
public struct StoredDataset: Sendable {
    public var name: String
    public var number: Int
    public var contentHash: String
    public var author: String
    public var createdAt: String
    public var dataset: Dataset
}

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
        let revision: DatasetRevisionRecord
        switch reference.selector {
        case .head:
            revision = head
        case .number(let n):
            guard let found = try store.datasetRevision(datasetId: id, number: n) else {
                throw ServiceError.noSuchRevision(reference.description, reason: "dataset \(record.name) has revisions 1…\(head.number)")
            }
            revision = found
        case .back(let back):
            guard back < head.number, let found = try store.datasetRevision(datasetId: id, number: head.number - back) else {
                throw ServiceError.noSuchRevision(reference.description, reason: "dataset \(record.name) has \(head.number) revision\(head.number == 1 ? "" : "s")")
            }
            revision = found
        case .tag, .hashPrefix:
            throw ServiceError.noSuchRevision(reference.description, reason: "datasets are named by NAME, NAME@N or NAME@~N")
        }
        return StoredDataset(name: record.name, number: revision.number, contentHash: revision.contentHash, author: revision.author,
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
