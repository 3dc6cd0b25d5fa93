import ArgumentParser
import CatalogService

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Show every revision of a layout with what changed.")

    @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
    var name: String

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let entries = try options.open().log(name)
            if json {
                try JSONOutput.print(entries.map { entry in
                    LogJSON(revision: entry.number, contentHash: entry.contentHash, author: entry.author, date: entry.createdAt,
                            message: entry.message, summary: entry.summary, tags: entry.tags,
                            changes: entry.changes.map(ChangeJSON.init))
                })
                return
            }
            for entry in entries.reversed() {
                let tags = entry.tags.isEmpty ? "" : " " + ANSI.yellow("(\(entry.tags.joined(separator: ", ")))")
                Console.print(ANSI.bold("\(name)@\(entry.number)") + " sha:\(entry.contentHash.prefix(12))\(tags)  \(entry.author)  \(entry.createdAt)")
                if !entry.message.isEmpty { Console.print("    \(entry.message)") }
                Console.print(ANSI.dim("    \(entry.summary)"))
            }
        }
    }
}

private struct LogJSON: Encodable {
    var revision: Int
    var contentHash: String
    var author: String
    var date: String
    var message: String
    var summary: String
    var tags: [String]
    var changes: [ChangeJSON]
}
