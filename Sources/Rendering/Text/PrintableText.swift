import LayoutModel

/// Labels come from data sets and definitions the user wrote; printed raw, a title holding an
/// escape sequence or a newline could repaint the terminal or break a table row. Every string
/// that ends up in a grid, a picture or a table is put on one printable line first, the way
/// every output escapes input (`DiagnosticText`).
package enum PrintableText {
    /// `text` on one line: line breaks, tabs, other control characters (ESC included) and the
    /// bidirectional controls written as escapes (`\n`, `\t`, `\u{1B}`), as messages write them.
    package static func singleLine(_ text: String) -> String {
        DiagnosticText.escaped(text)
    }
}
