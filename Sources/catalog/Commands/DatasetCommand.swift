import ArgumentParser
import CatalogService
import LayoutModel

struct DatasetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dataset",
        abstract: "Sample data (TopApp models in sections) for resolving and drawing layouts.",
        subcommands: [DatasetAddCommand.self, DatasetListCommand.self, DatasetShowCommand.self],
        defaultSubcommand: DatasetListCommand.self)
}

struct DatasetAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Validate dataset files and store each as a new revision.")

    @Argument(help: ArgumentHelp("JSON or YAML dataset files, or folders of them.", valueName: "file"))
    var files: [String]

    @Option(name: [.short, .long], help: "A message describing the change.")
    var message: String?

    @OptionGroup var author: AuthorOptions
    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let documents = try SourceDocument.load(files)
            for added in try options.open().addDatasets(documents, author: author.resolved, message: message) {
                let verb = added.status == .unchanged ? "unchanged" : added.status == .created ? "added" : "revised"
                Console.print("\(verb) dataset \(added.name)@\(added.revision)  sha:\(added.contentHash.prefix(12))  (\(added.file))")
            }
        }
    }
}

struct DatasetListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the datasets.")

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let datasets = try options.open().datasets()
            if json {
                try JSONOutput.print(datasets.map {
                    DatasetJSON(name: $0.name, title: $0.title, sections: $0.sections, items: $0.items, head: $0.headRevision,
                                lastAuthor: $0.lastAuthor, lastChanged: $0.lastChanged)
                })
                return
            }
            let rows = datasets.map { [$0.name, $0.title ?? "", String($0.sections), String($0.items), "@\($0.headRevision)", $0.lastAuthor, String($0.lastChanged.prefix(16))] }
            Console.print(datasets.isEmpty ? "No datasets." : TableOutput.render(
                [.init("NAME"), .init("TITLE", maxWidth: 40), .init("SECTIONS", alignment: .right), .init("ITEMS", alignment: .right),
                 .init("HEAD"), .init("AUTHOR"), .init("CHANGED")], rows))
        }
    }
}

struct DatasetShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print a stored dataset (NAME or NAME@N).")

    @Argument(help: ArgumentHelp("The dataset and revision.", valueName: "ref"))
    var reference: String

    @Flag(help: "Print the canonical JSON instead of a summary.")
    var json = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let stored = try options.open().dataset(RevisionReference(parsing: reference))
            if json {
                Console.print(stored.dataset.canonicalJSON.prettyText)
                return
            }
            Console.print("\(stored.name)@\(stored.number) sha:\(stored.contentHash.prefix(12)) by \(stored.author), \(stored.createdAt)")
            if let title = stored.dataset.title { Console.print(title) }
            for section in stored.dataset.sections {
                Console.print("")
                Console.print(ANSI.bold("§ \(section.id)") + (section.title.map { "  \($0)" } ?? "") + "  (\(section.items.count) items)")
                let rows = section.items.map { [$0.id, $0.title ?? "", $0.subtitle ?? "", $0.imageNamed ?? ""] }
                Console.print(TableOutput.render([.init("ID"), .init("TITLE", maxWidth: 30), .init("SUBTITLE", maxWidth: 30), .init("IMAGE", maxWidth: 30)], rows))
            }
        }
    }
}

private struct DatasetJSON: Encodable {
    var name: String
    var title: String?
    var sections: Int
    var items: Int
    var head: Int
    var lastAuthor: String
    var lastChanged: String
}
