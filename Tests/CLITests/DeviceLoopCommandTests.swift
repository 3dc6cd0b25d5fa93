import CatalogTestSupport
import Foundation
import Testing

/// `catalog devices`, `--device` with named environments, snapping by default, `probe` and
/// `compare`, through the built binary.
@Suite struct DeviceLoopCommandTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func devicesListsEveryNamedEnvironment() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let table = try cli.run(["devices"])
        #expect(table.status == 0, "\(table.stderr)")
        // 6 iPhones × 2 orientations, and 2 iPads × (2 orientations + 5 Split View widths + 2 Slide Over).
        #expect(table.stdout.split(separator: "\n").count == 1 + 6 * 2 + 2 * 9)
        #expect(table.stdout.contains("iphone-15-landscape"))
        #expect(table.stdout.contains("ipad-pro-12.9-slide-over"))
        let result = try cli.run(["devices", "--format", "json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(list.count == 30)
        // The releases each device runs: an iPhone 15 shipped with iOS 17; an iPhone 8 stopped at 16.
        #expect(list.first { $0["id"] as? String == "iphone-15" }?["iOS"] as? [String] == ["17", "18", "26"])
        #expect(list.first { $0["id"] as? String == "iphone-8" }?["iOS"] as? [String] == ["13", "14", "15", "16"])
        // An 11-inch iPad in landscape split in half: 592 × 834, compact width, margins 0 + 16 at the sides.
        let half = try #require(list.first { $0["id"] as? String == "ipad-11-landscape-split-1-2" })
        #expect(half["width"] as? Double == 592 && half["height"] as? Double == 834)
        #expect(half["horizontalSizeClass"] as? String == "compact" && half["verticalSizeClass"] as? String == "regular")
        #expect(half["layoutMargins"] as? [Double] == [24, 16, 20, 16])
        #expect(half["systemMinimumMargin"] as? Double == 16)
        // An iPhone 15 (@3x): safe area 59 / 0 / 34 / 0 plus the 20-pt minimum of the @3x renders;
        // an iPhone SE (@2x): 20 / 0 / 0 / 0 plus 16.
        let fifteen = try #require(list.first { $0["id"] as? String == "iphone-15" })
        #expect(fifteen["layoutMargins"] as? [Double] == [59, 20, 34, 20] && fifteen["systemMinimumMargin"] as? Double == 20)
        let se = try #require(list.first { $0["id"] as? String == "iphone-se" })
        #expect(se["layoutMargins"] as? [Double] == [20, 16, 0, 16] && se["systemMinimumMargin"] as? Double == 16)
        #expect(half["idiom"] as? String == "pad" && half["scale"] as? Double == 2)
        #expect(half["arrangement"] as? String == "split-1-2" && half["orientation"] as? String == "landscape")
    }

    @Test func resolveSnapsOnANamedEnvironmentAndSaysSo() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let result = try cli.run(["resolve", "grid", "--device", "iphone-15-landscape", "--items", "6", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try Self.json(result.stdout)
        let environment = try #require(object["environment"] as? [String: Any])
        #expect(environment["device"] as? String == "iphone-15-landscape")
        #expect(environment["width"] as? Double == 852 && environment["height"] as? Double == 393)
        #expect(environment["horizontalSizeClass"] as? String == "compact")
        #expect(environment["verticalSizeClass"] as? String == "compact")
        #expect(environment["userInterfaceIdiom"] as? String == "phone")
        #expect(environment["snapping"] as? String == "snapped")
        #expect(environment["displayScale"] as? Double == 3)
        // Landscape: safe area 59 at both sides, so the container is 852 − 118 = 734 wide. Items
        // 0.2 × 734 = 146.8 → 440.4 px → 440 px = 146.6667 square; item 1 at 59 + 146.6667 =
        // 205.6667; item 5 starts the second row at y = 146.6667 (the first row's snapped height).
        let elements = try #require(object["elements"] as? [[String: Any]])
        let frames = elements.compactMap { $0["frame"] as? [String: Double] }
        #expect(frames.count == 6)
        #expect(abs((frames[1]["x"] ?? 0) - 205.666667) < 1e-6)
        #expect(abs((frames[1]["width"] ?? 0) - 146.666667) < 1e-6)
        #expect(frames[5]["x"] == 59 && abs((frames[5]["y"] ?? 0) - 146.666667) < 1e-6)

        // --exact: item 1 at 59 + 146.8 = 205.8.
        let exact = try Self.json(
            try cli.run(["resolve", "grid", "--device", "iphone-15-landscape", "--items", "6", "--exact", "--format", "json"]).stdout)
        #expect((exact["environment"] as? [String: Any])?["snapping"] as? String == "exact")
        let exactFrames = (exact["elements"] as? [[String: Any]])?.compactMap { $0["frame"] as? [String: Double] } ?? []
        #expect(exactFrames.count == 6 && exactFrames[1]["x"] == 205.8)

        // A screen given by its size has no scale: nothing to snap to.
        let sized = try Self.json(try cli.run(["resolve", "grid", "--width", "400", "--height", "800", "--items", "1", "--format", "json"]).stdout)
        let sizedEnvironment = try #require(sized["environment"] as? [String: Any])
        #expect(sizedEnvironment["snapping"] as? String == "exact" && sizedEnvironment["displayScale"] is NSNull)
    }

    @Test func anUnknownEnvironmentIsAnError() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let result = try CLIRunner(directory: dir.url).run(["resolve", "grid", "--device", "iphone-15-sideways"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "error: unknown device 'iphone-15-sideways'; iphone-15 has 'iphone-15', 'iphone-15-landscape' (`catalog devices` lists all 30)\n"))
    }

    @Test func probeWritesTheTestForTheRequestedScreenAndCounts() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let printed = try cli.run(["probe", "grid", "--device", "ipad-11-landscape-split-1-3", "--counts", "4,2"])
        #expect(printed.status == 0, "\(printed.stderr)")
        let text = printed.stdout
        #expect(text.contains("import UIKit\nimport XCTest\n"))
        #expect(text.contains("final class ProbeGridOnIpad11LandscapeSplit13Tests: XCTestCase {"))
        #expect(text.contains("static let width: CGFloat = 375"))
        #expect(text.contains("static let height: CGFloat = 834"))
        #expect(text.contains("static let itemCounts: [Int] = [4, 2]"))
        #expect(text.contains("static let horizontalSizeClass: UIUserInterfaceSizeClass? = .compact"))
        #expect(text.contains("catalog compare grid@1 grid@1.ipad-11-landscape-split-1-3.json"))

        let written = try cli.run(["probe", "grid", "--width", "320", "--height", "480", "--out", "ProbeGrid.swift"])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.isEmpty)
        #expect(written.stderr.contains("\nwritten ProbeGrid.swift\n"))
        #expect(written.stderr.contains("catalog compare grid@1 grid@1.320x480.json"))
        let file = try String(contentsOfFile: dir.path("ProbeGrid.swift"), encoding: .utf8)
        // Without counts, the layout's preview: 94 items.
        #expect(file.contains("static let itemCounts: [Int] = [94]"))
        #expect(file.contains("static let environmentID: String? = nil"))
        // Writing it again over other content needs --force.
        try "other".write(toFile: dir.path("ProbeGrid.swift"), atomically: true, encoding: .utf8)
        let refused = try cli.run(["probe", "grid", "--width", "320", "--height", "480", "--out", "ProbeGrid.swift"])
        #expect(refused.status == 1 && refused.stderr.contains("--force"))
    }

    /// `resolve --format json` is a recording in the same shape, so the catalog agrees with
    /// itself; an edited frame disagrees (status 1) and a broken file cannot be compared (2).
    @Test func compareExitsZeroOneOrTwo() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let recorded = try cli.run(["resolve", "grid", "--device", "iphone-se", "--items", "7", "--format", "json"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        try recorded.stdout.write(toFile: dir.path("same.json"), atomically: true, encoding: .utf8)
        let same = try cli.run(["compare", "grid", "same.json"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("agrees: all 7 elements and the content size"))

        // iPhone SE (375 wide, @2x): items 0.2 × 375 = 75 square; item 6 at (75, 75). Moved by 3 pt:
        let moved = recorded.stdout.replacingOccurrences(
            of: "\"indexPath\":[0,6],\"frame\":{\"x\":75,\"y\":75", with: "\"indexPath\":[0,6],\"frame\":{\"x\":78,\"y\":75")
        #expect(moved != recorded.stdout)
        try moved.write(toFile: dir.path("moved.json"), atomically: true, encoding: .utf8)
        let differs = try cli.run(["compare", "grid", "moved.json"])
        #expect(differs.status == 1)
        #expect(differs.stdout.contains("cell [0, 6]"))
        #expect(differs.stdout.contains("(78, 75, 75, 75) 0"))
        #expect(differs.stdout.contains("disagrees: 1 of 7 elements (1 frame)"))
        #expect(differs.stdout.contains("docs/layout-rules.md"))
        let json = try Self.json(try cli.run(["compare", "grid", "moved.json", "--format", "json"]).stdout)
        #expect(json["agrees"] as? Bool == false)
        let disagreement = try #require((json["disagreements"] as? [[String: Any]])?.first)
        #expect(disagreement["indexPath"] as? [Int] == [0, 6])
        #expect(((disagreement["device"] as? [String: Any])?["frame"] as? [String: Double])?["x"] == 78)
        #expect(((disagreement["catalog"] as? [String: Any])?["frame"] as? [String: Double])?["x"] == 75)
        #expect((disagreement["rule"] as? [String: Any])?["id"] is String)
        // 3 pt is within a tolerance of 5.
        #expect(try cli.run(["compare", "grid", "moved.json", "--tolerance", "5"]).status == 0)

        try "{\"elements\": 3}".write(toFile: dir.path("broken.json"), atomically: true, encoding: .utf8)
        let broken = try cli.run(["compare", "grid", "broken.json"])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("error: broken.json:1:1: not a device recording: missing key 'environment'\n"))
        #expect(try cli.run(["compare", "grid", "absent.json"]).status == 2)
        #expect(try cli.run(["compare", "grid", "same.json", "--tolerance", "-1"]).status == 64)
    }
}
