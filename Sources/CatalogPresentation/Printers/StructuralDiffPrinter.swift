import CatalogService
import LayoutModel

/// `catalog diff A B`: a heading and one line per change (`~` changed, `+` added, `-` removed).
public enum StructuralDiffPrinter {
    /// Lines, or JSON (`from`, `to`, their hashes and every change); there is no picture of a
    /// structural diff.
    public static func write(_ diff: StructuralDiff, as format: DiffFormat, terminal: Terminal, to target: OutputTarget) throws {
        let console = Console(terminal: target.isFile ? .plain : terminal, output: target)
        defer { console.flush() }
        switch format {
        case .json: try console.json(diff)
        case .text, .svg: write(diff, on: console)
        }
    }

    public static func write(_ diff: StructuralDiff, on console: Console) {
        let heading = "\(diff.from.name)@\(diff.from.number) → \(diff.to.name)@\(diff.to.number)"
        if diff.isTextOnly {
            console.print(console.paint(.bold, heading) + "  " + LogEntryPrinter.textOnly)
            return
        }
        console.print(console.paint(.bold, heading) + "  \(count(diff.changes.count, "change"))")
        for change in diff.changes { console.print(line(change, on: console)) }
    }

    /// One change on one line: `~ path: old → new`, `+ path: value`, `- path: value`.
    public static func line(_ change: DefinitionChange, on console: Console) -> String {
        switch change.kind {
        case .changed(let old, let new):
            console.paint(.yellow, "~ \(change.path)") + ": " + console.paint(.red, DiagnosticText.shown(old.inlineText(at: change.path))) + " → "
                + console.paint(.green, DiagnosticText.shown(new.inlineText(at: change.path)))
        case .added(let value):
            console.paint(.green, "+ \(change.path): \(DiagnosticText.shown(value.inlineText(at: change.path)))")
        case .removed(let value):
            console.paint(.red, "- \(change.path): \(DiagnosticText.shown(value.inlineText(at: change.path)))")
        }
    }
}
