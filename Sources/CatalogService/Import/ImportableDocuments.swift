import Foundation

extension SourceDocument {
    /// Finds the documents an import names: files as given; a folder's own `.yaml/.yml/.json`
    /// files and its `layouts/` folder as layouts, its `datasets/` folder as datasets. A file
    /// inside a folder named `datasets` is a dataset.
    ///
    /// - Parameter paths: files and folders, as an import names them.
    public static func importable(in paths: [String]) throws -> (layouts: [SourceDocument], datasets: [SourceDocument]) {
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
            throw ServiceError.nothingToImport(paths)
        }
        return (layouts, datasets)
    }
}
