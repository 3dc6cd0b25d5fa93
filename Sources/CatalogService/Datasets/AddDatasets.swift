import CatalogStore
import LayoutModel

extension Catalog {
    /// Validates every dataset document, then stores each as a new revision in one transaction
    /// (unchanged content adds nothing). Nothing is written when any document has an error.
    public func addDatasets(_ documents: [SourceDocument], author: String, message: String?) throws -> [AddedDataset] {
        let reports = documents.map(DatasetReport.check)
        if reports.contains(where: { !$0.errors.isEmpty }) {
            throw ServiceError.invalidDatasets(reports)
        }
        let timestamp = now
        return try database.write { store in
            try reports.compactMap { report in
                guard let dataset = report.dataset else { return nil }
                return try Self.store(
                    dataset, file: report.document.path, in: store, author: author, message: message ?? "",
                    action: nil, timestamp: timestamp)
            }
        }
    }

    static func store(
        _ dataset: Dataset, file: String, in store: StoreAccess, author: String, message: String, action: String?, timestamp: String
    ) throws -> AddedDataset {
        let canonical = dataset.canonicalText
        let hash = ContentHash.sha256(canonical)
        var record = try store.dataset(named: dataset.name)
        var status = AddedLayout.Status.revised
        if record == nil {
            record = try store.insertDataset(name: dataset.name, createdAt: timestamp)
            status = .created
        }
        guard let datasetId = record?.id else { throw ServiceError.internalFault("the dataset row just written has no id") }
        if let head = try store.headDatasetRevision(datasetId: datasetId), head.contentHash == hash {
            return AddedDataset(file: file, name: dataset.name, status: .unchanged, revision: head.number, contentHash: hash)
        }
        let revision = try store.appendDatasetRevision(
            datasetId: datasetId, contentHash: hash, content: canonical, author: author,
            message: message, createdAt: timestamp)
        try store.appendAudit(
            Audit.datasetRevision(
                revision, dataset: dataset.name, action: action ?? (status == .created ? "dataset.add" : "dataset.revise"),
                actor: author, extra: ["file": .string(file)]), at: timestamp)
        return AddedDataset(file: file, name: dataset.name, status: status, revision: revision.number, contentHash: hash)
    }
}
