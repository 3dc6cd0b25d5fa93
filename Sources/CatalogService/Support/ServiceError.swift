import LayoutEngine
import LayoutModel

/// Why a catalog operation was refused. Every case says where and what; nothing was written
/// when one is thrown.
///
/// Each case is worded once, in ``message(naming:)``. The values a caller gave are named through
/// ``InputNames``: ``description`` names them in words and never names a command-line flag;
/// the command line passes its options' names and adds the cures only it can offer
/// (`ErrorMessage`).
public enum ServiceError: Error, Sendable, CustomStringConvertible {
    /// One or more documents have errors; nothing was written.
    case invalidDocuments([DocumentReport])
    case unreadableFile(String, reason: String)
    case noSuchLayout(String, suggestion: String?)
    case noSuchRevision(String, reason: String)
    case ambiguousReference(String, candidates: [String])
    case malformedReference(String, reason: String)
    case duplicateName(String, files: [String])
    case alreadyArchived(String)
    case headMoved(layout: String, expected: Int, actual: Int)
    case storedDefinitionUnreadable(String, reason: String)
    /// One or more dataset documents have errors; nothing was written.
    case invalidDatasets([DatasetReport])
    case noSuchDataset(String, suggestion: String?)
    /// An export path that would leave its target, go through a symlink or overwrite a file.
    case unsafePath(String, reason: String)
    case invalidBundle(String, reason: String)
    case cannotResolve(String, reason: String)
    case invalidSnapshot(String, reason: String)
    /// A snapshot file or operations script that cannot be read or applied, located in the file.
    case invalidSnapshotDocument(String, Diagnostic)
    case corruptSnapshot(String, reason: String)
    case noSuchHistory(String, suggestion: String?)
    /// An expected head was given for more than one document (it names one layout's head).
    case expectedHeadNeedsOneDocument(count: Int)
    /// A snapshot was to be recorded from neither a file nor operations.
    case missingSnapshotSource
    /// A geometric diff would match more elements than it holds in memory.
    case tooManyElementsToCompare(limit: Int)
    /// An audit anchor that is not 12 or more hexadecimal digits.
    case malformedAnchor(String)
    /// A date that is neither `2026-03-01` nor an ISO 8601 time.
    case malformedDate(String)
    case unknownDevice(String, known: [String])
    /// A screen given by size needs both a width and a height.
    case incompleteScreenSize
    case invalidScale(Double)
    /// A device recording (`compare`'s input) that cannot be read: the file, then where in it
    /// and what.
    case invalidRecording(String, reason: String)
    /// An export target that exists with other content (replacing it was not allowed).
    case fileExists(String)
    /// An export target that is a folder where a file was meant.
    case pathIsFolder(String)
    /// No catalog file where `--db`, `$CATALOG_DB` or a `.catalog` file says; `nearest` is an
    /// existing file beside it whose name is close to the one given (a typo).
    case noCatalog(CatalogLocation, nearest: String?)
    /// No catalog named or found, for a command that needs the file itself (it does not read
    /// the built-in presets, nor create one).
    case noCatalogFound(CatalogLocation)
    /// A `.catalog` file that does not name a catalog: the file, the line when known, and why.
    case malformedPointer(String, line: Int?, reason: String)
    /// A file that holds something other than a catalog.
    case notACatalog(String)
    /// Swift code that cannot be imported as a whole (two layouts with one name, an unreadable
    /// path); each diagnostic names its place. Nothing was written.
    case swiftCodeErrors([CodeDiagnostic])
    /// A backup target that exists (replacing it was not allowed).
    case backupExists(String)
    /// The catalog could not be opened or written because its disk is full.
    case diskFull(String, freeBytes: Int64)
    /// A device asked for on an iOS release it never ran (its name, the release, the releases
    /// it runs).
    case releaseNotRunByDevice(device: String, release: IOSVersion, runs: [IOSVersion])
    /// The Swift reader (`catalog-swift`) is not where `catalog` looks for it (the path).
    case swiftReaderMissing(String)
    /// The Swift reader at a path stopped without a report it could give (why).
    case swiftReaderFailed(String, reason: String)
    /// Several files that cannot be read, each with its own error (one alone is thrown as it is).
    case unreadableFiles([ServiceError])
    /// Paths that hold no layout or dataset document to import.
    case nothingToImport([String])
    /// A tolerance that is not a finite number of points, 0 or more.
    case invalidTolerance(Double)
    /// A screen whose width or height is not a positive finite number (device sizes overridden
    /// included): its width, then its height.
    case invalidScreenSize(width: Double, height: Double)
    /// An iOS version that is not a major version or `major.minor` (`16`, `17.4`).
    case malformedIOSVersion(String)
    /// A gallery asked to draw on no device.
    case noGalleryDevices
    /// A review asked to compare on no device.
    case noReviewDevices
    /// A tag label with characters other than letters, digits, `-`, `_` and `.`, empty or longer
    /// than 64.
    case malformedTagLabel(String)
    /// A tag label that would read as a revision number, a hash or a step back (`3`, `sha…`, `~1`).
    case tagLabelReadsAsReference(String)
    /// A snapshot history name that is not 1–64 lowercase letters, digits, `-`, `_` or `.`,
    /// starting with a letter or digit.
    case malformedHistoryName(String)
    /// A dataset link given with a snapshot equal to the history's latest: nothing is recorded,
    /// so nothing would carry the link (the history's name).
    case datasetLinkNeedsNewSnapshot(history: String)
    /// A pack published or verified with no key of the role it needs.
    case missingKey(PackKeyRole)
    /// One layout named twice in what to publish (its name): a pack holds one revision of each.
    case duplicateLayoutInPack(String)
    /// The layouts to publish changed between the check that they resolve and the write (a tag
    /// moved, a revision was added); nothing was published.
    case publishedLayoutsChanged
    /// A backup target that is the catalog being backed up (the target as given).
    case backupOntoCatalog(String)
    /// A backup target that is a catalog with its write-ahead log beside it (the target as
    /// given, the log's file name).
    case backupOntoCatalogInUse(String, log: String)
    /// A fault in the service itself, not in what it was given (what was found wrong): a bug to
    /// report.
    case internalFault(String)

    /// The error in words, naming no command-line flag.
    public var description: String {
        switch self {
        case .unknownDevice(_, let known):
            return message(naming: .words) + "; known: \(known.joined(separator: ", "))"
        default:
            return message(naming: .words)
        }
    }

    /// What went wrong, with the values the caller gave called by `names`.
    public func message(naming names: InputNames) -> String {
        switch self {
        case .invalidDocuments(let reports):
            let failing = reports.filter { !$0.errors.isEmpty }
            let count = failing.reduce(0) { $0 + $1.errors.count }
            return "\(count) error\(count == 1 ? "" : "s") in \(failing.count) file\(failing.count == 1 ? "" : "s"); nothing was written"
        case .unreadableFile(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .invalidRecording(let path, let reason):
            return "\(path): not a device recording: \(reason)"
        case .noSuchLayout(let name, let suggestion):
            return "no layout named '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .noSuchRevision(let reference, let reason):
            return "\(reference): \(reason)"
        case .ambiguousReference(let reference, let candidates):
            return "\(reference) is ambiguous; it matches \(candidates.joined(separator: ", "))"
        case .malformedReference(let reference, let reason):
            return "'\(reference)' is not a revision reference: \(reason)"
        case .duplicateName(let name, let files):
            return "layout '\(name)' is defined by more than one file: \(files.joined(separator: ", "))"
        case .alreadyArchived(let name):
            return "layout '\(name)' is already removed (archived)"
        case .headMoved(let layout, let expected, let actual):
            return "\(layout): the head moved: expected revision \(expected), the catalog has \(actual); fetch the new head, merge, and retry"
        case .storedDefinitionUnreadable(let reference, let reason):
            return "\(reference): the stored definition cannot be read: \(reason)"
        case .invalidDatasets(let reports):
            let count = reports.reduce(0) { $0 + $1.errors.count }
            return "\(count) error\(count == 1 ? "" : "s") in dataset files; nothing was written"
        case .invalidSnapshot(let path, let reason):
            return "\(path): \(reason); nothing was recorded"
        case .invalidSnapshotDocument(let path, let diagnostic):
            return "\(diagnostic.formatted(file: path)); nothing was recorded"
        case .corruptSnapshot(let reference, let reason):
            return "\(reference): the stored snapshot cannot be rebuilt: \(reason)"
        case .noSuchHistory(let name, let suggestion):
            return "no snapshot history named '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .cannotResolve(let reference, let reason):
            return "\(reference): \(reason)"
        case .invalidBundle(let path, let reason):
            return "\(path): \(reason); nothing was imported"
        case .unsafePath(let path, let reason):
            return "\(path): \(reason)"
        case .noSuchDataset(let name, let suggestion):
            return "no dataset named '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .expectedHeadNeedsOneDocument(let count):
            return "\(names.expectedHead) applies to exactly one document, got \(count)"
        case .missingSnapshotSource:
            return "give \(names.snapshotFile) or \(names.operationsScript)"
        case .tooManyElementsToCompare(let limit):
            return "a geometric diff compares at most \(limit) elements per side; pass a smaller \(names.itemCount) or \(names.sectionCounts)"
        case .malformedAnchor(let anchor):
            return "\(names.anchor) takes at least 12 hexadecimal digits of an event hash, got '\(anchor)'"
        case .malformedDate(let date):
            return "\(names.since) '\(date)': expected a date like 2026-03-01 or 2026-03-01T12:00:00Z"
        case .unknownDevice(let name, _):
            return "unknown device '\(name)'"
        case .incompleteScreenSize:
            return "give \(names.width) and \(names.height) together (or \(names.device))"
        case .invalidScale(let scale):
            return "\(names.scale) must be a positive number, got \(DecimalText.format(scale, places: 2))"
        case .fileExists(let path):
            return "\(path): already exists with other content"
        case .pathIsFolder(let path):
            return "\(path): is a folder; give a file path"
        case .noCatalog(let location, let nearest):
            let named: String
            switch location.source {
            case .pointer(let file): named = ", which \(file) names"
            case .environment: named = ", which $\(CatalogLocation.environmentVariable) names"
            case .option, .found, .none: named = ""
            }
            return "no catalog at \(location.path)\(named)" + (nearest.map { "; did you mean \($0)?" } ?? "")
        case .noCatalogFound(let location):
            return "no catalog: \(location.nothingFound)"
        case .malformedPointer(let path, let line, let reason):
            return "\(path)\(line.map { ":\($0)" } ?? ""): not a catalog pointer: \(reason)"
        case .notACatalog(let path):
            return "\(path) is not a catalog (it holds other data, or nothing)"
        case .swiftCodeErrors(let errors):
            return "\(errors.count) error\(errors.count == 1 ? "" : "s") in the Swift code; nothing was written"
        case .backupExists(let path):
            return "\(path) already exists"
        case .diskFull(let path, let free):
            return "\(path): the disk is full (\(free) bytes free); free some space and retry — nothing was changed"
        case .releaseNotRunByDevice(let device, let release, let runs):
            return "\(device) does not run iOS \(release); it runs \(IOSVersion.list(runs))"
        case .swiftReaderMissing(let path):
            return "reading Swift code needs catalog-swift beside catalog, and \(path) is not there; install the two together"
        case .swiftReaderFailed(let path, let reason):
            return "the Swift reader (\(path)) \(reason); nothing was written"
        case .unreadableFiles(let errors):
            return errors.map { $0.message(naming: names) }.joined(separator: "\n")
        case .nothingToImport(let paths):
            return "nothing to import in \(paths.joined(separator: ", "))"
        case .invalidTolerance(let tolerance):
            return "\(names.tolerance) must be a number of points, 0 or more, got \(DecimalText.format(tolerance, places: 2))"
        case .invalidScreenSize(let width, let height):
            let size = "\(DecimalText.format(width, places: 2))×\(DecimalText.format(height, places: 2))"
            return "the screen must have a positive width and height, got \(size)"
        case .malformedIOSVersion(let text):
            return "'\(text)' is not an iOS version; expected a major version like 16, or 17.4"
        case .noGalleryDevices:
            return "the gallery needs at least one device"
        case .noReviewDevices:
            return "a review needs at least one device"
        case .malformedTagLabel(let label):
            return "tag '\(label)': use 1–64 letters, digits, '-', '_' or '.'"
        case .tagLabelReadsAsReference(let label):
            return "tag '\(label)' would read as a revision number or hash; choose another label"
        case .malformedHistoryName(let name):
            return "history name '\(name)': use 1–64 lowercase letters, digits, '-', '_' or '.', starting with a letter or digit"
        case .datasetLinkNeedsNewSnapshot(let history):
            return "history \(history): the snapshot equals the latest one, so nothing is recorded; link a dataset when recording a new snapshot"
        case .missingKey(.signing):
            return "publishing a pack needs \(names.privateKey)"
        case .missingKey(.trusted):
            return "verifying a pack needs \(names.publicKey)"
        case .duplicateLayoutInPack(let name):
            return "\(name) is named twice; a pack holds one revision of each layout"
        case .publishedLayoutsChanged:
            return "the layouts to publish changed while they were checked (a tag moved or a revision was added); publish again"
        case .backupOntoCatalog(let path):
            return "\(path) is the catalog itself; give another path for the backup"
        case .backupOntoCatalogInUse(let path, let log):
            return "\(path) is a catalog in use (\(log) is beside it); close it or give another path"
        case .internalFault(let what):
            return "internal error: \(what); please report it"
        }
    }
}
