import CatalogTestSupport
import Foundation
import LayoutModel
import Snapshots
import Testing

@testable import CatalogService

@Suite struct SnapshotHistoryTests {
    static func doc(_ text: String, _ path: String = "s.json") -> SourceDocument { SourceDocument(path: path, text: text) }

    @Test func recordsFilesAndOperationsAndRebuildsEveryEntry() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        let first = try catalog.recordSnapshot(
            history: "feed", file: Self.doc(#"{"sections": [{"id": "main", "items": ["a", "b", "c"]}]}"#),
            author: "ana", message: "first")
        #expect(first.number == 1)
        #expect(first.isCheckpoint)
        let ops = """
            - appendSections: [more]
            - appendItems: {items: [d], toSection: more}
            - moveItem: {item: c, beforeItem: a}
            - reconfigureItems: [b]
            """
        let second = try catalog.recordSnapshot(history: "feed", operations: Self.doc(ops, "ops.yaml"), author: "ana", message: nil)
        #expect(second.number == 2)
        #expect(!second.isCheckpoint)
        let loaded = try catalog.snapshot(RevisionReference(parsing: "feed@2"))
        let snapshot = loaded.snapshot
        #expect(loaded.number == 2)
        #expect(loaded.history == "feed")
        #expect(snapshot.sectionIdentifiers == ["main", "more"])
        #expect(try snapshot.itemIdentifiers(inSection: "main") == ["c", "a", "b"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
        // The next script starts from the latest snapshot with its marks cleared.
        let third = try catalog.recordSnapshot(history: "feed", operations: Self.doc("- deleteItems: [d]\n", "ops.yaml"), author: "ana", message: nil)
        let latest = try catalog.snapshot(RevisionReference(parsing: "feed")).snapshot
        #expect(third.number == 3)
        #expect(latest.reconfiguredItemIdentifiers.isEmpty)
        #expect(latest.numberOfItems == 3)
        // Recording the same snapshot again adds nothing.
        let same = try catalog.recordSnapshot(history: "feed", file: Self.doc(try latest.jsonString()), author: "ana", message: nil)
        #expect(!same.recorded)
        #expect(try catalog.snapshotLog("feed").map(\.number) == [1, 2, 3])
    }

    @Test func aFailingStepNamesItAndRecordsNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        _ = try catalog.recordSnapshot(
            history: "feed", file: Self.doc(#"{"sections": [{"id": "main", "items": ["a"]}]}"#), author: "ana", message: nil)
        let ops = "- appendItems: {items: [b]}\n- moveItem: {item: ghost, afterItem: a}\n"
        do {
            _ = try catalog.recordSnapshot(history: "feed", operations: Self.doc(ops, "ops.yaml"), author: "ana", message: nil)
            Issue.record("expected an error")
        } catch ServiceError.invalidSnapshotDocument(let path, let diagnostic) {
            #expect(path == "ops.yaml")
            // The second step starts on line 2, column 3 (after "- ").
            #expect(diagnostic.location == LayoutModel.SourceLocation(line: 2, column: 3))
            #expect(diagnostic.path.description == "[1].moveItem")
            #expect(diagnostic.message.hasPrefix("step 2 (moveItem):"))
            #expect(diagnostic.message.contains("ghost"))
        }
        #expect(try catalog.snapshotLog("feed").count == 1)
        #expect(throws: ServiceError.self) {
            try catalog.recordSnapshot(
                history: "feed", file: Self.doc(#"{"sections": [{"id": "s", "items": ["a", "a"]}]}"#), author: "a", message: nil)
        }
        #expect(throws: ServiceError.self) {
            try catalog.recordSnapshot(history: "Bad Name", file: Self.doc(#"{"sections": []}"#), author: "a", message: nil)
        }
    }

    @Test func linkingAMissingDatasetRecordsNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        #expect(throws: ServiceError.self) {
            try catalog.recordSnapshot(
                history: "h", file: Self.doc(#"{"sections": [{"id": "s", "items": ["a"]}]}"#), dataset: "nosuch",
                author: "a", message: nil)
        }
        #expect(try catalog.snapshotHistories().isEmpty)
        _ = try catalog.recordSnapshot(history: "h", file: Self.doc(#"{"sections": [{"id": "s", "items": ["a"]}]}"#), author: "a", message: nil)
        _ = try catalog.recordSnapshot(
            history: "h", file: Self.doc(#"{"sections": [{"id": "s", "items": ["a", "b"]}]}"#), dataset: "topapps",
            author: "a", message: nil)
        #expect(try catalog.snapshotHistories().first?.dataset == "topapps")
        #expect(try catalog.verifyAudit().isIntact)
    }

    @Test func aLongHistoryStoresDeltasSizedByTheChange() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        var random = SplitMix64(seed: 7)
        var items = (0..<2000).map { "item-\($0)" }
        var next = items.count
        var snapshots: [StringSnapshot] = []
        for _ in 0..<40 {
            // 1 % churn: delete 20, insert 20 new ones at random places.
            for _ in 0..<20 { items.remove(at: random.int(below: items.count)) }
            for _ in 0..<20 {
                items.insert("item-\(next)", at: random.int(below: items.count + 1))
                next += 1
            }
            let snapshot = try StringSnapshot(sections: [(id: "all", items: items)])
            snapshots.append(snapshot)
            _ = try catalog.recordSnapshot(history: "churn", file: Self.doc(try snapshot.jsonString()), author: "bot", message: nil)
        }
        let log = try catalog.snapshotLog("churn")
        let full = log.filter(\.isCheckpoint)
        let deltas = log.filter { !$0.isCheckpoint }
        // Entries 1 and 33 are checkpoints (every 32nd).
        #expect(full.map(\.number) == [1, 33])
        // A full snapshot of 2,000 ids of ~10 characters is ~26 KB; a 1 % delta carries 20 new
        // ids and ~40 runs, well under 2 KB.
        #expect(full.allSatisfy { $0.storedBytes > 20_000 })
        #expect(deltas.allSatisfy { $0.storedBytes < 2_000 }, "\(deltas.map(\.storedBytes))")
        let total = log.reduce(0) { $0 + $1.storedBytes }
        #expect(total < 2 * 27_000 + 38 * 2_000)
        // Every entry rebuilds to exactly what was recorded.
        for (index, expected) in snapshots.enumerated() {
            #expect(try catalog.snapshot(RevisionReference(parsing: "churn@\(index + 1)")).snapshot == expected)
        }
    }

    @Test func changesetBetweenStoredSnapshots() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        _ = try catalog.recordSnapshot(
            history: "h", file: Self.doc(#"{"sections": [{"id": "s", "items": ["a", "b", "c"]}]}"#), author: "a", message: nil)
        _ = try catalog.recordSnapshot(
            history: "h", file: Self.doc(#"{"sections": [{"id": "s", "items": ["b", "c", "a"]}]}"#), author: "a", message: nil)
        let comparison = try catalog.snapshotChangeset(RevisionReference(parsing: "h@1"), RevisionReference(parsing: "h@2"))
        #expect((comparison.from, comparison.to) == ("h@1", "h@2"))
        let changeset = comparison.changeset
        // [a, b, c] → [b, c, a]: b and c stay (an increasing run), a moves from 0 to 2.
        #expect(changeset.summary.itemMoves == 1)
        #expect(changeset.jsonString().contains(#""itemMoves":[[[0,0],[0,2]]]"#))
    }

    @Test func resolveTakesCountsFromASnapshotAndTitlesFromItsDataset() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        _ = try catalog.recordSnapshot(
            history: "apps", file: Self.doc(#"{"sections": [{"id": "m", "items": ["linkedin", "facebook"]}, {"id": "n", "items": ["zz"]}]}"#),
            dataset: "topapps", author: "a", message: nil)
        var request = ResolveRequest()
        request.width = 390
        request.height = 844
        request.snapshot = "apps@1"
        let resolution = try catalog.resolve(RevisionReference(parsing: "seed-topapp-row"), request)
        #expect(resolution.data.sections.map(\.itemCount) == [2, 1])
        #expect(resolution.labels[.init(section: 0, item: 0)] == "linkedin title")
        #expect(resolution.labels[.init(section: 0, item: 1)] == "facebook title")
        #expect(resolution.labels[.init(section: 1, item: 0)] == "zz")
    }
}
