import CatalogService
import LayoutModel

/// `catalog import-swift`: warnings and skips on standard error as `file:line:column:` lines,
/// then a table of the layouts found and a line of counts; with `--report`, every construction
/// site and what became of it, and the recall.
///
/// ```
/// STATUS     LAYOUT         REV  SOURCE                   NOTE
/// added      feed           @1   Sources/Feed.swift:12
/// skipped    profile        -    Sources/Profile.swift:8  the item height comes from runtime data
/// 1 layout: 1 added; 1 skipped
/// ```
public enum SwiftImportPrinter {
    public static func write(_ result: SwiftImportResult, on console: Console) {
        writeDiagnostics(
            layouts: result.layouts.map { ($0.location, $0.warnings + $0.assumptions + namingNotes($0)) }, skipped: result.skipped,
            skippedFiles: result.skippedFiles, fileWarnings: result.fileWarnings, on: console)
        var rows: [(CodeLocation, [String])] = result.layouts.map { layout in
            var notes: [String] = []
            if layout.partial { notes.append("partial: \(count(layout.assumptions.count, "value")) assumed") }
            if layout.uncommittedChanges { notes.append("uncommitted changes") }
            if layout.qualification != nil { notes.append("name qualified") }
            if let chosen = layout.sectionsChosenBy {
                let kinds = "\(chosen.kinds.count) kind\(chosen.kinds.count == 1 ? "" : "s")\(chosen.hasDefault ? " and a default" : "")"
                notes.append("by kind: \(kinds) from \(DiagnosticText.shown(chosen.expression))")
            }
            if let first = layout.identicalTo.first {
                notes.append(
                    "identical to \(DiagnosticText.shown(first))" + (layout.identicalTo.count > 1 ? " and \(layout.identicalTo.count - 1) more" : ""))
            }
            return (
                layout.location,
                [
                    verb(layout.status, dryRun: result.dryRun), DiagnosticText.shown(layout.name), "@\(layout.revision)",
                    DiagnosticText.shown(layout.source),
                    notes.joined(separator: "; "),
                ]
            )
        }
        rows += result.skipped.map { skipped in
            (
                skipped.location,
                [
                    "skipped", DiagnosticText.shown(skipped.name), "-", DiagnosticText.shown("\(skipped.location.file):\(skipped.location.line)"),
                    skipped.reason.message,
                ]
            )
        }
        rows.sort { ($0.0.file, $0.0.line, $0.0.column) < ($1.0.file, $1.0.line, $1.0.column) }
        if rows.isEmpty {
            console.print("No compositional layout found.")
        } else {
            // The note column only when some row has a note.
            let hasNotes = rows.contains { !$0.1[4].isEmpty }
            var columns: [TextTable.Column] = [.init("STATUS"), .init("LAYOUT"), .init("REV"), .init("SOURCE")]
            if hasNotes { columns.append(.init("NOTE", maxWidth: 72)) }
            console.table(columns, rows.map(\.1))
            console.print(summary(result))
        }
        if let sites = result.sites, let recall = result.recall { writeSites(sites, recall: recall, on: console) }
    }

    /// Every construction site and its outcome, then the recall.
    ///
    /// ```
    /// SITE                    CALL                                 OUTCOME
    /// Sources/Feed.swift:6:9  UICollectionViewCompositionalLayout(section:)  imported as feed
    /// 3 construction sites in 2 files: 2 imported, 1 skipped (1 runtime-value)
    /// ```
    static func writeSites(_ sites: [ConstructionSiteOutcome], recall: CodeRecall, on console: Console) {
        if !sites.isEmpty {
            console.print("")
            let rows = sites.map { site -> [String] in
                // The file, the call's text, the names and the message all come from the code.
                let outcome =
                    site.isImported
                    ? "imported as " + site.layouts.map(DiagnosticText.shown).joined(separator: ", ")
                    : "skipped (\(site.reason ?? "-")): " + DiagnosticText.shown(site.message ?? "")
                return [DiagnosticText.shown(site.location.description), DiagnosticText.shown(site.call), outcome]
            }
            console.table([.init("SITE"), .init("CALL", maxWidth: 48), .init("OUTCOME", maxWidth: 96)], rows)
        }
        console.print(recallLine(recall))
    }

    /// `73 construction sites in 67 files: 67 imported, 6 skipped (2 runtime-value, 4 environment-value)`,
    /// and `; 1 file skipped (unreadable-file)` when files were left out.
    public static func recallLine(_ recall: CodeRecall) -> String {
        var text = "\(count(recall.found, "construction site")) in \(count(recall.files, "file")): \(recall.imported) imported"
        if recall.skippedCount > 0 {
            text += ", \(recall.skippedCount) skipped (" + recall.skipped.map { "\($0.count) \($0.reason)" }.joined(separator: ", ") + ")"
        }
        if recall.skippedFiles > 0 { text += "; \(count(recall.skippedFiles, "file")) skipped (unreadable-file)" }
        return text
    }

    /// Why a layout's name is qualified, and the layouts it equals, as notes at its place.
    static func namingNotes(_ layout: SwiftImportResult.Layout) -> [CodeDiagnostic] {
        var notes: [CodeDiagnostic] = []
        if let qualification = layout.qualification {
            notes.append(
                CodeDiagnostic(severity: .note, location: layout.location, message: "named '\(DiagnosticText.shown(layout.name))': \(qualification)"))
        }
        if !layout.identicalTo.isEmpty {
            notes.append(
                CodeDiagnostic(
                    severity: .note, location: layout.location,
                    message: "'\(DiagnosticText.shown(layout.name))' is identical to "
                        + layout.identicalTo.map { "'\(DiagnosticText.shown($0))'" }.joined(separator: ", ")))
        }
        return notes
    }

    /// `3 layouts: 1 added, 1 revised, 1 unchanged; 1 skipped` (and, in a dry run, that
    /// nothing was written).
    public static func summary(_ result: SwiftImportResult) -> String {
        let statuses = result.layouts.map(\.status)
        var parts: [String] = []
        for status in [AddedLayout.Status.created, .revised, .restored, .unchanged] {
            let n = statuses.filter { $0 == status }.count
            if n > 0 { parts.append("\(n) \(verb(status, dryRun: result.dryRun))") }
        }
        var text = count(result.layouts.count, "layout") + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
        if !result.skipped.isEmpty { text += "; \(result.skipped.count) skipped" }
        if !result.skippedFiles.isEmpty { text += "; \(count(result.skippedFiles.count, "file")) not read" }
        if result.dryRun { text += " (dry run: nothing written)" }
        return text
    }

    /// Every warning, assumption and skip, in file order, as compilers print them.
    static func writeDiagnostics(
        layouts: [(CodeLocation, [CodeDiagnostic])], skipped: [SkippedCode], skippedFiles: [SkippedSourceFile],
        fileWarnings: [CodeDiagnostic], on console: Console
    ) {
        // Paths, names and messages echo the code and its file names: each line is escaped.
        for file in skippedFiles { console.error(DiagnosticText.escaped(file.description)) }
        for warning in fileWarnings { console.error(DiagnosticText.escaped(warning.description)) }
        var entries: [(CodeLocation, [String])] = layouts.map { ($0.0, $0.1.map(\.description)) }
        entries += skipped.map { skipped in
            (
                skipped.location,
                skipped.warnings.map(\.description)
                    + [
                        "\(skipped.reason.location ?? skipped.location): warning: skipped '\(DiagnosticText.excerpt(skipped.name))': \(skipped.reason.message)"
                    ]
            )
        }
        entries.sort { ($0.0.file, $0.0.line, $0.0.column) < ($1.0.file, $1.0.line, $1.0.column) }
        for (_, lines) in entries { for line in lines { console.error(DiagnosticText.escaped(line)) } }
    }

    static func verb(_ status: AddedLayout.Status, dryRun: Bool) -> String {
        switch (status, dryRun) {
        case (.created, false): "added"
        case (.created, true): "would add"
        case (.revised, false): "revised"
        case (.revised, true): "would revise"
        case (.restored, false): "restored"
        case (.restored, true): "would restore"
        case (.unchanged, _): "unchanged"
        }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
