import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Tag: CatalogSubcommand {
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

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let reference = try RevisionReference(parsing: reference)
            let catalog = try options.open(.write, on: console)
            if delete {
                let tag = try catalog.deleteTag(reference.name, label: label, actor: author.name)
                try console.present(tag, as: output.format) { tag, console in
                    RevisionTagPrinter.writeDeleted(tag, layout: reference.name, on: console)
                }
            } else {
                let tag = try catalog.tag(reference, label: label, actor: author.name)
                try console.present(tag, as: output.format) { tag, console in RevisionTagPrinter.writeSet(tag, layout: reference.name, on: console) }
            }
        }
    }

    struct Tags: CatalogSubcommand {
        static let configuration = CommandConfiguration(commandName: "tags", abstract: "List a layout's tags.")

        @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
        var name: String

        @OptionGroup var output: FormatOption<ListFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let tags = try options.open(.read, on: console).tags(name)
            try console.present(tags, as: output.format) { tags, console in RevisionTagPrinter.write(tags, layout: name, on: console) }
        }
    }
}
