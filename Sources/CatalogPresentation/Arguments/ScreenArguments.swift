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
        request.exact = exact
        request.itemsPerSection = items
        request.dataset = dataset
        request.snapshot = snapshot
        return request
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
