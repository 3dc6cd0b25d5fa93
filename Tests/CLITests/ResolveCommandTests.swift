import CatalogTestSupport
import Foundation
import Testing

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

    /// The iPhone 8 row of the iOS 14 screenshots, and the same row on the iPhone 8's newest
    /// release: `--ios` picks the snapping rule, and the release shows in the title and JSON.
    @Test func theReleaseChoosesHowFramesAreSnapped() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        try """
        name: iphone-8-row
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems:
              - item: {size: {width: fractionalWidth(0.2244798445859886), height: fractionalHeight(1)}}
              - item: {size: {width: fractionalWidth(0.0999484835067196), height: fractionalHeight(1)}}
              - item: {size: {width: fractionalWidth(0.2255459136606516), height: fractionalHeight(1)}}
              - item: {size: {width: fractionalWidth(0.2244798445859886), height: fractionalHeight(1)}}
              - item: {size: {width: fractionalWidth(0.2255459136606516), height: fractionalHeight(1)}}
        """.write(toFile: dir.path("row.yaml"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["add", "row.yaml"]).status == 0)

        func frames(_ release: [String]) throws -> (xs: [Double], widths: [Double], environment: [String: Any]) {
            let result = try cli.run(["resolve", "iphone-8-row", "--device", "iphone-8", "--items", "5", "--format", "json"] + release)
            #expect(result.status == 0, "\(result.stderr)")
            let object = try Self.json(result.stdout)
            let elements = try #require(object["elements"] as? [[String: Any]]).compactMap { $0["frame"] as? [String: Double] }
            return (
                elements.compactMap { $0["x"] }, elements.compactMap { $0["width"] },
                try #require(object["environment"] as? [String: Any])
            )
        }
        // iOS 14, each frame rounded at @2x: exact x 0, 84.18, 121.66, 206.24, 290.42 → 0, 84,
        // 121.5, 206, 290.5; widths 168.36, 74.96, 169.16 px → 84, 37.5, 84.5.
        let old = try frames(["--ios", "14"])
        #expect(old.xs == [0, 84, 121.5, 206, 290.5])
        #expect(old.widths == [84, 37.5, 84.5, 84, 84.5])
        #expect(old.environment["iOS"] as? String == "14" && old.environment["snappingRule"] as? String == "round-each-frame")
        // Without --ios: the iPhone 8's newest, iOS 16, floors: 74.96 px → 74 px = 37, and x
        // accumulates 0, 84, 121, 205.5, 289.5.
        let new = try frames([])
        #expect(new.xs == [0, 84, 121, 205.5, 289.5])
        #expect(new.widths == [84, 37, 84.5, 84, 84.5])
        #expect(new.environment["iOS"] as? String == "16" && new.environment["snappingRule"] as? String == "floor-fractions")

        let table = try cli.run(["resolve", "iphone-8-row", "--device", "iphone-8", "--ios", "14.4", "--format", "table"])
        #expect(table.stdout.hasPrefix("iphone-8-row@1 · iPhone 8 (375 × 667) · iOS 14.4\n"))
    }

    @Test func aReleaseTheCatalogOrTheDeviceDoesNotKnowIsRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let unknown = try cli.run(["resolve", "grid", "--ios", "19"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.contains(
                "error: --ios takes an iOS release the catalog knows (13, 14, 15, 16, 17, 18, 26, optionally with its minor number, e.g. 17.4), got '19'\n"
            ))
        // A device that never ran the release is a bad value too; without --device the default
        // screen, an iPhone 15, is the one that refuses.
        for arguments in [["--device", "iphone-15", "--ios", "14"], ["--ios", "14"]] {
            let notRun = try cli.run(["resolve", "grid"] + arguments)
            #expect(notRun.status == 64)
            #expect(
                notRun.stderr.hasPrefix(
                    "error: iPhone 15 does not run iOS 14; it runs iOS 17, 18 and 26; pass one of those with --ios, or another --device (`catalog devices` lists each device's releases)\n"
                ))
        }
    }

    @Test func rectReturnsOnlyIntersectingElementsOfAHugeGrid() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        // 10,000,000 items, 80 pt rows: the rect y 3,000,000…3,000,800 covers rows 37,500…37,509.
        let result = try cli.run([
            "resolve", "grid", "--width", "400", "--height", "800", "--items", "10000000",
            "--rect", "0,3000000,400,800", "--format", "json",
        ])
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
        // iPhone 15 (393 × 852, @3x) on its newest iOS, snapped by default: fractions floor.
        // Leading item: slot 0.7 × 393 = 275.1 → 825.3 px → 825 px = 275; height 0.4 × 852 =
        // 340.8 → 1022.4 px → 1022 px = 340.67; inset 10 → (10, 10, 255, 320.67). The count group
        // follows the snapped slot at x = 275: 0.3 × 393 = 117.9 → 353.7 px → 353 px = 117.67
        // wide; its items 1022 / 2 = 511 px = 170.33 tall, inset 10 → (285, 10, 97.67, 150.33),
        // the second at 170.33 + 10 = 180.33.
        #expect(table.stdout.hasPrefix("nested-groups@1 · iPhone 15 (393 × 852) · iOS 26\n"))
        #expect(table.stdout.contains("[0, 0]              10         10       255    320.67   0"))
        #expect(table.stdout.contains("[0, 2]             285     180.33     97.67    150.33   0"))
        // --exact: 275.1 − 20 = 255.1 wide, 340.8 − 20 = 320.8 tall; the group at 275.1 + 10.
        let exact = try cli.run(["resolve", "nested-groups", "--format", "table", "--items", "3", "--exact"])
        #expect(exact.stdout.contains("[0, 0]              10         10     255.1     320.8   0"))
        #expect(exact.stdout.contains("[0, 1]           285.1         10      97.9     150.4   0"))
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
