import ArgumentParser
import CatalogService

struct TagCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag",
        abstract: "Label a revision (catalog tag NAME@REV LABEL), or remove a label (catalog tag --delete NAME LABEL).")

    @Argument(help: ArgumentHelp("NAME@REV to label, or NAME with --delete.", valueName: "ref"))
    var reference: String

    @Argument(help: ArgumentHelp("The label.", valueName: "label"))
    var label: String

    @Flag(help: "Remove the label instead.")
    var delete = false

    @OptionGroup var author: AuthorOptions
    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let catalog = try options.open()
            if delete {
                try catalog.deleteTag(reference, label: label, actor: author.resolved)
                Console.print("deleted tag \(label) from \(reference)")
            } else {
                let ref = try RevisionReference(parsing: reference)
                let tag = try catalog.tag(ref, label: label, actor: author.resolved)
                Console.print("tagged \(ref.name)@\(tag.revision) as \(label)")
            }
        }
    }
}

struct TagsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tags", abstract: "List a layout's tags.")

    @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
    var name: String

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let tags = try options.open().tags(name)
            if json {
                try JSONOutput.print(tags.map { TagJSON(label: $0.label, revision: $0.revision, contentHash: $0.contentHash, date: $0.createdAt) })
                return
            }
            if tags.isEmpty { Console.print("\(name) has no tags"); return }
            let rows = tags.map { [$0.label, "\(name)@\($0.revision)", String($0.contentHash.prefix(12)), $0.createdAt] }
            Console.print(TableOutput.render([.init("TAG"), .init("REVISION"), .init("HASH"), .init("DATE")], rows))
        }
    }
}

private struct TagJSON: Encodable {
    var label: String
    var revision: Int
    var contentHash: String
    var date: String
}
