import Testing

@testable import LayoutModel

/// Lint rules about custom groups, whose frames are expressions tried at the group's absolute
/// size or at representative containers (320, 390 and 1024 pt wide).
@Suite struct LintCustomGroupRuleTests {
    static func custom(size: String, frames: String, extra: String = "") -> String {
        "name: t\nsection:\n  group:\n    layout: custom\n    size: \(size)\n\(extra)"
            + frames.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    // MARK: custom-frame-outside-group

    @Test func seedTwosEightItemGroupPutsItsFourthItemPastTheRightEdge() {
        // Seed 002: width = screen / 3, height = 200 / 3, x += width, and a new row only after
        // i > 0 && i % 3 == 0, so the first row holds four items: the fourth at x = 3 × width/3.
        let document = Self.custom(
            size: "{width: fractionalWidth(1), height: absolute(200)}",
            frames: """
                customItems:
                  - {x: 0, y: 0, width: width / 3, height: 200 / 3}
                  - {x: width / 3, y: 0, width: width / 3, height: 200 / 3}
                  - {x: 2 * width / 3, y: 0, width: width / 3, height: 200 / 3}
                  - {x: width, y: 0, width: width / 3, height: 200 / 3}
                """)
        let warnings = Doc.warnings(document, rule: "custom-frame-outside-group")
        #expect(warnings.map(\.path.description) == ["section.group.customItems[3]"])
        // At 320 pt: x 320, width 106.67, ending at 426.67, 106.67 past the width.
        #expect(warnings.first?.message.contains("in a 320 pt wide container the group is 320 × 200 pt") == true)
        #expect(warnings.first?.message.contains("reaches x 426.67, 106.67 pt past its width") == true)
    }

    @Test func repeatedFramesAreTriedForEveryIndex() {
        let document = Self.custom(
            size: "{width: absolute(300), height: absolute(120)}",
            frames: """
                repeat: {count: 4, frame: {x: "i * 100", y: 0, width: 100, height: 120}}
                """)
        let warnings = Doc.warnings(document, rule: "custom-frame-outside-group")
        #expect(warnings.map(\.path.description) == ["section.group.repeat.frame"])
        #expect(warnings.first?.message.contains("repeat.frame with i = 3") == true)
        #expect(warnings.first?.message.contains("at the group's absolute size") == true)
    }

    @Test func seedZeroStaircaseStaysInside() {
        // Seed 000: height 120, spacing 8, itemWidth = (width − 4 × 8) / 3, three steps.
        let document = Self.custom(
            size: "{width: fractionalWidth(1), height: absolute(120)}",
            frames: """
                customItems:
                  - {x: 0, y: 0, width: "(width - 32) / 3", height: 40}
                  - {x: "(width - 32) / 3 + 8", y: 40, width: "(width - 32) / 3", height: 40}
                  - {x: "((width - 32) / 3 + 8) * 2", y: 80, width: "(width - 32) / 3", height: 40}
                """)
        #expect(Doc.warnings(document, rule: "custom-frame-outside-group").isEmpty)
        #expect(Doc.warnings(document, rule: "custom-frame-degenerate").isEmpty)
    }

    @Test func containersOutsideTheSectionsWhenAreSkipped() {
        // 600 pt wide frames fit the 1024 pt container the condition allows, but not 320 or 390.
        let document = """
            name: t
            sections:
              - oneOf:
                  - when: {minWidth: 800}
                    group:
                      layout: custom
                      size: {width: fractionalWidth(1), height: absolute(100)}
                      customItems: [{x: 0, y: 0, width: 600, height: 100}]
                  - list: {}
            """
        #expect(Doc.warnings(document, rule: "custom-frame-outside-group").isEmpty)
        let everywhere = document.replacingOccurrences(of: "minWidth: 800", with: "minWidth: 300")
        #expect(Doc.warnings(everywhere, rule: "custom-frame-outside-group").count == 1)
    }

    // MARK: custom-frame-degenerate

    @Test func negativeOrInfiniteFramesAreReported() {
        let document = Self.custom(
            size: "{width: fractionalWidth(1), height: absolute(100)}",
            frames: """
                customItems:
                  - {x: 0, y: 0, width: "(width - 400) / 3", height: 100}
                  - {x: 0, y: 0, width: "10 / (width - 320)", height: 100}
                """)
        // 10 / (320 − 320) is infinite in the 320-pt container, finite elsewhere: a warning.
        // (A divisor that is zero at every width, like width − width, is an error instead.)
        let warnings = Doc.warnings(document, rule: "custom-frame-degenerate")
        #expect(warnings.map(\.path.description) == ["section.group.customItems[0].width", "section.group.customItems[1].width"])
        // (320 − 400) / 3 = −26.67
        #expect(warnings.first?.message.contains("evaluates to -26.67, a negative size") == true)
        #expect(warnings.last?.message.contains("not a finite number") == true)
    }

    // MARK: custom-group-content-insets

    @Test func insetsOnACustomGroupAreReported() {
        let document = Self.custom(
            size: "{width: absolute(300), height: absolute(100)}",
            frames: """
                customItems: [{x: 8, y: 8, width: 100, height: 84}]
                """, extra: "    contentInsets: 8\n")
        let warnings = Doc.warnings(document, rule: "custom-group-content-insets")
        #expect(warnings.map(\.path.description) == ["section.group.contentInsets"])
        #expect(warnings.first?.message.contains("counted twice") == true)
    }

    @Test func customGroupWithoutInsetsIsFine() {
        let document = Self.custom(
            size: "{width: absolute(300), height: absolute(100)}",
            frames: """
                customItems: [{x: 8, y: 8, width: 100, height: 84}]
                """)
        #expect(Doc.warnings(document, rule: "custom-group-content-insets").isEmpty)
        #expect(Doc.warnings(document, rule: "custom-frame-outside-group").isEmpty)
    }
}
