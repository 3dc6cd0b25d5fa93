import CatalogStore
import Foundation
import LayoutModel

extension Catalog {
    /// Adds every layout and dataset as a new revision where its content changed, all in one
    /// transaction; any invalid document aborts the whole import.
    public func importDocuments(layouts: [SourceDocument], datasets: [SourceDocument], author: String, message: String?) throws -> ImportReport {
        let layoutReports = layouts.map(DocumentReport.check)
        if layoutReports.contains(where: { !$0.errors.isEmpty }) { throw ServiceError.invalidDocuments(layoutReports) }
        let datasetReports = datasets.map(DatasetReport.check)
        if datasetReports.contains(where: { !$0.errors.isEmpty }) { throw ServiceError.invalidDatasets(datasetReports) }
        var names: [String: [String]] = [:]
        for report in layoutReports { if let name = report.definition?.name { names[name, default: []].append(report.document.path) } }
        if let (name, files) = names.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) {
            throw ServiceError.duplicateName(name, files: files)
        }
        let timestamp = now
        let message = message ?? "Imported"
        return try database.write { store in
            let addedLayouts = try layoutReports.compactMap { report -> AddedLayout? in
                guard let definition = report.definition else { return nil }
                return try Self.store(definition, from: report, in: store, author: author, message: message, expectedHead: nil, timestamp: timestamp)
            }
            let addedDatasets = try datasetReports.compactMap { report -> AddedDataset? in
                guard let dataset = report.dataset else { return nil }
                return try Self.store(
                    dataset, file: report.document.path, in: store, author: author, message: message, action: nil, timestamp: timestamp)
            }
            return ImportReport(layouts: addedLayouts, datasets: addedDatasets)
        }
    }
}
