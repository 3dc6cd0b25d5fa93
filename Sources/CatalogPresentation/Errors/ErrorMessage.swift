import CatalogService
import LayoutModel

/// Every error a command can end with, in the words users read: document errors as
/// `file:line:column: path: message` lines, then one `error:` line. Where the cure is a
/// command-line flag, the message names it; the service's own messages never do.
public enum ErrorMessage {
    /// The lines to print on standard error.
    public static func lines(for error: any Error) -> [String] {
        var lines: [String] = []
        if case ServiceError.invalidDocuments(let reports) = error {
            for report in reports { lines += report.formattedDiagnostics }
        }
        if case ServiceError.invalidDatasets(let reports) = error {
            for report in reports { lines += report.formattedDiagnostics }
        }
        if case ServiceError.swiftCodeErrors(let errors) = error {
            lines += errors.map(\.description)
        }
        lines.append("error: \(text(for: error))")
        // Names, paths and values from the command line or a file are part of most messages; a
        // newline, NUL or escape sequence among them must not end the line or forge another.
        return lines.map(escaped)
    }

    /// `text` with its control characters written as escapes (`\n`, `\0`, `\u{1B}`), for any
    /// message that echoes what a user typed or a file held. Backslashes are left alone, so
    /// text escaped once comes through a second time unchanged.
    public static func escaped(_ text: String) -> String {
        DiagnosticText.escaped(text)
    }

    /// The message alone, without the `error:` prefix.
    public static func text(for error: any Error) -> String {
        guard let error = error as? ServiceError else { return String(describing: error) }
        switch error {
        case .alreadyArchived:
            return "\(error); `catalog list --include-archived` shows it"
        case .expectedHeadNeedsOneDocument(let count):
            return "--expect-head applies to exactly one document, got \(count)"
        case .missingSnapshotSource:
            return "give a snapshot file (--file) or an operations script (--ops)"
        case .tooManyElementsToCompare(let limit):
            return "a geometric diff compares at most \(limit) elements per side; pass a smaller --items or --counts"
        case .malformedAnchor(let anchor):
            return "--anchor takes at least 12 hexadecimal digits of an event hash, got '\(anchor)'"
        case .malformedDate(let date):
            return "--since '\(date)': expected a date like 2026-03-01 or 2026-03-01T12:00:00Z"
        case .unknownDevice(let name, let known):
            return "unknown device '\(name)'; known: \(known.joined(separator: ", ")) (see `catalog devices`)"
        case .incompleteScreenSize:
            return "give --width and --height together, or --device"
        case .invalidScale(let scale):
            return "--scale must be a positive number, got \(NumberText.format(scale))"
        case .fileExists(let path):
            return "\(path): already exists with other content; pass --force to replace it"
        case .pathIsFolder(let path):
            return "\(path): is a folder; give a file path (or --all to export into a folder)"
        case .noCatalog(let path):
            return "no catalog at \(path) (run `catalog init --db \(path)` to create one)"
        case .backupExists(let path):
            return "\(path) already exists; pass --force to replace it"
        case .notACatalog(let path):
            return "\(path) is not a catalog (it holds other data, or nothing); give a catalog's path, or a new path to `catalog init`"
        case .releaseNotRunByDevice:
            return "\(error); pass one of those with --ios, or another --device (`catalog devices` lists each device's releases)"
        default:
            return error.description
        }
    }
}
