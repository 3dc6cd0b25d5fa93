import Foundation
import LayoutModel

extension ReviewSource {
    /// Every layout this side holds, by name. Invalid documents are refused together, each
    /// diagnostic naming its file, line and column; two documents with one name are refused.
    func layouts() throws -> [String: ReviewedLayout] {
        switch self {
        case .catalogFile(let path):
            let catalog = try Catalog(location: CatalogLocation(path: path, isDefault: false), seed: false)
            return try catalog.headRevisions().reduce(into: [:]) { layouts, revision in
                layouts[revision.name] = ReviewedLayout(
                    definition: revision.definition, origin: "\(revision.name)@\(revision.number)",
                    text: revision.sourceText)
            }
        case .folder(let path):
            return try Self.layouts(from: SourceDocument.load([Self.definitionFolder(path)]))
        case .gitRevision(let revision, let path):
            return try Self.layouts(from: GitTree(revision: revision, path: path).documents())
        }
    }

    /// The folder's own definition files, or else its `layouts/` folder (an `export --all`
    /// target holds `layouts/` and `datasets/`).
    static func definitionFolder(_ path: String) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let hasOwn = names.contains { SourceDocument.extensions.contains(($0 as NSString).pathExtension.lowercased()) && !$0.hasPrefix(".") }
        let layouts = (path as NSString).appendingPathComponent("layouts")
        var isDirectory: ObjCBool = false
        if !hasOwn, FileManager.default.fileExists(atPath: layouts, isDirectory: &isDirectory), isDirectory.boolValue { return layouts }
        return path
    }

    static func layouts(from documents: [SourceDocument]) throws -> [String: ReviewedLayout] {
        let reports = documents.map(DocumentReport.check)
        if reports.contains(where: { !$0.errors.isEmpty }) { throw ServiceError.invalidDocuments(reports.filter { !$0.errors.isEmpty }) }
        var layouts: [String: ReviewedLayout] = [:]
        for report in reports {
            guard let definition = report.definition else { continue }
            if let other = layouts[definition.name] {
                throw ServiceError.duplicateName(definition.name, files: [other.origin, report.document.path])
            }
            layouts[definition.name] = ReviewedLayout(definition: definition, origin: report.document.path, text: report.document.text)
        }
        return layouts
    }
}
