import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Bundle: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bundle",
            abstract: "Move whole histories between catalogs.",
            subcommands: [Export.self, Import.self])
    }
}

extension CatalogCommand.Bundle {
    struct Export: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write one file with full histories: revisions (authors, dates, messages, hashes), tags, datasets and audit events.")

        @Argument(help: ArgumentHelp("Layouts to include (default: all).", valueName: "name"))
        var names: [String] = []

        @Option(help: ArgumentHelp("The bundle file to write.", valueName: "file"))
        var out: String

        @Flag(help: "Replace an existing file.")
        var force = false

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let exported = try options.open(.existing, on: console).exportBundle(layouts: names, to: out, force: force)
            try console.present(exported, as: output.format, text: BundlePrinter.writeExported)
        }
    }

    struct Import: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Import a bundle in one transaction: fast-forward, merge diverged histories, never lose a revision.")

        @Argument(help: ArgumentHelp("The bundle file.", valueName: "file"))
        var file: String

        @OptionGroup var author: AuthorOptions

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let bundle = try CatalogBundle.read(at: file)
            let report = try options.open(.write, on: console).importBundle(bundle, from: file, actor: author.name)
            try console.present(report, as: output.format) { report, console in BundlePrinter.writeImported(report, from: file, on: console) }
        }
    }
}
