import ArgumentParser
import CatalogPresentation

/// A `catalog` subcommand: it runs on a console and throws; the root reports every error.
protocol CatalogSubcommand: ParsableCommand {
    /// True for commands that report findings (`validate`, `audit verify`, `diff`,
    /// `snapshot diff`): they exit 1 on findings and 2 when they could not run.
    static var reportsFindings: Bool { get }

    func run(on console: Console) throws
}

extension CatalogSubcommand {
    static var reportsFindings: Bool { false }

    func run() throws {
        let console = Console()
        defer { console.flush() }
        try run(on: console)
    }
}
