import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parts of `catalog --help` that ArgumentParser would lay out badly on its own.
///
/// ArgumentParser wraps a command's discussion line by line to the window's width with no
/// hanging indent, so a table row longer than the window continues at column 0. The
/// exit-status table is therefore wrapped here, to the width ArgumentParser uses, with each
/// row's continuation under its meaning.
public enum HelpText {
    /// The exit statuses and what each means (the same table docs/commands.md shows).
    static let exitStatuses: [(status: String, meaning: String)] = [
        ("0", "success; for validate, audit verify, doctor, diff, snapshot diff, compare, check, review, verify-pack and keys list: nothing found"),
        (
            "1",
            "the command failed; for those ten: findings (errors, a broken trail, damage, differences, disagreements, drift, changed layouts, a bad pack, a file that is not a key)"
        ),
        ("2", "those ten could not run (a missing file or layout)"),
        ("64", "usage error: an unknown command or option, or a bad value"),
    ]

    /// The `Exit status:` table for a window `width` columns wide.
    public static func exitStatusTable(width: Int) -> String {
        // ArgumentParser breaks a line that fills the window exactly, so stay one column short;
        // below 40 columns nothing reads well, and a wider table is left to wrap as it will.
        let limit = max(width, 40) - 1
        let indent = String(repeating: " ", count: 6)
        var lines = ["Exit status:"]
        for (status, meaning) in exitStatuses {
            var line = "  " + status.padding(toLength: 4, withPad: " ", startingAt: 0)
            var lineHasWord = false
            for word in meaning.split(separator: " ") {
                if lineHasWord, line.count + 1 + word.count > limit {
                    lines.append(line)
                    line = indent
                    lineHasWord = false
                }
                line += (lineHasWord ? " " : "") + word
                lineHasWord = true
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The width ArgumentParser wraps help to: `COLUMNS` when it is a number, else the width
    /// of the terminal standard output is, else 80.
    public static func helpWidth(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
