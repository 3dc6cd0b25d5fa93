import CatalogStore
import Foundation
import LayoutModel

extension Catalog {
    /// Finds the documents an import names: files as given; a folder's own `.yaml/.yml/.json`
    /// files and its `layouts/` folder as layouts, its `datasets/` folder as datasets. A file
    /// inside a folder named `datasets` is a dataset.
    public static func documentsToImport(in paths: [String]) throws -> (layouts: [SourceDocument], datasets: [SourceDocument]) {
        var layouts: [SourceDocument] = []
        var datasets: [SourceDocument] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ServiceError.unreadableFile(path, reason: "no such file or folder")
            }
            if isDirectory.boolValue {
                let folder = path as NSString
                let own = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).filter {
                    SourceDocument.extensions.contains(($0 as NSString).pathExtension.lowercased())
                }
                if !own.isEmpty { layouts += try SourceDocument.load([path]) }
                for (sub, isDataset) in [("layouts", false), ("datasets", true)] {
                    let subPath = folder.appendingPathComponent(sub)
                    var subIsDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: subPath, isDirectory: &subIsDirectory), subIsDirectory.boolValue else { continue }
                    let documents = try SourceDocument.load([subPath])
                    if isDataset { datasets += documents } else { layouts += documents }
                }
            } else if URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent == "datasets" {
                datasets += try SourceDocument.load([path])
            } else {
                layouts += try SourceDocument.load([path])
            }
        }
        if layouts.isEmpty && datasets.isEmpty {
            throw ServiceError.invalidArgument("nothing to import in \(paths.joined(separator: ", "))")
        }
        return (layouts, datasets)
    }

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
