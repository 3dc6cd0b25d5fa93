import ArgumentParser
import CatalogService

struct RevertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revert",
        abstract: "Add a new revision whose content is an earlier revision's (history is never rewritten).")

    @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
    var name: String

    @Argument(help: ArgumentHelp("The revision to go back to: 3, ~1, a tag or sha:PREFIX.", valueName: "rev"))
    var revision: String

    @Option(name: [.short, .long], help: "A message (default: \"Revert to NAME@REV\").")
    var message: String?

    @OptionGroup var author: AuthorOptions
    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let selector = try RevisionReference(parsing: "\(name)@\(revision)").selector
            let result = try options.open().revert(name, to: selector, message: message, author: author.resolved)
            if result.status == .unchanged {
                Console.print("unchanged \(name)@\(result.revision): the head already has that content")
            } else {
                Console.print("reverted \(name)@\(result.revision)  sha:\(result.contentHash.prefix(12))")
            }
        }
    }
}
