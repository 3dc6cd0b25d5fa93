import LayoutModel
import Testing

/// The shared rounding and escaping rules every writer takes its text from.
@Suite struct NumberAndStringTextTests {
    @Test func decimalsAreRoundedHalfAwayFromZeroWithoutTrailingZeros() {
        // 2 places: 33.333… → 33.33; 187.5 stays; 0.005 × 100 = 0.5 → 1 → 0.01; −0.004 → 0.
        #expect(DecimalText.format(100.0 / 3.0, places: 2) == "33.33")
        #expect(DecimalText.format(187.5, places: 2) == "187.5")
        #expect(DecimalText.format(0.005, places: 2) == "0.01")
        #expect(DecimalText.format(-0.004, places: 2) == "0")
        #expect(DecimalText.format(-12.345678, places: 3) == "-12.346")
        #expect(DecimalText.format(44, places: 6) == "44")
        // 0.1 + 0.2 is 0.30000000000000004 in binary: six places drop the noise.
        #expect(DecimalText.format(0.1 + 0.2, places: 6) == "0.3")
        // Past the fixed-point range (9 × 10¹⁵ scaled), the canonical form.
        #expect(DecimalText.format(1e20, places: 2) == "1e+20")
    }

    @Test func jsonEscapesAreTheNamedFormsElseFourHexDigits() {
        #expect(JSONEscape.sequence(for: 0x22) == "\\\"")
        #expect(JSONEscape.sequence(for: 0x5C) == "\\\\")
        #expect(JSONEscape.sequence(for: 0x0A) == "\\n")
        #expect(JSONEscape.sequence(for: 0x08) == "\\b")
        #expect(JSONEscape.sequence(for: 0x1B) == "\\u001b")
        #expect(JSONEscape.sequence(for: 0x2028) == "\\u2028")
        #expect(JSONEscape.isRequired(0x1F) && JSONEscape.isRequired(0x22) && JSONEscape.isRequired(0x5C))
        #expect(!JSONEscape.isRequired(0x20) && !JSONEscape.isRequired(0x7F) && !JSONEscape.isRequired(0x2F))
    }
}
