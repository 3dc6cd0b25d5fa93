import CatalogService
import LayoutModel

/// Every error a command can end with, in the words users read: document errors as
/// `file:line:column: path: message` lines, then one `error:` line. Where the cure is a
/// command-line flag, the message names it; the service's own messages never do.
public enum ErrorMessage {
    /// The lines to print on standard error.
    /// - Parameter catalog: where the catalog the command opened came from, named under an error
    ///   that something is not in it.
    /// - Parameter command: the subcommand that failed (`export`), for cures only it offers.
    public static func lines(
        for error: any Error, catalog: (location: CatalogLocation, origin: OpenedCatalog.Origin)? = nil, command: String? = nil
    ) -> [String] {
        // Each file that cannot be read is an error of its own, on its own line.
        if case ServiceError.unreadableFiles(let errors) = error {
            return errors.flatMap { Self.lines(for: $0, catalog: catalog, command: command) }
        }
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
        lines.append("error: \(text(for: error, command: command))")
        if let catalog, isLookUp(error) { lines.append(CatalogLocationPrinter.lookedInNote(catalog.location, catalog.origin)) }
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

    /// The message alone, without the `error:` prefix: the service's wording with the values
    /// named by their options, then what the command line offers as a cure.
    /// - Parameter command: the subcommand that failed (`export`), for cures only it offers.
    public static func text(for error: any Error, command: String? = nil) -> String {
        guard let error = error as? ServiceError else { return String(describing: error) }
        return error.message(naming: .commandLine) + cure(for: error, command: command)
    }

    /// The flag or command that cures `error`, with its leading punctuation; empty when the
    /// message says all there is.
    private static func cure(for error: ServiceError, command: String?) -> String {
        switch error {
        case .alreadyArchived:
            return "; `catalog list --include-archived` shows it"
        case .unknownDevice(let name, let known):
            return deviceSuggestion(name, known: known) + " (`catalog devices` lists all \(known.count))"
        case .fileExists, .backupExists:
            return "; pass --force to replace it"
        case .pathIsFolder:
            return command == "export" ? " (or --all to export into a folder)" : ""
        case .noCatalog(let location, _):
            if case .pointer = location.source { return " (`catalog init` creates it)" }
            return " (`catalog init --db \(location.path)` creates one there)"
        case .noCatalogFound:
            return "; pass --db PATH or set $\(CatalogLocation.environmentVariable), or create one here with `catalog init`"
        case .notACatalog:
            return "; give a catalog's path, or a new path to `catalog init`"
        case .releaseNotRunByDevice:
            return "; pass one of those with --ios, or another --device (`catalog devices` lists each device's releases)"
        default:
            return ""
        }
    }

    /// `; did you mean 'iphone-15'?` for a typo of a known device; for an environment no typo
    /// away from one, a known device's other environments (`iphone-15-sideways` →
    /// `; iphone-15 has 'iphone-15', 'iphone-15-landscape'`).
    static func deviceSuggestion(_ name: String, known: [String]) -> String {
        if let closest = CommandSuggestion.closest(to: name, among: known) { return "; did you mean '\(closest)'?" }
        guard let device = known.filter({ name.hasPrefix($0 + "-") }).max(by: { $0.count < $1.count }) else { return "" }
        // A device's environments extend its id by orientation and window (DeviceEnvironment.id).
        let environments = known.filter { id in
            id == device || ["landscape", "split-", "slide-over"].contains { id.hasPrefix(device + "-" + $0) }
        }
        return "; \(device) has \(environments.map { "'\($0)'" }.joined(separator: ", "))"
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
