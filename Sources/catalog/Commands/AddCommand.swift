import ArgumentParser
import CatalogService
import Foundation

struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Validate definitions and store each as a new revision.",
        discussion: """
            All files are validated first; if any has an error, every error is reported and nothing \
            is written. A file whose content equals its layout's head revision adds nothing.
            """)

    @Argument(help: ArgumentHelp("YAML or JSON definition files, or folders of them.", valueName: "file"))
    var files: [String]

    @Option(name: [.short, .long], help: "A message describing the change.")
    var message: String?

    @OptionGroup var author: AuthorOptions

    @Option(name: .customLong("expect-head"), help: ArgumentHelp("Refuse unless the layout's head is this revision (0: must be new).", valueName: "n"))
    var expectHead: Int?

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let documents = try SourceDocument.load(files)
            let catalog = try options.open()
            let added = try catalog.add(documents, author: author.resolved, message: message, expectedHead: expectHead)
            if json {
                try JSONOutput.print(added.map(AddedJSON.init))
                return
            }
            for result in added {
                for warning in result.warnings { Console.error(warning) }
                let what: String
                switch result.status {
                case .created: what = "added \(result.name)@\(result.revision)"
                case .revised: what = "revised \(result.name)@\(result.revision)"
                case .unchanged: what = "unchanged \(result.name)@\(result.revision)"
                case .restored: what = "restored \(result.name)@\(result.revision)"
                }
                Console.print("\(what)  sha:\(result.contentHash.prefix(12))  (\(result.file))")
            }
        }
    }
}

private struct AddedJSON: Encodable {
    var file: String
    var name: String
    var status: String
    var revision: Int
    var contentHash: String
    var warnings: [String]

    init(_ added: AddedLayout) {
        file = added.file
        name = added.name
        status = added.status.rawValue
        revision = added.revision
        contentHash = added.contentHash
        warnings = added.warnings
    }
}
