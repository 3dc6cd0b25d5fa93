import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("when / oneOf selection by the container's effective width and traits")
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
        let definition = try definition(
            """
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
        #expect(
            throws: ResolveError.noAlternative(
                path: .root / "sections" / 0 / "oneOf", environment: ConditionEnvironment(width: 393),
                testedTraits: false)
        ) {
            try LayoutResolver.resolve(definition, environment: plain(393, 852), data: LayoutData(itemCounts: [1]))
        }
    }

    // MARK: Traits

    /// Four columns on a regular-width iPad at 700 pt and up, three in a compact-height
    /// (landscape phone) environment, two on any other phone, one elsewhere.
    private let traitsYAML = """
        name: traits
        section:
          oneOf:
            - when: {minWidth: 700, horizontalSizeClass: regular, userInterfaceIdiom: pad}
              group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 4}
            - when: {verticalSizeClass: compact}
              group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 3}
            - when: {userInterfaceIdiom: phone}
              group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 2}
            - group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 1}
        """

    private func traits(_ width: Double, _ horizontal: SizeClass?, _ vertical: SizeClass?, _ idiom: UserInterfaceIdiom?) -> LayoutEnvironment {
        LayoutEnvironment(width: width, height: 800, horizontalSizeClass: horizontal, verticalSizeClass: vertical, userInterfaceIdiom: idiom)
    }

    @Test func aRegularWidthIPadAtSevenHundredPointsGetsFourColumns() throws {
        let layout = try resolve(traitsYAML, traits(834, .regular, .regular, .pad), items: [4])
        #expect(layout.sections[0].definitionPath.description == "section.oneOf[0]")
        // 834 / 4 = 208.5
        expectRect(layout.cell(0, 3), R(625.5, 0, 208.5, 50))
    }

    @Test func eachTraitRuleOutAnAlternative() throws {
        // Too narrow for the first (699 < 700); regular height; not a phone → the fallback.
        #expect(
            try resolve(traitsYAML, traits(699, .regular, .regular, .pad), items: [1]).sections[0].definitionPath.description == "section.oneOf[3]")
        // Slide over on an iPad is compact width: not the first; not a phone either.
        #expect(
            try resolve(traitsYAML, traits(834, .compact, .regular, .pad), items: [1]).sections[0].definitionPath.description == "section.oneOf[3]")
        // A phone in landscape (compact height) takes the second: 852 / 3 = 284 wide.
        let landscape = try resolve(traitsYAML, traits(852, .compact, .compact, .phone), items: [1])
        #expect(landscape.sections[0].definitionPath.description == "section.oneOf[1]")
        expectRect(landscape.cell(0, 0), R(0, 0, 284, 50))
        // A phone in portrait: the third, 393 / 2 = 196.5.
        let portrait = try resolve(traitsYAML, traits(393, .compact, .regular, .phone), items: [1])
        #expect(portrait.sections[0].definitionPath.description == "section.oneOf[2]")
        expectRect(portrait.cell(0, 0), R(0, 0, 196.5, 50))
    }

    @Test func unspecifiedTraitsMatchNoTraitCondition() throws {
        // A bare width (no device) leaves every trait unspecified: only the fallback holds.
        let layout = try resolve(traitsYAML, plain(1024, 800), items: [1])
        #expect(layout.sections[0].definitionPath.description == "section.oneOf[3]")
    }

    @Test func devicesCarryTheirTraits() throws {
        let phone = try #require(Device.named("iphone-15")).environment()
        #expect((phone.horizontalSizeClass, phone.verticalSizeClass, phone.userInterfaceIdiom) == (.compact, .regular, .phone))
        let pad = try #require(Device.named("ipad-11")).environment()
        #expect((pad.horizontalSizeClass, pad.verticalSizeClass, pad.userInterfaceIdiom) == (.regular, .regular, .pad))
        // 834 − 0 safe area ≥ 700, regular, pad → four columns.
        let definition = try definition(traitsYAML)
        let resolved = try LayoutResolver.resolve(definition, environment: pad, data: LayoutData(itemCounts: [1]))
        #expect(resolved.sections[0].definitionPath.description == "section.oneOf[0]")
    }

    @Test func aFailedTraitConditionSaysWhichTraitsTheEnvironmentHad() throws {
        let definition = try definition(
            """
            name: t
            section:
              oneOf:
                - when: {horizontalSizeClass: regular}
                  group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
            """)
        let environment = LayoutEnvironment(width: 393, height: 852, horizontalSizeClass: .compact, verticalSizeClass: .regular)
        do {
            _ = try LayoutResolver.resolve(definition, environment: environment, data: LayoutData(itemCounts: [1]))
            Issue.record("expected a ResolveError")
        } catch {
            #expect(
                error.description
                    == "section.oneOf: no alternative holds at container width 393 pt with horizontalSizeClass compact, verticalSizeClass regular, userInterfaceIdiom unspecified"
            )
        }
    }
}
