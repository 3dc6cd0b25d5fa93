import CatalogService
import LayoutModel

/// Every error a command can end with, in the words users read: document errors as
/// `file:line:column: path: message` lines, then one `error:` line. Where the cure is a
/// command-line flag, the message names it; the service's own messages never do.
public enum ErrorMessage {
    /// The lines to print on standard error.
    /// - Parameter catalog: where the catalog the command opened came from, named under an error
    ///   that something is not in it.
    public static func lines(for error: any Error, catalog: (location: CatalogLocation, origin: OpenedCatalog.Origin)? = nil) -> [String] {
        var lines: [String] = []
        if case ServiceError.invalidDocuments(let reports) = error {
            for report in reports { lines += report.formattedDiagnostics }
        }
        if case ServiceError.invalidDatasets(let reports) = error {
            for report in reports { lines += report.formattedDiagnostics }
        }
        if case ServiceError.swiftCodeErrors(let errors) = error {
            // Errors about the run itself (a path that does not exist) are the whole story; a
            // count of "errors in the Swift code" would point at code that was never read.
            if errors.allSatisfy({ $0.location == nil }) { return errors.map { escaped($0.description) } }
            lines += errors.map(\.description)
        }
        lines.append("error: \(text(for: error))")
        if let catalog, isLookUp(error) { lines.append(CatalogLocationView.lookedInNote(catalog.location, catalog.origin)) }
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
            return unknownDevice(name, known: known)
        case .incompleteScreenSize:
            return "give --width and --height together, or --device"
        case .invalidScale(let scale):
            return "--scale must be a positive number, got \(NumberText.format(scale))"
        case .fileExists(let path):
            return "\(path): already exists with other content; pass --force to replace it"
        case .pathIsFolder(let path):
            return "\(path): is a folder; give a file path (or --all to export into a folder)"
        case .noCatalog(let location, let nearest):
            let named: String
            let cure: String
            switch location.source {
            case .pointer(let file):
                named = ", which \(file) names"
                cure = "`catalog init` creates it"
            case .environment:
                named = ", which $CATALOG_DB names"
                cure = "`catalog init --db \(location.path)` creates one there"
            case .option, .found, .none:
                named = ""
                cure = "`catalog init --db \(location.path)` creates one there"
            }
            return "no catalog at \(location.path)\(named)" + (nearest.map { "; did you mean \($0)? (\(cure))" } ?? " (\(cure))")
        case .noCatalogFound(let location):
            return "no catalog: \(CatalogLocationView.nothingFound(location)); pass --db PATH or set $CATALOG_DB, "
                + "or create one here with `catalog init`"
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

    /// `unknown device 'iphone15'; did you mean 'iphone-15'? (`catalog devices` lists all 30)`;
    /// for an environment no typo away from one, a known device's other environments
    /// (`iphone-15-sideways` → `iphone-15, iphone-15-landscape`).
    public static func unknownDevice(_ name: String, known: [String]) -> String {
        var suggestion = CommandSuggestion.closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
        if suggestion.isEmpty, let device = known.filter({ name.hasPrefix($0 + "-") }).max(by: { $0.count < $1.count }) {
            // A device's environments extend its id by orientation and window (DeviceEnvironment.id).
            let environments = known.filter { id in
                id == device || ["landscape", "split-", "slide-over"].contains { id.hasPrefix(device + "-" + $0) }
            }
            suggestion = "; \(device) has \(environments.map { "'\($0)'" }.joined(separator: ", "))"
        }
        return "unknown device '\(name)'\(suggestion) (`catalog devices` lists all \(known.count))"
    }

    /// Whether an error is about a value given on the command line that cannot be right
    /// whatever the catalog holds (a device that does not exist, a malformed reference or
    /// date): a usage error, status 64.
    public static func isBadValue(_ error: any Error) -> Bool {
        switch error as? ServiceError {
        case .unknownDevice, .incompleteScreenSize, .invalidScale, .malformedAnchor, .malformedDate, .malformedReference: true
        default: false
        }
    }

    /// Whether an error says something is not in the catalog (so the catalog is worth naming).
    static func isLookUp(_ error: any Error) -> Bool {
        switch error as? ServiceError {
        case .noSuchLayout, .noSuchRevision, .noSuchDataset, .noSuchHistory: true
        default: false
        }
    }
}
