import CatalogPresentation
import Rendering
import Testing

@Suite struct TextTableTests {
    private func catalog() -> TextTable {
        var table = TextTable(columns: [.init("NAME"), .init("ITEMS", alignment: .right), .init("TITLE")])
        table.addRow(["nested-groups", "3", "Nested Groups"])
        table.addRow(["grid", "94", "Grid"])
        return table
    }

    @Test func alignsColumnsUnderAHeader() {
        #expect(
            catalog().render() == """
                NAME           ITEMS  TITLE
                ─────────────  ─────  ─────────────
                nested-groups      3  Nested Groups
                grid              94  Grid
                """)
    }

    @Test func separatorsASCIIRulesAndNoHeader() {
        var table = catalog()
        table.addSeparator()
        table.addRow(["total", "97"])  // a missing value prints empty
        table.charset = .ascii
        table.columnSpacing = 1
        #expect(
            table.render() == """
                NAME          ITEMS TITLE
                ------------- ----- -------------
                nested-groups     3 Nested Groups
                grid             94 Grid
                ------------- ----- -------------
                total            97
                """)
        table.showsHeader = false
        // Without the header, ITEMS narrows to its widest value.
        #expect(table.render().hasPrefix("nested-groups  3 Nested Groups\ngrid          94 Grid\n"))
    }

    @Test func centredColumnsSplitTheSlack() {
        var table = TextTable(columns: [.init("STATE", alignment: .center)], showsHeaderSeparator: false)
        table.addRow(["ok"])
        table.addRow(["failed"])
        // An odd remainder goes to the right (and trailing spaces are trimmed).
        #expect(table.render() == "STATE\n  ok\nfailed")
    }

    @Test func truncatesToAColumnCap() {
        var table = TextTable(columns: [.init("NAME"), .init("TITLE", maxWidth: 8)])
        table.addRow(["grid", "Nested Groups"])
        #expect(
            table.render() == """
                NAME  TITLE
                ────  ────────
                grid  Nested …
                """)
    }

    @Test func shrinksTheWidestColumnsToATotalWidth() {
        // 13 + 5 + 13 + 2 × 2 = 35 columns; 30 allowed. The two widest give one column in turn,
        // leftmost first at a tie: NAME 10, TITLE 11.
        var table = catalog()
        table.maxTotalWidth = 30
        let output = table.render()
        #expect(
            output == """
                NAME        ITEMS  TITLE
                ──────────  ─────  ───────────
                nested-gr…      3  Nested Gro…
                grid           94  Grid
                """)
        #expect(output.split(separator: "\n").allSatisfy { TextWidth.of($0) <= 30 })
    }

    @Test func wideCharactersTakeTwoColumns() {
        var table = TextTable(columns: [.init("名前"), .init("N", alignment: .right)])
        table.addRow(["東京タワー", "1"])
        table.addRow(["abc", "22"])
        #expect(
            table.render() == """
                名前         N
                ──────────  ──
                東京タワー   1
                abc         22
                """)
    }

    @Test func valuesAreEscapedOntoOneLine() {
        // Control and bidirectional characters are written as escapes, as messages write them:
        // dropping ESC left "[31m" behind, and U+202E reversed the rest of the row.
        var table = TextTable(columns: [.init("A"), .init("B")], showsHeader: false)
        table.addRow(["x\ny\tz\u{1B}[31m\u{202E}", "ok"])
        #expect(table.render() == #"x\ny\tz\u{1B}[31m\u{202E}  ok"#)
    }

    @Test func displayWidths() {
        #expect(TextWidth.of("abc") == 3)
        #expect(TextWidth.of("東京") == 4)
        #expect(TextWidth.of("e\u{301}") == 1)  // e + combining acute
        #expect(TextWidth.of("👍🏽") == 2)
        #expect(TextWidth.of("🇯🇵") == 2)
        #expect(TextWidth.of("❤️") == 2)  // text-style heart forced to emoji by U+FE0F
        #expect(TextWidth.of("\u{200B}") == 0)  // zero-width space
        #expect(TextWidth.of("ｱ") == 1)  // halfwidth katakana
        #expect(TextWidth.of("Ａ") == 2)  // fullwidth Latin
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        #expect(TextWidth.truncate("東京タワー", toWidth: 5) == "東京…")
        #expect(TextWidth.truncate("東京タワー", toWidth: 4) == "東…")  // 3 columns: 京 would not fit
        #expect(TextWidth.truncate("東京タワー", toWidth: 10) == "東京タワー")
        #expect(TextWidth.truncate("abcdef", toWidth: 1) == "…")
        #expect(TextWidth.truncate("abcdef", toWidth: 0) == "")
        #expect(TextWidth.truncate("abcdef", toWidth: 4, ellipsis: "...") == "a...")
        #expect(TextWidth.truncate("abcdef", toWidth: 2, ellipsis: "...") == "ab")
        #expect(TextWidth.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
    }
}
