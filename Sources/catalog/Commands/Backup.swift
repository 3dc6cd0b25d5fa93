import ArgumentParser
import CatalogPresentation

extension CatalogCommand {
    struct Backup: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "backup",
            abstract: "Copy the catalog into a new file with SQLite's online backup (safe while others write).",
            discussion: "The copy is one consistent moment of the catalog, checked before it gets its name: FILE is the whole catalog or untouched.")

        @Option(help: ArgumentHelp("The backup file.", valueName: "file"))
        var out: String

        @Flag(help: "Replace FILE when it exists (atomically, once the new copy is complete).")
        var force = false

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let progress = ProgressLine("backing up: pages", terminal: console.terminal)
            let result = try options.open(.existing, on: console).backup(to: out, replacing: force) { copied, total in progress.update(copied, total)
            }
            progress.finish()
            try console.present(result, as: output.format, text: BackupPrinter.write)
        }
    }
}
