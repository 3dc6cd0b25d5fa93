import CatalogService
import LayoutEngine
import LayoutModel

/// The screen and data options `resolve` and `diff --geometry` share, as typed on the command
/// line, and the request they make.
public struct ScreenArguments: Sendable, Hashable {
    public var device: String?
    public var width: Double?
    public var height: Double?
    /// `t,l,b,r` or one number.
    public var safeArea: String?
    public var margins: String?
    public var readableWidth: Double?
    public var rightToLeft = false
    public var scale: Double?
    /// `--ios`: `17`, `17.4`.
    public var iOS: String?
    /// `--exact`: the unsnapped arithmetic.
    public var exact = false
    public var items: Int?
    /// `5,12,3`.
    public var counts: String?
    public var dataset: String?
    public var snapshot: String?

    public init() {}

    /// The most items `--items` or one `--counts` entry may give a section: the same bound as a
    /// definition's `preview.itemCounts` (a window of a larger collection is `--rect`'s job).
    public static let maximumItemsPerSection = DefinitionLimits.maximumPreviewItemsPerSection
    /// The most sections `--counts` may list (a definition's `preview.itemCounts` bound).
    public static let maximumSections = DefinitionLimits.maximumPreviewSections
    /// The most items `--counts` may give in all: every element is computed for `json`, `ndjson`
    /// and `table`, so the sum bounds the work (about 100 bytes of JSON per element).
    public static let maximumTotalItems = 100_000_000

    /// The request, or the first problem with the options as given.
    public func request() throws(UsageError) -> ResolveRequest {
        if (width == nil) != (height == nil), device == nil { throw .widthWithoutHeight }
        if [items != nil, counts != nil, dataset != nil, snapshot != nil].filter({ $0 }).count > 1 { throw .oneDataSource }
        if let items, items < 0 { throw .negativeItems(items) }
        if let items, items > Self.maximumItemsPerSection {
            throw .tooManyItems(option: "--items", limit: Self.maximumItemsPerSection, got: String(items))
        }
        if let device { try ArgumentText.checkEnvironment(device) }
        if let scale, !(scale.isFinite && scale > 0) { throw .badScale(scale) }
        var request = ResolveRequest()
        request.device = device
        request.width = width
        request.height = height
        if let safeArea {
            guard let insets = ArgumentText.insets(safeArea) else { throw .badInsets(option: "--safe-area", value: safeArea) }
            request.safeArea = insets
        }
        if let margins {
            guard let insets = ArgumentText.insets(margins) else { throw .badInsets(option: "--margins", value: margins) }
            request.margins = insets
        }
        if let counts {
            guard let values = ArgumentText.counts(counts) else { throw .badCounts(counts) }
            if values.count > Self.maximumSections {
                throw .tooManyItems(option: "--counts (sections)", limit: Self.maximumSections, got: String(values.count))
            }
            if let largest = values.max(), largest > Self.maximumItemsPerSection {
                throw .tooManyItems(option: "--counts (items per section)", limit: Self.maximumItemsPerSection, got: String(largest))
            }
            // Each entry is at most maximumItemsPerSection and there are at most maximumSections,
            // so the sum cannot overflow.
            let total = values.reduce(0, +)
            if total > Self.maximumTotalItems {
                throw .tooManyItems(option: "--counts (items in all)", limit: Self.maximumTotalItems, got: String(total))
            }
            request.counts = values
        }
        request.readableWidth = readableWidth
        request.rightToLeft = rightToLeft
        request.scale = scale
        if let iOS {
            let release = try Self.release(iOS)
            let screen = device ?? (width == nil && height == nil ? ResolveRequest.defaultDevice : nil)
            if let screen, let found = DeviceEnvironment.named(screen) { try Self.check(found.device, runs: release) }
            request.iOS = release
        }
        request.exact = exact
        request.itemsPerSection = items
        request.dataset = dataset
        request.snapshot = snapshot
        return request
    }
}

extension ScreenArguments {
    /// An `--ios` value: a release the catalog knows (`IOSVersion.known`), with or without its
    /// minor number.
    public static func release(_ text: String) throws(UsageError) -> IOSVersion {
        guard let version = IOSVersion(parsing: text), version.isKnown else { throw .unknownRelease(text) }
        return version
    }

    /// `review --ios`: the release, refused when one of the devices never ran it; nil when none
    /// was given.
    public static func release(_ text: String?, on devices: [String]) throws(UsageError) -> IOSVersion? {
        guard let text else { return nil }
        let release = try Self.release(text)
        for name in devices {
            if let device = Device.named(name) { try check(device, runs: release) }
        }
        return release
    }

    /// Refuses a release the device never ran.
    public static func check(_ device: Device, runs release: IOSVersion) throws(UsageError) {
        if !device.runs(release) { throw .releaseNotRun(device: device.name, release: release, runs: device.iOSVersions) }
    }
}

extension ElementSelection {
    /// `--rect x,y,w,h` and `--offset Y` as typed.
    public init(rect: String?, scrollOffset: Double?) throws(UsageError) {
        var parsed: Rect?
        if let rect {
            guard let value = ArgumentText.rect(rect) else { throw .badRect(rect) }
            parsed = value
        }
        self.init(rect: parsed, scrollOffset: scrollOffset)
    }
}
