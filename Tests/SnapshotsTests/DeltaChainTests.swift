import Foundation
import Testing

@testable import Snapshots

@Suite struct DeltaChainTests {
    @Test func applyingAChainEqualsApplyingEachDeltaInTurn() throws {
        var states: [StringSnapshot] = [try StringSnapshot(sections: [(id: "a", items: ["1", "2", "3"]), (id: "b", items: ["4"])])]
        var next = states[0]
        try next.appendSections(["c"])
        try next.appendItems(["5", "6"], toSection: "c")
        try next.moveItem("1", afterItem: "4")
        states.append(next)
        next = next.clearingMarks
        try next.deleteSections(["a"])
        try next.insertItems(["7"], beforeItem: "5")
        states.append(next)
        next = next.clearingMarks
        try next.moveSection("c", beforeSection: "b")
        try next.reloadItems(["7"])
        try next.reconfigureItems(["4"])
        states.append(next)
        let deltas = zip(states, states.dropFirst()).map { $0.delta(to: $1) }
        let chained = try states[0].applying(deltas)
        #expect(chained == states[3])
        #expect(chained.sectionIdentifiers == ["c", "b"])
        #expect(try chained.itemIdentifiers(inSection: "c") == ["7", "5", "6"])
        #expect(try chained.itemIdentifiers(inSection: "b") == ["4", "1"])
        #expect(chained.reloadedItemIdentifiers == ["7"])
        #expect(chained.reconfiguredItemIdentifiers == ["4"])
        #expect(try states[0].applying([]) == states[0])
        // A delta applied to the wrong state is refused.
        #expect(throws: SnapshotDeltaError.self) { try states[1].applying(Array(deltas.prefix(2))) }
    }

    @Test func aDeltaWithImpossibleSectionSizesIsRefusedNotAnOverflow() throws {
        let base = try StringSnapshot(sections: [(id: "a", items: ["1"]), (id: "b", items: ["2"])])
        let json =
            #"{"baseSections": 2, "baseItems": 2, "sections": {"runs": [0, 2], "new": []}, "items": {"runs": [0, 2], "new": []}, "sizes": [0, 9223372036854775807, 1, 1]}"#
        let delta = try JSONDecoder().decode(SnapshotDelta<String, String>.self, from: Data(json.utf8))
        #expect(throws: SnapshotDeltaError.self) { try base.applying(delta) }
        #expect(throws: SnapshotDeltaError.self) { try base.applying([delta, delta]) }
    }
}
