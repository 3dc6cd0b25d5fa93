import Rendering
import Testing

/// The ASCII fast path measures exactly as the grapheme path does.
@Suite struct TextWidthTests {
    @Test func asciiIsCountedByItsPrintableBytes() {
        #expect(TextWidth.of("nested-groups") == 13)
        #expect(TextWidth.of("") == 0)
        // Controls take no room, on either path: a tab, ESC, DEL, and CR LF (one grapheme).
        #expect(TextWidth.of("a\tb\u{1B}c\u{7F}\r\n") == 3)
        #expect(TextWidth.of("a\tb\u{1B}c\u{7F}\r\né") == 4)
        // Every ASCII byte alone measures as its grapheme does.
        for value in UInt8(0)..<0x80 {
            let text = String(UnicodeScalar(value))
            let grapheme = TextWidth.of(Character(text))
            #expect(TextWidth.of(text) == grapheme, "byte \(value)")
        }
        #expect(TextWidth.of("東京") == 4)
        #expect(TextWidth.of("ok 🙂") == 5)
    }
}
