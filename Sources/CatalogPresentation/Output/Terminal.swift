import Foundation
import Rendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process prints to: whether standard output and error are terminals, colour,
/// charset and width. Read once per command, never before arguments are parsed.
public struct Terminal: Sendable {
    /// Standard output is a terminal: tables get a rule and fit the window, pictures are the
    /// default format.
    public var outputIsTerminal: Bool
    /// Standard error is a terminal: progress lines are shown.
    public var errorIsTerminal: Bool
    /// Colour on (see `TerminalSupport.usesColor(environment:isTerminal:)`).
    public var usesColor: Bool
    public var charset: TextCharset
    /// The window's width in columns: `COLUMNS`, else the terminal's, else 100.
    public var width: Int
    /// Options for box-character pictures on this terminal.
    public var pictureOptions: TerminalRenderer.Options

    public init(
        outputIsTerminal: Bool, errorIsTerminal: Bool = false, usesColor: Bool = false, charset: TextCharset = .unicode,
        width: Int = 100, pictureOptions: TerminalRenderer.Options = .init()
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.usesColor = usesColor
        self.charset = charset
        self.width = width
        self.pictureOptions = pictureOptions
    }

    /// Plain output, as into a pipe: no colour, Unicode, 100 columns.
    public static let plain = Terminal(outputIsTerminal: false)

    /// The process's own terminal, from its environment and file descriptors.
    public static func current() -> Terminal {
        let environment = ProcessInfo.processInfo.environment
        let isTerminal = isatty(STDOUT_FILENO) != 0
        return Terminal(
            outputIsTerminal: isTerminal, errorIsTerminal: isatty(STDERR_FILENO) != 0,
            usesColor: TerminalSupport.usesColor(environment: environment, isTerminal: isTerminal),
            charset: TerminalSupport.charset(environment: environment),
            width: TerminalSupport.width(environment: environment) ?? windowWidth() ?? 100,
            pictureOptions: TerminalSupport.options(environment: environment))
    }

    /// The terminal's own width, when standard output is one that answers.
    private static func windowWidth() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// `text` in a colour when colour is on.
    public func paint(_ style: Style, _ text: String) -> String {
        usesColor ? "\u{1B}[\(style.code)m\(text)\u{1B}[0m" : text
    }

    /// The text colours sentences use.
    public enum Style: Sendable {
        case red, green, yellow, blue, dim, bold

        var code: String {
            switch self {
            case .red: "31"
            case .green: "32"
            case .yellow: "33"
            case .blue: "34"
            case .dim: "2"
            case .bold: "1"
            }
        }
    }
}
