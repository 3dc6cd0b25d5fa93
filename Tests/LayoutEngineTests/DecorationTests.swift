import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§8, §13 Decoration items and zIndex defaults")
struct DecorationTests {
    private func layout(header: Bool) throws -> ResolvedLayout {
        // Apple's Section Background Decoration: rows abs44, interGroupSpacing 5, insets 10,
        // background insets 5.
        try resolve(
            """
            name: t
            section:
              interGroupSpacing: 5
              contentInsets: 10
              \(header ? "boundarySupplementaryItems: [{elementKind: h, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top}]" : "")
              decorationItems:
                - {elementKind: section-background-element-kind, contentInsets: 5}
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(393, 852), items: [3])
    }

    @Test func backgroundSpansTheSectionInsetByItsInsets() throws {
        let layout = try layout(header: false)
        // section = 10 + 3 × 44 + 2 × 5 + 10 = 162 → (0, 0, 393, 162) inset 5 = (5, 5, 383, 152)
        let background = layout.kind("section-background-element-kind")
        expectRect(background.first?.frame, R(5, 5, 383, 152))
        #expect(background.first?.category == .decoration)
        // items at x = 10: the background sticks out 5 pt around them
        expectRect(layout.cell(0, 0), R(10, 10, 373, 44))
    }

    @Test func backgroundIncludesTheHeader() throws {
        let layout = try layout(header: true)
        // section = 40 + 162 = 202 → (5, 5, 383, 192)
        expectRect(layout.kind("section-background-element-kind").first?.frame, R(5, 5, 383, 192))
    }

    @Test func cellsArePromotedToZIndexOneAboveADecorationAtZero() throws {
        let layout = try layout(header: false)
        #expect(layout.kind("section-background-element-kind").first?.zIndex == 0)
        #expect(layout.all.filter { $0.category == .cell }.allSatisfy { $0.zIndex == 1 })
        #expect(layout.attributesForItem(at: ElementIndexPath(section: 0, item: 0))?.zIndex == 1)
    }

    @Test func cellsAreAtZIndexZeroWithoutDecoration() throws {
        let layout = try resolve(nestedGroupsYAML, plain(393, 852), items: [3])
        #expect(layout.all.allSatisfy { $0.zIndex == 0 })
    }

    @Test func decorationZIndexCanBeSet() throws {
        let layout = try resolve(
            """
            name: t
            section:
              decorationItems: [{elementKind: bg, zIndex: -1}]
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(393, 852), items: [1])
        #expect(layout.kind("bg").first?.zIndex == -1)
        // decorations come first in a section's elements
        #expect(layout.all.first?.elementKind == "bg")
    }
}
