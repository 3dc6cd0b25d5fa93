import Testing

@testable import LayoutModel

/// Lint rules about sizes: estimated axes, count groups, fractions and overflow.
@Suite struct LintSizingRuleTests {
    /// A one-section document whose group is `group` (YAML flow or block, indented 2).
    static func doc(_ group: String) -> String {
        "name: t\nsection:\n  group:\n" + group.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    // MARK: insets-on-estimated-axis

    @Test func insetsOnAnEstimatedAxisAreReported() {
        let document = Self.doc(
            """
            layout: vertical
            size: {width: fractionalWidth(1), height: estimated(100)}
            subitems: [{item: {size: {width: fractionalWidth(1), height: estimated(44)}, contentInsets: {top: 5, leading: 8, bottom: 5, trailing: 8}}}]
            """)
        let warnings = Doc.warnings(document, rule: "insets-on-estimated-axis")
        #expect(warnings.map(\.path.description) == ["section.group.subitems[0].item.contentInsets"])
        #expect(warnings.first?.message.contains("height is estimated(44)") == true)
        #expect(warnings.first?.message.contains("top 5 and bottom 5 will not be applied") == true)
        #expect(warnings.first?.message.contains("leading") == false)
    }

    @Test func insetsOnAFixedAxisBesideAnEstimatedOneAreFine() {
        let document = Self.doc(
            """
            layout: vertical
            size: {width: fractionalWidth(1), height: estimated(100)}
            subitems: [{item: {size: {width: fractionalWidth(1), height: estimated(44)}, contentInsets: {leading: 8, trailing: 8}}}]
            """)
        #expect(Doc.warnings(document, rule: "insets-on-estimated-axis").isEmpty)
    }

    // MARK: count-ignores-main-axis-size

    @Test func adaptiveSectionsItemWidthInACountGroupIsIgnored() {
        // Apple's Adaptive Sections: item fw0.2 in a count group of 5.
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: absolute(375), height: absolute(44)}
            subitem: {item: {size: {width: fractionalWidth(0.2), height: fractionalHeight(1)}, contentInsets: 2}}
            count: 5
            interItemSpacing: fixed(10)
            """)
        let warnings = Doc.warnings(document, rule: "count-ignores-main-axis-size")
        #expect(warnings.map(\.path.description) == ["section.group.subitem.item.size.width"])
        // (375 − 4 × 10) / 5 = 67
        #expect(warnings.first?.message.contains("(the group's width − 4 × 10) / 5 = 67 pt") == true)
    }

    @Test func nestedGroupsTrailingItemsInAVerticalCountGroupAreReported() {
        let warnings = Doc.warnings(
            Fixtures.nestedGroups.replacingOccurrences(
                of: "fractionalHeight(1.0)}, contentInsets: 10}}", with: "fractionalHeight(0.3)}, contentInsets: 10}}"),
            rule: "count-ignores-main-axis-size")
        #expect(warnings.map(\.path.description) == ["section.group.subitems[1].group.subitem.item.size.height"])
        #expect(warnings.first?.message.contains("1/2 of the group's height") == true)
    }

    @Test func fractionOneAlongTheCountAxisIsIdiomatic() {
        #expect(Doc.warnings(Fixtures.twoColumn, rule: "count-ignores-main-axis-size").isEmpty)
        #expect(Doc.warnings(Fixtures.nestedGroups, rule: "count-ignores-main-axis-size").isEmpty)
    }

    // MARK: fractional-in-estimated-parent

    @Test func fractionOfAnEstimatedParentAxisIsAFeedbackLoop() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: estimated(60)}
            subitems: [{item: {size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}}}]
            """)
        let warnings = Doc.warnings(document, rule: "fractional-in-estimated-parent")
        #expect(warnings.map(\.path.description) == ["section.group.subitems[0].item.size.height"])
        #expect(warnings.first?.message.contains("fraction of the parent group's height, which is estimated(60)") == true)
    }

    @Test func badgeSizedAsAFractionOfAnEstimatedItemIsReported() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(60)}
            subitems:
              - item:
                  size: {width: fractionalWidth(0.25), height: estimated(60)}
                  supplementaryItems: [{elementKind: b, size: {width: absolute(10), height: fractionalHeight(0.2)}, containerAnchor: {edges: [top]}}]
            """)
        #expect(
            Doc.warnings(document, rule: "fractional-in-estimated-parent").map(\.path.description)
                == ["section.group.subitems[0].item.supplementaryItems[0].size.height"])
    }

    @Test func fractionOfTheOtherAxisOrOfAFixedParentIsFine() {
        // Seed 004's tools rows: fw1/4 items with estimated heights in an estimated-height row.
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: estimated(500)}
            subitems: [{item: {size: {width: fractionalWidth(0.25), height: estimated(69)}}}]
            """)
        #expect(Doc.warnings(document, rule: "fractional-in-estimated-parent").isEmpty)
        #expect(Doc.warnings(Fixtures.nestedGroups, rule: "fractional-in-estimated-parent").isEmpty)
    }

    // MARK: fraction-over-one

    @Test func fractionalWidthAboveOneOverflowsTheParent() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(1.2), height: fractionalHeight(1)}}}]
            """)
        let warnings = Doc.warnings(document, rule: "fraction-over-one")
        #expect(warnings.map(\.path.description) == ["section.group.subitems[0].item.size.width"])
        #expect(warnings.first?.message.contains("20% of it overflows") == true)
    }

    @Test func topLevelGroupWiderThanTheSectionIsReportedOutsideOrthogonalSections() {
        let wide =
            "layout: horizontal\nsize: {width: fractionalWidth(1.5), height: absolute(44)}\nsubitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]"
        #expect(Doc.warnings(Self.doc(wide), rule: "fraction-over-one").map(\.path.description) == ["section.group.size.width"])
        let orthogonal =
            "name: t\nsection:\n  orthogonalScrollingBehavior: continuous\n  group:\n"
            + wide.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
        #expect(Doc.warnings(orthogonal, rule: "fraction-over-one").isEmpty)
    }

    @Test func aspectRatioFractionsAndFractionsUpToOneAreFine() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: fractionalWidth(0.2)}
            subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalWidth(1.5)}}}]
            """)
        #expect(Doc.warnings(document, rule: "fraction-over-one").isEmpty)
    }

    // MARK: children-overflow-group

    @Test func repeatingCopiesLongerThanTheGroupOverflow() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: absolute(300), height: absolute(44)}
            repeatingSubitem: {item: {size: {width: absolute(100), height: fractionalHeight(1)}}}
            count: 3
            interItemSpacing: fixed(10)
            """)
        let warnings = Doc.warnings(document, rule: "children-overflow-group")
        #expect(warnings.map(\.path.description) == ["section.group.count"])
        // 3 × 100 + 2 × 10 = 320 > 300
        #expect(warnings.first?.message.contains("need 320 pt") == true)
        #expect(warnings.first?.message.contains("the 300 pt the group has") == true)
    }

    @Test func repeatingFractionsOverflowAtAnyWidth() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            repeatingSubitem: {item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}
            count: 3
            """)
        #expect(Doc.warnings(document, rule: "children-overflow-group").first?.message.contains("need 1.5 × width") == true)
    }

    @Test func repeatingCopiesThatFitAreFine() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: absolute(320), height: absolute(44)}
            repeatingSubitem: {item: {size: {width: absolute(100), height: fractionalHeight(1)}}}
            count: 3
            interItemSpacing: fixed(10)
            """)
        #expect(Doc.warnings(document, rule: "children-overflow-group").isEmpty)
    }

    @Test func firstChildLargerThanTheGroupOverflows() {
        let document = Self.doc(
            """
            layout: horizontal
            size: {width: absolute(300), height: absolute(44)}
            contentInsets: {leading: 10, trailing: 10}
            subitems: [{item: {size: {width: absolute(290), height: fractionalHeight(1)}}}]
            """)
        let warnings = Doc.warnings(document, rule: "children-overflow-group")
        #expect(warnings.map(\.path.description) == ["section.group.subitems[0]"])
        #expect(warnings.first?.message.contains("needs 290 pt") == true)
        #expect(warnings.first?.message.contains("the 280 pt the group has inside its contentInsets") == true)
    }

    @Test func childTallerThanTheGroupOverflowsAcrossItsAxis() {
        // Seed 000's App Store column (110 pt wide) with one item made 120 pt wide.
        let document = Fixtures.appStoreColumn.replacingOccurrences(
            of: "width: absolute(110), height: absolute(65)", with: "width: absolute(120), height: absolute(65)")
        #expect(Doc.warnings(document, rule: "children-overflow-group").map(\.path.description) == ["section.group.subitems[1].item.size.width"])
        #expect(Doc.warnings(Fixtures.appStoreColumn, rule: "children-overflow-group").isEmpty)
    }
}
