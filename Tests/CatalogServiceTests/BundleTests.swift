import CatalogTestSupport
import Foundation
import LayoutModel
import Testing

@testable import CatalogService

@Suite struct BundleTests {
    static func catalog(_ dir: TemporaryDirectory, _ name: String, seed: Bool = true) throws -> Catalog {
        try Catalog(location: CatalogLocation(path: dir.path(name), isDefault: false), create: true, seed: seed)
    }

    static func add(_ catalog: Catalog, height: Int, author: String, message: String) throws {
        let yaml = RevisionHistoryTests.header44.replacingOccurrences(
            of: "height: absolute(44)}, alignment", with: "height: absolute(\(height))}, alignment")
        _ = try catalog.add([SourceDocument(path: "feed.yaml", text: yaml)], author: author, message: message)
    }

    @Test func aBundleImportedIntoAnEmptyCatalogReproducesEverything() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let source = try Self.catalog(dir, "a.sqlite")
        try Self.add(source, height: 44, author: "ana", message: "first")
        try Self.add(source, height: 60, author: "ben", message: "taller")
        _ = try source.tag(RevisionReference(parsing: "feed@1"), label: "v1", actor: "ana")
        let path = dir.path("a.bundle")
        _ = try source.exportBundle(to: path, force: false)

        let target = try Self.catalog(dir, "b.sqlite", seed: false)
        #expect(try target.list().isEmpty)
        let report = try target.importBundle(try CatalogBundle.read(at: path), from: path, actor: "cy")
        #expect(report.entries.allSatisfy { $0.outcome == .created })
        for summary in try source.list(includeArchived: true) {
            #expect(try source.log(summary.name).map(\.contentHash) == (try target.log(summary.name).map(\.contentHash)))
            #expect(try source.log(summary.name).map(\.author) == (try target.log(summary.name).map(\.author)))
            #expect(try source.log(summary.name).map(\.message) == (try target.log(summary.name).map(\.message)))
            #expect(try source.log(summary.name).map(\.createdAt) == (try target.log(summary.name).map(\.createdAt)))
        }
        #expect(try target.tags("feed").map(\.label) == ["v1"])
        #expect(try target.tags("feed").first?.revision == 1)
        let sourceEvents = try source.auditEvents()
        let targetEvents = try target.auditEvents()
        // Every source event, byte for byte and hash for hash, then one event for the import.
        #expect(Array(targetEvents.prefix(sourceEvents.count)) == sourceEvents)
        #expect(targetEvents.count == sourceEvents.count + 1)
        #expect(targetEvents.last?.action == "bundle.import")
        #expect(try target.verifyAudit().isIntact)
    }

    /// The report counts every event the import appends, in both ways a bundle comes in: its
    /// trail replayed into an empty catalog, or one event per imported row into a catalog with
    /// a trail of its own; the closing `bundle.import` counts too.
    @Test func theReportCountsEveryAuditEventTheImportAdds() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let source = try Self.catalog(dir, "a.sqlite", seed: false)
        try Self.add(source, height: 44, author: "ana", message: "first")
        try Self.add(source, height: 60, author: "ben", message: "taller")
        let path = dir.path("a.bundle")
        _ = try source.exportBundle(to: path, force: false)
        for seeded in [false, true] {
            let target = try Self.catalog(dir, "b-\(seeded).sqlite", seed: seeded)
            let before = try target.auditEvents().count
            let report = try target.importBundle(try CatalogBundle.read(at: path), from: path, actor: "cy")
            let after = try target.auditEvents().count
            #expect(after > before + 1, "seeded: \(seeded)")
            #expect(report.auditEventsAdded == after - before, "seeded: \(seeded)")
        }
    }

    @Test func importingTheSameBundleTwiceChangesNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let source = try Self.catalog(dir, "a.sqlite")
        try Self.add(source, height: 44, author: "ana", message: "first")
        let path = dir.path("a.bundle")
        _ = try source.exportBundle(to: path, force: false)
        let target = try Self.catalog(dir, "b.sqlite")
        _ = try target.importBundle(try CatalogBundle.read(at: path), from: path, actor: "cy")
        let events = try target.auditEvents().count
        let layouts = try target.list()
        let again = try target.importBundle(try CatalogBundle.read(at: path), from: path, actor: "cy")
        #expect(again.isNoOp)
        #expect(try target.auditEvents().count == events)
        #expect(try target.list() == layouts)
        // The same presets seeded in both catalogs are recognised as the same revisions.
        #expect(try target.log("grid").count == 1)
    }

    @Test func aLongerHistoryFastForwards() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let source = try Self.catalog(dir, "a.sqlite")
        try Self.add(source, height: 44, author: "ana", message: "first")
        _ = try source.exportBundle(layouts: ["feed"], to: dir.path("one.bundle"), force: false)
        try Self.add(source, height: 60, author: "ben", message: "taller")
        try Self.add(source, height: 72, author: "ben", message: "taller still")
        _ = try source.exportBundle(layouts: ["feed"], to: dir.path("three.bundle"), force: false)
        let target = try Self.catalog(dir, "b.sqlite")
        _ = try target.importBundle(try CatalogBundle.read(at: dir.path("one.bundle")), from: "one.bundle", actor: "cy")
        let report = try target.importBundle(try CatalogBundle.read(at: dir.path("three.bundle")), from: "three.bundle", actor: "cy")
        #expect(report.entries.first { $0.name == "feed" }?.outcome == .fastForwarded)
        #expect(report.entries.first { $0.name == "feed" }?.added == 2)
        #expect(try target.log("feed").map(\.message) == ["first", "taller", "taller still"])
        #expect(try target.verifyAudit().isIntact)
    }

    @Test func divergedHistoriesMergeWithNothingLost() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let mine = try Self.catalog(dir, "mine.sqlite")
        try Self.add(mine, height: 44, author: "ana", message: "first")
        _ = try mine.exportBundle(layouts: ["feed"], to: dir.path("base.bundle"), force: false)
        let theirs = try Self.catalog(dir, "theirs.sqlite")
        _ = try theirs.importBundle(try CatalogBundle.read(at: dir.path("base.bundle")), from: "base.bundle", actor: "ben")
        try Self.add(mine, height: 50, author: "ana", message: "mine: 50")
        try Self.add(theirs, height: 60, author: "ben", message: "theirs: 60")
        try Self.add(theirs, height: 64, author: "ben", message: "theirs: 64")
        _ = try theirs.exportBundle(layouts: ["feed"], to: dir.path("theirs.bundle"), force: false)

        let report = try mine.importBundle(try CatalogBundle.read(at: dir.path("theirs.bundle")), from: "theirs.bundle", actor: "ana")
        let entry = try #require(report.entries.first { $0.name == "feed" })
        #expect(entry.outcome == .merged)
        #expect(entry.added == 2)
        let log = try mine.log("feed")
        #expect(log.map(\.number) == [1, 2, 3, 4])
        #expect(log.map(\.message) == ["first", "mine: 50", "theirs: 60", "theirs: 64"])
        #expect(log.map(\.author) == ["ana", "ana", "ben", "ben"])
        #expect(try mine.verifyAudit().isIntact)
        let twice = try mine.importBundle(try CatalogBundle.read(at: dir.path("theirs.bundle")), from: "theirs.bundle", actor: "ana")
        #expect(twice.isNoOp)
    }

    @Test func snapshotHistoriesTravelInBundles() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let source = try Self.catalog(dir, "a.sqlite")
        var items = ["a", "b", "c"]
        for step in 0..<5 {
            items.append("n\(step)")
            let text = #"{"sections": [{"id": "s", "items": [\#(items.map { "\"\($0)\"" }.joined(separator: ", "))]}]}"#
            _ = try source.recordSnapshot(
                history: "feed", file: SourceDocument(path: "s.json", text: text), dataset: "topapps", author: "ana", message: "step \(step)")
        }
        let path = dir.path("a.bundle")
        _ = try source.exportBundle(to: path, force: false)
        let target = try Self.catalog(dir, "b.sqlite", seed: false)
        let report = try target.importBundle(try CatalogBundle.read(at: path), from: path, actor: "cy")
        #expect(report.entries.first { $0.kind == "history" }?.outcome == .created)
        #expect(try target.snapshotLog("feed").map(\.contentHash) == (try source.snapshotLog("feed").map(\.contentHash)))
        #expect(
            try target.snapshot(RevisionReference(parsing: "feed@3")).snapshot == (try source.snapshot(RevisionReference(parsing: "feed@3")).snapshot)
        )
        #expect(try target.snapshotHistories().first?.dataset == "topapps")
        #expect(try target.verifyAudit().isIntact)
        #expect(try target.importBundle(try CatalogBundle.read(at: path), from: path, actor: "cy").isNoOp)
    }

    @Test func aHistoryThatReturnsToEarlierContentKeepsEveryRevision() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let source = try Self.catalog(dir, "a.sqlite")
        try Self.add(source, height: 44, author: "ana", message: "")
        try Self.add(source, height: 60, author: "ana", message: "")
        try Self.add(source, height: 44, author: "ana", message: "")
        _ = try source.tag(RevisionReference(parsing: "feed@3"), label: "back", actor: "ana")
        _ = try source.exportBundle(to: dir.path("a.bundle"), force: false)
        let target = try Self.catalog(dir, "b.sqlite", seed: false)
        let report = try target.importBundle(try CatalogBundle.read(at: dir.path("a.bundle")), from: "a.bundle", actor: "cy")
        #expect(report.entries.first { $0.name == "feed" }?.added == 3)
        #expect(try target.log("feed").map(\.contentHash) == (try source.log("feed").map(\.contentHash)))
        #expect(
            try target.revision(RevisionReference(parsing: "feed")).contentHash
                == (try source.revision(RevisionReference(parsing: "feed")).contentHash))
        #expect(try target.tags("feed").first?.revision == 3)
        #expect(try target.verifyAudit().isIntact)
        // Into a catalog that has its own trail: the same history, recorded by local import events.
        let seeded = try Self.catalog(dir, "c.sqlite")
        _ = try seeded.importBundle(try CatalogBundle.read(at: dir.path("a.bundle")), from: "a.bundle", actor: "cy")
        #expect(try seeded.log("feed").count == 3)
        #expect(try seeded.verifyAudit().isIntact)
        #expect(try seeded.importBundle(try CatalogBundle.read(at: dir.path("a.bundle")), from: "a.bundle", actor: "cy").isNoOp)
    }

    @Test func aTagSetByAnImportIsAudited() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir, "a.sqlite")
        try Self.add(catalog, height: 44, author: "ana", message: "first")
        _ = try catalog.tag(RevisionReference(parsing: "feed@1"), label: "rel", actor: "ana")
        _ = try catalog.exportBundle(layouts: ["feed"], to: dir.path("a.bundle"), force: false)
        try catalog.deleteTag("feed", label: "rel", actor: "ana")
        let report = try catalog.importBundle(try CatalogBundle.read(at: dir.path("a.bundle")), from: "a.bundle", actor: "ana")
        #expect(report.tagsSet == 1)
        #expect(try catalog.auditEvents(layout: "feed").last { $0.action.hasPrefix("tag.") }?.action == "tag.set")
        #expect(try catalog.verifyAudit().isIntact)
    }

    @Test func aBundleWithNonCanonicalContentIsRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let source = try Self.catalog(dir, "a.sqlite")
        try Self.add(source, height: 44, author: "ana", message: "first")
        var bundle = try source.bundle(layouts: ["feed"])
        let pretty = try #require(LayoutDocument.decode(bundle.layouts[0].revisions[0].content).definition).canonicalJSON.prettyText
        bundle.layouts[0].revisions[0].content = pretty
        bundle.layouts[0].revisions[0].contentHash = ContentHash.sha256(pretty)
        let encoder = JSONEncoder()
        try encoder.encode(bundle).write(to: dir.url.appendingPathComponent("pretty.bundle"))
        #expect(throws: ServiceError.self) { try CatalogBundle.read(at: dir.path("pretty.bundle")) }
    }

    @Test func aTamperedBundleIsRefusedWholesale() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let source = try Self.catalog(dir, "a.sqlite")
        try Self.add(source, height: 44, author: "ana", message: "first")
        let path = dir.path("a.bundle")
        _ = try source.exportBundle(layouts: ["feed"], to: path, force: false)
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "absolute(44)", with: "absolute(45)")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ServiceError.self) { try CatalogBundle.read(at: path) }
        #expect(throws: ServiceError.self) { try source.exportBundle(layouts: ["feed"], to: path, force: false) }
        #expect(throws: ServiceError.self) { try source.exportBundle(layouts: ["nope"], to: dir.path("x.bundle"), force: false) }
    }
}
