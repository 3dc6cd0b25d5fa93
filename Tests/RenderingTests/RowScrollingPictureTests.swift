import LayoutEngine
import LayoutModel
import Testing

@testable import Rendering

/// Orthogonal rows explain themselves: the behaviour by UIKit's name and in words, and the snap
/// points as marks on the row, in LTR and RTL, in the SVG and on the terminal.
///
/// The row (``ResolvedPictures/row(_:)``) on a 400 × 300 screen, by §9: groups 150 wide at
/// x = 16 + 160 g (16 pt leading inset, pitch 150 + 10); the row is 16 + 8 × 150 + 7 × 10 + 16
/// = 1302 pt long from the collection view's edge; the largest offset is 1302 − 400 = 902.
/// Group paging rests at group leading edges relative to the first group: 0, 160, …, 800, then
/// 902 ends the list (7 offsets). A snap point is drawn where the point of the row that comes
/// to rest at the first group's leading edge (16) lies: 16 + offset.
@Suite struct RowScrollingPictureTests {
    private func layout(_ behavior: String = "groupPaging", direction: LayoutDirection = .leftToRight) throws -> ResolvedLayout {
        try ResolvedPictures.resolve(ResolvedPictures.row(behavior), width: 400, height: 300, direction: direction, items: [8])
    }

    @Test func theEnginePlacesTheRowAndItsRestingEdge() throws {
        let ltr = try #require(try layout().orthogonalRow(section: 0))
        #expect(ltr.frame == Rect(x: 0, y: 0, width: 1302, height: 100))
        #expect(ltr.restingEdge == 16 && ltr.direction == 1)
        // RTL mirrors across the 400 pt bounds: the row runs from 400 − 1302 = −902 to 400, and
        // the first group's leading (right) edge is at 400 − 16 = 384; offsets grow leftwards.
        let rtl = try #require(try layout(direction: .rightToLeft).orthogonalRow(section: 0))
        #expect(rtl.frame == Rect(x: -902, y: 0, width: 1302, height: 100))
        #expect(rtl.restingEdge == 384 && rtl.direction == -1)
        #expect(rtl.position(ofOffset: 160) == 224)
        // Paging rests at multiples of the bounds measured from the row's own edge.
        let paging = try #require(try layout("paging").orthogonalRow(section: 0))
        #expect(paging.restingEdge == 0)
        #expect(try layout().orthogonalRow(section: 1) == nil)
    }

    @Test func pictureSectionsCarryBehaviourAndSnapOffsets() throws {
        let picture = ResolvedPictures.picture(try layout())
        let scrolling = try #require(picture.sections.first?.rowScrolling)
        #expect(scrolling.behavior == .groupPaging && scrolling.axis == .horizontal)
        #expect(Array(scrolling.snapOffsets) == [0, 160, 320, 480, 640, 800, 902])
        #expect(picture.sections.first?.orthogonalContentFrame == Rect(x: 0, y: 0, width: 1302, height: 100))
        // Only the points within a range, found by search: 16…500 holds 16, 176, 336, 496.
        #expect(scrolling.snapPoints(within: 16, 500).map(\.position) == [16, 176, 336, 496])
        #expect(scrolling.snapPoints(within: 16, 500, limit: 2).map(\.index) == [0, 1])
    }

    @Test func svgLabelsTheBehaviourAndTicksTheSnapPoints() throws {
        let svg = SVGRenderer().render(ResolvedPictures.picture(try layout()))
        let parsed = try #require(ParsedSVG(svg), "not well-formed:\n\(svg)")
        // The drawing shows the viewport and one viewport width beside it: x 0…800 of the 1302
        // pt row, at 800 / 800 = 1 px/pt from x = 24 + 12 = 36 (the content rect's corner).
        let content = try #require(parsed.nodes(named: "rect").first { $0.attributes["class"] == "content-area" })
        #expect(content.attributes["x"] == "36")
        let top = try #require(content.attributes["y"].flatMap(Double.init))
        let ticks = parsed.nodes(named: "path").filter { $0.attributes["class"] == "snap" && $0.attributes["data-section"] != nil }
        // Points 16 + offset within 0…800: offsets 0…640 (816 is beyond the drawing).
        #expect(ticks.map { $0.attributes["data-snap-offset"] } == ["0", "160", "320", "480", "640"])
        // The first points up at the row's bottom edge, 100 pt below its top: x = 36 + 16.
        let bottom = SVGNumber.format(top + 100)
        let below = SVGNumber.format(top + 106)
        #expect(ticks.first?.attributes["d"] == "M52 \(bottom)L48 \(below)L56 \(below)Z")
        let label = try #require(parsed.nodes(named: "text").first { $0.attributes["class"] == "row-behavior" })
        #expect(label.text == "groupPaging — pages by group · 7 snap points")
        #expect(label.attributes["data-behavior"] == "groupPaging")
        #expect(label.attributes["text-anchor"] == nil)  // written from the row's left, where it starts
        #expect(parsed.texts.contains("snap point"))  // in the legend
        #expect(parsed.texts.contains("row continues → 1302 pt"))
    }

    @Test func continuousRowsNameTheirBehaviourWithoutSnapPoints() throws {
        let parsed = try #require(ParsedSVG(SVGRenderer().render(ResolvedPictures.picture(try layout("continuous")))))
        #expect(parsed.nodes(named: "path").filter { $0.attributes["class"] == "snap" && $0.attributes["data-section"] != nil }.isEmpty)
        #expect(parsed.texts.contains("continuous — scrolls freely"))
        #expect(!parsed.texts.contains("snap point"))
    }

    @Test func rightToLeftRowsContinueAndAreLabelledOnTheLeft() throws {
        let svg = SVGRenderer().render(ResolvedPictures.picture(try layout(direction: .rightToLeft)))
        let parsed = try #require(ParsedSVG(svg))
        // The band (−902…400) runs past the drawing's left edge (−400, one viewport beside the
        // screen), not its right (400): one note, on the left.
        let notes = parsed.nodes(named: "text").filter { $0.attributes["class"] == "ortho-note" }
        #expect(notes.map(\.text) == ["← row continues 1302 pt"])
        #expect(notes.first?.attributes["data-side"] == "left")
        let band = try #require(parsed.nodes(named: "rect").first { $0.attributes["class"] == "ortho" })
        // Drawn from x = 36 (the drawing's left edge, at −400) − 502 px.
        #expect(band.attributes["x"] == "-466" && band.attributes["width"] == "1302")
        // Snap points at 384 − offset within −400…400: 384, 224, 64, −96, −256, i.e. 36 + 400 +
        // position px.
        let ticks = parsed.nodes(named: "path").filter { $0.attributes["class"] == "snap" && $0.attributes["data-section"] != nil }
        #expect(ticks.map { $0.attributes["data-snap-offset"] } == ["0", "160", "320", "480", "640"])
        #expect(ticks.map { $0.attributes["d"]?.split(separator: " ").first } == ["M820", "M660", "M500", "M340", "M180"])
        // The label starts from the right, where the row starts.
        let label = try #require(parsed.nodes(named: "text").first { $0.attributes["class"] == "row-behavior" })
        #expect(label.attributes["text-anchor"] == "end")
    }

    /// 42 columns: 40 inside the frame for 400 pt, 0.1 column per point; 300 pt tall at the
    /// default aspect of 2 → 15 rows, 0.05 rows per point. The row (y 0…100) covers rows 0…5,
    /// lines 1…5 of the drawing; its bottom line is line 5.
    private func terminalLines(_ layout: ResolvedLayout, charset: TextCharset = .unicode) -> [String] {
        let options = TerminalRenderer.Options(width: 42, charset: charset, showsLegend: false)
        return TerminalRenderer(options: options).render(ResolvedPictures.picture(layout)).split(separator: "\n").map(String.init)
    }

    @Test func terminalMarksSnapPointsOnTheRowsBottomLine() throws {
        let lines = terminalLines(try layout())
        #expect(lines.count == 17)
        // Points 16, 176, 336 → columns round(1.6) = 2, round(17.6) = 18, round(33.6) = 34,
        // plus the frame: characters 3, 19, 35. The next, 496, is off the 400 pt screen.
        let marks = Array(lines[5]).enumerated().filter { $0.element == "▲" }.map(\.offset)
        #expect(marks == [3, 19, 35])
        // The behaviour on the row's top line, from the second column inside the frame: 40 − 4
        // = 36 columns leave room for the name and words but not the count.
        #expect(String(Array(lines[1])[2..<32]) == " groupPaging — pages by group ")
        let ascii = terminalLines(try layout(), charset: .ascii)
        #expect(Array(ascii[5]).enumerated().filter { $0.element == "^" }.map(\.offset) == [3, 19, 35])
        #expect(ascii[1].contains(" groupPaging - pages by group "))
    }

    @Test func terminalMarksRightToLeftRowsFromTheRight() throws {
        let lines = terminalLines(try layout(direction: .rightToLeft))
        // Points 384, 224, 64 → columns round(38.4) = 38, round(22.4) = 22, round(6.4) = 6,
        // plus the frame: 39, 23, 7.
        #expect(Array(lines[5]).enumerated().filter { $0.element == "▲" }.map(\.offset) == [7, 23, 39])
        // The label ends one column before the frame's right side: 40 − 30 = column 10.
        #expect(String(Array(lines[1])[10..<40]) == " groupPaging — pages by group ")
        // Cells run off the left edge: the frame's left side carries the arrows, and the legend
        // shows that arrow.
        #expect(lines[2].hasPrefix("‹"))
        let picture = ResolvedPictures.picture(try layout(direction: .rightToLeft))
        let legend = TerminalRenderer(options: .init(width: 80)).render(picture)
        #expect(legend.contains("‹ continues off-screen") && !legend.contains("›"))
    }

    /// The gallery embeds these SVGs; its cards use small first-screen pictures without a
    /// legend (the options `catalog export --format html` draws thumbnails with), which still
    /// name the behaviour and tick the snap points on screen.
    @Test func galleryThumbnailsExplainRowsToo() throws {
        let options = SVGRenderer.Options(
            minWidth: 360, maxWidth: 900, maxDrawingHeight: 1, horizontalOverflow: 0.25, showsSections: true, showsLegend: false,
            idPrefix: "thumb")
        let parsed = try #require(ParsedSVG(SVGRenderer(options: options).render(ResolvedPictures.picture(try layout()))))
        // 0.25 × 400 = 100 pt beside the screen: points 16…496 of the row.
        let ticks = parsed.nodes(named: "path").filter { $0.attributes["class"] == "snap" && $0.attributes["data-section"] != nil }
        #expect(ticks.map { $0.attributes["data-snap-offset"] } == ["0", "160", "320", "480"])
        #expect(parsed.nodes(named: "text").contains { $0.attributes["data-behavior"] == "groupPaging" })
    }

    /// In a horizontal layout the row scrolls vertically (§9, §13): on a 300 × 400 screen,
    /// groups 100 × 150 at y = 16 + 160 g (16 pt top inset), five of them: the row is
    /// 16 + 4 × 160 + 150 + 16 = 822 pt tall, the largest offset 822 − 400 = 422, so the snap
    /// offsets are 0, 160, 320, 422 and the points 16, 176, 336, 438.
    @Test func verticalRowsInAHorizontalLayout() throws {
        let yaml = """
            name: sideways
            configuration: {scrollDirection: horizontal}
            section:
              orthogonalScrollingBehavior: groupPaging
              interGroupSpacing: 10
              contentInsets: {top: 16, bottom: 16}
              group:
                layout: vertical
                size: {width: absolute(100), height: absolute(150)}
                subitems:
                  - item: {size: {width: absolute(100), height: absolute(150)}}
            """
        let layout = try ResolvedPictures.resolve(yaml, width: 300, height: 400, items: [5])
        let row = try #require(layout.orthogonalRow(section: 0))
        #expect(row.frame == Rect(x: 0, y: 0, width: 100, height: 822))
        #expect(row.restingEdge == 16 && row.direction == 1)
        let picture = ResolvedPictures.picture(layout)
        #expect(picture.scrollAxis == .horizontal)
        #expect(try #require(picture.sections.first?.rowScrolling).snapPoints(within: 0, 822).map(\.position) == [16, 176, 336, 438])
        // 32 columns: 30 for 300 pt (0.1 per point), 20 rows for 400 pt (0.05 per point). The
        // band's last column is column 10 (x 0…100 covers columns 0..<10, plus the frame); the
        // points 16, 176, 336 fall on rows round(0.8) = 1, round(8.8) = 9, round(16.8) = 17,
        // lines 2, 10, 18 (no heading).
        let lines = TerminalRenderer(options: .init(width: 32)).render(picture).split(separator: "\n").map(String.init)
        let marked = lines.enumerated().filter { Array($0.element).count > 10 && Array($0.element)[10] == "◀" }.map(\.offset)
        #expect(marked == [2, 10, 18])
        #expect(lines.contains { $0.contains("◀ snap point") })
    }

    @Test func behaviourNamesAndWords() {
        #expect(ScrollingBehaviorLabel.full(.groupPagingCentered) == "groupPagingCentered — pages by group, centred")
        #expect(
            ScrollingBehaviorLabel.full(.continuousGroupLeadingBoundary, ascii: true)
                == "continuousGroupLeadingBoundary - scrolls freely, stops at a group edge")
        #expect(Set(OrthogonalScrollingBehavior.allCases.map(ScrollingBehaviorLabel.summary)).count == 6)
    }
}
