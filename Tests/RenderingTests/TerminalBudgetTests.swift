import LayoutEngine
import Testing

@testable import Rendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal drawing fits a width and height budget, or runs full length when asked.
///
/// The phone sample (393 × 852 pt) at 80 columns: 78 inside the frame, 78 / 393 columns per
/// point; its natural height is 852 × 78 / 393 / 2 = 84.55 → 85 rows. Around the drawing:
/// one heading line ("nested-groups@3 · iPhone 15 (393 × 852) · safe area top 59, bottom 34",
/// 69 columns), one legend line (cell, supplementary, decoration and "continues off-screen":
/// 67 columns, since the row runs off the right edge) and one status line.
@Suite struct TerminalBudgetTests {
    private func lines(_ options: TerminalRenderer.Options) -> [String] {
        TerminalRenderer(options: options).render(SamplePictures.phone).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func fitsEightyByTwentyFour() {
        let lines = lines(.init(width: 80, height: 24))
        // 24 − heading 1 − legend 1 − status 1 − frame 2 = 19 rows of drawing.
        #expect(lines.count == 24)
        #expect(lines.allSatisfy { TextWidth.of($0) <= 80 })
        #expect(lines[0] == "nested-groups@3 · iPhone 15 (393 × 852) · safe area top 59, bottom 34")
        #expect(lines[1].hasPrefix("╭") && TextWidth.of(lines[1]) == 80)
        #expect(lines[21].hasPrefix("╰"))
        #expect(lines[22].hasPrefix("┌─┐ cell"))
        #expect(lines[23].hasPrefix("viewport 393 × 852 pt at (0, 0)"))
        // The same budget given as a size.
        let fitted = TerminalRenderer(options: .init(width: 30)).render(SamplePictures.phone, fitting: TerminalSize(columns: 80, rows: 24))
        #expect(fitted == lines.joined(separator: "\n"))
    }

    @Test func fullLengthKeepsTheNaturalHeight() {
        let lines = lines(.init(width: 80, height: nil))
        // 1 + (85 + 2) + 1 + 1.
        #expect(lines.count == 90)
        #expect(lines[87].hasPrefix("╰"))
    }

    @Test func smallBudgetsDropTheLegendThenTheStatus() {
        // 10: 10 − 3 − 2 = 5 rows, fewer than 6, so the legend goes: 6 rows, 1 + 8 + 1 lines.
        let ten = lines(.init(width: 80, height: 10))
        #expect(ten.count == 10)
        #expect(ten[9].hasPrefix("viewport") && !ten.contains { $0.contains("┌─┐ cell") })
        // 6: without legend 2 rows, without status 3: 1 + 5 lines.
        let six = lines(.init(width: 80, height: 6))
        #expect(six.count == 6 && six[5].hasPrefix("╰"))
        // Too small for the heading and one row: the heading is never cut, the drawing keeps a
        // row, and the budget is exceeded rather than the title lost.
        let two = lines(.init(width: 80, height: 2))
        #expect(two.count == 4 && two[0].hasPrefix("nested-groups@3"))
    }

    @Test func aNarrowBudgetWrapsTheHeadingAndShrinksTheDrawing() {
        let lines = lines(.init(width: 40, height: 24))
        #expect(lines.count <= 24)
        #expect(lines.allSatisfy { TextWidth.of($0) <= 40 })
        #expect(lines.joined(separator: " ").contains("iPhone 15 (393 × 852)"))
        #expect(lines.joined(separator: " ").contains("safe area top 59, bottom 34"))
    }

    @Test func sizeComesFromTheEnvironmentWithoutATerminal() {
        // File descriptor −1 is no terminal: the environment decides, dimension by dimension.
        #expect(TerminalSupport.size(environment: [:], fileDescriptor: -1) == TerminalSize(columns: 80, rows: 24))
        #expect(TerminalSupport.size(environment: ["COLUMNS": "100", "LINES": "40"], fileDescriptor: -1) == TerminalSize(columns: 100, rows: 40))
        #expect(TerminalSupport.size(environment: ["COLUMNS": "132", "LINES": "many"], fileDescriptor: -1) == TerminalSize(columns: 132, rows: 24))
        let fitted = TerminalSupport.options(environment: ["LINES": "30"], fileDescriptor: -1)
        #expect(fitted.width == 80 && fitted.height == 30)
        #expect(TerminalSupport.options(environment: [:], fileDescriptor: -1, fullLength: true).height == nil)
    }

    #if canImport(Glibc) || canImport(Darwin)
        /// A pseudo-terminal whose window is set to 132 × 50 answers `TIOCGWINSZ` with that size,
        /// which wins over `COLUMNS` and `LINES`. (The window size belongs to the pair, so the
        /// primary side answers too.)
        @Test func sizeComesFromTheTerminalWindow() throws {
            let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            try #require(primary >= 0, "this machine has no pseudo-terminals (/dev/ptmx), which the test needs")
            defer { close(primary) }
            var window = winsize(ws_row: 50, ws_col: 132, ws_xpixel: 0, ws_ypixel: 0)
            try #require(ioctl(primary, UInt(TIOCSWINSZ), &window) == 0)
            #expect(TerminalSupport.windowSize(fileDescriptor: primary) == TerminalSize(columns: 132, rows: 50))
            #expect(
                TerminalSupport.size(environment: ["COLUMNS": "60", "LINES": "10"], fileDescriptor: primary) == TerminalSize(columns: 132, rows: 50))
        }
    #endif
}
