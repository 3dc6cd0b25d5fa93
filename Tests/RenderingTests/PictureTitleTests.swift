import LayoutEngine
import Testing

@testable import Rendering

/// Titles are wrapped, never cut: the device's name, its size and the safe area stay readable
/// on a narrow device with a long layout name.
@Suite struct PictureTitleTests {
    static let title = "pictures-explain-themselves@3 · iPhone SE (3rd generation) (320 × 568) · RTL"

    /// A 320 × 568 screen with a 20 pt top safe area and one cell.
    static var narrow: LayoutPicture {
        LayoutPicture(
            elements: [SamplePictures.cell(0, 0, 0, 20, 320, 100)], contentSize: Extent(width: 320, height: 568),
            viewport: Rect(x: 0, y: 0, width: 320, height: 568), safeArea: EdgeInsets(top: 20), title: title)
    }

    @Test func wrappingBreaksBetweenPartsThenWordsAndLosesNothing() {
        #expect(TitleLines.wrap("a · b · c", width: 5) == ["a · b", "c"])
        // A part wider than the line breaks between words, keeping parentheses together.
        #expect(TitleLines.wrap("iPhone SE (3rd generation) (320 × 568)", width: 30) == ["iPhone SE (3rd generation)", "(320 × 568)"])
        // A word wider than the line is split, never dropped, and wide characters count twice.
        #expect(TitleLines.wrap("abcdefgh", width: 3) == ["abc", "def", "gh"])
        #expect(TitleLines.wrap("東京タワー", width: 4) == ["東京", "タワ", "ー"])
        #expect(TitleLines.wrap("", width: 10) == [""])
    }

    /// The picture is 420 px wide (the minimum; the 320 pt screen is drawn 348 px wide), so the
    /// header has 420 − 2 × 24 = 372 px: 372 / (16 × 0.62) = 37 title columns and
    /// 372 / (12 × 0.58) = 53 subtitle columns.
    @Test func svgTitleWrapsInsteadOfCutting() throws {
        let svg = SVGRenderer().render(Self.narrow)
        let parsed = try #require(ParsedSVG(svg), "not well-formed:\n\(svg)")
        #expect(parsed.nodes.first?.attributes["width"] == "420")
        let titles = parsed.nodes(named: "text").filter { $0.attributes["class"] == "title" }.map(\.text)
        // "…@3" (29) fits; the device part (38) does not and breaks before its size, which
        // then takes " · RTL".
        #expect(titles == ["pictures-explain-themselves@3", "iPhone SE (3rd generation)", "(320 × 568) · RTL"])
        #expect(titles.allSatisfy { SVGText.estimatedWidth($0, fontSize: 16, font: .sansBold) <= 372 })
        let subtitles = parsed.nodes(named: "text").filter { $0.attributes["class"] == "subtitle" }.map(\.text)
        #expect(subtitles == ["content 320 × 568 pt · viewport 320 × 568 at (0, 0)", "safe area top 20"])
        #expect(!(titles + subtitles).contains { $0.contains("…") })
        // The accessible title keeps the whole line.
        #expect(parsed.nodes(named: "title").first?.text == Self.title)
        // Three title lines and two subtitle lines push the drawing down by 2 × 20 + 16: it
        // starts at 24 + 48 + 56 + 12 = 140.
        let content = try #require(parsed.nodes(named: "rect").first { $0.attributes["class"] == "content-area" })
        #expect(content.attributes["y"] == "140")
    }

    @Test func terminalHeadingWrapsToTheWidth() {
        let options = TerminalRenderer.Options(width: 30, showsLegend: false)
        let lines = TerminalRenderer(options: options).render(Self.narrow).split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(4)) == ["pictures-explain-themselves@3", "iPhone SE (3rd generation)", "(320 × 568) · RTL", "safe area top 20"])
        #expect(lines.allSatisfy { TextWidth.of($0) <= 30 })
        #expect(lines[4].hasPrefix("╭"))
        // ASCII joins with " - " and keeps every part.
        let ascii = TerminalRenderer(options: .init(width: 30, charset: .ascii, showsLegend: false)).render(Self.narrow)
        #expect(ascii.hasPrefix("pictures-explain-themselves@3\niPhone SE (3rd generation)\n(320 × 568) - RTL\nsafe area top 20\n"))
    }

    /// The diff overlay wraps its title too: 240 px wide, 208 px of drawing, 208 / (16 × 0.62)
    /// = 20 title columns.
    @Test func diffTitlesWrap() throws {
        let picture = DiffPicture(
            title: "feed@1 → feed@2 · iPhone SE (3rd generation)", subtitle: "2 moved",
            items: [
                .init(
                    category: .cell, label: "0·0", before: Rect(x: 0, y: 0, width: 50, height: 50), after: Rect(x: 0, y: 10, width: 50, height: 50),
                    change: .moved)
            ],
            contentSize: Extent(width: 320, height: 200), viewport: Rect(x: 0, y: 0, width: 320, height: 200))
        let parsed = try #require(ParsedSVG(DiffSVGRenderer(width: 240).render(picture)))
        let titles = parsed.nodes(named: "text").filter { $0.attributes["class"] == "title" }.map(\.text)
        #expect(titles == ["feed@1 → feed@2", "iPhone SE", "(3rd generation)"])
    }
}
