import ArgumentParser
import CatalogService
import Foundation

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the layouts in the catalog.")

    @Option(help: "Only layouts whose definition carries this tag.")
    var tag: String?

    @Option(help: "Only layouts whose name, title, summary or tags contain this text.")
    var search: String?

    @Flag(name: .customLong("include-archived"), help: "Also list removed (archived) layouts.")
    var includeArchived = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let layouts = try options.open().list(tag: tag, search: search, includeArchived: includeArchived)
            if json {
                try JSONOutput.print(layouts.map(LayoutJSON.init))
                return
            }
            guard !layouts.isEmpty else {
                Console.print(tag == nil && search == nil ? "The catalog is empty." : "No layout matches.")
                return
            }
            let rows = layouts.map { layout in
                let name = layout.isArchived ? "\(layout.name) (removed)" : layout.name
                return [
                    name, layout.title ?? "", String(layout.revisionCount), "@\(layout.headRevision)", layout.lastAuthor,
                    String(layout.lastChanged.prefix(16)).replacingOccurrences(of: "T", with: " "),
                    layout.tags.joined(separator: ", "),
                ]
            }
            Console.print(TableOutput.render(
                [.init("NAME"), .init("TITLE", maxWidth: 40), .init("REVS", alignment: .right), .init("HEAD"), .init("AUTHOR", maxWidth: 24),
                 .init("CHANGED"), .init("TAGS")], rows))
        }
    }
}

private struct LayoutJSON: Encodable {
    var name: String
    var title: String?
    var summary: String?
    var tags: [String]
    var revisions: Int
    var head: Int
    var contentHash: String
    var lastAuthor: String
    var lastChanged: String
    var archived: Bool

    init(_ s: LayoutSummary) {
        name = s.name
        title = s.title
        summary = s.summary
        tags = s.tags
        revisions = s.revisionCount
        head = s.headRevision
        contentHash = s.headHash
        lastAuthor = s.lastAuthor
        lastChanged = s.lastChanged
        archived = s.isArchived
    }
}
