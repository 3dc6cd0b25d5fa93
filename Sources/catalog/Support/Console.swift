import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where output goes, and whether it is a terminal (for tables, colour and progress).
enum Console {
    static var isTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// Colour only on a terminal, and never when `NO_COLOR` is set.
    static var usesColor: Bool {
        isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    static func print(_ text: String, terminator: String = "\n") {
        Swift.print(text, terminator: terminator)
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
