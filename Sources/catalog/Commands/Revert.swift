import ArgumentParser
import CatalogPresentation

extension CatalogCommand {
    struct Revert: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "revert",
            abstract: "Add a new revision whose content is an earlier revision's (history is never rewritten).",
            discussion: "catalog revert feed@1 (the older form, catalog revert feed 1, still works).")

        @Argument(help: ArgumentHelp("The revision to go back to: NAME@3, NAME@~1, NAME@TAG or NAME@sha:PREFIX.", valueName: "ref"))
        var reference: String

        @Argument(help: ArgumentHelp("The revision, when REF is only the layout's name (older form).", visibility: .hidden))
        var revision: String?

        @Option(name: [.short, .long], help: "A message (default: \"Revert to NAME@REV\").")
        var message: String?

        @OptionGroup var author: AuthorOptions

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func validate() throws {
            do {
                _ = try ArgumentText.revision(reference, revision)
            } catch let error as UsageError {
                throw ValidationError(error.description)
            } catch {
                // A malformed reference is reported by run(), in the service's words.
            }
        }

        func run(on console: Console) throws {
            let target = try ArgumentText.revision(reference, revision)
            let result = try options.open(.write, on: console).revert(target.name, to: target.selector, message: message, author: author.name)
            try console.present(result, as: output.format, text: AddedLayoutPrinter.writeRevert)
        }
    }
}
