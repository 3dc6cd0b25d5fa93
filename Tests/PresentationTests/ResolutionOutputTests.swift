import CatalogService
import CatalogTestSupport
import Foundation
import LayoutEngine
import Testing

@testable import CatalogPresentation

@Suite struct ResolutionOutputTests {
    static func resolution(_ yaml: String, width: Double = 400, height: Double = 800, items: Int) throws -> (TemporaryDirectory, Resolution) {
        let dir = try TemporaryDirectory()
        let catalog = try Fixtures.catalog(dir)
        let added = try catalog.add([SourceDocument(path: "l.yaml", text: yaml)], author: "ana", message: nil)
        var request = ResolveRequest()
        request.width = width
        request.height = height
        request.itemsPerSection = items
        return (dir, try catalog.resolve(RevisionReference(name: added[0].name), request))
    }

    static func text(_ resolution: Resolution, _ format: ResolveFormat, _ selection: ElementSelection = .init()) -> String {
        let target = OutputTarget.memory()
        ResolutionPrinter.write(resolution, selection, as: format, terminal: .plain, to: target)
        return target.text
    }

    @Test func jsonListsEveryElementWithUIKitNames() throws {
        let (dir, resolution) = try Self.resolution(Fixtures.grid, items: 7)
        defer { dir.remove() }
        let text = Self.text(resolution, .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        // my-grid on 400 × 800: cells fw0.5 × fh1 in 44 pt rows → 200 × 44, two per row; 7 items
        // → 4 rows, content 400 × 176; item 6 starts row 3 at y = 3 × 44 = 132.
        #expect(object["contentSize"] as? [String: Double] == ["width": 400, "height": 176])
        #expect(object["layout"] as? String == "my-grid@1")
        #expect((object["data"] as? [String: Any])?["source"] as? String == "--items 7")
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(elements.count == 7)
        #expect(elements[6]["indexPath"] as? [Int] == [0, 6])
        #expect(elements[6]["frame"] as? [String: Double] == ["x": 0, "y": 132, "width": 200, "height": 44])
        #expect(elements[6]["elementKind"] is NSNull)
        #expect(elements[5]["frame"] as? [String: Double] == ["x": 200, "y": 88, "width": 200, "height": 44])
        // Keys in their documented order, each element on its own line.
        let keys = [
            "\"layout\"", "\"contentHash\"", "\"environment\"", "\"data\"", "\"contentSize\"", "\"sections\"", "\"warnings\"", "\"elements\"",
        ]
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
        #expect(
            text.contains(
                "\n    {\"category\":\"cell\",\"elementKind\":null,\"indexPath\":[0,6],\"frame\":{\"x\":0,\"y\":132,\"width\":200,\"height\":44},\"zIndex\":0}\n"
            ))
    }

    @Test func binaryNoiseNeverReachesTheOutput() throws {
        // 0.7 × 393 is 275.09999999999997 in binary: printed as 275.1, and the second item
        // starts there; 0.3 × 393 is 117.89999999999999, printed as 117.9.
        let seventy = """
            name: seventy
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.7), height: fractionalHeight(1)}}
                  - item: {size: {width: fractionalWidth(0.3), height: fractionalHeight(1)}}
            """
        let (dir, resolution) = try Self.resolution(seventy, width: 393, height: 852, items: 2)
        defer { dir.remove() }
        let text = Self.text(resolution, .json)
        #expect(text.contains(#""frame":{"x":0,"y":0,"width":275.1,"height":50}"#))
        #expect(text.contains(#""frame":{"x":275.1,"y":0,"width":117.9,"height":50}"#))
        #expect(!text.contains("0999"))
    }

    @Test func ndjsonIsAHeadLineThenOneElementPerLine() throws {
        let (dir, resolution) = try Self.resolution(Fixtures.grid, items: 7)
        defer { dir.remove() }
        let lines = Self.text(resolution, .ndjson).split(separator: "\n", omittingEmptySubsequences: false)
        // 1 head line, 7 element lines, and the final newline.
        #expect(lines.count == 9)
        #expect(lines.last == "")
        let head = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(head["layout"] as? String == "my-grid@1")
        #expect(head["contentSize"] as? [String: Double] == ["width": 400, "height": 176])
        #expect((head["environment"] as? [String: Any])?["width"] as? Double == 400)
        #expect(head["elements"] == nil)
        for (index, line) in lines.dropFirst().dropLast().enumerated() {
            let element = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(element["indexPath"] as? [Int] == [0, index])
        }
    }

    @Test func aRectSelectsOnlyIntersectingElements() throws {
        let (dir, resolution) = try Self.resolution(Fixtures.grid, items: 7)
        defer { dir.remove() }
        // y 50…80 lies in row 1 (44…88): items 2 and 3.
        let selection = ElementSelection(rect: Rect(x: 0, y: 50, width: 400, height: 30), scrollOffset: nil)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.text(resolution, .json, selection).utf8)) as? [String: Any])
        #expect((object["elements"] as? [[String: Any]])?.compactMap { $0["indexPath"] as? [Int] } == [[0, 2], [0, 3]])
        #expect(object["rect"] as? [String: Double] == ["x": 0, "y": 50, "width": 400, "height": 30])
    }

    @Test func theTableHasAHeadingAndOneLinePerElement() throws {
        let (dir, resolution) = try Self.resolution(Fixtures.grid, items: 3)
        defer { dir.remove() }
        let table = Self.text(resolution, .table)
        #expect(table.hasPrefix("my-grid@1 · 400 × 800\ncontent 400 × 88 pt · 3 elements · data: --items 3\n"))
        #expect(table.contains("[0, 2]               0         44       200        44   0\n"))
    }
}
