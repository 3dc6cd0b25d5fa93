import GRDB

extension StoreAccess {
    /// The dataset with this name.
    package func dataset(named name: String) throws -> DatasetRecord? {
        try DatasetRecord.filter { $0.name == name }.fetchOne(db)
    }

    /// Every dataset, sorted by name.
    package func datasets() throws -> [DatasetRecord] {
        try DatasetRecord.order { $0.name }.fetchAll(db)
    }

    /// Creates a dataset row.
    package func insertDataset(name: String, createdAt: String) throws -> DatasetRecord {
        var record = DatasetRecord(id: nil, name: name, createdAt: createdAt)
        try record.insert(db)
        return record
    }

    /// The newest revision of a dataset.
    package func headDatasetRevision(datasetId: Int64) throws -> DatasetRevisionRecord? {
        try DatasetRevisionRecord.filter { $0.datasetId == datasetId }.order { $0.number.desc }.fetchOne(db)
    }

    /// A dataset's revision by number.
    package func datasetRevision(datasetId: Int64, number: Int) throws -> DatasetRevisionRecord? {
        try DatasetRevisionRecord.filter { $0.datasetId == datasetId && $0.number == number }.fetchOne(db)
    }

    /// Every revision of a dataset, oldest first.
    package func datasetRevisions(datasetId: Int64) throws -> [DatasetRevisionRecord] {
        try DatasetRevisionRecord.filter { $0.datasetId == datasetId }.order { $0.number }.fetchAll(db)
    }

    /// Appends a revision on top of the dataset's head.
    package func appendDatasetRevision(
        datasetId: Int64, contentHash: String, content: String, author: String, message: String, createdAt: String
    ) throws -> DatasetRevisionRecord {
        let head = try headDatasetRevision(datasetId: datasetId)
        var record = DatasetRevisionRecord(
            id: nil, datasetId: datasetId, number: (head?.number ?? 0) + 1, parentId: head?.id, contentHash: contentHash,
            content: content, author: author, message: message, createdAt: createdAt)
        try record.insert(db)
        return record
    }
}
