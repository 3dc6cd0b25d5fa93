import Foundation
import Testing

@testable import Snapshots

@Suite struct ChangesetRenderingTests {
    let sample: StagedChangeset = {
        var c = StagedChangeset()
        c.itemDeletes = [path(0, 3)]
        c.sectionInserts = [1]
        c.sectionMoves = [SectionMove(from: 0, to: 2)]
        c.itemMoves = [move((0, 1), (1, 2))]
        return c
    }()

    @Test func encodableOmitsEmptyStagesAndEmptyLists() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(sample), as: UTF8.self)
        #expect(
            json == #"{"stages":[{"itemDeletes":[[0,3]]},{"sectionInserts":[1],"sectionMoves":[[0,2]]},"#
                + #"{"itemMoves":[[[0,1],[1,2]]]}],"summary":{"itemDeletes":1,"itemInserts":0,"itemMoves":1,"#
                + #""itemReconfigures":0,"itemReloads":0,"sectionDeletes":0,"sectionInserts":1,"sectionMoves":1,"sectionReloads":0}}"#)
    }

    @Test func orderedTextFollowsTheDocumentedKeyOrder() {
        #expect(
            sample.jsonString() == #"{"stages":[{"itemDeletes":[[0,3]]},{"sectionInserts":[1],"sectionMoves":[[0,2]]},"#
                + #"{"itemMoves":[[[0,1],[1,2]]]}],"summary":{"sectionDeletes":0,"sectionInserts":1,"sectionMoves":1,"#
                + #""itemDeletes":1,"itemInserts":0,"itemMoves":1,"itemReloads":0,"itemReconfigures":0,"sectionReloads":0}}"#)
    }

    @Test func movesAndPathsDecodeFromTheirArrays() throws {
        let moves = try JSONDecoder().decode([ItemMove].self, from: Data("[[[0,1],[1,2]]]".utf8))
        #expect(moves == [move((0, 1), (1, 2))])
        let sectionMoves = try JSONDecoder().decode([SectionMove].self, from: Data("[[0,2]]".utf8))
        #expect(sectionMoves == [SectionMove(from: 0, to: 2)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ItemIndexPath.self, from: Data("[1,2,3]".utf8)) }
    }

    @Test func textListsOneStagePerLine() {
        #expect(
            sample.description == """
                1. delete items [0, 3]
                2. insert sections 1; move sections 0 → 2
                3. move items [0, 1] → [1, 2]
                """)
        #expect(StagedChangeset().description == "no changes")
    }
}
