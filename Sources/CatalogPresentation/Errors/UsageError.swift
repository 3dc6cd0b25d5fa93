import CatalogService
import LayoutEngine

/// A command line that cannot be run as given, found before anything is read or written. The
/// command-line tool shows these with its usage and exits with the usage status.
public enum UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    case widthWithoutHeight
    case oneDataSource
    case negativeItems(Int)
    /// More items per section, sections, or items in all than `ArgumentText` allows.
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
    case snapshotDiffFormats
    case referenceNeedsRevision(String)
    case negativeMaxLines(Int)
    case badTolerance(Double)
    /// An `--ios` release the catalog does not know (or not a version at all).
    case unknownRelease(String)
    /// `--ios` with a device that never ran that release.
    case releaseNotRun(device: String, release: IOSVersion, runs: [IOSVersion])
    case badScale(Double)
    /// A `--device` (or `--devices` entry) that names no built-in device or environment.
    case unknownDevice(String, known: [String])
    /// `publish` takes either `--tag` or layout names.
    case tagOrLayouts

    /// The message, with control characters in echoed values escaped.
    public var description: String { ErrorMessage.escaped(message) }

    private var message: String {
        switch self {
        case .widthWithoutHeight: "give --width and --height together (or --device)"
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
        case .snapshotDiffFormats: "snapshot diff prints text or json"
        case .referenceNeedsRevision(let text): "'\(text)': give NAME@REV (e.g. feed@1), or NAME and REV"
        case .badTolerance(let value): "--tolerance takes points ≥ 0 (e.g. 0.05), got \(value)"
        case .unknownRelease(let value):
            "--ios takes an iOS release the catalog knows (\(IOSVersion.known.map(\.description).joined(separator: ", ")), optionally with its minor number, e.g. 17.4), got '\(value)'"
        case .releaseNotRun(let device, let release, let runs):
            ErrorMessage.text(for: ServiceError.releaseNotRunByDevice(device: device, release: release, runs: runs))
        case .badScale(let scale): "--scale must be a positive number, got \(NumberText.format(scale))"
        case .unknownDevice(let name, let known): ErrorMessage.unknownDevice(name, known: known)
        case .tagOrLayouts: "give --tag LABEL or layout names, not both"
        }
    }
}
