import CatalogResources
import CatalogService
import Foundation
import LayoutEngine
import LayoutModel

/// The valid documents mutations start from: every preset and sample dataset, snapshot files and
/// scripts over the datasets' identifiers, and a bundle carrying a few of each. Each is kept as
/// a JSON tree, so mutations can work on structure before the text is written.
public struct FuzzCorpus: Sendable {
    public var definitions: [JSONValue]
    public var datasets: [JSONValue]
    public var snapshotFiles: [JSONValue]
    public var snapshotScripts: [JSONValue]
    public var bundles: [JSONValue]
    /// The presets' original YAML, mutated as text too (it has comments, block style, anchors).
    public var definitionTexts: [String]
    /// Recordings of a few presets on a phone and a tablet, as `catalog probe`'s test writes
    /// them, then the repository's example recordings.
    public var recordings: [JSONValue]
    /// Swift files: every preset's exported code, hand-written shapes, the example apps' code.
    public var swiftSources: [String]
    /// The presets by name: what the harness's recordings name (they must agree with it), and
    /// what exported code imports back as.
    public var definitionsByName: [String: LayoutDefinition]
    /// The definitions of the example recordings, by name (compared, with no promise to agree).
    public var exampleDefinitionsByName: [String: LayoutDefinition]

    /// Built once from the resources embedded in the binary.
    public static let shared = FuzzCorpus()

    init() {
        let layouts = BundledFiles.files(under: "seeds/layouts").compactMap { file -> (String, LayoutDefinition)? in
            LayoutDocument.check(file.text, lint: false).definition.map { (file.text, $0) }
        }
        let byKind = FuzzByKind.variants(of: layouts.map(\.1))
        definitionTexts = layouts.map(\.0)
        definitions = layouts.map(\.1.canonicalJSON) + byKind.map(\.canonicalJSON)
        definitionsByName = Dictionary((layouts.map(\.1) + byKind).map { ($0.name, $0) }) { first, _ in first }
        // A phone on iOS 17.5 and a tablet on the newest release: both snapping rules.
        let devices = [("iphone-se", IOSVersion(17, 5)), ("ipad-11", IOSVersion.newest)].compactMap { name, release in
            Device.named(name).map { ($0, release) }
        }
        recordings =
            (layouts.map(\.1) + byKind).enumerated().filter { $0.offset % 6 == 0 }.flatMap { _, layout in
                devices.compactMap { FuzzRecordings.recording(layout, on: $0.0, release: $0.1) }
            } + FuzzExamples.recordings
        exampleDefinitionsByName = Dictionary(FuzzExamples.definitions.map { ($0.name, $0) }) { first, _ in first }
        swiftSources = FuzzSwiftSources.exported(layouts.map(\.1) + byKind).map(\.text) + FuzzSwiftSources.shapes + FuzzExamples.swiftSources
        let sampleData = BundledFiles.files(under: "seeds/datasets").compactMap { DatasetDocument.check($0.text).dataset }
        datasets = sampleData.map(\.canonicalJSON)

        // Snapshot files over the datasets' identifiers, and scripts that edit them.
        var files: [JSONValue] = []
        var scripts: [JSONValue] = []
        for dataset in sampleData {
            let sections = dataset.sections.map { section -> JSONValue in
                .object(["id": .string(section.id), "items": .array(section.items.prefix(40).map { .string($0.id) })])
            }
            files.append(.object(["sections": .array(sections)]))
            let first = dataset.sections.first
            let ids = first?.items.prefix(6).map { JSONValue.string($0.id) } ?? []
            scripts.append(
                .array([
                    .object(["appendSections": .array([.string("fresh")])]),
                    .object(["appendItems": .object(["items": .array([.string("n1"), .string("n2")]), "toSection": .string("fresh")])]),
                    .object(["moveItem": .object(["item": .string("n2"), "beforeItem": .string("n1")])]),
                    .object(["reloadItems": .array(Array(ids.prefix(2)))]),
                    .object(["deleteItems": .array(Array(ids.suffix(2)))]),
                    .object(["insertSections": .object(["sections": .array([.string("mid")]), "afterSection": .string(first?.id ?? "fresh")])]),
                    .object(["reconfigureItems": .array([.string("n1")])]),
                    .object(["moveSection": .object(["section": .string("mid"), "beforeSection": .string("fresh")])]),
                    .object(["deleteSections": .array([.string("mid")])]),
                ]))
        }
        snapshotFiles = files
        snapshotScripts = scripts + [.array([.object(["deleteAllItems": .bool(true)]), .object(["appendSections": .array([.string("a")])])])]
        bundles = [Self.bundle(layouts: Array(layouts.prefix(3).map(\.1)), datasets: Array(sampleData.prefix(1)), snapshots: Array(files.prefix(1)))]
    }

    /// A valid bundle: each layout with one revision of its canonical text, hashes that match.
    private static func bundle(layouts: [LayoutDefinition], datasets: [Dataset], snapshots: [JSONValue]) -> JSONValue {
        func revision(_ content: String) -> JSONValue {
            .object([
                "number": .number(1), "contentHash": .string(ContentHash.sha256(content)), "content": .string(content),
                "author": .string("fuzz"), "message": .string(""), "createdAt": .string("2026-01-01T00:00:00Z"),
            ])
        }
        let layoutEntries = layouts.map { layout -> JSONValue in
            .object([
                "name": .string(layout.name), "createdAt": .string("2026-01-01T00:00:00Z"),
                "revisions": .array([revision(layout.canonicalText)]), "tags": .array([]),
            ])
        }
        let datasetEntries = datasets.map { dataset -> JSONValue in
            .object([
                "name": .string(dataset.name), "createdAt": .string("2026-01-01T00:00:00Z"),
                "revisions": .array([revision(dataset.canonicalText)]),
            ])
        }
        let histories = snapshots.enumerated().compactMap { index, file -> JSONValue? in
            // A history entry holds the snapshot file's own text form.
            guard let snapshot = try? SnapshotInput.snapshot(file.canonicalText), let text = try? snapshot.jsonString() else { return nil }
            return .object([
                "name": .string("history-\(index)"), "createdAt": .string("2026-01-01T00:00:00Z"),
                "entries": .array([revision(text)]),
            ])
        }
        return .object([
            "format": .string(CatalogBundle.formatName), "version": .number(Double(CatalogBundle.currentVersion)),
            "exportedAt": .string("2026-01-01T00:00:00Z"), "layouts": .array(layoutEntries),
            "datasets": .array(datasetEntries), "histories": .array(histories), "audit": .array([]),
        ])
    }

    /// The base documents of one kind.
    public func documents(_ kind: FuzzKind) -> [JSONValue] {
        switch kind {
        case .definition: definitions
        case .dataset: datasets
        case .snapshotFile: snapshotFiles
        case .snapshotScript: snapshotScripts
        case .bundle: bundles
        case .recording: recordings
        case .swiftSource: swiftSources.map(JSONValue.string)
        }
    }
}
