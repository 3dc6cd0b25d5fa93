import ArgumentParser
import CatalogPresentation

extension CatalogCommand {
    struct Audit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "audit",
            abstract: "The tamper-evident trail of every write.",
            subcommands: [List.self, Verify.self],
            defaultSubcommand: List.self)
    }
}

extension CatalogCommand.Audit {
    struct List: CatalogSubcommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List audit events, oldest first.")

        @Option(help: "Only events at or after this date (2026-03-01 or an ISO 8601 time).")
        var since: String?

        @Option(help: "Only events by this author.")
        var author: String?

        @Option(help: "Only events about this layout.")
        var layout: String?

        @OptionGroup var output: FormatOption<ListFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let events = try options.open(.read, on: console).auditEvents(since: since, author: author, layout: layout)
            try console.present(events, as: output.format, table: AuditEventPrinter.write)
        }
    }

    struct Verify: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Recompute revision hashes and the event chain.",
            discussion: "Exits 0 when the trail is intact, 1 when a row was edited, deleted or reordered, 2 when it cannot be checked.")

        static var reportsFindings: Bool { true }

        @Option(help: ArgumentHelp("An event hash (or prefix) recorded earlier that must still be in the chain.", valueName: "hash"))
        var anchor: String?

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let result = try options.open(.existing, on: console).verifyAudit(anchor: anchor)
            try console.present(result, as: output.format, text: AuditVerificationPrinter.write)
            if !result.isIntact { throw FindingsReported() }
        }
    }
}
