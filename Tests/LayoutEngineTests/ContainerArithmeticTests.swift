import LayoutModel
import Testing

@testable import LayoutEngine

/// Container arithmetic (issue 31): numbers over `container.width` and `container.height`,
/// evaluated in the container the section provider sees (`effectiveContentSize`). Every frame is
/// worked out by hand from the expressions and layout-semantics.md §2–3 (count groups share the
/// group's width less the gaps equally; section insets shrink the group's box and offset it).
@Suite struct ContainerArithmeticTests {
    /// Insets of 5 % of the width each side, a row 25 % of the width tall, as many columns as
    /// 160 pt fit, 1 % of the width between columns and 2 % between rows.
    static let grid = """
        name: container-grid
        section:
          interGroupSpacing: "container.width * 0.02"
          contentInsets: {leading: "container.width * 0.05", trailing: "container.width * 0.05"}
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute("container.width * 0.25")}
            subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
            count: "floor(container.width / 160)"
            interItemSpacing: fixed(container.width / 100)
        """

    @Test func aPhoneOf320HasTwoColumns() throws {
        // W 320: inset 16 each side → box 288; 2 columns, gap 3.2 → (288 − 3.2) / 2 = 142.4 wide;
        // rows 80 tall, 6.4 apart.
        let layout = try resolve(Self.grid, plain(320, 800), items: [7])
        expectRect(layout.cell(0, 0), R(16, 0, 142.4, 80))
        expectRect(layout.cell(0, 1), R(161.6, 0, 142.4, 80))
        expectRect(layout.cell(0, 2), R(16, 86.4, 142.4, 80))
        expectRect(layout.cell(0, 6), R(16, 259.2, 142.4, 80))
        // Four rows: 4 × 80 + 3 × 6.4.
        #expect(abs(layout.contentSize.height - 339.2) < 1e-9)
    }

    @Test func aPhoneOf390StillHasTwoColumnsAtItsOwnSizes() throws {
        // W 390: floor(2.4375) = 2 columns; inset 19.5 → box 351; gap 3.9 → 173.55 wide; rows
        // 97.5 tall, 7.8 apart.
        let layout = try resolve(Self.grid, plain(390, 844), items: [7])
        expectRect(layout.cell(0, 0), R(19.5, 0, 173.55, 97.5))
        expectRect(layout.cell(0, 1), R(196.95, 0, 173.55, 97.5))
        expectRect(layout.cell(0, 2), R(19.5, 105.3, 173.55, 97.5))
    }

    @Test func aTabletOf1024HasSixColumns() throws {
        // W 1024: 6 columns; inset 51.2 → box 921.6; gap 10.24 → (921.6 − 51.2) / 6 wide; rows
        // 256 tall, 20.48 apart: item 6 opens the second row.
        let layout = try resolve(Self.grid, plain(1024, 1366), items: [7])
        let width = (921.6 - 5 * 10.24) / 6
        expectRect(layout.cell(0, 0), R(51.2, 0, width, 256))
        expectRect(layout.cell(0, 1), R(51.2 + width + 10.24, 0, width, 256))
        expectRect(layout.cell(0, 5), R(51.2 + 5 * (width + 10.24), 0, width, 256))
        expectRect(layout.cell(0, 6), R(51.2, 276.48, width, 256))
    }

    /// A hairline under each section, `1 / traitCollection.displayScale` tall: one pixel of the
    /// screen the layout is on, and rows of 44 above it.
    static let hairline = """
        name: hairline
        section:
          group:
            layout: vertical
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(1), height: absolute(44)}}}]
          boundarySupplementaryItems:
            - elementKind: separator
              size: {width: fractionalWidth(1), height: absolute(1 / traitCollection.displayScale)}
              alignment: bottom
        """

    @Test func aHairlineIsOnePixelOfTheDisplay() throws {
        // @2x: 0.5 pt under 3 rows of 44 (y 132); @3x: 1/3 pt, a whole pixel, so pixel snapping
        // keeps it; no scale given: the reference container's 3.
        for (scale, height) in [(2.0, 0.5), (3.0, 1.0 / 3.0)] as [(Double?, Double)] + [(nil, 1.0 / 3.0)] {
            let layout = try resolve(Self.hairline, plain(390, 844, scale: scale), items: [3])
            let footer = try #require(layout.elements(ofKind: "separator").first)
            #expect(abs(footer.frame.y - 132) < 1e-9, "scale \(String(describing: scale))")
            #expect(abs(footer.frame.height - height) < 1e-9, "scale \(String(describing: scale))")
            #expect(footer.frame.width == 390)
        }
    }

    @Test func theContainerExcludesTheSafeAreaAcrossTheScrollAxis() throws {
        // Landscape 852 wide with 59 pt of safe area each side: the container is 734 wide, so 4
        // columns (734 / 160 = 4.59) and a 36.7 pt inset from the safe area's edge.
        let environment = LayoutEnvironment(width: 852, height: 393, safeArea: EdgeInsets(left: 59, right: 59))
        let layout = try LayoutResolver.resolve(try definition(Self.grid), environment: environment, data: LayoutData(itemCounts: [5]))
        let width = (734 * 0.9 - 3 * 7.34) / 4
        expectRect(layout.cell(0, 0), R(59 + 36.7, 0, width, 183.5))
        expectRect(layout.cell(0, 4), R(59 + 36.7, 183.5 + 14.68, width, 183.5))
    }

    @Test func theContentSizeIsTheWholeWidthWhereTheEffectiveOneIsNot() throws {
        // Landscape 852 wide, 59 pt of safe area each side: contentSize.width 852, the effective
        // width 734. A row a quarter of the whole width tall (213), half the effective width wide
        // (367), inset 59 by the safe area.
        let yaml = """
            name: content-size
            section:
              group:
                layout: horizontal
                size: {width: absolute("container.width / 2"), height: absolute("container.contentSize.width / 4")}
                subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
            """
        let environment = LayoutEnvironment(width: 852, height: 393, safeArea: EdgeInsets(left: 59, right: 59))
        let layout = try LayoutResolver.resolve(try definition(yaml), environment: environment, data: LayoutData(itemCounts: [2]))
        expectRect(layout.cell(0, 0), R(59, 0, 367, 213))
        expectRect(layout.cell(0, 1), R(59, 213, 367, 213))
    }

    @Test func anExpressionThatGoesNegativeIsAResolveErrorAtItsPath() throws {
        let yaml = """
            name: too-wide
            section:
              group:
                layout: horizontal
                size: {width: absolute("container.width - 380"), height: absolute(50)}
                subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
            """
        let definition = try definition(yaml)
        // 390 − 380 = 10 in the validator's reference container; 375 − 380 = −5 on a 375 pt phone.
        #expect(
            throws: ResolveError.expression(
                path: .root / "section" / "group" / "size" / "width",
                message: "'container.width - 380' is negative (-5) in a container of 375 × 667")
        ) {
            try LayoutResolver.resolve(definition, environment: plain(375, 667), data: LayoutData(itemCounts: [1]))
        }
        let wide = try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [1]))
        expectRect(wide.cell(0, 0), R(0, 0, 20, 50))
    }

    @Test func theDeviceCheckNamesTheFirstEnvironmentWhereAnExpressionFails() throws {
        let yaml = """
            name: too-wide
            section:
              group:
                layout: horizontal
                size: {width: absolute("container.width - 380"), height: absolute(50)}
                subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
            """
        let failures = ContainerExpressionCheck.diagnostics(for: try definition(yaml))
        #expect(failures.count == 1)
        let failure = try #require(failures.first)
        #expect(failure.path.description == "section.group.size.width")
        // The first device the catalog lists is a 375 pt iPhone in portrait.
        #expect(failure.message.hasPrefix("'container.width - 380' is negative (-5) in a container of 375 × 667 ("))
        // A plain layout has nothing to check.
        #expect(ContainerExpressionCheck.diagnostics(for: try definition(Self.grid)).isEmpty)
    }
}

/// A fraction over the container with rounding to the nearest (issue 31, the playground's
/// responsive grid): `round(x)` rounds half away from zero, and a fractional dimension may be an
/// expression, evaluated in the container before the fraction is taken.
@Suite struct ContainerFractionTests {
    static let grid = """
        name: responsive
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(100)}
            subitems: [{item: {size: {width: fractionalWidth("1 / round(container.width / 230)"), height: fractionalHeight(1)}, contentInsets: 4}}]
        """

    @Test(arguments: [
        // 320: 320 / 230 = 1.39 → 1 column, 320 wide, 312 after the insets.
        (320.0, [R(4, 4, 312, 92), R(4, 104, 312, 92)]),
        // 400: 1.74 → 2 columns of 200 → 192 wide, the second at 204.
        (400.0, [R(4, 4, 192, 92), R(204, 4, 192, 92)]),
        // 805: 3.5 rounds away from zero → 4 columns of 201.25 → 193.25 wide.
        (805.0, [R(4, 4, 193.25, 92), R(205.25, 4, 193.25, 92)]),
        // 575: 2.5 rounds away from zero (to even it would be 2) → 3 columns of 575 / 3 → 175.67
        // wide after the insets, the second at 575 / 3 + 4.
        (575.0, [R(4, 4, 575.0 / 3 - 8, 92), R(575.0 / 3 + 4, 4, 575.0 / 3 - 8, 92)]),
    ])
    func theColumnsFollowTheRoundedWidth(width: Double, expected: [Rect]) throws {
        let layout = try resolve(Self.grid, plain(width, 800), items: [2])
        expectRect(layout.cell(0, 0), expected[0])
        expectRect(layout.cell(0, 1), expected[1])
    }

    @Test func aFractionThatGoesNegativeIsRefusedWithItsPath() throws {
        // Valid where the document is checked (390 wide: 0.1), negative at 320: (320 − 350) / 400.
        let yaml = Self.grid.replacingOccurrences(of: "1 / round(container.width / 230)", with: "(container.width - 350) / 400")
        #expect(
            throws: ResolveError.expression(
                path: .root / "section" / "group" / "subitems" / 0 / "item" / "size" / "width",
                message: "'(container.width - 350) / 400' is negative (-0.075) in a container of 320 × 800")
        ) {
            try resolve(yaml, plain(320, 800), items: [1])
        }
    }
}
