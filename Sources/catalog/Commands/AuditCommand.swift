import ArgumentParser
import CatalogService

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "The tamper-evident trail of every write.",
        subcommands: [AuditListCommand.self, AuditVerifyCommand.self],
        defaultSubcommand: AuditListCommand.self)
}

struct AuditListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List audit events, oldest first.")

    @Option(help: "Only events at or after this date (2026-03-01 or an ISO 8601 time).")
    var since: String?

    @Option(help: "Only events by this author.")
    var author: String?

    @Option(help: "Only events about this layout.")
    var layout: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let events = try options.open().auditEvents(since: since, author: author, layout: layout)
            if json {
                try JSONOutput.print(events.map {
                    EventJSON(id: $0.id, time: $0.occurredAt, actor: $0.actor, action: $0.action, subject: $0.subject,
                              details: $0.details, hash: $0.hash)
                })
                return
            }
            let rows = events.map { [String($0.id), $0.occurredAt, $0.actor, $0.action, $0.subject, String($0.hash.prefix(12))] }
            Console.print(events.isEmpty ? "No audit events match." : TableOutput.render(
                [.init("ID", alignment: .right), .init("TIME"), .init("ACTOR"), .init("ACTION"), .init("SUBJECT"), .init("HASH")], rows))
        }
    }
}

struct AuditVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Recompute revision hashes and the event chain; exit non-zero on any edited, deleted or reordered row.")

    @Option(help: ArgumentHelp("An event hash (or prefix) recorded earlier that must still be in the chain.", valueName: "hash"))
    var anchor: String?

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let result = try options.open().verifyAudit(anchor: anchor)
            for problem in result.problems { Console.error(ANSI.red("✗ ") + problem.description) }
            let head = result.headHash.map { " head \($0)" } ?? ""
            if result.isIntact {
                Console.print(ANSI.green("✓ ") + "audit trail intact: \(result.eventCount) events, \(result.revisionCount) revisions;\(head)")
            } else {
                Console.error("audit trail broken: \(result.problems.count) problem\(result.problems.count == 1 ? "" : "s")")
                throw ExitCode(1)
            }
        }
    }
}

private struct EventJSON: Encodable {
    var id: Int64
    var time: String
    var actor: String
    var action: String
    var subject: String
    var details: String
    var hash: String
}
