import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Resolve: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "resolve",
            abstract: "Compute the frames UIKit would give a stored layout, and draw them.",
            discussion: """
                e.g. catalog resolve nested-groups --device iphone-se --format ascii
                     catalog resolve grid --items 10000000 --rect 0,3000000,393,852 --format json
                     catalog resolve grid --items 100000 --format ndjson | head -3
                """)

        @Argument(help: ArgumentHelp("The layout and revision.", valueName: "ref"))
        var reference: String

        @OptionGroup var screen: ScreenOptions

        @Option(help: "table, json, ndjson (one element per line), svg or ascii (default: ascii on a terminal, table otherwise).")
        var format: ResolveFormat?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Only elements intersecting x,y,w,h (layoutAttributesForElements(in:)).", valueName: "x,y,w,h"))
        var rect: String?

        @Option(
            parsing: .unconditional, help: ArgumentHelp("The scroll offset along the main axis: pinned items where they sit then.", valueName: "y"))
        var offset: Double?

        @Flag(
            name: .customLong("full-length"),
            help: "Draw the whole first screen at its natural height instead of fitting the terminal (80 × 24 without one).")
        var fullLength = false

        @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
        var out: String?

        @Flag(help: "Replace --out if it exists.")
        var force = false

        @OptionGroup var options: CatalogOptions

        func validate() throws {
            do {
                _ = try ElementSelection(rect: rect, scrollOffset: offset)
            } catch {
                throw ValidationError(error.description)
            }
        }

        func run(on console: Console) throws {
            let selection = try ElementSelection(rect: rect, scrollOffset: offset)
            let reference = try RevisionReference(parsing: reference)
            let resolution = try options.open(.read, on: console).resolve(reference, screen.request())
            let format = format ?? (console.terminal.outputIsTerminal && out == nil ? .ascii : .table)
            let target = OutputTarget.standardOutputOrFile(out, force: force)
            ResolutionPrinter.write(resolution, selection, as: format, terminal: console.terminal, fullLength: fullLength, to: target)
            if let written = try target.finish() { ExportReportPrinter.noteFile(written, on: console) }
        }
    }
}
