import LayoutEngine
import LayoutModel
import Testing

@testable import Rendering

/// Pinned boundary items are marked, and a picture drawn at a scroll offset shows where they
/// stick, where they would be unpinned, and the visible window.
///
/// The layout on a 400 × 300 screen whose safe area takes 20 pt at the top (§5, §7): a 30 pt
/// layout header (`top-banner`) at y 0…30; section 0 from 30: its pinned 40 pt header at
/// 30…70, five 100 pt rows at 70…570, a 20 pt footer at 570…590. At scroll offset 150 the
/// visible range is 150…(150 + 300 − 20) = 150…430; the header sticks at
/// max(30, min(150, 590 − 40)) = 150. The screen's viewport starts 20 pt above: y 130…430.
@Suite struct PinningPictureTests {
    static let yaml = """
        name: pins
        configuration:
          boundarySupplementaryItems:
            - {elementKind: top-banner, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}
        section:
          boundarySupplementaryItems:
            - {elementKind: UICollectionElementKindSectionHeader, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top, pinToVisibleBounds: true, zIndex: 2}
            - {elementKind: UICollectionElementKindSectionFooter, size: {width: fractionalWidth(1), height: absolute(20)}, alignment: bottom}
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(100)}
            subitems:
              - item:
                  size: {width: fractionalWidth(1), height: fractionalHeight(1)}
                  supplementaryItems:
                    - {elementKind: new-badge, size: {width: absolute(20), height: absolute(20)}, containerAnchor: {edges: [top, trailing]}}
            supplementaryItems:
              - {elementKind: group-note, size: {width: absolute(60), height: absolute(16)}, containerAnchor: {edges: [bottom, leading]}}
        """

    private func layout() throws -> ResolvedLayout {
        try ResolvedPictures.resolve(Self.yaml, width: 400, height: 300, safeArea: EdgeInsets(top: 20), items: [5])
    }

    @Test func theEngineReportsRolesAndPinning() throws {
        let layout = try layout()
        let header = try #require(layout.boundarySupplementaries(section: 0).first)
        #expect(header.elementKind == "UICollectionElementKindSectionHeader")
        #expect(header.host == .section && header.edge == .start && header.isPinned)
        #expect(header.naturalFrame == Rect(x: 0, y: 30, width: 400, height: 40))
        #expect(layout.boundarySupplementaries(section: nil).map(\.edge) == [.start])
        #expect(layout.boundarySupplementaries(section: 7).isEmpty)
        let origin = ElementIndexPath(section: 0, item: 0)
        guard case .boundary(let banner)? = layout.supplementaryRole(kind: "top-banner", indexPath: origin) else {
            Issue.record("top-banner is not a boundary item")
            return
        }
        #expect(banner.host == .layout && !banner.isPinned)
        #expect(layout.supplementaryRole(kind: "new-badge", indexPath: ElementIndexPath(section: 0, item: 3)) == .item)
        #expect(layout.supplementaryRole(kind: "group-note", indexPath: ElementIndexPath(section: 0, item: 2)) == .group)
        #expect(layout.supplementaryRole(kind: "nothing", indexPath: origin) == nil)
    }

    @Test func pinnedItemsAreMarkedAtRest() throws {
        let picture = ResolvedPictures.picture(try layout())
        let parsed = try #require(ParsedSVG(SVGRenderer().render(picture)))
        let header = try #require(parsed.elementRects.first { $0.attributes["data-kind"] == "UICollectionElementKindSectionHeader" })
        #expect(header.attributes["data-pinned"] == "true")
        #expect(header.attributes["data-role"] == "section header")
        #expect(parsed.nodes(named: "rect").filter { $0.attributes["class"] == "pinned" && $0.attributes["data-pinned"] == "0-0" }.count == 1)
        #expect(parsed.texts.contains("section header · pinned"))
        #expect(parsed.texts.contains("pinned (sticks while its host is visible)"))
        // At rest nothing is carried away and no window is drawn.
        #expect(parsed.nodes(named: "rect").filter { $0.attributes["class"] == "pin-natural" || $0.attributes["class"] == "visible-window" }.isEmpty)
        let footer = try #require(parsed.elementRects.first { $0.attributes["data-kind"] == "UICollectionElementKindSectionFooter" })
        #expect(footer.attributes["data-pinned"] == nil)
    }

    @Test func anOffsetPictureShowsWhereThePinnedHeaderSticks() throws {
        let picture = ResolvedPictures.picture(try layout(), scrollOffset: 150)
        let parsed = try #require(ParsedSVG(SVGRenderer().render(picture)))
        // 400 pt drawn 400 px wide (the 420 px minimum less 72 of margins and padding is less):
        // 1 px/pt. The region starts at content y 0 (the content rect's top).
        let content = try #require(parsed.nodes(named: "rect").first { $0.attributes["class"] == "content-area" })
        let top = try #require(content.attributes["y"].flatMap(Double.init))
        func y(_ points: Double) -> String { SVGNumber.format(top + points) }
        let header = try #require(parsed.elementRects.first { $0.attributes["data-kind"] == "UICollectionElementKindSectionHeader" })
        #expect(header.attributes["y"] == y(150))
        let ghost = try #require(parsed.nodes(named: "rect").first { $0.attributes["class"] == "pin-natural" })
        #expect(ghost.attributes["y"] == y(30) && ghost.attributes["height"] == "40" && ghost.attributes["data-pinned-natural"] == "0-0")
        let path = try #require(parsed.nodes(named: "line").first { $0.attributes["class"] == "pin-path" })
        #expect(path.attributes["y1"] == y(50) && path.attributes["y2"] == y(170))  // the two centres
        let window = try #require(parsed.nodes(named: "rect").first { $0.attributes["class"] == "visible-window" })
        #expect(window.attributes["y"] == y(150) && window.attributes["height"] == "280" && window.attributes["x"] == "36")
        #expect(parsed.texts.contains("visible at offset 150 pt"))
        #expect(parsed.nodes(named: "desc").first?.text.contains("offset 150 pt") == true)
    }

    @Test func kindsReadAsWhatTheyAre() throws {
        let picture = ResolvedPictures.picture(try layout())
        let parsed = try #require(ParsedSVG(SVGRenderer().render(picture)))
        func role(_ kind: String) -> String? {
            parsed.elementRects.first { $0.attributes["data-kind"] == kind }?.attributes["data-role"]
        }
        #expect(role("top-banner") == "layout header")
        #expect(role("UICollectionElementKindSectionFooter") == "section footer")
        #expect(role("new-badge") == "badge")
        #expect(role("group-note") == "group supplementary")
        // The 400 × 30 banner and 400 × 20 footer have room for their words; raw kinds stay in
        // `data-kind` and the tooltips.
        #expect(parsed.texts.contains("layout header") && parsed.texts.contains("section footer"))
        #expect(parsed.nodes(named: "title").contains { $0.text.hasPrefix("supplementary 0·0 layout header top-banner") })
    }

    /// 42 columns: 40 inside for 400 pt (0.1 column per point); 15 rows for 300 pt (0.05 rows
    /// per point). The heading is one line, so grid row r is line r + 1.
    @Test func terminalMarksPinnedItemsAndTheVisibleWindow() throws {
        let picture = ResolvedPictures.picture(try layout(), scrollOffset: 150)
        let options = TerminalRenderer.Options(width: 42)
        let lines = TerminalRenderer(options: options).render(picture).split(separator: "\n").map(String.init)
        #expect(lines[0] == "offset 150 pt · safe area top 20")
        // The stuck header, 20…60 pt below the screen's top, covers rows round(1) = 1 to
        // round(3) = 3: a two-row box on grid rows 2…3, its label on the first (line 3).
        #expect(lines[3].contains("section header (pinned)"))
        // The window 150…430 is 20…300 pt into the screen: rows 1..<15, grid rows 2…15. Grid
        // row 1 (line 2), under the safe area, has dotted sides; the rest solid.
        #expect(lines[2].first == "┊" && lines[2].last == "┊")
        #expect(lines[3...16].allSatisfy { $0.first == "│" && $0.last == "│" })
        #expect(lines.contains { $0.contains("┊ safe area, outside the visible window") })
        // At rest: marked pinned, sides solid.
        let rest = TerminalRenderer(options: options).render(ResolvedPictures.picture(try layout())).split(separator: "\n").map(String.init)
        #expect(rest.contains { $0.contains("section header (pinned)") })
        #expect(!rest.contains { $0.contains("┊") })
    }
}
