import CatalogTestSupport
import Foundation
import LayoutEngine
import Testing

@testable import CatalogService

@Suite struct GeometryDiffTests {
    @Test func aTallerHeaderMovesEveryCellByTheDifference() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try RevisionHistoryTests.catalogWithTwoRevisions(dir)
        var request = ResolveRequest()
        request.width = 390
        request.height = 844
        request.itemsPerSection = 5
        let diff = try catalog.geometryDiff(RevisionReference(parsing: "feed@1"), RevisionReference(parsing: "feed@2"), request)
        // feed: a 390-wide header (44 → 60) on top of rows of one full-width 44 pt item.
        // Before: header (0, 0, 390, 44), row i at y = 44 + 44·i; after: header (0, 0, 390, 60),
        // row i at y = 60 + 44·i. So every cell moves by dy = +16 and nothing else changes.
        let cells = diff.changes.filter { $0.category == .cell }
        #expect(cells.count == 5)
        for (i, cell) in cells.enumerated() {
            #expect(cell.kind == .moved)
            #expect(cell.indexPath == ElementIndexPath(section: 0, item: i))
            #expect(cell.before == Rect(x: 0, y: 44 + 44 * Double(i), width: 390, height: 44))
            #expect(cell.after == Rect(x: 0, y: 60 + 44 * Double(i), width: 390, height: 44))
            #expect(cell.offset?.dx == 0)
            #expect(cell.offset?.dy == 16)
        }
        let header = try #require(diff.changes.first { $0.category == .supplementary })
        #expect(header.kind == .resized)
        #expect(header.elementKind == "header")
        #expect(header.growth?.dh == 16)
        // Content height: 44 + 5·44 = 264 before, 60 + 5·44 = 280 after.
        #expect(diff.from.layout.contentSize.height == 264)
        #expect(diff.to.layout.contentSize.height == 280)
        #expect(diff.unchangedCount == 0)
    }

    @Test func appearedAndDisappearedElementsAreReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        let withFooter = RevisionHistoryTests.header44.replacingOccurrences(
            of: "alignment: top}",
            with: "alignment: top}\n    - {elementKind: footer, size: {width: fractionalWidth(1), height: absolute(20)}, alignment: bottom}")
        _ = try catalog.add([SourceDocument(path: "a.yaml", text: RevisionHistoryTests.header44)], author: "a", message: nil)
        _ = try catalog.add([SourceDocument(path: "a.yaml", text: withFooter)], author: "a", message: nil)
        var request = ResolveRequest()
        request.width = 390
        request.height = 844
        request.itemsPerSection = 2
        let forward = try catalog.geometryDiff(RevisionReference(parsing: "feed@1"), RevisionReference(parsing: "feed@2"), request)
        // The footer goes below the two rows: y = 44 + 2·44 = 132.
        #expect(forward.changes.map(\.kind) == [.appeared])
        #expect(forward.changes.first?.after == Rect(x: 0, y: 132, width: 390, height: 20))
        // The footer is 20 pt tall: content height 132 → 152.
        #expect(forward.to.layout.contentSize.height == 152)
        let backward = try catalog.geometryDiff(RevisionReference(parsing: "feed@2"), RevisionReference(parsing: "feed@1"), request)
        #expect(backward.changes.map(\.kind) == [.disappeared])
        #expect(backward.changes.first?.before == Rect(x: 0, y: 132, width: 390, height: 20))
    }
}
