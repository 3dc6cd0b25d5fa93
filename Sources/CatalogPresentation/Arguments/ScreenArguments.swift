import CatalogService
import LayoutEngine

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
    public var items: Int?
    /// `5,12,3`.
    public var counts: String?
    public var dataset: String?
    public var snapshot: String?

    public init() {}

    /// The request, or the first problem with the options as given.
    public func request() throws(UsageError) -> ResolveRequest {
        if (width == nil) != (height == nil), device == nil { throw .widthWithoutHeight }
        if [items != nil, counts != nil, dataset != nil, snapshot != nil].filter({ $0 }).count > 1 { throw .oneDataSource }
        if let items, items < 0 { throw .negativeItems(items) }
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
            request.counts = values
        }
        request.readableWidth = readableWidth
        request.rightToLeft = rightToLeft
        request.scale = scale
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
