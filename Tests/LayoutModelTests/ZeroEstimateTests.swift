import Testing

@testable import LayoutModel

/// `estimated(0)` (issue 31): UIKit accepts it on supplementary and boundary items, where it sizes
/// the view to fit, and shipping apps write it; the format accepts it there with a lint warning,
/// and keeps refusing it on items and groups.
@Suite struct ZeroEstimateTests {
    static func section(_ extra: String) -> String { LintSupplementaryRuleTests.section(extra) }

    @Test func aHeaderEstimatedAtZeroIsValidAndWarned() {
        let document = Self.section(
            "boundarySupplementaryItems: [{elementKind: header, size: {width: fractionalWidth(1), height: estimated(0)}, alignment: top}]")
        #expect(Doc.errors(document, file: "f.yaml").isEmpty)
        let warnings = Doc.warnings(document, rule: "zero-estimate")
        #expect(warnings.map(\.path.description) == ["section.boundarySupplementaryItems[0].size.height"])
        #expect(
            warnings.first?.message.hasPrefix("the height of boundary item 'header' is estimated(0): UIKit replaces it by the view's fitting size")
                == true)
    }

    @Test func aBadgeEstimatedAtZeroOnBothAxesIsWarnedTwice() {
        let document = """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - item:
                      size: {width: fractionalWidth(1), height: fractionalHeight(1)}
                      supplementaryItems: [{elementKind: badge, size: {width: estimated(0), height: estimated(0)}, containerAnchor: {edges: [top, trailing]}}]
            """
        #expect(Doc.errors(document, file: "f.yaml").isEmpty)
        #expect(
            Doc.warnings(document, rule: "zero-estimate").map(\.path.description) == [
                "section.group.subitems[0].item.supplementaryItems[0].size.width",
                "section.group.subitems[0].item.supplementaryItems[0].size.height",
            ])
    }

    @Test func anEstimateAboveZeroOrAnAbsoluteZeroIsNotWarned() {
        for height in ["estimated(44)", "absolute(0)"] {
            let document = Self.section(
                "boundarySupplementaryItems: [{elementKind: header, size: {width: fractionalWidth(1), height: \(height)}, alignment: top}]")
            #expect(Doc.warnings(document, rule: "zero-estimate").isEmpty, "\(height)")
        }
    }

    @Test func belowZeroOnAHeaderAndZeroOnAnItemStayErrors() {
        let negative = Self.section(
            "boundarySupplementaryItems: [{elementKind: header, size: {width: fractionalWidth(1), height: estimated(-1)}, alignment: top}]")
        #expect(
            Doc.errors(negative, file: "f.yaml").contains {
                $0.contains("section.boundarySupplementaryItems[0].size.height: estimated size must be ≥ 0, got -1")
            })
        let item = Self.section("").replacingOccurrences(of: "height: fractionalHeight(1)", with: "height: estimated(0)")
        #expect(
            Doc.errors(item, file: "f.yaml").contains { $0.contains("section.group.subitems[0].item.size.height: estimated size must be > 0, got 0") }
        )
    }
}
