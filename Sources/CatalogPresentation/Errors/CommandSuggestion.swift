import LayoutModel

/// "Did you mean" for a mistyped subcommand or a retired flag.
public enum CommandSuggestion {
    /// `'lsit' is not a catalog command; did you mean 'list'?`
    /// - Parameters:
    ///   - word: what was typed.
    ///   - command: the command whose subcommands were expected (`catalog`, `catalog snapshot`).
    ///   - names: its subcommands' names.
    public static func unknownSubcommand(_ word: String, of command: String, among names: [String]) -> String {
        let suggestion = closest(to: word, among: names)
        return "'\(word)' is not a \(command) command"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "; see '\(command) --help'")
    }

    /// The one name that `word` starts or is a typo of.
    public static func closest(to word: String, among names: [String]) -> String? {
        let extending = names.filter { $0.hasPrefix(word.lowercased()) }
        if extending.count == 1 { return extending[0] }
        return Suggestion.closest(to: word, among: names)
    }

    /// What replaced a flag this tool used to take, when `arguments` use one.
    public static func retiredFlag(in arguments: [String]) -> String? {
        if arguments.contains("--json") { return "--json is now --format json" }
        return nil
    }
}
