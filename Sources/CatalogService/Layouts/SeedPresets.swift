import CatalogResources
import CatalogStore
import LayoutModel

extension Catalog {
    /// The author recorded on seeded revisions.
    public static let seedAuthor = "catalog"

    /// Adds every preset shipped in `seeds/layouts/` whose name the catalog has never held.
    /// Idempotent: a preset the user has revised or removed is never touched again.
    @discardableResult
    public func seedPresets() throws -> SeedReport {
        let documents = BundledFiles.files(under: "seeds/layouts").map { SourceDocument(path: $0.path, text: $0.text) }
        let reports = documents.map(DocumentReport.check)
        // A broken preset is a build defect, caught by the test suite; refuse rather than half-seed.
        if reports.contains(where: { !$0.errors.isEmpty }) { throw ServiceError.invalidDocuments(reports) }
        let datasets = BundledFiles.files(under: "seeds/datasets").map { SourceDocument(path: $0.path, text: $0.text) }.map(DatasetReport.check)
        if datasets.contains(where: { !$0.errors.isEmpty }) { throw ServiceError.invalidDatasets(datasets) }
        let timestamp = now
        return try database.write { store in
            var report = SeedReport(added: [], skipped: [])
            for document in datasets {
                guard let dataset = document.dataset, try store.dataset(named: dataset.name) == nil else { continue }
                _ = try Self.store(
                    dataset, file: document.document.path, in: store, author: Self.seedAuthor,
                    message: "Sample data from \(document.document.path)", action: nil, timestamp: timestamp)
                report.datasets.append(dataset.name)
            }
            for document in reports {
                guard let definition = document.definition else { continue }
                if try store.layout(named: definition.name) != nil {
                    report.skipped.append(definition.name)
                    continue
                }
                _ = try Self.store(
                    definition, from: document, in: store, author: Self.seedAuthor,
                    message: "Preset from \(document.document.path)", expectedHead: nil, timestamp: timestamp)
                report.added.append(definition.name)
            }
            return report
        }
    }
}
