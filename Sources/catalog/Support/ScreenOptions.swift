import ArgumentParser
import CatalogPresentation
import CatalogService

/// The screen and data options shared by `resolve` and `diff --geometry`.
struct ScreenOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A device or environment from `catalog devices`, e.g. iphone-15-landscape (default: iphone-15).", valueName: "name"))
    var device: String?

    @Option(help: "The collection view's width in points (with --height, instead of --device).")
    var width: Double?

    @Option(help: "The collection view's height in points.")
    var height: Double?

    @Option(
        name: .customLong("safe-area"), parsing: .unconditional,
        help: ArgumentHelp("Safe-area insets top,left,bottom,right (overrides the device's).", valueName: "t,l,b,r"))
    var safeArea: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Layout margins top,left,bottom,right.", valueName: "t,l,b,r"))
    var margins: String?

    @Option(name: .customLong("readable-width"), help: "The readable content guide's width.")
    var readableWidth: Double?

    @Flag(help: "Lay out right-to-left.")
    var rtl = false

    @Option(help: "The display scale (default: the device's; none for --width/--height). Frames are snapped to its pixels.")
    var scale: Double?

    @Option(
        help: ArgumentHelp(
            "The iOS release the layout runs on, e.g. 17 or 14.5: it decides how frames are snapped to pixels (default: the newest the device runs).",
            valueName: "version"))
    var ios: String?

    @Flag(help: "Show the unsnapped arithmetic instead of frames snapped to the device's pixels.")
    var exact = false

    @Option(parsing: .unconditional, help: "The number of items in every data section (at most 10,000,000).")
    var items: Int?

    @Option(help: ArgumentHelp("Items per data section, e.g. 5,12,3.", valueName: "n,n,…"))
    var counts: String?

    @Option(help: ArgumentHelp("A dataset (NAME or NAME@N): counts, measured sizes and titles.", valueName: "ref"))
    var dataset: String?

    @Option(help: ArgumentHelp("A snapshot (HISTORY@N): counts from it, titles from its linked dataset.", valueName: "ref"))
    var snapshot: String?

    func validate() throws {
        do {
            _ = try request()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The request, or the first problem with the options as typed.
    func request() throws(UsageError) -> ResolveRequest {
        if [items != nil, counts != nil, dataset != nil, snapshot != nil].filter({ $0 }).count > 1 { throw .oneDataSource }
        if let items { try ArgumentText.checkItemsPerSection(items) }
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
        if let counts { request.counts = try ArgumentText.itemCounts(counts) }
        request.readableWidth = readableWidth
        request.rightToLeft = rtl
        request.scale = scale
        if let ios { request.iOS = try ArgumentText.release(ios) }
        request.exact = exact
        request.itemsPerSection = items
        request.dataset = dataset
        request.snapshot = snapshot
        do {
            try request.checkScreen()
        } catch {
            throw .badValue(error)
        }
        return request
    }
}
