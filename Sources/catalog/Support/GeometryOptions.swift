import ArgumentParser
import CatalogService
import LayoutEngine

/// The screen and data options shared by `resolve` and `diff --geometry`.
struct GeometryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A device from `catalog devices` (default: iphone-15).", valueName: "name"))
    var device: String?

    @Option(help: "The collection view's width in points (with --height, instead of --device).")
    var width: Double?

    @Option(help: "The collection view's height in points.")
    var height: Double?

    @Option(name: .customLong("safe-area"), help: ArgumentHelp("Safe-area insets top,left,bottom,right (overrides the device's).", valueName: "t,l,b,r"))
    var safeArea: InsetsArgument?

    @Option(help: ArgumentHelp("Layout margins top,left,bottom,right.", valueName: "t,l,b,r"))
    var margins: InsetsArgument?

    @Option(name: .customLong("readable-width"), help: "The readable content guide's width.")
    var readableWidth: Double?

    @Flag(help: "Lay out right-to-left.")
    var rtl = false

    @Option(help: "Round frames to 1/N pt (e.g. 2 or 3), as a device of that scale draws them.")
    var scale: Double?

    @Option(help: "The number of items in every data section.")
    var items: Int?

    @Option(help: ArgumentHelp("Items per data section, e.g. 5,12,3.", valueName: "n,n,…"))
    var counts: CountsArgument?

    @Option(help: ArgumentHelp("A dataset (NAME or NAME@N): counts, measured sizes and titles.", valueName: "ref"))
    var dataset: String?

    @Option(help: ArgumentHelp("A snapshot (HISTORY@N): counts from it, titles from its linked dataset.", valueName: "ref"))
    var snapshot: String?

    func validate() throws {
        if (width == nil) != (height == nil), device == nil {
            throw ValidationError("give --width and --height together (or --device)")
        }
        let sources = [items != nil, counts != nil, dataset != nil, snapshot != nil].filter { $0 }.count
        if sources > 1 { throw ValidationError("give one of --items, --counts, --dataset, --snapshot") }
        if let items, items < 0 { throw ValidationError("--items must be ≥ 0") }
    }

    var request: ResolveRequest {
        var request = ResolveRequest()
        request.device = device
        request.width = width
        request.height = height
        request.safeArea = safeArea?.insets
        request.margins = margins?.insets
        request.readableWidth = readableWidth
        request.rightToLeft = rtl
        request.scale = scale
        request.itemsPerSection = items
        request.counts = counts?.values
        request.dataset = dataset
        request.snapshot = snapshot
        return request
    }
}

/// `t,l,b,r` or one number for all four.
struct InsetsArgument: ExpressibleByArgument {
    var insets: EdgeInsets

    init?(argument: String) {
        let values = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.allSatisfy({ $0 != nil && $0?.isFinite == true }) else { return nil }
        let numbers = values.compactMap { $0 }
        switch numbers.count {
        case 1: insets = EdgeInsets(top: numbers[0], left: numbers[0], bottom: numbers[0], right: numbers[0])
        case 4: insets = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        default: return nil
        }
    }
}

/// `5,12,3`.
struct CountsArgument: ExpressibleByArgument {
    var values: [Int]

    init?(argument: String) {
        let values = argument.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        self.values = values.compactMap { $0 }
    }
}

/// `x,y,w,h`.
struct RectArgument: ExpressibleByArgument {
    var rect: Rect

    init?(argument: String) {
        let values = argument.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == 4, values.allSatisfy(\.isFinite), values[2] >= 0, values[3] >= 0 else { return nil }
        rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
