import Foundation
import Testing
import CatalogTestSupport

/// `catalog resolve` through the built binary.
@Suite struct ResolveCommandTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func jsonUsesLayoutAttributeNames() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let result = try cli.run(["resolve", "grid", "--width", "400", "--height", "800", "--items", "7", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try Self.json(result.stdout)
        // Grid: items fw0.2 × fh1 in groups fw1 × fw0.2: 80 × 80 cells, 5 per row; 7 items → 2 rows.
        let size = try #require(object["contentSize"] as? [String: Double])
        #expect(size["width"] == 400)
        #expect(size["height"] == 160)
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(elements.count == 7)
        let last = elements[6]
        #expect(last["category"] as? String == "cell")
        #expect(last["elementKind"] is NSNull)
        #expect(last["indexPath"] as? [Int] == [0, 6])
        #expect(last["frame"] as? [String: Double] == ["x": 80, "y": 80, "width": 80, "height": 80])
        #expect(last["zIndex"] as? Int == 0)
        #expect((object["sections"] as? [[String: Any]])?.count == 1)
    }

    @Test func rectReturnsOnlyIntersectingElementsOfAHugeGrid() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        // 10,000,000 items, 80 pt rows: the rect y 3,000,000…3,000,800 covers rows 37,500…37,509.
        let result = try cli.run(["resolve", "grid", "--width", "400", "--height", "800", "--items", "10000000",
                                  "--rect", "0,3000000,400,800", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let elements = try #require(try Self.json(result.stdout)["elements"] as? [[String: Any]])
        #expect(elements.count == 50)
        #expect(elements.first?["indexPath"] as? [Int] == [0, 187_500])
        #expect(elements.last?["indexPath"] as? [Int] == [0, 187_549])
    }

    @Test func asciiAndSvgAndTableRender() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let ascii = try cli.run(["resolve", "nested-groups", "--device", "iphone-se", "--format", "ascii"])
        #expect(ascii.status == 0)
        #expect(ascii.stdout.contains("nested-groups@1 · iPhone SE"))
        #expect(ascii.stdout.contains("0·0"))
        let svg = try cli.run(["resolve", "nested-groups", "--format", "svg"])
        #expect(svg.stdout.hasPrefix("<?xml"))
        #expect(svg.stdout.contains("</svg>"))
        let table = try cli.run(["resolve", "nested-groups", "--format", "table", "--items", "3"])
        // iPhone 15 (393 × 852): leading item w = 0.7 × 393 = 275.1, inset 10 → (10, 10, 255.1, 320.8).
        #expect(table.stdout.contains("[0, 0]              10         10     255.1     320.8   0"))
    }

    @Test func badInputIsAnErrorNotACrash() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let unknown = try cli.run(["resolve", "grid", "--device", "nokia-3310"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("unknown device 'nokia-3310'"))
        #expect(try cli.run(["resolve", "grid", "--rect", "1,2,3"]).status != 0)
        #expect(try cli.run(["resolve", "grid", "--width", "0", "--height", "10"]).status != 0)
        #expect(try cli.run(["resolve", "nope"]).stderr.contains("no layout named 'nope'"))
    }
}

extension ResolveCommandTests {
    @Test func ndjsonStreamsOneElementPerLine() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let result = try cli.run(["resolve", "grid", "--width", "400", "--height", "800", "--items", "1000", "--format", "ndjson"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1001)
        let head = try Self.json(String(lines[0]))
        #expect(head["layout"] as? String == "grid@1")
        // Grid: 80 × 80 cells, 5 per row: item 999 is row 199, column 4 → (320, 15920).
        let last = try Self.json(String(lines[1000]))
        #expect(last["frame"] as? [String: Double] == ["x": 320, "y": 15920, "width": 80, "height": 80])
    }
}
