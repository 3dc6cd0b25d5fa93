import CatalogStore
import Foundation
import LayoutModel

extension Catalog {
    /// A revision's definition as YAML or JSON text.
    public static func text(of definition: LayoutDefinition, format: DefinitionTextFormat) -> String {
        switch format {
        case .yaml: definition.yamlText
        case .json: definition.canonicalJSON.prettyText + "\n"
        }
    }

    /// A revision as YAML or JSON text: YAML is the author's own text where the revision keeps
    /// it (so a YAML folder round-trips byte for byte, comments included), JSON the canonical
    /// form.
    public static func text(of revision: StoredRevision, format: DefinitionTextFormat) -> String {
        switch format {
        case .yaml: revision.yamlText
        case .json: text(of: revision.definition, format: .json)
        }
    }

    /// Writes every layout's head revision to `layouts/NAME.yaml|json` and every dataset to
    /// `datasets/NAME.json` under `directory`. Stable: an unchanged catalog re-exports to the
    /// same bytes, so a team can keep the folder in its app repository.
    public func exportAll(to directory: String, format: DefinitionTextFormat, force: Bool) throws -> ExportReport {
        let output = try SafeOutput(directory: directory, force: force)
        let (layouts, datasets) = try database.read { store in
            let layouts = try store.layoutListings(includeArchived: false).map { listing in
                try Self.revision(RevisionReference(name: listing.layout.name), in: store)
            }
            let datasets = try store.datasets().map { try Self.dataset(RevisionReference(name: $0.name), in: store) }
            return (layouts, datasets)
        }
        var contents: [(relativePath: String, data: Data)] = []
        for layout in layouts {
            contents.append(("layouts/\(SafeOutput.sanitize(layout.name)).\(format.fileExtension)", Data(Self.text(of: layout, format: format).utf8)))
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
        for folder in ["layouts", "datasets"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: output.directory.appendingPathComponent(folder).path)) ?? []
            for name in names.sorted() where SourceDocument.extensions.contains((name as NSString).pathExtension) {
                let path = "\(folder)/\(name)"
                if !expected.contains(path) { stale.append(path) }
            }
        }
        return ExportReport(files: files, stale: stale)
    }
}
