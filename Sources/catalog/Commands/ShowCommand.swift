import ArgumentParser
import CatalogService
import LayoutModel

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a stored definition.",
        discussion: "REF is NAME (head), NAME@3, NAME@~1 (one before head), NAME@TAG or NAME@sha:PREFIX.")

    @Argument(help: ArgumentHelp("The layout and revision.", valueName: "ref"))
    var reference: String

    @Option(help: "yaml (reviewable) or json (canonical, pretty-printed).")
    var format: DefinitionFormat = .yaml

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let revision = try options.open().revision(RevisionReference(parsing: reference))
            switch format {
            case .yaml:
                Console.print("# \(revision.name)@\(revision.number) sha:\(revision.contentHash.prefix(12)) by \(revision.author), \(revision.createdAt)")
                Console.print(revision.definition.yamlText, terminator: "")
            case .json:
                Console.print(revision.definition.canonicalJSON.prettyText)
            }
        }
    }
}

enum DefinitionFormat: String, ExpressibleByArgument, CaseIterable {
    case yaml, json
}
