import ArgumentParser
import CatalogService
import LayoutModel

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two revisions (of one layout or of two).",
        discussion: "A and B are revision references: NAME, NAME@3, NAME@~1, NAME@TAG, NAME@sha:PREFIX.")

    @Argument(help: ArgumentHelp("The old revision.", valueName: "a"))
    var from: String

    @Argument(help: ArgumentHelp("The new revision.", valueName: "b"))
    var to: String

    @Option(help: "text or json.")
    var format: DiffFormat = .text

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let diff = try options.open().diff(RevisionReference(parsing: from), RevisionReference(parsing: to))
            let a = "\(diff.from.name)@\(diff.from.number)", b = "\(diff.to.name)@\(diff.to.number)"
            switch format {
            case .json:
                try JSONOutput.print(StructuralDiffJSON(from: a, to: b, fromHash: diff.from.contentHash, toHash: diff.to.contentHash,
                                                        changes: diff.changes.map(ChangeJSON.init), summary: diff.summary))
            case .text:
                Console.print(ANSI.bold("\(a) → \(b)") + "  \(diff.changes.count) change\(diff.changes.count == 1 ? "" : "s")")
                for change in diff.changes {
                    switch change.kind {
                    case .changed(let old, let new):
                        Console.print(ANSI.yellow("~ \(change.path)") + ": " + ANSI.red(old.inlineText) + " → " + ANSI.green(new.inlineText))
                    case .added(let value):
                        Console.print(ANSI.green("+ \(change.path): \(value.inlineText)"))
                    case .removed(let value):
                        Console.print(ANSI.red("- \(change.path): \(value.inlineText)"))
                    }
                }
            }
        }
    }
}

enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

private struct StructuralDiffJSON: Encodable {
    var from: String
    var to: String
    var fromHash: String
    var toHash: String
    var changes: [ChangeJSON]
    var summary: String
}
