import Foundation
import LayoutEngine
import LayoutModel

// Resolver benchmarks (release build): streaming a million items of the nested-groups preset,
// and a one-screen rect query deep inside a ten-million-item grid. Prints an aligned table.

/// Apple's NestedGroups sample (presets.md).
private let nestedGroupsYAML = """
    name: nested-groups
    section:
      group:
        layout: horizontal
        size: {width: fractionalWidth(1.0), height: fractionalHeight(0.4)}
        subitems:
          - item: {size: {width: fractionalWidth(0.7), height: fractionalHeight(1.0)}, contentInsets: 10}
          - group:
              layout: vertical
              size: {width: fractionalWidth(0.3), height: fractionalHeight(1.0)}
              subitem: {item: {size: {width: fractionalWidth(1.0), height: fractionalHeight(0.3)}, contentInsets: 10}}
              count: 2
    """

/// The 5-column grid: items fw0.2 × fh1 in a group fw1 × fw0.2.
private let gridYAML = """
    name: grid
    section:
      group:
        layout: horizontal
        size: {width: fractionalWidth(1.0), height: fractionalWidth(0.2)}
        subitems:
          - item: {size: {width: fractionalWidth(0.2), height: fractionalHeight(1.0)}}
    """

private func decode(_ yaml: String) throws -> LayoutDefinition {
    let result = LayoutDocument.check(yaml, lint: false)
    guard let definition = result.definition else {
        throw BenchmarkError(description: result.diagnostics.map(\.description).joined(separator: "; "))
    }
    return definition
}

func runResolveBenchmarks() throws {
    let clock = ContinuousClock()
    guard let iPhone = Device.named("iPhone 15") else { throw BenchmarkError(description: "no iPhone 15 device") }
    let environment = iPhone.environment()
    var rows: [(String, String, String, String)] = []

    // (1) Resolve 1,000,000 items of the nested-groups preset and stream every element.
    let nested = try decode(nestedGroupsYAML)
    var streamTimes: [Double] = []
    var counted = 0
    for _ in 0..<7 {
        var count = 0
        let elapsed = try clock.measure {
            let layout = try LayoutResolver.resolve(nested, environment: environment, data: LayoutData(itemCounts: [1_000_000]))
            layout.forEachElement { _ in count += 1 }
        }
        counted = count
        streamTimes.append(seconds(elapsed))
    }
    let streamMedian = median(streamTimes)
    let rss = peakRSSMegabytes()
    rows.append(
        (
            "resolve + stream 1,000,000 items (nested groups, iPhone 15)",
            String(format: "%.3f s", streamMedian), "≤ 0.3 s", streamMedian <= 0.3 ? "ok" : "SLOW"
        ))
    rows.append(("  elements streamed", "\(counted)", "1,000,000", counted == 1_000_000 ? "ok" : "WRONG"))
    rows.append(
        (
            "  peak RSS (VmHWM)", rss.map { String(format: "%.1f MB", $0) } ?? "n/a", "≤ 200 MB",
            (rss ?? 0) <= 200 ? "ok" : "HIGH"
        ))

    // (1b) The same, snapped to the iPhone 15's pixels (§19.5), as `resolve` will by default.
    var snappedTimes: [Double] = []
    for _ in 0..<7 {
        var count = 0
        let elapsed = try clock.measure {
            let layout = try LayoutResolver.resolve(
                nested, environment: environment, data: LayoutData(itemCounts: [1_000_000]),
                snapping: .snapped)
            layout.forEachElement { _ in count += 1 }
        }
        snappedTimes.append(seconds(elapsed))
    }
    let snappedMedian = median(snappedTimes)
    rows.append(
        (
            "  the same, snapped to @3x pixels", String(format: "%.3f s", snappedMedian), "≤ 0.3 s",
            snappedMedian <= 0.3 ? "ok" : "SLOW"
        ))

    // (2) One screen at y = 3,000,000 in a 10,000,000-item 5-column grid.
    let grid = try decode(gridYAML)
    let gridResolveStart = clock.now
    let gridLayout = try LayoutResolver.resolve(grid, environment: environment, data: LayoutData(itemCounts: [10_000_000]))
    let gridResolve = seconds(clock.now - gridResolveStart)
    let screen = Rect(x: 0, y: 3_000_000, width: iPhone.width, height: iPhone.height)
    var queryTimes: [Double] = []
    var found = 0
    for _ in 0..<101 {
        let elapsed = clock.measure { found = gridLayout.elements(in: screen).count }
        queryTimes.append(seconds(elapsed))
    }
    let queryMedian = median(queryTimes)
    rows.append(("resolve 10,000,000-item grid", String(format: "%.1f µs", gridResolve * 1e6), "", ""))
    rows.append(
        (
            "rect query, one screen at y = 3,000,000", String(format: "%.1f µs", queryMedian * 1e6), "~µs",
            queryMedian < 0.001 ? "ok" : "SLOW"
        ))
    rows.append(("  elements in the screen", "\(found)", "", ""))

    // (3) The same query as a user runs it: a whole `catalog` process (start, open the catalog,
    // load the layout, resolve, query, print JSON).
    if let process = try wholeProcessRectQuery() {
        rows.append(
            (
                "catalog resolve --rect, whole process (10,000,000 items)", String(format: "%.1f ms", process.median * 1000), "≤ 50 ms",
                process.median <= 0.05 ? "ok" : "SLOW"
            ))
        rows.append(("  elements printed", "\(process.elements)", "", ""))
    } else {
        rows.append(("catalog resolve --rect, whole process", "skipped: build the catalog product in the same configuration", "", ""))
    }

    let header = ("resolve benchmark", "median", "goal", "")
    let widths = (
        max(header.0.count, rows.map(\.0.count).max() ?? 0),
        max(header.1.count, rows.map(\.1.count).max() ?? 0),
        max(header.2.count, rows.map(\.2.count).max() ?? 0)
    )
    func line(_ row: (String, String, String, String)) -> String {
        row.0.padding(toLength: widths.0, withPad: " ", startingAt: 0) + "  "
            + String(repeating: " ", count: widths.1 - row.1.count) + row.1 + "  "
            + row.2.padding(toLength: widths.2, withPad: " ", startingAt: 0) + "  " + row.3
    }
    print(line(header))
    print(String(repeating: "-", count: widths.0 + widths.1 + widths.2 + 10))
    for row in rows { print(line(row)) }
}

/// Runs the `catalog` binary built next to this one on a fresh catalog, 11 times; the median
/// wall time of `resolve grid --items 10000000 --rect … --format json`.
private func wholeProcessRectQuery() throws -> (median: Double, elements: Int)? {
    guard let catalog = ProcessRunner.besideThisBinary() else { return nil }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("bench.sqlite").path
    _ = try catalog.run(["init", "--db", db])
    let query = ["resolve", "grid", "--db", db, "--device", "iphone-15", "--items", "10000000", "--rect", "0,3000000,393,852", "--format", "json"]
    var times: [Double] = []
    var elements = 0
    for _ in 0..<11 {
        let run = try catalog.run(query, keepOutput: true)
        times.append(run.wall)
        let object = try JSONSerialization.jsonObject(with: run.output) as? [String: Any]
        elements = (object?["elements"] as? [Any])?.count ?? 0
    }
    return (median(times), elements)
}
