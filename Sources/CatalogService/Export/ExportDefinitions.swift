import CatalogStore
import Foundation
import LayoutModel

extension Catalog {
    /// Writes every layout's head revision to `layouts/NAME.yaml|json` and every dataset to
    /// `datasets/NAME.json` under `directory`. Stable: an unchanged catalog re-exports to the
    /// same bytes, so a team can keep the folder in its app repository.
    ///
    /// With `sync` the folder is made to match the catalog: changed files are replaced, and the
    /// files of layouts and datasets no longer in it (removed, or never there) are deleted —
    /// only documents an export writes (`layouts/feed.yaml` holding `name: feed`), never another
    /// file, and never through a symbolic link. Unchanged files are not touched.
    public func exportAll(to directory: String, format: DefinitionTextFormat, force: Bool, sync: Bool = false) throws -> ExportReport {
        let output = try SafeOutput(directory: directory, force: force || sync)
        let (layouts, datasets) = try database.read { store in
            let layouts = try store.layoutListings(includeArchived: false).map { listing in
                try Self.revision(RevisionReference(name: listing.layout.name), in: store)
            }
            let datasets = try store.datasets().map { try Self.dataset(RevisionReference(name: $0.name), in: store) }
            return (layouts, datasets)
        }
        var contents: [(relativePath: String, data: Data)] = []
        for layout in layouts {
            contents.append(("layouts/\(SafeOutput.sanitize(layout.name)).\(format.fileExtension)", Data(layout.text(in: format).utf8)))
        }
        for dataset in datasets {
            contents.append(("datasets/\(SafeOutput.sanitize(dataset.name)).json", Data((dataset.dataset.canonicalJSON.prettyText + "\n").utf8)))
        }
        // Every file is checked before the first is written: a refusal leaves the folder as it was.
        try output.check(contents)
        var files: [WrittenFile] = []
        var expected: Set<String> = []
        for (path, data) in contents {
            files.append(.init(path: path, outcome: try output.write(data, to: path)))
            expected.insert(path)
        }
        var stale: [String] = []
        var removed: [String] = []
        for (folder, limits) in [("layouts", DocumentLimits.definition), ("datasets", DocumentLimits.dataset)] {
            let url = output.directory.appendingPathComponent(folder)
            if sync, SafeOutput.isSymlink(url) {
                throw ServiceError.unsafePath(url.path, reason: "is a symbolic link; refusing to remove files through it")
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() where SourceDocument.extensions.contains((name as NSString).pathExtension) {
                let path = "\(folder)/\(name)"
                guard !expected.contains(path) else { continue }
                let file = url.appendingPathComponent(name)
                guard sync, ExportedDocument.isExported(file, limits: limits) else {
                    stale.append(path)
                    continue
                }
                do {
                    try FileManager.default.removeItem(at: file)
                } catch {
                    throw ServiceError.unsafePath(file.path, reason: "cannot remove: \(error.localizedDescription)")
                }
                removed.append(path)
            }
        }
        return ExportReport(files: files, stale: stale, removed: removed)
    }
}
