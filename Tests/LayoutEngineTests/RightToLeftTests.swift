import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§11 Right-to-left mirroring")
struct RightToLeftTests {
    @Test func framesAreMirroredAcrossTheWidth() throws {
        let layout = try resolve(nestedGroupsYAML, plain(393, 852, direction: .rightToLeft), items: [3])
        // leading item LTR (10, 10, 255.1, 320.8) → x' = 393 − 265.1 = 127.9
        expectRect(layout.cell(0, 0), R(127.9, 10, 255.1, 320.8))
        // trailing pair LTR x = 285.1, w = 97.9 → x' = 393 − 383 = 10
        expectRect(layout.cell(0, 1), R(10, 10, 97.9, 150.4))
    }

    @Test func leadingSafeAreaIsThePhysicalRightOneInRightToLeft() throws {
        let environment = LayoutEnvironment(width: 400, height: 800, safeArea: EdgeInsets(left: 0, right: 44), layoutDirection: .rightToLeft)
        let layout = try LayoutResolver.resolve(
            try definition(
                """
                name: t
                section:
                  contentInsets: {leading: 10}
                  group:
                    layout: horizontal
                    size: {width: fractionalWidth(1), height: absolute(50)}
                    subitems:
                      - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
                """), environment: environment, data: LayoutData(itemCounts: [1]))
        // LTR-space: leading inset 44 + 10 → x = 54, w = 400 − 44 − 10 = 346; mirrored → x = 0
        // (the section's leading inset sits on the right, next to the physical right safe area)
        expectRect(layout.cell(0, 0), R(0, 0, 346, 50))
    }

    @Test func trailingBadgesMoveToTheLeft() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(100), height: absolute(100)}
                subitems:
                  - item:
                      size: {width: fractionalWidth(1), height: fractionalHeight(1)}
                      supplementaryItems:
                        - {elementKind: badge, size: {width: absolute(20), height: absolute(20)}, containerAnchor: {edges: [top, trailing]}}
            """, plain(400, 800, direction: .rightToLeft), items: [1])
        // item LTR (0, 0, 100, 100) → (300, 0); badge LTR (80, 0) → 400 − 100 = 300
        expectRect(layout.cell(0, 0), R(300, 0, 100, 100))
        expectRect(layout.kind("badge").first?.frame, R(300, 0, 20, 20))
    }

    @Test func horizontalLayoutsMirrorAcrossTheContentWidth() throws {
        let layout = try resolve(
            """
            name: t
            configuration: {scrollDirection: horizontal}
            section:
              group:
                layout: vertical
                size: {width: absolute(100), height: fractionalHeight(1)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 300, direction: .rightToLeft), items: [3])
        // content width 300: item 0 at 300 − 100 = 200, item 2 at 0
        #expect(layout.cells().map(\.x) == [200, 100, 0])
        let visible = layout.elements(in: R(150, 0, 150, 300)).map(\.indexPath.item)
        #expect(visible == [0, 1])
    }
}
