import ArgumentParser
import CatalogService

struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Archive a layout: hidden from list, history kept (adding it again restores it).")

    @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
    var name: String

    @OptionGroup var author: AuthorOptions

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            try options.open().remove(name, actor: author.resolved)
            Console.print("removed \(name) (archived; `catalog list --include-archived` shows it)")
        }
    }
}
