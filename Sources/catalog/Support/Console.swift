import Foundation
import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// Where output goes, and whether it is a terminal (for tables, colour and progress).
enum Console {
    static var isTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// Colour only on a terminal, never with `NO_COLOR` or `TERM=dumb`.
    static var usesColor: Bool {
        TerminalSupport.usesColor(environment: ProcessInfo.processInfo.environment, isTerminal: isTerminal)
    }

    /// The terminal's width in columns, or 100 when it cannot be asked.
    static var terminalWidth: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 100
    }

    static func print(_ text: String, terminator: String = "\n") {
        Swift.print(text, terminator: terminator)
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
