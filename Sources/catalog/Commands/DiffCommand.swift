import ArgumentParser
import CatalogService
import LayoutModel
import Rendering

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two revisions (of one layout or of two).",
        discussion: "A and B are revision references: NAME, NAME@3, NAME@~1, NAME@TAG, NAME@sha:PREFIX.")

    @Argument(help: ArgumentHelp("The old revision.", valueName: "a"))
    var from: String

    @Argument(help: ArgumentHelp("The new revision.", valueName: "b"))
    var to: String

    @Option(help: "text or json (and svg with --geometry).")
    var format: DiffFormat = .text

    @Flag(help: "Compare frames instead of definitions: resolve both on one screen with the same data.")
    var geometry = false

    @OptionGroup(title: "Geometry (with --geometry)") var screen: GeometryOptions

    @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var out: String?

    @Flag(help: "Replace --out if it exists.")
    var force = false

    @OptionGroup var options: CatalogOptions

    func validate() throws {
        if format == .svg && !geometry { throw ValidationError("--format svg needs --geometry") }
    }

    func run() throws {
        try reporting {
            if geometry {
                try runGeometry()
                return
            }
            let diff = try options.open().diff(RevisionReference(parsing: from), RevisionReference(parsing: to))
            let a = "\(diff.from.name)@\(diff.from.number)", b = "\(diff.to.name)@\(diff.to.number)"
            switch format {
            case .json:
                try JSONOutput.print(StructuralDiffJSON(from: a, to: b, fromHash: diff.from.contentHash, toHash: diff.to.contentHash,
                                                        changes: diff.changes.map(ChangeJSON.init), summary: diff.summary))
            case .text, .svg:
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

extension DiffCommand {
    func runGeometry() throws {
        let diff = try options.open().geometryDiff(RevisionReference(parsing: from), RevisionReference(parsing: to), screen.request)
        var output = OutputSink(path: out)
        switch format {
        case .svg:
            output.write(diff.svg)
        case .json:
            output.write(GeometryDiffJSON.render(diff))
        case .text:
            output.write(ANSI.bold("\(diff.from.revision.name)@\(diff.from.revision.number) → \(diff.to.revision.name)@\(diff.to.revision.number)")
                + " on \(diff.to.title.components(separatedBy: " · ").dropFirst().joined(separator: " · ")), data: \(diff.to.dataSource)\n")
            for change in diff.changes {
                let what = GeometryDiffJSON.label(change)
                switch change.kind {
                case .moved:
                    let d = change.offset.map { "dx \(GeometryDiffJSON.signed($0.dx)), dy \(GeometryDiffJSON.signed($0.dy))" } ?? ""
                    output.write(ANSI.blue("~ \(what) moved") + " \(d)\n")
                case .resized:
                    let g = change.growth.map { "dw \(GeometryDiffJSON.signed($0.dw)), dh \(GeometryDiffJSON.signed($0.dh))" } ?? ""
                    let o = change.offset.map { ($0.dx != 0 || $0.dy != 0) ? ", dx \(GeometryDiffJSON.signed($0.dx)), dy \(GeometryDiffJSON.signed($0.dy))" : "" } ?? ""
                    output.write(ANSI.yellow("~ \(what) resized") + " \(g)\(o)\n")
                case .appeared:
                    output.write(ANSI.green("+ \(what) appeared") + " at \(change.after.map(ResolutionOutput.frameText) ?? "")\n")
                case .disappeared:
                    output.write(ANSI.red("- \(what) disappeared") + " from \(change.before.map(ResolutionOutput.frameText) ?? "")\n")
                case .unchanged:
                    break
                }
            }
            output.write(diff.summary + "\n")
        }
        try output.finish(force: force)
    }
}

enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, svg
}

private struct StructuralDiffJSON: Encodable {
    var from: String
    var to: String
    var fromHash: String
    var toHash: String
    var changes: [ChangeJSON]
    var summary: String
}
