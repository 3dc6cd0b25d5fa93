import Testing

@testable import LayoutModel

/// Lint rules about zIndex, boundary items, element kinds and insets.
@Suite struct LintSupplementaryRuleTests {
    /// A list-row section with the given extra section keys (YAML lines, indented 2).
    static func section(_ extra: String, configuration: String = "") -> String {
        "name: t\n\(configuration)section:\n  group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}\n"
            + extra.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
    }

    static let header = "{elementKind: header, size: {width: fractionalWidth(1), height: estimated(44)}, alignment: top"

    // MARK: pinned-boundary-under-cells

    @Test func applesPinnedHeaderSampleIsFine() {
        #expect(Doc.warnings(Fixtures.pinnedHeaders, rule: "pinned-boundary-under-cells").isEmpty)
    }

    @Test func pinnedHeaderLevelWithCellsPromotedByADecorationIsReported() {
        let document = Self.section(
            """
            boundarySupplementaryItems: [\(Self.header), pinToVisibleBounds: true}]
            decorationItems: [{elementKind: background}]
            """)
        let warnings = Doc.warnings(document, rule: "pinned-boundary-under-cells")
        #expect(warnings.map(\.path.description) == ["section.boundarySupplementaryItems[0].zIndex"])
        #expect(warnings.first?.message.contains("zIndex 1 does not exceed") == true)
        #expect(warnings.first?.message.contains("give it zIndex 2 or more") == true)
    }

    @Test func pinnedHeaderBelowCustomFramesIsReported() {
        // Seed 002's custom group gives its frames zIndex 1000 + i.
        let document = """
            name: t
            section:
              group:
                layout: custom
                size: {width: absolute(300), height: absolute(200)}
                customItems: [{x: 0, y: 0, width: 100, height: 100, zIndex: 1000}]
              boundarySupplementaryItems: [\(Self.header), pinToVisibleBounds: true, zIndex: 2}]
            """
        #expect(Doc.warnings(document, rule: "pinned-boundary-under-cells").first?.message.contains("1000") == true)
    }

    @Test func pinnedLayoutHeaderIsComparedWithEverySection() {
        let configuration =
            "configuration:\n  boundarySupplementaryItems: [{elementKind: top, size: {width: fractionalWidth(1), height: absolute(50)}, alignment: top, pinToVisibleBounds: true}]\n"
        let plain = Self.section("", configuration: configuration)
        #expect(Doc.warnings(plain, rule: "pinned-boundary-under-cells").isEmpty)
        let decorated = Self.section("decorationItems: [{elementKind: background}]", configuration: configuration)
        #expect(
            Doc.warnings(decorated, rule: "pinned-boundary-under-cells").map(\.path.description)
                == ["configuration.boundarySupplementaryItems[0].zIndex"])
    }

    // MARK: decoration-covers-cells

    @Test func backgroundLevelWithTheCellsIsReported() {
        let warnings = Doc.warnings(Self.section("decorationItems: [{elementKind: background, zIndex: 1}]"), rule: "decoration-covers-cells")
        #expect(warnings.map(\.path.description) == ["section.decorationItems[0].zIndex"])
        #expect(warnings.first?.message.contains("zIndex 1, not below the cells' zIndex 1") == true)
    }

    @Test func backgroundAtTheDefaultOrNegativeZIndexIsFine() {
        #expect(Doc.warnings(Self.section("decorationItems: [{elementKind: background}]"), rule: "decoration-covers-cells").isEmpty)
        #expect(Doc.warnings(Self.section("decorationItems: [{elementKind: background, zIndex: -1}]"), rule: "decoration-covers-cells").isEmpty)
    }

    // MARK: boundary-cross-axis-alignment

    @Test func leadingHeaderInAVerticalLayoutIsReported() {
        let document = Self.section(
            "boundarySupplementaryItems: [{elementKind: side, size: {width: absolute(40), height: fractionalHeight(1)}, alignment: leading}]")
        let warnings = Doc.warnings(document, rule: "boundary-cross-axis-alignment")
        #expect(warnings.map(\.path.description) == ["section.boundarySupplementaryItems[0].alignment"])
        #expect(warnings.first?.message.contains("side edge of a vertical layout") == true)
    }

    @Test func topHeaderInAHorizontalLayoutIsReportedAndLeadingIsNot() {
        let horizontal = "configuration: {scrollDirection: horizontal}\n"
        let top = Self.section("boundarySupplementaryItems: [\(Self.header)}]", configuration: horizontal)
        #expect(Doc.warnings(top, rule: "boundary-cross-axis-alignment").count == 1)
        let leading = Self.section(
            "boundarySupplementaryItems: [{elementKind: side, size: {width: absolute(40), height: fractionalHeight(1)}, alignment: leading}]",
            configuration: horizontal)
        #expect(Doc.warnings(leading, rule: "boundary-cross-axis-alignment").isEmpty)
        #expect(Doc.warnings(Fixtures.pinnedHeaders, rule: "boundary-cross-axis-alignment").isEmpty)
    }

    // MARK: boundary-items-share-edge

    @Test func twoHeadersOnTheTopEdgeAreReported() {
        let second = "{elementKind: subheader, size: {width: fractionalWidth(1), height: absolute(20)}, alignment: topLeading}"
        let document = Self.section("boundarySupplementaryItems: [\(Self.header)}, \(second)]")
        let warnings = Doc.warnings(document, rule: "boundary-items-share-edge")
        #expect(warnings.map(\.path.description) == ["section.boundarySupplementaryItems[1].alignment"])
        #expect(warnings.first?.message.contains("both sit on the top edge") == true)
    }

    @Test func headerAndFooterAreOnDifferentEdges() {
        #expect(Doc.warnings(Fixtures.pinnedHeaders, rule: "boundary-items-share-edge").isEmpty)
    }

    // MARK: element-kind-shared-across-roles

    @Test func aKindUsedForAHeaderAndABackgroundIsReported() {
        let document = Self.section(
            """
            boundarySupplementaryItems: [{elementKind: decor, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top}]
            decorationItems: [{elementKind: decor}]
            """)
        let warnings = Doc.warnings(document, rule: "element-kind-shared-across-roles")
        #expect(warnings.map(\.path.description) == ["section.decorationItems[0].elementKind"])
        #expect(warnings.first?.message.contains("also used by a boundary item (section.boundarySupplementaryItems[0])") == true)
    }

    @Test func theSameBadgeKindOnManyItemsIsFine() {
        #expect(Doc.warnings(Fixtures.everythingYAML, rule: "element-kind-shared-across-roles").isEmpty)
        #expect(Doc.warnings(Fixtures.pinnedHeaders, rule: "element-kind-shared-across-roles").isEmpty)
    }

    // MARK: fraction-looking-insets

    @Test func insetsBelowOnePointAreReported() {
        let warnings = Doc.warnings(Self.section("contentInsets: {leading: 0.15, trailing: 0.15}"), rule: "fraction-looking-insets")
        #expect(warnings.map(\.path.description) == ["section.contentInsets.leading"])
        #expect(warnings.first?.message.contains("0.15 = 15% of the width") == true)
        let all = Doc.warnings(Self.section("decorationItems: [{elementKind: bg, contentInsets: 0.5}]"), rule: "fraction-looking-insets")
        #expect(all.map(\.path.description) == ["section.decorationItems[0].contentInsets"])
    }

    @Test func wholeAndZeroInsetsAreFine() {
        #expect(Doc.warnings(Self.section("contentInsets: {leading: 1, trailing: 10.5}"), rule: "fraction-looking-insets").isEmpty)
        #expect(Doc.warnings(Fixtures.everythingYAML, rule: "fraction-looking-insets").isEmpty)
    }
}
