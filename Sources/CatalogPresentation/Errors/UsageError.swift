import CatalogService
import LayoutEngine
import LayoutModel

/// A command line that cannot be run as given, found before anything is read or written. The
/// command-line tool shows these with its usage and exits with the usage status.
public enum UsageError: Error, Sendable, CustomStringConvertible {
    case oneDataSource
    case negativeItems(Int)
    /// More items per section, sections, or items in all than the command line's `ArgumentText` allows.
    case tooManyItems(option: String, limit: Int, got: String)
    case badInsets(option: String, value: String)
    case badCounts(String)
    case badRect(String)
    case badDeploymentTarget(String)
    case exactlyOneSnapshotSource
    case layoutOrAll
    case layoutAndAll
    case allNeedsOut
    case allFormats
    case htmlNeedsAll
    case deviceOnlyForHTML
    case syncNeedsDefinitionFolder
    case svgNeedsGeometry
    case referenceNeedsRevision(String)
    case negativeMaxLines(Int)
    case badTolerance(Double)
    /// An `--ios` release the catalog does not know (or not a version at all).
    case unknownRelease(String)
    /// A value the service refuses whatever the catalog holds (an unknown device, a release
    /// the device never ran, half a screen size, a scale that is not positive), found while
    /// the command line is read; worded as the service's error is.
    case badValue(ServiceError)
    /// `publish` takes either `--tag` or layout names.
    case tagOrLayouts
    /// `publish` and `verify-pack` need at least one `--key`.
    case missingKey
    /// A sequence option below 0.
    case negativeSequence(String)
    /// A `--name-prefix` that cannot begin a layout name.
    case badNamePrefix(String)

    /// The message, with control characters in echoed values escaped.
    public var description: String { ErrorMessage.escaped(message) }

    private var message: String {
        switch self {
        case .oneDataSource: "give one of --items, --counts, --dataset, --snapshot"
        case .negativeItems(let items): "--items must be ≥ 0, got \(items)"
        case .negativeMaxLines(let lines): "--max-lines must be ≥ 0 (0: no limit), got \(lines)"
        case .tooManyItems(let option, let limit, let got): "\(option) allows at most \(NumberText.grouped(Double(limit))), got \(got)"
        case .badInsets(let option, let value): "\(option) takes top,left,bottom,right or one number for all four, got '\(value)'"
        case .badCounts(let value): "--counts takes whole numbers ≥ 0 separated by commas (e.g. 5,12,3), got '\(value)'"
        case .badRect(let value): "--rect takes x,y,width,height with a width and height ≥ 0, got '\(value)'"
        case .badDeploymentTarget(let value): "--ios takes an iOS version such as 13 or 16.4, got '\(value)'"
        case .exactlyOneSnapshotSource: "give exactly one of --file and --ops"
        case .layoutOrAll: "give a layout to export, or --all"
        case .layoutAndAll: "give either a layout or --all, not both"
        case .allNeedsOut: "--all needs --out DIR"
        case .allFormats: "--all exports yaml, json or html"
        case .htmlNeedsAll: "html exports the whole catalog: use --all --format html --out DIR"
        case .deviceOnlyForHTML: "--device applies to --format html"
        case .syncNeedsDefinitionFolder: "--sync applies to --all --format yaml or json (a folder of definitions)"
        case .svgNeedsGeometry: "--format svg needs --geometry"
        case .referenceNeedsRevision(let text): "'\(text)': give NAME@REV (e.g. feed@1), or NAME and REV"
        case .badTolerance(let value): "--tolerance takes points ≥ 0 (e.g. 0.05), got \(value)"
        case .unknownRelease(let value):
            "--ios takes an iOS release the catalog knows (\(IOSVersion.known.map(\.description).joined(separator: ", ")), optionally with its minor number, e.g. 17.4), got '\(value)'"
        case .badValue(let error): ErrorMessage.text(for: error)
        case .tagOrLayouts: "give --tag LABEL or layout names, not both"
        case .missingKey: "give a key file with --key FILE (repeatable)"
        case .negativeSequence(let option): "\(option) takes a sequence ≥ 0"
        case .badNamePrefix(let prefix):
            "--name-prefix must be lowercase letters, digits, '-', '_' or '.', start with a letter or a digit and leave room for a name (at most \(DefinitionLimits.maximumNameLength - 1) characters), got '\(prefix)'"
        }
    }
}

extension UsageError: Equatable {
    /// The same error when it says the same thing: a `badValue` is compared by its words,
    /// since the service's errors carry no equality of their own.
    public static func == (lhs: UsageError, rhs: UsageError) -> Bool {
        lhs.description == rhs.description
    }
}
