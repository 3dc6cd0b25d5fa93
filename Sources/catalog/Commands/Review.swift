import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Review: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "review",
            abstract: "Review what a change does to every layout, on every device: a Markdown report for a pull request.",
            discussion: """
                BASE and HEAD are each a catalog file, a folder of definition files (as `export --all`
                writes them), or a git revision of such a folder in the current repository (REV:PATH,
                read with git, never checked out).
                e.g. catalog review origin/main:design/layouts design/layouts --rtl --out review
                     catalog review old.sqlite catalog.sqlite --devices iphone-se,ipad-11 --format json
                Exits 0 when clean, 1 on findings (see --fail-on), 2 when it could not run.
                """)

        static var reportsFindings: Bool { true }

        @Argument(help: ArgumentHelp("The layouts before the change.", valueName: "base"))
        var base: String

        @Argument(help: ArgumentHelp("The layouts after the change.", valueName: "head"))
        var head: String

        @Option(help: ArgumentHelp("Devices from `catalog devices` (default: iphone-se,iphone-15-pro-max,ipad-11).", valueName: "d,…"))
        var devices: String?

        @Flag(help: "Also lay every layout out right-to-left.")
        var rtl = false

        @Option(
            help: ArgumentHelp(
                "The iOS release every device runs, e.g. 17: it decides how frames are snapped to pixels (default: each device's newest).",
                valueName: "version"))
        var ios: String?

        @Option(help: ArgumentHelp("Also write an HTML page per changed layout, an index and the full report to this folder.", valueName: "dir"))
        var out: String?

        @Option(help: "markdown or json.")
        var format: ReviewFormat = .markdown

        @Option(
            name: .customLong("fail-on"),
            help: "Exit 1 when a layout is changed (added, removed or changed), only when one is removed, or never (none).")
        var failOn: ReviewFailPolicy = .changed

        @Option(name: .customLong("max-lines"), help: "Cut the Markdown report to this many lines, pointing to the full one (0: no limit).")
        var maxLines = 300

        func validate() throws {
            if maxLines < 0 { throw ValidationError(UsageError.negativeMaxLines(maxLines).description) }
            do {
                _ = try request()
            } catch {
                throw ValidationError(error.description)
            }
        }

        /// The request, or the first problem with the options as typed; the devices and the
        /// release are checked by the service.
        func request() throws(UsageError) -> ReviewRequest {
            var request = ReviewRequest(rightToLeft: rtl)
            if let ios { request.iOS = try ArgumentText.release(ios) }
            if let devices { request.devices = ArgumentText.names(devices) }
            do {
                _ = try request.checkedDevices()
            } catch {
                throw .badValue(error)
            }
            return request
        }

        func run(on console: Console) throws {
            let request = try request()
            let progress = ProgressLine("Reviewing layouts", terminal: console.terminal)
            let review = try CatalogService.Review.compare(
                base: ReviewSource.locate(base), head: ReviewSource.locate(head), request: request, progress: progress.update)
            progress.finish()
            var fullReport: String?
            if let out {
                try ReviewSite.write(review, to: out, renderer: ReviewPageRenderer())
                fullReport = ReviewSite.reportLocation(in: out)
                ExportReportPrinter.noteWrote(ReviewSite.indexLocation(in: out), on: console)
            }
            ReviewPrinter.write(review, as: format, maxLines: maxLines, fullReport: fullReport, on: console)
            if review.hasFindings(failingOn: failOn) { throw FindingsReported() }
        }
    }
}
