/// The characters one kind of box is drawn with, at every size down to a single cell.
struct BoxGlyphs: Sendable, Hashable {
    var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
    /// A box one row tall: its two ends (the middle is `horizontal`).
    var rowStart, rowEnd: Character
    /// A box one column wide: its two ends (the middle is `vertical`).
    var columnStart, columnEnd: Character
    /// A box one cell in size.
    var dot: Character

    static let unicodeCell = BoxGlyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
        rowStart: "├", rowEnd: "┤", columnStart: "┬", columnEnd: "┴", dot: "■")
    static let unicodeSupplementary = BoxGlyphs(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║",
        rowStart: "╞", rowEnd: "╡", columnStart: "╥", columnEnd: "╨", dot: "◆")
    /// The device: rounded corners, so it never reads as a cell.
    static let unicodeFrame = BoxGlyphs(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│",
        rowStart: "─", rowEnd: "─", columnStart: "│", columnEnd: "│", dot: "□")

    static let asciiCell = BoxGlyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        rowStart: "[", rowEnd: "]", columnStart: "+", columnEnd: "+", dot: "#")
    static let asciiSupplementary = BoxGlyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "=", vertical: ":",
        rowStart: "{", rowEnd: "}", columnStart: "+", columnEnd: "+", dot: "*")
    static let asciiFrame = BoxGlyphs(
        topLeft: ".", topRight: ".", bottomLeft: "'", bottomRight: "'", horizontal: "-", vertical: "|",
        rowStart: "-", rowEnd: "-", columnStart: "|", columnEnd: "|", dot: "o")
}
