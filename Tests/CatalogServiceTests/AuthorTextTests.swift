import CatalogTestSupport
import Foundation
import GRDB
import LayoutModel
import Testing

@testable import CatalogService

/// The document text the author added, kept beside the canonical form: text-only revisions,
/// `show`/`export` giving the text back, its hash in the audit trail, and bundles carrying it.
@Suite struct AuthorTextTests {
    /// A layout as an author writes it: comments, flow style, a fraction.
    static let thirds = """
        # Three equal columns; the photo grid on the profile screen.
        name: thirds
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}   # one row per 44 pt
            subitems: [{item: {size: {width: fractionalWidth(1/3), height: fractionalHeight(1)}}}]

        """
    /// The same layout with another comment and block style: same content, other text.
    static let thirdsReformatted = """
        # Three equal columns (profile photos).
        name: thirds
        section:
          group:
            layout: horizontal
            size:
              width: fractionalWidth(1)
              height: absolute(44)
            subitems:
              - item: {size: {width: fractionalWidth(1/3), height: fractionalHeight(1)}}

        """

    static func empty(_ dir: TemporaryDirectory, _ file: String = "c.sqlite") throws -> Catalog {
        try Catalog(location: CatalogLocation(path: dir.path(file), isDefault: false), create: true, seed: false)
    }

    static func add(_ catalog: Catalog, _ text: String, author: String = "ana") throws -> AddedLayout {
        let added = try catalog.add([SourceDocument(path: "thirds.yaml", text: text)], author: author, message: nil)
        return try #require(added.first)
    }

    @Test func aNewTextWithTheSameContentIsATextOnlyRevisionAndTheSameTextIsUnchanged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.empty(dir)
        let first = try Self.add(catalog, Self.thirds)
        #expect(first.status == .created)
        #expect(first.isTextOnly == false)

        let same = try Self.add(catalog, Self.thirds)
        #expect(same.status == .unchanged)
        #expect(same.revision == 1)

        let reformatted = try Self.add(catalog, Self.thirdsReformatted)
        #expect(reformatted.status == .revised)
        #expect(reformatted.revision == 2)
        #expect(reformatted.isTextOnly)
        #expect(reformatted.contentHash == first.contentHash, "the content hash is the canonical content's, not the text's")

        // A content change is not text-only, even with the comments changed too.
        let taller = try Self.add(catalog, Self.thirdsReformatted.replacingOccurrences(of: "absolute(44)", with: "absolute(60)"))
        #expect(taller.status == .revised)
        #expect(!taller.isTextOnly)
        #expect(taller.contentHash != first.contentHash)
    }

    @Test func aHeadWithoutTextIsUnchangedByItsCanonicalYAMLButGetsAnAuthorsText() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.empty(dir)
        let definition = try #require(LayoutDocument.check(Self.thirds).definition)
        // A revision as a binary before schema 6 stored it: canonical JSON, no text.
        try catalog.database.write { store in
            let layout = try store.insertLayout(name: "thirds", createdAt: "t")
            _ = try store.appendRevision(
                layoutId: layout.id ?? 0, contentHash: ContentHash.sha256(definition.canonicalText),
                definition: definition.canonicalText, author: "old", message: "", createdAt: "t")
        }
        // The file an older export wrote for it: nothing new.
        let exported = try Self.add(catalog, definition.yamlText)
        #expect(exported.status == .unchanged)
        #expect(exported.revision == 1)
        // The author's own file: a text-only revision that keeps it.
        let authored = try Self.add(catalog, Self.thirds)
        #expect(authored.status == .revised)
        #expect(authored.isTextOnly)
        #expect(authored.revision == 2)
    }

    @Test func logAndDiffReportATextOnlyRevisionWithoutChanges() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.empty(dir)
        _ = try Self.add(catalog, Self.thirds)
        _ = try Self.add(catalog, Self.thirdsReformatted)
        _ = try Self.add(catalog, Self.thirdsReformatted.replacingOccurrences(of: "absolute(44)", with: "absolute(60)"))
        let log = try catalog.log("thirds")
        #expect(log.map(\.isTextOnly) == [false, true, false])
        #expect(log[1].changes.isEmpty)
        #expect(log[1].textHash == ContentHash.sha256(Self.thirdsReformatted))
        #expect(log[2].changes.map(\.description) == ["section.group.size.height absolute(44)→absolute(60)"])

        let textOnly = try catalog.diff(RevisionReference(parsing: "thirds@1"), RevisionReference(parsing: "thirds@2"))
        #expect(textOnly.isTextOnly)
        #expect(textOnly.changes.isEmpty)
        let real = try catalog.diff(RevisionReference(parsing: "thirds@2"), RevisionReference(parsing: "thirds@3"))
        #expect(!real.isTextOnly)
        #expect(real.changes.count == 1)
    }

    @Test func aRevisionKeepsTheAuthorsTextAndShowsItAsItsYAML() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.empty(dir)
        _ = try Self.add(catalog, Self.thirds)
        let stored = try catalog.revision(RevisionReference(parsing: "thirds"))
        #expect(stored.sourceText == Self.thirds)
        #expect(stored.yamlText == Self.thirds)
        #expect(try catalog.export(RevisionReference(parsing: "thirds"), format: .yaml) == Self.thirds)
        // JSON export stays canonical: 1/3 is the double 0.3333333333333333 there.
        #expect(try catalog.export(RevisionReference(parsing: "thirds"), format: .json).contains("fractionalWidth(0.3333333333333333)"))

        // A layout added as JSON has no YAML of its own: its YAML is the canonical one.
        let json =
            #"{"name": "wide", "section": {"group": {"layout": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(10)"}, "subitems": [{"item": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}}]}}}"#
        _ = try catalog.add([SourceDocument(path: "wide.json", text: json)], author: "ana", message: nil)
        let wide = try catalog.revision(RevisionReference(parsing: "wide"))
        #expect(wide.sourceText == json)
        #expect(wide.yamlText == wide.definition.yamlText)
        #expect(wide.yamlText.hasPrefix("name: wide\n"))
    }

    @Test func revertBringsBackTheTargetsTextAndAnIdenticalRevertIsUnchanged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.empty(dir)
        _ = try Self.add(catalog, Self.thirds)
        _ = try Self.add(catalog, Self.thirdsReformatted)
        let reverted = try catalog.revert("thirds", to: .number(1), message: nil, author: "ben")
        #expect(reverted.status == .revised)
        #expect(reverted.revision == 3)
        #expect(reverted.isTextOnly)
        #expect(try catalog.revision(RevisionReference(parsing: "thirds")).sourceText == Self.thirds)
        #expect(try catalog.revert("thirds", to: .number(1), message: nil, author: "ben").status == .unchanged)
        #expect(try catalog.verifyAudit().isIntact)
    }

    /// Files as `export --all --format yaml` writes them, by path under the folder.
    static func files(under folder: String) throws -> [String: Data] {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        return Dictionary(
            uniqueKeysWithValues: try ExportImportTests.contents(of: URL(fileURLWithPath: folder)).map { path, data in
                (String(URL(fileURLWithPath: path).standardizedFileURL.path.dropFirst(root.count)), data)
            })
    }

    @Test func aYAMLFolderRoundTripsByteForByteWithItsComments() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // The presets are seeded in both catalogs: their own files (comments included) go through too.
        let source = try Catalog(location: CatalogLocation(path: dir.path("a.sqlite"), isDefault: false), create: true)
        _ = try Self.add(source, Self.thirds)
        _ = try Self.add(source, Self.thirdsReformatted)
        _ = try source.exportAll(to: dir.path("first"), format: .yaml, force: false)
        let first = try Self.files(under: dir.path("first"))
        #expect(first["/layouts/thirds.yaml"] == Data(Self.thirdsReformatted.utf8))

        let target = try Catalog(location: CatalogLocation(path: dir.path("b.sqlite"), isDefault: false), create: true)
        let (layouts, datasets) = try SourceDocument.importable(in: [dir.path("first")])
        let report = try target.importDocuments(layouts: layouts, datasets: datasets, author: "ben", message: nil)
        #expect(report.layouts.filter { $0.status != .unchanged }.map(\.name) == ["thirds"])
        _ = try target.exportAll(to: dir.path("second"), format: .yaml, force: false)
        let second = try Self.files(under: dir.path("second"))
        #expect(second.keys.sorted() == first.keys.sorted())
        for (path, bytes) in first.sorted(by: { $0.key < $1.key }) {
            #expect(second[path] == bytes, "\(path) differs after the round trip")
        }
    }

    /// Edits the catalog file behind the tool's back (the immutability trigger dropped first).
    static func tamper(_ dir: TemporaryDirectory, _ sql: String) throws {
        let queue = try DatabaseQueue(path: dir.path("c.sqlite"))
        try queue.write { db in
            try db.execute(sql: "DROP TRIGGER IF EXISTS layout_revision_is_immutable")
            try db.execute(sql: sql)
        }
        try queue.close()
    }

    @Test(arguments: [
        // The text edited: it no longer matches its own hash.
        (
            "UPDATE layout_revision SET source_text = replace(source_text, 'profile', 'settings') WHERE number = 2",
            "thirds@2: text does not match its text hash (the row was edited)"
        ),
        // Edited with its hash recomputed: the event that created the row recorded another hash.
        (
            "UPDATE layout_revision SET source_text = 'name: thirds', source_hash = '\(ContentHash.sha256("name: thirds"))' WHERE number = 2",
            "thirds@2: text hash differs from the one the audit trail recorded (the text was edited, added or removed)"
        ),
        // The text removed: the row looks like an older revision, but its event recorded a text.
        (
            "UPDATE layout_revision SET source_text = NULL, source_hash = NULL WHERE number = 1",
            "thirds@1: text hash differs from the one the audit trail recorded (the text was edited, added or removed)"
        ),
    ])
    func anEditedTextIsReportedByAuditVerify(sql: String, message: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.empty(dir)
        _ = try Self.add(catalog, Self.thirds)
        _ = try Self.add(catalog, Self.thirdsReformatted)
        #expect(try catalog.verifyAudit().isIntact)
        try Self.tamper(dir, sql)
        let result = try catalog.verifyAudit()
        #expect(result.problems.map(\.message) == [message])
        #expect(result.problems.map(\.table) == [.layoutRevision])
    }

    @Test func theTextHashIsRecordedInTheEventThatCreatedTheRevision() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.empty(dir)
        _ = try Self.add(catalog, Self.thirds)
        let event = try #require(try catalog.auditEvents(layout: "thirds").first)
        let details = try #require(try JSONSerialization.jsonObject(with: Data(event.details.utf8)) as? [String: Any])
        #expect(details["textHash"] as? String == ContentHash.sha256(Self.thirds))
        #expect(details["contentHash"] as? String == ContentHash.sha256(try catalog.revision(RevisionReference(parsing: "thirds")).canonicalText))
    }

    @Test func aBundleCarriesTheTextAndAReceivingCatalogVerifies() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.empty(dir)
        _ = try Self.add(catalog, Self.thirds)
        _ = try Self.add(catalog, Self.thirdsReformatted)
        try catalog.exportBundle(to: dir.path("b.bundle"), force: false)
        let bundle = try CatalogBundle.read(at: dir.path("b.bundle"))
        #expect(bundle.layouts.first?.revisions.map(\.text) == [Self.thirds, Self.thirdsReformatted])

        // Replayed trail (empty receiver) and the receiver's own events (one with a trail).
        for seed in [false, true] {
            let receiver = try Catalog(location: CatalogLocation(path: dir.path("r-\(seed).sqlite"), isDefault: false), create: true, seed: seed)
            _ = try receiver.importBundle(bundle, from: dir.path("b.bundle"), actor: "ben")
            #expect(try receiver.revision(RevisionReference(parsing: "thirds@1")).sourceText == Self.thirds)
            #expect(try receiver.revision(RevisionReference(parsing: "thirds@2")).sourceText == Self.thirdsReformatted)
            let verification = try receiver.verifyAudit()
            #expect(verification.isIntact, "\(verification.problems)")
        }

        // A bundle whose text was edited is refused before anything is written.
        var edited = bundle
        edited.layouts[0].revisions[0].text = Self.thirds.replacingOccurrences(of: "profile", with: "settings")
        let data = try JSONEncoder().encode(edited)
        try data.write(to: URL(fileURLWithPath: dir.path("edited.bundle")))
        #expect(throws: ServiceError.self) { try CatalogBundle.read(at: dir.path("edited.bundle")) }
    }
}
