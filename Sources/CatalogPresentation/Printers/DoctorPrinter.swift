import CatalogService
import LayoutModel

/// `catalog doctor`: one line per check, the findings under it, and what to do about them.
/// Findings and advice go to standard error, the verdict to standard output.
public enum DoctorPrinter {
    public static func write(_ report: DoctorReport, on console: Console) {
        for result in report.checks {
            let mark = result.outcome == .ok ? console.paint(.green, "✓ ") : console.paint(.red, "✗ ")
            let line = mark + "\(title(result.check)): \(summary(result, in: report))"
            if result.outcome == .ok {
                console.print(line)
                continue
            }
            console.error(line)
            for finding in result.findings.prefix(shownFindings) {
                let row = [finding.table, finding.rowID.map(String.init)].compactMap { $0 }.joined(separator: " ")
                console.error("    " + (row.isEmpty ? "" : row + ": ") + ErrorMessage.escaped(finding.message))
            }
            if result.findings.count > shownFindings {
                console.error("    … and \(result.findings.count - shownFindings) more (--format json lists them all)")
            }
            // A check that could not run met the damage the integrity check names.
            console.error("    what to do: " + advice(result.outcome == .failed ? .integrity : result.check))
        }
        if report.isClean {
            console.print("catalog healthy: \(DiagnosticText.shown(report.path))")
        } else {
            console.error("catalog needs attention: \(count(report.findings.count, "finding")) in \(DiagnosticText.shown(report.path))")
        }
    }

    /// Findings listed per check on a terminal; JSON lists every one.
    static let shownFindings = 20

    static func title(_ check: DoctorReport.Check) -> String {
        switch check {
        case .integrity: "integrity"
        case .foreignKeys: "foreign keys"
        case .schema: "schema"
        case .audit: "audit trail"
        case .orphans: "orphans"
        }
    }

    static func summary(_ result: DoctorReport.CheckResult, in report: DoctorReport) -> String {
        switch result.outcome {
        case .failed: return "could not be checked"
        case .findings: return count(result.findings.count, "problem")
        case .ok: break
        }
        switch result.check {
        case .integrity: return "ok (SQLite integrity_check)"
        case .foreignKeys: return "ok"
        case .schema:
            let schema = report.schema
            if schema.pending.isEmpty { return "version \(schema.version), current" }
            return
                "version \(schema.version), older than \(schema.supportedVersion): the next write upgrades it (\(count(schema.pending.count, "migration")))"
        case .audit:
            let head = report.headHash.map { "; head \($0.prefix(16))" } ?? ""
            return "intact: \(count(report.eventCount, "event")), \(count(report.revisionCount, "revision")), every content hash matches\(head)"
        case .orphans: return "none"
        }
    }

    /// What a person should do about a check's findings.
    static func advice(_ check: DoctorReport.Check) -> String {
        switch check {
        case .integrity:
            "the file is damaged. Stop writing to it; restore your latest backup (`catalog backup --out FILE` makes one), "
                + "or salvage what SQLite can read with `sqlite3 CATALOG .recover | sqlite3 NEW` and run doctor on NEW"
        case .foreignKeys:
            "rows were changed outside catalog (catalog's writes keep the keys). Restore a backup made before the change, "
                + "or move the histories that read well into a new catalog with `catalog bundle export` and `bundle import`"
        case .schema:
            "a newer catalog has written this file: use that version of catalog with it"
        case .audit:
            "the rows disagree with the tamper-evident trail: someone edited the file by other means. `catalog audit verify` "
                + "lists each row; compare with a backup and restore it if the change was not yours"
        case .orphans:
            "these rows are harmless to reading but no command reaches them; they were left by edits outside catalog. "
                + "Restore a backup, or move the histories into a new catalog with `catalog bundle export` and `bundle import`"
        }
    }
}
