import LayoutEngine
import Testing

@testable import Rendering

@Suite struct TerminalRendererTests {
    /// 32 columns: 30 inside the frame for 200 pt, so 0.15 columns per point; rows are
    /// 160 × 0.15 / 2 = 12. Each 100 × 80 cell is 15 columns by 6 rows.
    @Test func twoByTwoGrid() {
        var picture = SamplePictures.grid2x2
        picture.title = "grid · 200 × 160"
        let output = TerminalRenderer(options: .init(width: 32)).render(picture)
        let expected = """
            grid · 200 × 160
            ╭──────────────────────────────╮
            │┌─────────────┐┌─────────────┐│
            ││             ││             ││
            ││     0·0     ││     0·1     ││
            ││             ││             ││
            ││             ││             ││
            │└─────────────┘└─────────────┘│
            │┌─────────────┐┌─────────────┐│
            ││             ││             ││
            ││     0·2     ││     0·3     ││
            ││             ││             ││
            ││             ││             ││
            │└─────────────┘└─────────────┘│
            ╰──────────────────────────────╯
            ┌─┐ cell  ╔═╗ supplementary
            ··· decoration
            viewport 200 × 160 pt at (0, 0)
            4 of 4 elements on screen
            """
        #expect(output == expected)
    }

    @Test func twoByTwoGridInASCII() {
        let output = TerminalRenderer(options: .init(width: 32, charset: .ascii)).render(SamplePictures.grid2x2)
        let expected = """
            .------------------------------.
            |+-------------++-------------+|
            ||             ||             ||
            ||     0.0     ||     0.1     ||
            ||             ||             ||
            ||             ||             ||
            |+-------------++-------------+|
            |+-------------++-------------+|
            ||             ||             ||
            ||     0.2     ||     0.3     ||
            ||             ||             ||
            ||             ||             ||
            |+-------------++-------------+|
            '------------------------------'
            +-+ cell  +=+ supplementary
            ... decoration
            viewport 200 x 160 pt at (0, 0)
            4 of 4 elements on screen
            """
        #expect(output == expected)
        #expect(output.unicodeScalars.allSatisfy { $0.isASCII })
    }

    /// 42 columns: 40 inside for 200 pt → 0.2 columns per point; 100 pt tall → 10 rows, 0.1
    /// rows per point.
    private func render(_ elements: [LayoutAttributes], options: TerminalRenderer.Options = .init(width: 42, showsLegend: false)) -> [String] {
        let picture = LayoutPicture(
            elements: elements, contentSize: Extent(width: 200, height: 100), viewport: Rect(x: 0, y: 0, width: 200, height: 100))
        return TerminalRenderer(options: options).render(picture).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aBadgeIsVisible() {
        // The 20 × 20 badge at (170, 10) covers columns 34..<38 and rows 1..<3: a 4 × 2 double
        // box, inside the frame at columns 35...38 of lines 2 and 3.
        let lines = render([
            SamplePictures.cell(0, 0, 0, 0, 200, 100),
            SamplePictures.supplementary("badge", 0, 0, Rect(x: 170, y: 10, width: 20, height: 20), z: 1),
        ])
        #expect(lines.count == 12)
        #expect(Array(lines[2])[35..<39] == ["╔", "═", "═", "╗"])
        #expect(Array(lines[3])[35..<39] == ["╚", "═", "═", "╝"])
        #expect(lines.joined().contains("0·0"))
    }

    @Test func aOnePointBadgeStillTakesOneCharacter() {
        // 1 pt is a fifth of a column; the badge still gets a cell, and so does a zero-size one
        // on the screen's right edge.
        let lines = render([
            SamplePictures.supplementary("badge", 0, 0, Rect(x: 100, y: 50, width: 1, height: 1)),
            SamplePictures.supplementary("edge", 0, 1, Rect(x: 200, y: 50, width: 0, height: 0)),
        ])
        #expect(Array(lines[6])[21] == "◆")  // column round(100 × 0.2) = 20, row 5, plus the frame
        #expect(Array(lines[6])[40] == "◆")  // the last column inside the frame
        #expect(lines.joined().filter { $0 == "◆" }.count == 2)
    }

    @Test func higherZIndexCoversLower() {
        // A (0…120 × 0…60) and B (80…200 × 20…80) overlap. B's top border (row 2, line 3)
        // crosses A's right border (column 23, character 24).
        let a = SamplePictures.cell(0, 0, 0, 0, 120, 60, z: 1)
        let b = SamplePictures.cell(0, 1, 80, 20, 120, 60, z: 0)
        #expect(Array(render([a, b])[3])[24] == "│")
        #expect(Array(render([b, a])[3])[24] == "│")  // input order does not matter, z does
        var bOnTop = b
        bOnTop.zIndex = 2
        #expect(Array(render([a, bOnTop])[3])[24] == "─")
    }

    @Test func decorationsShadeBehindCells() {
        let lines = render([
            SamplePictures.cell(0, 0, 20, 20, 160, 60),
            SamplePictures.decoration("background", 0, Rect(x: 0, y: 0, width: 200, height: 100)),
        ])
        #expect(lines[1] == "│" + String(repeating: "·", count: 40) + "│")
        // Inside the cell the shade is cleared.
        #expect(lines[4].hasPrefix("│····│    "))
    }

    @Test func rowsThatContinuePastTheEdgeAreMarked() {
        let lines = render([SamplePictures.cell(0, 0, 150, 20, 100, 40)])
        // Rows 2..<6 continue to the right: lines 3...6 end in an arrow, the others in the frame.
        #expect(lines[3...6].allSatisfy { $0.hasSuffix("›") })
        #expect(lines[3].hasSuffix(" ┌─────────›"))  // corner at column 30, then 9 of 10 columns
        #expect(lines[2].hasSuffix("│") && lines[7].hasSuffix("│"))
    }

    @Test func colourOnlyWhenAsked() {
        let plain = TerminalRenderer(options: .init(width: 32, usesColor: false)).render(SamplePictures.grid2x2)
        let colored = TerminalRenderer(options: .init(width: 32, usesColor: true)).render(SamplePictures.grid2x2)
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[0;34m┌"))  // cells in blue
        #expect(colored.contains("\u{1B}[0;1;34m0·0"))  // labels bold
        #expect(colored != plain)
        // Colour adds escapes and nothing else, and every coloured line resets at its end.
        #expect(Self.strippingEscapes(colored) == plain)
        for line in colored.split(separator: "\n") where line.contains("\u{1B}") {
            #expect(line.hasSuffix("\u{1B}[0m") || line.contains("\u{1B}[0m "))
        }
    }

    @Test func colourFollowsTheEnvironment() {
        #expect(TerminalSupport.usesColor(environment: ["TERM": "xterm-256color"], isTerminal: true))
        #expect(!TerminalSupport.usesColor(environment: ["TERM": "xterm-256color"], isTerminal: false))
        #expect(!TerminalSupport.usesColor(environment: ["TERM": "xterm", "NO_COLOR": "1"], isTerminal: true))
        #expect(TerminalSupport.usesColor(environment: ["NO_COLOR": ""], isTerminal: true))  // empty means unset
        #expect(!TerminalSupport.usesColor(environment: ["TERM": "dumb"], isTerminal: true))
        #expect(TerminalSupport.usesColor(environment: ["CLICOLOR_FORCE": "1"], isTerminal: false))
        #expect(!TerminalSupport.usesColor(environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], isTerminal: false))

        #expect(TerminalSupport.charset(environment: [:]) == .unicode)
        #expect(TerminalSupport.charset(environment: ["LANG": "en_US.UTF-8"]) == .unicode)
        #expect(TerminalSupport.charset(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]) == .ascii)
        #expect(TerminalSupport.charset(environment: ["LC_ALL": "", "LC_CTYPE": "C.utf8"]) == .unicode)
        #expect(TerminalSupport.charset(environment: ["LANG": "en_US.UTF-8", "TERM": "dumb"]) == .ascii)

        #expect(TerminalSupport.width(environment: ["COLUMNS": " 120 "]) == 120)
        #expect(TerminalSupport.width(environment: ["COLUMNS": "wide"]) == nil)
        #expect(TerminalSupport.width(environment: ["COLUMNS": "2"]) == nil)
    }

    @Test func wideLabelsKeepTheGridAligned() {
        let picture = LayoutPicture(
            elements: [SamplePictures.cell(0, 0, 0, 0, 200, 100)], contentSize: Extent(width: 200, height: 100),
            viewport: Rect(x: 0, y: 0, width: 200, height: 100), labels: [ElementIndexPath(section: 0, item: 0): "東京タワー"])
        let lines = TerminalRenderer(options: .init(width: 42, showsLegend: false)).render(picture).split(separator: "\n")
        #expect(lines.contains { $0.contains("東京タワー") })
        #expect(lines.allSatisfy { TextWidth.of($0) == 42 })
    }

    @Test func longTitlesAreCutAndCellTitlesFallBackToTheIndexPath() {
        let picture = LayoutPicture(
            elements: [SamplePictures.cell(0, 7, 0, 0, 30, 100), SamplePictures.cell(0, 8, 30, 0, 170, 100)],
            contentSize: Extent(width: 200, height: 100), viewport: Rect(x: 0, y: 0, width: 200, height: 100),
            labels: [
                ElementIndexPath(section: 0, item: 7): "A very long title",
                ElementIndexPath(section: 0, item: 8): "Another quite long title",
            ])
        let text = TerminalRenderer(options: .init(width: 42, showsLegend: false)).render(picture)
        // 30 pt = 6 columns, 4 inside: too few to cut a title, enough for "0·7".
        #expect(text.contains("││0·7 ││"))
        // 170 pt = 34 columns, 32 inside: the whole title.
        #expect(text.contains("Another quite long title"))
        let narrow = TerminalRenderer(options: .init(width: 22, showsLegend: false)).render(picture)
        // 170 pt = 17 columns, 15 inside: the title, cut.
        #expect(narrow.contains("Another quite …"))
    }

    @Test func badInputDoesNotCrash() {
        let elements = [
            SamplePictures.cell(0, 0, .nan, 0, 10, 10),
            SamplePictures.cell(0, 1, 0, .infinity, 10, 10),
            SamplePictures.cell(0, 2, -1e300, -1e300, 1e300, 1e300),
            SamplePictures.cell(0, 3, 50, 50, -20, -20),
        ]
        let pictures = [
            LayoutPicture(elements: [], contentSize: .zero, viewport: .zero),
            LayoutPicture(elements: elements, contentSize: .zero, viewport: Rect(x: .nan, y: 0, width: 10, height: 10)),
            LayoutPicture(elements: elements, contentSize: .zero, viewport: Rect(x: 0, y: 0, width: 1e-300, height: 1e300)),
        ]
        let options: [TerminalRenderer.Options] = [
            .init(), .init(width: 0, maxRows: 0, characterAspect: .nan), .init(width: Int.max, maxRows: Int.min, characterAspect: -1),
        ]
        for picture in pictures {
            for option in options {
                let lines = TerminalRenderer(options: option).render(picture).split(separator: "\n")
                let width = min(max(option.width, 4), 1000)
                #expect(TextWidth.of(lines[0]) == width)
            }
        }
    }

    static func strippingEscapes(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
