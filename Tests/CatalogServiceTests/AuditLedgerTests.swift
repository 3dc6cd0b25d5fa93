import CatalogStore
import Testing

@testable import CatalogService

/// Which events link a snapshot history to a dataset.
@Suite struct AuditLedgerTests {
    static func event(_ id: Int64, _ action: String, _ subject: String, _ details: String) -> AuditEventRecord {
        AuditEventRecord(
            id: id, occurredAt: "2026-01-01T00:00:00.000Z", actor: "ana", action: action, subject: subject, details: details,
            previousHash: "", hash: "")
    }

    @Test func onlyHistoryEventsLinkAHistoryToADataset() {
        let ledger = AuditLedger([
            // A history recorded with a link, then a bundle-imported entry of it moving the link.
            Self.event(1, "snapshot.record", "history:feed@1", #"{"dataset":"topapps","number":1}"#),
            Self.event(2, "bundle.import", "history:feed@2", #"{"dataset":"app-store","number":2}"#),
            // Dataset revisions carry a `dataset` key naming themselves: recorded, they must not
            // read as a history named `topapps` linked to `topapps`.
            Self.event(3, "bundle.import", "dataset:topapps@1", #"{"dataset":"topapps","revision":1}"#),
            Self.event(4, "dataset.add", "dataset:news@1", #"{"dataset":"news","revision":1}"#),
            // A history unlinked again (`dataset: null`).
            Self.event(5, "snapshot.record", "history:grid@1", #"{"dataset":"news","number":1}"#),
            Self.event(6, "snapshot.record", "history:grid@2", #"{"dataset":null,"number":2}"#),
        ])
        #expect(ledger.historyDatasets.count == 2)
        #expect(ledger.historyDatasets["feed"] == .some("app-store"))
        #expect(ledger.historyDatasets["grid"] == .some(nil))
        #expect(ledger.historyDatasets["topapps"] == nil)
        #expect(ledger.historyDatasets["news"] == nil)
    }
}
