import Foundation
import Testing

@testable import LayoutModel

/// Canonical YAML writes a dimension or spacing that is exactly the double nearest a small
/// fraction with a non-terminating decimal as `p/q`, and reads it back to the same content.
@Suite struct SmallFractionTests {
    /// (value, expected): each value is IEEE division p/q, which the YAML reader computes too.
    static let fractions: [(Double, String)] = [
        (1.0 / 3.0, "1/3"), (2.0 / 3.0, "2/3"), (1.0 / 6.0, "1/6"), (5.0 / 6.0, "5/6"), (1.0 / 7.0, "1/7"),
        (4.0 / 9.0, "4/9"), (7.0 / 11.0, "7/11"), (5.0 / 12.0, "5/12"), (7.0 / 12.0, "7/12"), (10.0 / 3.0, "10/3"),
        (-1.0 / 3.0, "-1/3"),
    ]

    @Test(arguments: fractions)
    func aDoubleNearestASmallRepeatingFractionIsThatFraction(value: Double, expected: String) {
        #expect(SmallFraction(value)?.description == expected)
    }

    static let others: [Double] = [
        // Whole numbers and terminating decimals read as the author wrote them.
        1.0, 44.0, 0.5, 0.25, 0.75, 0.1, 0.2, 0.7, 0.85, 0.125,
        // Close to 1/3 but not the double nearest it (a rounded decimal someone typed).
        0.3333, 0.33333333333333,
        // q = 13 is past the limit; 1/13 is not written as a fraction.
        1.0 / 13.0,
        .infinity, .nan,
    ]

    @Test(arguments: others)
    func otherNumbersAreNotFractions(value: Double) {
        #expect(SmallFraction(value) == nil)
    }

    static let thirds = """
        name: thirds
        section:
          interGroupSpacing: 8
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: fractionalWidth(1/3)}
            interItemSpacing: flexible(2/3)
            subitems:
              - item: {size: {width: fractionalWidth(1/3), height: fractionalHeight(0.5)}, contentInsets: 0.3333333333333333}
        """

    @Test func canonicalYAMLWritesFractionsAndReadsBackToTheSameContent() throws {
        let definition = try #require(Doc.definition(Self.thirds))
        // The canonical JSON keeps the doubles: the content hash never depends on how the YAML looks.
        #expect(definition.canonicalText.contains(#""width":"fractionalWidth(0.3333333333333333)""#))
        let yaml = definition.yamlText
        #expect(yaml.contains("size: {width: fractionalWidth(1), height: fractionalWidth(1/3)}"), "\(yaml)")
        #expect(yaml.contains("width: fractionalWidth(1/3), height: fractionalHeight(0.5)"), "\(yaml)")
        #expect(yaml.contains("interItemSpacing: flexible(2/3)"), "\(yaml)")
        // A plain number field takes no arithmetic, so its value stays a decimal.
        #expect(yaml.contains("contentInsets: 0.3333333333333333"), "\(yaml)")
        let again = try #require(Doc.definition(yaml))
        #expect(again.canonicalText == definition.canonicalText)
    }
}
