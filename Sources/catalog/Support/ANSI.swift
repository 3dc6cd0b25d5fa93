/// Terminal colours, applied only when `Console.usesColor` says so.
enum ANSI {
    case red, green, yellow, blue, dim, bold

    private var code: String {
        switch self {
        case .red: "31"
        case .green: "32"
        case .yellow: "33"
        case .blue: "34"
        case .dim: "2"
        case .bold: "1"
        }
    }

    /// The text wrapped in this colour when colour is on.
    func callAsFunction(_ text: String) -> String {
        Console.usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
