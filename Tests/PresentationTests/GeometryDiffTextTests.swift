import CatalogService
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogPresentation

@Suite struct GeometryDiffTextTests {
    static func request(items: Int) -> ResolveRequest {
        var request = ResolveRequest()
        request.width = 390
        request.height = 844
        request.itemsPerSection = items
        return request
    }

    @Test func aTallerHeaderReadsAsMovedCellsAndAResizedHeader() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Fixtures.catalogWithTwoRevisions(dir)
        let diff = try catalog.geometryDiff(RevisionReference(parsing: "feed@1"), RevisionReference(parsing: "feed@2"), Self.request(items: 5))
        // The header grows 44 → 60, so each of the 5 rows moves down 16; content 44 + 5·44 = 264
        // before, 60 + 5·44 = 280 after.
        #expect(GeometryDiffText.summary(diff) == "5 cells moved, 1 supplementary resized, content height 264 → 280")
        let target = OutputTarget.memory()
        GeometryDiffPrinter.write(diff, as: .text, terminal: .plain, to: target)
        let lines = target.text.split(separator: "\n")
        #expect(lines.first == "feed@1 → feed@2 on 390 × 844, data: --items 5")
        #expect(lines.contains("~ cell [0, 0] moved dx 0, dy +16"))
        #expect(lines.contains("~ header [0, 0] resized dw 0, dh +16"))
        #expect(lines.last == "5 cells moved, 1 supplementary resized, content height 264 → 280")
    }

    @Test func jsonAndThePictureOfADisappearedFooter() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Fixtures.catalog(dir)
        let withFooter = Fixtures.header44.replacingOccurrences(
            of: "alignment: top}",
            with: "alignment: top}\n    - {elementKind: footer, size: {width: fractionalWidth(1), height: absolute(20)}, alignment: bottom}")
        _ = try catalog.add([SourceDocument(path: "a.yaml", text: Fixtures.header44)], author: "a", message: nil)
        _ = try catalog.add([SourceDocument(path: "a.yaml", text: withFooter)], author: "a", message: nil)
        let forward = try catalog.geometryDiff(RevisionReference(parsing: "feed@1"), RevisionReference(parsing: "feed@2"), Self.request(items: 2))
        // Header 44 + two 44 pt rows = 132, then the 20 pt footer.
        #expect(GeometryDiffText.summary(forward) == "1 supplementary appeared, content height 132 → 152")
        let target = OutputTarget.memory()
        GeometryDiffPrinter.write(forward, as: .json, terminal: .plain, to: target)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(target.text.utf8)) as? [String: Any])
        let change = try #require((object["changes"] as? [[String: Any]])?.first)
        #expect(change["change"] as? String == "appeared")
        #expect(change["before"] is NSNull)
        #expect(change["after"] as? [String: Double] == ["x": 0, "y": 132, "width": 390, "height": 20])
        #expect(object["from"] as? String == "feed@1")
        let backward = try catalog.geometryDiff(RevisionReference(parsing: "feed@2"), RevisionReference(parsing: "feed@1"), Self.request(items: 2))
        let svg = GeometryDiffPicture.svg(backward)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("d-gone"))
    }
}
