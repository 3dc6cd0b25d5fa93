import LayoutModel
import Testing

@testable import LayoutEngine

/// A negative fixed edge spacing (issue 31: UIKit accepts it, shipping code overlaps neighbours
/// with it), laid out with the arithmetic of layout-semantics.md §3.4: the child and the ones
/// after it move back by that much; sizes stay.
@Suite struct NegativeEdgeSpacingTests {
    @Test func aNegativeTopPullsTheItemAndItsFollowersUp() throws {
        // A vertical group 300 tall of three items 100 tall; the second has top: fixed(-20), so
        // it starts at 100 − 20 = 80 and the third at 180.
        let yaml = """
            name: overlap
            section:
              group:
                layout: vertical
                size: {width: fractionalWidth(1), height: absolute(300)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: absolute(100)}}
                  - item: {size: {width: fractionalWidth(1), height: absolute(100)}, edgeSpacing: {top: fixed(-20)}}
                  - item: {size: {width: fractionalWidth(1), height: absolute(100)}}
            """
        let layout = try resolve(yaml, plain(390, 844), items: [3])
        expectRect(layout.cell(0, 0), R(0, 0, 390, 100))
        expectRect(layout.cell(0, 1), R(0, 80, 390, 100))
        expectRect(layout.cell(0, 2), R(0, 180, 390, 100))
        #expect(Linter.lint(try definition(yaml)).map(\.rule) == ["negative-edge-spacing"])
    }

    @Test func aFlexibleEdgeSpacingStaysAtLeastZero() {
        let result = LayoutDocument.check(
            """
            name: t
            section:
              group:
                layout: vertical
                size: {width: fractionalWidth(1), height: absolute(300)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: absolute(100)}, edgeSpacing: {top: flexible(-20)}}
            """)
        #expect(result.errors.map(\.path.description) == ["section.group.subitems[0].item.edgeSpacing.top"])
    }

    @Test func aZeroFractionIsAnEmptySectionThatTakesNoRoom() throws {
        // Pocket's empty section: a group 0 tall. Its items are 0 tall at y 0; the section after
        // it starts at 0.
        let yaml = """
            name: empty-first
            sections:
              - group:
                  layout: vertical
                  size: {width: fractionalWidth(1), height: fractionalHeight(0)}
                  subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
              - group:
                  layout: vertical
                  size: {width: fractionalWidth(1), height: absolute(50)}
                  subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
            """
        let layout = try resolve(yaml, plain(390, 844), items: [0, 1])
        expectRect(layout.cell(1, 0), R(0, 0, 390, 50))
        #expect(Linter.lint(try definition(yaml)).map(\.rule) == ["zero-fraction"])
    }
}
