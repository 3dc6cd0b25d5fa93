import Testing
import LayoutModel
@testable import LayoutEngine

@Suite("when / oneOf selection by the container's effective width")
struct AdaptiveSectionTests {
    private let yaml = """
    name: adaptive
    sections:
      - oneOf:
          - when: {minWidth: 800}
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(40)}
              subitems:
                - item: {size: {width: fractionalWidth(0.1), height: fractionalHeight(1)}}
          - group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(40)}
              subitems:
                - item: {size: {width: fractionalWidth(0.2), height: fractionalHeight(1)}}
    """

    @Test func wideContainersUseTheFirstMatchingAlternative() throws {
        let layout = try resolve(yaml, plain(834, 1194), items: [1])
        #expect(layout.sections[0].definitionPath.description == "sections[0].oneOf[0]")
        // 0.1 × 834 = 83.4
        expectRect(layout.cell(0, 0), R(0, 0, 83.4, 40))
    }

    @Test func narrowContainersFallBack() throws {
        let layout = try resolve(yaml, plain(393, 852), items: [1])
        #expect(layout.sections[0].definitionPath.description == "sections[0].oneOf[1]")
        expectRect(layout.cell(0, 0), R(0, 0, 78.6, 40))
    }

    @Test func theEffectiveWidthExcludesTheSafeArea() throws {
        // 810 wide with 20 pt safe area on the left → 790 < 800
        let environment = LayoutEnvironment(width: 810, height: 600, safeArea: EdgeInsets(left: 20))
        let layout = try LayoutResolver.resolve(try definition(yaml), environment: environment, data: LayoutData(itemCounts: [1]))
        #expect(layout.sections[0].definitionPath.description == "sections[0].oneOf[1]")
    }

    @Test func noHoldingAlternativeIsAResolveError() throws {
        let definition = try definition("""
        name: t
        sections:
          - oneOf:
              - when: {minWidth: 800}
                group:
                  layout: horizontal
                  size: {width: fractionalWidth(1), height: absolute(40)}
                  subitems:
                    - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
        """)
        #expect(throws: ResolveError.noAlternative(path: .root / "sections" / 0 / "oneOf", width: 393)) {
            try LayoutResolver.resolve(definition, environment: plain(393, 852), data: LayoutData(itemCounts: [1]))
        }
    }
}
