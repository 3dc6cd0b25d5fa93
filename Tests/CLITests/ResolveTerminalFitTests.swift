import CatalogTestSupport
import Foundation
import Testing

/// `catalog resolve --format ascii` fits the terminal: the window's size when there is one,
/// `COLUMNS` × `LINES` otherwise, else 80 × 24; `--full-length` draws the whole first screen.
@Suite struct ResolveTerminalFitTests {
    static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    /// Piped output has no window, and empty COLUMNS and LINES are no size: 80 × 24.
    @Test func withoutASizeTheDrawingFitsEightyByTwentyFour() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var cli = CLIRunner(directory: dir.url)
        cli.environment["COLUMNS"] = ""
        cli.environment["LINES"] = ""
        let result = try cli.run(["resolve", "pinned-section-headers", "--format", "ascii"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = Self.lines(result.stdout)
        #expect(lines.count == 24)
        #expect(lines.map(\.count).max() == 80)
        // The title is whole, not cut (device name and safe area).
        #expect(result.stdout.contains("pinned-section-headers@1 · iPhone 15 (393 × 852)"))
        #expect(result.stdout.contains("safe area top 59, bottom 34"))
    }

    @Test func columnsAndLinesSetTheBudget() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var cli = CLIRunner(directory: dir.url)
        cli.environment["COLUMNS"] = "60"
        cli.environment["LINES"] = "15"
        let result = try cli.run(["resolve", "pinned-section-headers", "--format", "ascii"])
        let lines = Self.lines(result.stdout)
        #expect(lines.count == 15)
        #expect(lines.map(\.count).max() == 60)
        #expect(result.stdout.contains("section header (pinned)"))
    }

    /// iPhone 15: 393 × 852 pt drawn 78 columns inside the frame, a character twice as tall
    /// as wide: 852 × 78 / 393 / 2 ≈ 84.5 → 85 rows, far more than 24.
    @Test func fullLengthDrawsTheNaturalHeight() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var cli = CLIRunner(directory: dir.url)
        cli.environment["COLUMNS"] = ""
        cli.environment["LINES"] = ""
        let result = try cli.run(["resolve", "pinned-section-headers", "--format", "ascii", "--full-length"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = Self.lines(result.stdout)
        let frameRows = lines.filter { $0.hasPrefix("│") }.count
        #expect(frameRows == 85)
        #expect(lines.map(\.count).max() == 80)
    }

    /// UIKit's header kind reads as words in the element table; a custom kind stays whole.
    @Test func tablesShowKindsInWords() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        let uikit = try cli.run(["resolve", "seed-app-store-tab", "--format", "table", "--device", "iphone-se"])
        #expect(uikit.stdout.contains("section header"))
        #expect(!uikit.stdout.contains("UICollectionElementKindSec"))
        let custom = try cli.run(["resolve", "section-headers-footers", "--format", "table"])
        #expect(custom.stdout.contains("section-header-element-kind"))
        #expect(custom.stdout.contains("section-footer-element-kind"))
    }
}
