import Foundation
import Testing

@testable import Snapshots

@Suite struct SnapshotOperationScriptTests {
    /// The documented script, in its JSON shape.
    let documentScript = #"""
        [{"appendSections": ["top", "new"]},
         {"appendItems": {"items": ["a", "b"], "toSection": "top"}},
         {"insertItems": {"items": ["c"], "beforeItem": "a"}},
         {"moveItem": {"item": "c", "afterItem": "b"}},
         {"deleteItems": ["a"]},
         {"deleteAllItems": true},
         {"reloadItems": ["b"]},
         {"reconfigureItems": ["b"]},
         {"insertSections": {"sections": ["mid"], "afterSection": "top"}},
         {"moveSection": {"section": "new", "beforeSection": "top"}},
         {"deleteSections": ["new"]},
         {"reloadSections": ["top"]}]
        """#

    func decode(_ json: String) throws -> [Operation] {
        try JSONDecoder().decode([Operation].self, from: Data(json.utf8))
    }

    @Test func decodesEveryDocumentedStep() throws {
        let expected: [Operation] = [
            .appendSections(["top", "new"]),
            .appendItems(["a", "b"], toSection: "top"),
            .insertItems(["c"], at: .before("a")),
            .moveItem("c", to: .after("b")),
            .deleteItems(["a"]),
            .deleteAllItems,
            .reloadItems(["b"]),
            .reconfigureItems(["b"]),
            .insertSections(["mid"], at: .after("top")),
            .moveSection("new", to: .before("top")),
            .deleteSections(["new"]),
            .reloadSections(["top"]),
        ]
        #expect(try decode(documentScript) == expected)
        #expect(
            expected.map(\.name) == [
                "appendSections", "appendItems", "insertItems", "moveItem", "deleteItems", "deleteAllItems",
                "reloadItems", "reconfigureItems", "insertSections", "moveSection", "deleteSections", "reloadSections",
            ])
    }

    @Test func omittedToSectionMeansLastSection() throws {
        #expect(try decode(#"[{"appendItems": {"items": ["a"]}}]"#) == [.appendItems(["a"], toSection: nil)])
    }

    @Test func encodingRoundTrips() throws {
        let steps = try decode(documentScript) + [.appendItems(["z"], toSection: nil), .insertSections(["q"], at: .before("top"))]
        let data = try JSONEncoder().encode(steps)
        #expect(try JSONDecoder().decode([Operation].self, from: data) == steps)
    }

    @Test(arguments: [
        #"[{"appendSections": ["a"], "deleteSections": ["b"]}]"#,
        #"[{}]"#,
        #"[{"removeItems": ["a"]}]"#,
        #"[{"insertItems": {"items": ["c"]}}]"#,
        #"[{"insertItems": {"items": ["c"], "beforeItem": "a", "afterItem": "b"}}]"#,
        #"[{"moveItem": {"item": "c", "afterItem": "b", "toSection": "s"}}]"#,
        #"[{"moveSection": {"section": "c"}}]"#,
        #"[{"deleteAllItems": false}]"#,
    ])
    func malformedStepsAreRejected(json: String) {
        #expect(throws: DecodingError.self) { try decode(json) }
    }

    @Test func appliesStepsInOrder() throws {
        var s = StringSnapshot()
        try s.apply([
            .appendSections(["top", "bottom"]),
            .appendItems(["a", "b"], toSection: "top"),
            .appendItems(["z"], toSection: nil),
            .insertItems(["c"], at: .before("a")),
            .moveItem("c", to: .after("z")),
            .insertSections(["mid"], at: .after("top")),
            .moveSection("bottom", to: .before("top")),
            .reloadItems(["b"]),
            .reconfigureItems(["a"]),
            .reloadSections(["mid"]),
            .deleteItems(["a"]),
        ])
        #expect(layout(s) == [["bottom", "z", "c"], ["top", "b"], ["mid"]])
        #expect(s.reloadedItemIdentifiers == ["b"])
        #expect(s.reconfiguredItemIdentifiers.isEmpty)
        #expect(s.reloadedSectionIdentifiers == ["mid"])
        try s.apply([.deleteSections(["mid"]), .deleteAllItems])
        #expect(s == StringSnapshot())
    }

    @Test func aFailingStepReportsItsIndexAndLeavesTheSnapshotUntouched() throws {
        let start = try snapshot([("top", ["a", "b"])])
        var s = start
        let steps: [Operation] = [
            .appendItems(["c"], toSection: "top"),
            .deleteItems(["a"]),
            .reloadItems(["b"]),
            .moveItem("x", to: .after("b")),
            .appendSections(["never"]),
        ]
        do {
            try s.apply(steps)
            Issue.record("step 3 should have failed")
        } catch {
            #expect(error.stepIndex == 3)
            #expect(error.operation == .moveItem("x", to: .after("b")))
            #expect(error.error == .unknownItems(["x"]))
            #expect(error.description == #"step 3 (moveItem): item identifiers not in the snapshot: "x""#)
        }
        #expect(s == start)
    }
}
