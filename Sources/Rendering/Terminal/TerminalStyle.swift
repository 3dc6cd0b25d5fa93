/// What a character in a terminal drawing belongs to, which decides its colour.
enum TerminalStyle: Sendable, Hashable {
    case plain, frame, cell, cellLabel, supplementary, supplementaryLabel, decoration, marker

    /// The ANSI SGR parameters for this style; nil for the terminal's default.
    ///
    /// Only the basic 16 colours: they follow the user's terminal theme, so they stay legible on
    /// light and dark backgrounds alike.
    var sgr: String? {
        switch self {
        case .plain: nil
        case .frame: "90"
        case .cell: "34"
        case .cellLabel: "1;34"
        case .supplementary: "35"
        case .supplementaryLabel: "1;35"
        case .decoration: "2;32"
        case .marker: "33"
        }
    }

    static let reset = "\u{1B}[0m"

    /// The escape sequence that switches from any style to this one.
    var escape: String {
        guard let sgr else { return Self.reset }
        return "\u{1B}[0;\(sgr)m"
    }
}
