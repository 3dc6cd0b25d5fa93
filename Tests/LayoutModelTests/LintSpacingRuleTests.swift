import Testing

@testable import LayoutModel

/// Lint rules about how `subitems` fill a group: spacing, unreachable and repeated entries.
@Suite struct LintSpacingRuleTests {
    static let doc = LintSizingRuleTests.doc

    // MARK: inter-item-spacing-unused

    @Test func spacingInACountOfOneGroupIsUnused() {
        // Seed 002's banner: count 1.
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: absolute(345), height: absolute(345)}
            subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
            count: 1
            interItemSpacing: fixed(10)
            """)
        let warnings = Doc.warnings(document, rule: "inter-item-spacing-unused")
        #expect(warnings.map(\.path.description) == ["section.group.interItemSpacing"])
        #expect(warnings.first?.message.contains("exactly 1 child") == true)
    }

    @Test func spacingWhereOnlyOneSubitemFitsIsUnused() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(0.6), height: fractionalHeight(1)}}}]
            interItemSpacing: flexible(8)
            """)
        let warnings = Doc.warnings(document, rule: "inter-item-spacing-unused")
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("0.6 × width") == true)
    }

    @Test func spacingOnACustomGroupIsUnused() {
        let document = Self.doc(
            """
            layout: custom
            size: {width: absolute(300), height: absolute(100)}
            interItemSpacing: fixed(8)
            customItems: [{x: 0, y: 0, width: 100, height: 100}]
            """)
        #expect(Doc.warnings(document, rule: "inter-item-spacing-unused").count == 1)
    }

    @Test func spacingBetweenSeveralChildrenIsUsed() {
        #expect(Doc.warnings(Fixtures.twoColumn, rule: "inter-item-spacing-unused").isEmpty)
        #expect(Doc.warnings(Fixtures.appStoreColumn, rule: "inter-item-spacing-unused").isEmpty)
        let half = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(0.45), height: fractionalHeight(1)}}}]
            interItemSpacing: flexible(8)
            """)
        #expect(Doc.warnings(half, rule: "inter-item-spacing-unused").isEmpty)
    }

    // MARK: spacing-breaks-fractions

    @Test func twoHalvesWithFixedSpacingFitOnePerRow() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]
            interItemSpacing: fixed(10)
            """)
        let warnings = Doc.warnings(document, rule: "spacing-breaks-fractions")
        #expect(warnings.map(\.path.description) == ["section.group.interItemSpacing"])
        #expect(warnings.first?.message.contains("0.5 + 0.5 fill exactly the group's width") == true)
        #expect(warnings.first?.message.contains("only 1 of the 2 children fits per group at any width") == true)
        #expect(warnings.first?.message.contains("subitem + count: 2") == true)
    }

    @Test func mixedFractionsSummingToOneWithEdgeSpacingDoNotFit() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems:
              - item: {size: {width: fractionalWidth(0.7), height: fractionalHeight(1)}}
              - item: {size: {width: fractionalWidth(0.3), height: fractionalHeight(1)}, edgeSpacing: {leading: fixed(4)}}
            """)
        let warnings = Doc.warnings(document, rule: "spacing-breaks-fractions")
        #expect(warnings.map(\.path.description) == ["section.group.subitems"])
        #expect(warnings.first?.message.contains("edgeSpacing along the width") == true)
        // The spacing rule explains the lost child; unreachable-subitem stays quiet about it.
        #expect(Doc.warnings(document, rule: "unreachable-subitem").isEmpty)
    }

    @Test func fractionsLeavingRoomOrCountGroupsAreFine() {
        let room = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(0.48), height: fractionalHeight(1)}}}]
            interItemSpacing: flexible(10)
            """)
        #expect(Doc.warnings(room, rule: "spacing-breaks-fractions").isEmpty)
        #expect(Doc.warnings(Fixtures.twoColumn, rule: "spacing-breaks-fractions").isEmpty)
        let noSpacing = room.replacingOccurrences(of: "0.48", with: "0.5").replacingOccurrences(of: "\n    interItemSpacing: flexible(10)", with: "")
        #expect(Doc.warnings(noSpacing, rule: "spacing-breaks-fractions").isEmpty)
    }

    // MARK: unreachable-subitem

    @Test func aSecondFullWidthGroupNeverAppears() {
        // The planGroup/formGroup report: [fw1.0 group, fw1.0 group].
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(200)}
            subitems:
              - group: {layout: vertical, size: {width: fractionalWidth(1), height: fractionalHeight(1)}, subitems: [{item: {size: {width: fractionalWidth(1), height: absolute(50)}}}]}
              - group: {layout: vertical, size: {width: fractionalWidth(1), height: fractionalHeight(1)}, subitems: [{item: {size: {width: fractionalWidth(1), height: absolute(100)}}}]}
            """)
        let warnings = Doc.warnings(document, rule: "unreachable-subitem")
        #expect(warnings.map(\.path.description) == ["section.group.subitems[1]"])
        #expect(warnings.first?.message.hasPrefix("subitems[1] never appears") == true)
    }

    @Test func appStoreColumnTooShortLosesItsThirdItem() {
        // Seed 000: 45 + 5 + 65 + 5 + 85 = 205, so in a 195 pt group the 85 pt item never fits.
        let document = Fixtures.appStoreColumn.replacingOccurrences(of: "height: absolute(205)", with: "height: absolute(195)")
        let warnings = Doc.warnings(document, rule: "unreachable-subitem")
        #expect(warnings.map(\.path.description) == ["section.group.subitems[2]"])
        #expect(warnings.first?.message.contains("take 115 pt of its 195 pt and the next would end at 205 pt") == true)
        #expect(Doc.warnings(Fixtures.appStoreColumn, rule: "unreachable-subitem").isEmpty)
    }

    @Test func subitemsThatDependOnTheContainerAreNotJudged() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems:
              - item: {size: {width: absolute(200), height: fractionalHeight(1)}}
              - item: {size: {width: absolute(200), height: fractionalHeight(1)}}
            """)
        #expect(Doc.warnings(document, rule: "unreachable-subitem").isEmpty)
    }

    // MARK: repeated-subitems

    @Test func theSameItemTwiceIsTheSameAsOnce() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems:
              - item: &half {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
              - item: *half
            """)
        let warnings = Doc.warnings(document, rule: "repeated-subitems")
        #expect(warnings.map(\.path.description) == ["section.group.subitems[1]"])
        #expect(warnings.first?.message.contains("subitem + count: 2") == true)
    }

    @Test func aRepeatedPairIsReportedAndDistinctEntriesAreNot() {
        let a = "{item: {size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}}}"
        let b = "{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}"
        let pair = Self.doc("layout: horizontal\nsize: {width: fractionalWidth(1), height: absolute(44)}\nsubitems: [\(a), \(b), \(a), \(b)]")
        #expect(Doc.warnings(pair, rule: "repeated-subitems").map(\.path.description) == ["section.group.subitems[2]"])
        let distinct = Self.doc("layout: horizontal\nsize: {width: fractionalWidth(1), height: absolute(44)}\nsubitems: [\(a), \(b), \(a)]")
        #expect(Doc.warnings(distinct, rule: "repeated-subitems").isEmpty)
    }
}
