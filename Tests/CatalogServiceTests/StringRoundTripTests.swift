import CatalogRuntime
import CatalogTestSupport
import Foundation
import LayoutModel
import Testing

@testable import CatalogService

/// Every string a catalog holds comes back character for character from every way out of it:
/// the YAML and JSON exports read back by `import`, a bundle read back by `bundle import`, and a
/// signed pack read by the runtime. The strings are drawn to look like values (dimensions,
/// expressions, numbers, YAML and JSON specials, Swift keywords, controls and bidi marks) and
/// put in every string field of definitions, datasets and snapshots.
///
/// The fuzz harness found the first counterexample (seed 90210, case 322): an element kind
/// spelled `fractionalWidth(0.3333333333333333)` was exported to YAML as `fractionalWidth(1/3)`.
@Suite struct StringRoundTripTests {
    /// Cases per run; each case is a layout, and every third a dataset and a snapshot too.
    static let cases = 90

    /// One catalog holding a value-looking string in every string field, built from `seed`.
    struct Fixture {
        var catalog: Catalog
        var layouts: [String]
        var datasets: [String]
        var histories: [String]
        /// Strings some field refused: only strings with control characters may be refused.
        var refused: [String]
    }

    static func fixture(_ dir: TemporaryDirectory, seed: UInt64) throws -> Fixture {
        var random = SplitMix64(seed: seed)
        let catalog = try Catalog(location: CatalogLocation(path: dir.path("source.sqlite"), isDefault: false), create: true, seed: false)
        var fixture = Fixture(catalog: catalog, layouts: [], datasets: [], histories: [], refused: [])
        var usedNames: Set<String> = []
        func uniqueName() -> String {
            var name = LookalikeString.name(&random)
            // Names are at most 64 characters; the set holds them as stored.
            while usedNames.contains(name) { name = String((name + LookalikeString.name(&random).prefix(3)).prefix(64)) }
            usedNames.insert(name)
            return name
        }
        for index in 0..<cases {
            let texts = (0..<8).map { _ in LookalikeString.text(&random) }
            let name = uniqueName()
            let layout = Self.layout(name: name, texts: texts)
            do {
                _ = try catalog.add([SourceDocument(path: "\(index).json", text: layout.canonicalText)], author: "ana", message: texts[6])
                fixture.layouts.append(name)
            } catch {
                if !texts.contains(where: LookalikeString.hasControl) { fixture.refused.append("layout \(index): \(error)") }
            }
            guard index % 3 == 0 else { continue }
            let ids = (0..<6).map { "\(LookalikeString.text(&random))\($0 == 0 ? "" : "·\($0)")" }
            let datasetName = uniqueName()
            do {
                _ = try catalog.addDatasets(
                    [SourceDocument(path: "d\(index).json", text: Self.dataset(name: datasetName, ids: ids, texts: texts).canonicalText)],
                    author: "ana", message: nil)
                fixture.datasets.append(datasetName)
            } catch {
                if !(texts + ids).contains(where: LookalikeString.hasControl) { fixture.refused.append("dataset \(index): \(error)") }
            }
            let history = uniqueName()
            let snapshot = JSONValue.object([
                "sections": .array([
                    .object(["id": .string(ids[0]), "items": .array(ids[2...3].map(JSONValue.string))]),
                    .object(["id": .string(ids[1]), "items": .array(ids[4...5].map(JSONValue.string))]),
                ])
            ])
            do {
                _ = try catalog.recordSnapshot(
                    history: history, file: SourceDocument(path: "s\(index).json", text: snapshot.canonicalText),
                    author: "ana", message: nil)
                fixture.histories.append(history)
            } catch {
                if !ids.contains(where: LookalikeString.hasControl) { fixture.refused.append("snapshot \(index): \(error)") }
            }
        }
        return fixture
    }

    /// A layout with `texts` in its title, summary, tags and the element kinds of a
    /// supplementary, two boundary and a decoration item, and a true third in its group's width
    /// (the one place the YAML writer may write `1/3`).
    static func layout(name: String, texts: [String]) -> JSONValue {
        // Element kinds of one owner must differ; a suffix keeps them apart when two draws agree.
        let headerKind = texts[2]
        let footerKind = texts[3] == texts[2] ? texts[3] + "·" : texts[3]
        func size(_ width: String, _ height: String) -> JSONValue { .object(["width": .string(width), "height": .string(height)]) }
        return .object([
            "name": .string(name), "title": .string(texts[0]), "summary": .string(texts[1]),
            "tags": .array([.string(texts[4]), .string(texts[5])]),
            "section": .object([
                "group": .object([
                    "layout": .string("horizontal"), "size": size("fractionalWidth(0.3333333333333333)", "absolute(44)"),
                    "subitems": .array([
                        .object([
                            "item": .object([
                                "size": size("fractionalWidth(1)", "fractionalHeight(1)"),
                                "supplementaryItems": .array([
                                    .object([
                                        "elementKind": .string(texts[6]), "size": size("absolute(10)", "absolute(10)"),
                                        "containerAnchor": .object(["edges": .array([.string("top")])]),
                                    ])
                                ]),
                            ])
                        ])
                    ]),
                ]),
                "boundarySupplementaryItems": .array([
                    .object(["elementKind": .string(headerKind), "size": size("fractionalWidth(1)", "estimated(44)"), "alignment": .string("top")]),
                    .object(["elementKind": .string(footerKind), "size": size("fractionalWidth(1)", "estimated(44)"), "alignment": .string("bottom")]
                    ),
                ]),
                "decorationItems": .array([.object(["elementKind": .string(texts[7])])]),
            ]),
        ])
    }

    /// A dataset with `ids` as section and item identifiers and `texts` in every text field.
    static func dataset(name: String, ids: [String], texts: [String]) -> JSONValue {
        func item(_ id: String, _ n: Int) -> JSONValue {
            .object(["id": .string(id), "title": .string(texts[n]), "subtitle": .string(texts[n + 1]), "imageNamed": .string(texts[n + 2])])
        }
        return .object([
            "name": .string(name), "title": .string(texts[0]), "summary": .string(texts[1]),
            "sections": .array([
                .object([
                    "id": .string(ids[0]), "title": .string(texts[2]), "items": .array([item(ids[2], 3), item(ids[3], 4)]),
                    "measuredSupplementaries": .object([texts[6]: .object(["height": .number(44)])]),
                ]),
                .object(["id": .string(ids[1]), "items": .array([item(ids[4], 5), item(ids[5], 0)])]),
            ]),
        ])
    }

    static func layoutHashes(_ catalog: Catalog) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try catalog.list().map { ($0.name, $0.headHash) })
    }

    static func datasetHashes(_ catalog: Catalog, _ names: [String]) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try names.map { ($0, try catalog.dataset(RevisionReference(name: $0)).contentHash) })
    }

    @Test(arguments: [2026 as UInt64, 35])
    func everyStringComesBackFromTheYAMLAndJSONExports(seed: UInt64) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let fixture = try Self.fixture(dir, seed: seed)
        #expect(fixture.refused == [])
        // Most cases must get in, or the property says little.
        #expect(fixture.layouts.count > Self.cases * 3 / 4)
        #expect(fixture.datasets.count > Self.cases / 4)
        let source = fixture.catalog
        for format in DefinitionTextFormat.allCases {
            let folder = dir.path("out-\(format.rawValue)")
            _ = try source.exportAll(to: folder, format: format, force: false)
            let target = try Catalog(
                location: CatalogLocation(path: dir.path("\(format.rawValue).sqlite"), isDefault: false), create: true, seed: false)
            let (layouts, datasets) = try SourceDocument.importable(in: [folder])
            _ = try target.importDocuments(layouts: layouts, datasets: datasets, author: "ben", message: nil)
            #expect(try Self.layoutHashes(target) == (try Self.layoutHashes(source)), "\(format)")
            #expect(try Self.datasetHashes(target, fixture.datasets) == (try Self.datasetHashes(source, fixture.datasets)), "\(format)")
        }
        // The YAML writer still shortens what is a dimension: the group's width.
        let first = try #require(fixture.layouts.first)
        let yaml = try String(contentsOfFile: dir.path("out-yaml/layouts/\(SafeOutput.sanitize(first)).yaml"), encoding: .utf8)
        #expect(yaml.contains("width: fractionalWidth(1/3)"))
    }

    @Test func everyStringComesBackFromABundle() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let fixture = try Self.fixture(dir, seed: 90210)
        #expect(fixture.refused == [])
        let source = fixture.catalog
        let path = dir.path("all.bundle")
        _ = try source.exportBundle(to: path, force: false)
        let target = try Catalog(location: CatalogLocation(path: dir.path("b.sqlite"), isDefault: false), create: true, seed: false)
        _ = try target.importBundle(try CatalogBundle.read(at: path), from: path, actor: "cy")
        #expect(try Self.layoutHashes(target) == (try Self.layoutHashes(source)))
        #expect(try Self.datasetHashes(target, fixture.datasets) == (try Self.datasetHashes(source, fixture.datasets)))
        #expect(fixture.histories.count > Self.cases / 4)
        for history in fixture.histories {
            let reference = RevisionReference(name: history)
            #expect(try target.snapshot(reference).snapshot == (try source.snapshot(reference).snapshot), "\(history)")
        }
        for name in fixture.layouts {
            let log = try source.log(name)
            #expect(try target.log(name).map(\.author) == log.map(\.author), "\(name)")
            #expect(try target.log(name).map(\.message) == log.map(\.message), "\(name)")
        }
    }

    @Test func everyStringComesBackFromASignedPack() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let fixture = try Self.fixture(dir, seed: 7)
        #expect(fixture.refused == [])
        let keys = try PackKeys.generate(prefix: dir.path("key"))
        let references = fixture.layouts.map { RevisionReference(name: $0) }
        let request = PublishRequest(selection: .layouts(references), keyPath: keys.privateKeyPath, outPath: dir.path("all.pack"), channel: "prod")
        _ = try fixture.catalog.publish(request, actor: "ana")
        let pack = try LayoutPack(contentsOf: URL(fileURLWithPath: dir.path("all.pack")), publicKey: try PackKeys.publicKey(at: keys.publicKeyPath))
        let hashes = try Self.layoutHashes(fixture.catalog)
        #expect(pack.layoutNames.sorted() == fixture.layouts.sorted())
        for name in fixture.layouts {
            let definition = try pack.definition(named: name)
            #expect(definition.contentHash == hashes[name], "\(name)")
            #expect(definition.name == name)
        }
    }
}
