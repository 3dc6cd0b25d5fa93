import ArgumentParser
import CatalogPresentation

/// Better words than "Unexpected argument" for the two commonest slips: a mistyped subcommand
/// and a flag this tool no longer takes.
enum UsageHint {
    /// A message when `arguments` name an unknown subcommand or a retired flag; nil otherwise
    /// (ArgumentParser's own message is then the right one).
    static func message(for arguments: [String], root: any ParsableCommand.Type) -> String? {
        if let retired = CommandSuggestion.retiredFlag(in: arguments) { return retired }
        var command = root
        var path = [root.configuration.commandName ?? "catalog"]
        for argument in arguments {
            // Options, and ArgumentParser's own `help` subcommand, are its business.
            if argument.hasPrefix("-") || argument == "help" { return nil }
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { return nil }
            let names = subcommands.map { $0.configuration.commandName ?? "" }
            guard
                let index = subcommands.indices.first(where: {
                    names[$0] == argument || subcommands[$0].configuration.aliases.contains(argument)
                })
            else {
                return CommandSuggestion.unknownSubcommand(argument, of: path.joined(separator: " "), among: names)
            }
            command = subcommands[index]
            path.append(names[index])
        }
        return nil
    }
}
