#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal the CLI prints to can show: colour, Unicode, width. The decisions are pure
/// functions of the environment (and whether output is a terminal), so they can be tested.
public enum TerminalSupport {
    /// Whether to colour output.
    ///
    /// Follows the conventions users set once for all their tools: `NO_COLOR` (any non-empty
    /// value, https://no-color.org) turns colour off; `CLICOLOR_FORCE` (non-empty, not `0`)
    /// turns it on even into a pipe; otherwise colour only on a terminal whose `TERM` is not
    /// `dumb`.
    public static func usesColor(environment: [String: String], isTerminal: Bool) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
        guard isTerminal else { return false }
        return environment["TERM"] != "dumb"
    }

    /// The charset to draw with: ASCII when the locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`)
    /// names a non-UTF-8 encoding, or `TERM` is `dumb`; Unicode otherwise, including when no
    /// locale is set at all, as in many containers whose terminals are UTF-8 nonetheless.
    public static func charset(environment: [String: String]) -> TextCharset {
        if environment["TERM"] == "dumb" { return .ascii }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return .unicode }
        let normalized = String(locale.lowercased().filter { $0 != "-" && $0 != "_" })
        return normalized.contains("utf8") ? .unicode : .ascii
    }

    /// The width in `COLUMNS`, when it holds a usable number.
    public static func width(environment: [String: String]) -> Int? {
        guard let text = environment["COLUMNS"], let columns = Int(text.trimmingSpaces), columns >= 4 else { return nil }
        return min(columns, TerminalRenderer.widthLimit)
    }

    /// The size to draw for: the window of the terminal `fileDescriptor` (1 = standard
    /// output) is, when it is one that answers; otherwise `COLUMNS` and `LINES`; otherwise
    /// 80 × 24 (``TerminalSize/fallback``). Each dimension falls back on its own.
    public static func size(environment: [String: String], fileDescriptor: Int32 = 1) -> TerminalSize {
        let window = windowSize(fileDescriptor: fileDescriptor)
        return TerminalSize(
            columns: window?.columns ?? width(environment: environment) ?? TerminalSize.fallback.columns,
            rows: window?.rows ?? height(environment: environment) ?? TerminalSize.fallback.rows)
    }

    /// The window size the terminal reports for `fileDescriptor` (`TIOCGWINSZ`); nil when it is
    /// not a terminal or reports zero.
    public static func windowSize(fileDescriptor: Int32 = 1) -> TerminalSize? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var size = winsize()
            guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
            return TerminalSize(columns: min(Int(size.ws_col), TerminalRenderer.widthLimit), rows: Int(size.ws_row))
        #else
            return nil
        #endif
    }

    /// The height in `LINES`, when it holds a usable number.
    public static func height(environment: [String: String]) -> Int? {
        guard let text = environment["LINES"], let lines = Int(text.trimmingSpaces), lines >= 1 else { return nil }
        return min(lines, 100_000)
    }

    /// True when `fileDescriptor` (1 = standard output) is a terminal.
    public static func isTerminal(fileDescriptor: Int32 = 1) -> Bool {
        isatty(fileDescriptor) != 0
    }

    /// Renderer options for printing to `fileDescriptor` in `environment`: colour and charset
    /// as decided above, and the drawing fitted to the terminal's ``size(environment:fileDescriptor:)``
    /// — or, with `fullLength`, as wide as the terminal and as long as the screen's proportions
    /// make it.
    public static func options(environment: [String: String], fileDescriptor: Int32 = 1, fullLength: Bool = false) -> TerminalRenderer.Options {
        let size = size(environment: environment, fileDescriptor: fileDescriptor)
        return TerminalRenderer.Options(
            width: size.columns,
            charset: charset(environment: environment),
            usesColor: usesColor(environment: environment, isTerminal: isTerminal(fileDescriptor: fileDescriptor)),
            height: fullLength ? nil : size.rows)
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
