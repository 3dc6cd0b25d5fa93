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

    /// True when `fileDescriptor` (1 = standard output) is a terminal.
    public static func isTerminal(fileDescriptor: Int32 = 1) -> Bool {
        isatty(fileDescriptor) != 0
    }

    /// Renderer options for printing to `fileDescriptor` in `environment`: colour, charset and
    /// width (default 80) as decided above.
    public static func options(environment: [String: String], fileDescriptor: Int32 = 1) -> TerminalRenderer.Options {
        TerminalRenderer.Options(
            width: width(environment: environment) ?? 80,
            charset: charset(environment: environment),
            usesColor: usesColor(environment: environment, isTerminal: isTerminal(fileDescriptor: fileDescriptor)))
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
