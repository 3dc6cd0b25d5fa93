import Foundation

// Whole-process benchmarks (release build): the commands people run most, each timed from
// spawn to exit as a user sees it, on a seeded catalog and on one of 10,000 generated layouts.
// Prints an aligned table of median wall and CPU time against the goals. The verdict reads the
// CPU time (the child's user + system): on a machine shared with other work, wall time mostly
// measures the wait for a core.

func runCommandBenchmarks() throws {
    guard let catalog = ProcessRunner.besideThisBinary() else {
        print("commands benchmark: skipped: build the catalog product in the same configuration (swift build -c release)")
        return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let seeded = folder.appendingPathComponent("seeded.sqlite").path
    let large = folder.appendingPathComponent("large.sqlite").path
    _ = try catalog.run(["init", "--db", seeded])
    try BenchmarkCatalog.make(at: large, layouts: 10_000)

    struct Row {
        var name: String
        var arguments: [String]
        var runs: Int
        var goal: Double?
    }
    let rows = [
        Row(name: "catalog --help", arguments: ["--help"], runs: 21, goal: 0.005),
        Row(name: "catalog list (10,000 layouts)", arguments: ["list", "--db", large], runs: 11, goal: 0.030),
        Row(name: "catalog list --format json (10,000 layouts)", arguments: ["list", "--format", "json", "--db", large], runs: 11, goal: nil),
        Row(name: "catalog resolve nested-groups --items 1000000 --format json",
            arguments: ["resolve", "nested-groups", "--items", "1000000", "--format", "json", "--db", seeded], runs: 5, goal: 0.3),
        Row(name: "  the same, --format ndjson",
            arguments: ["resolve", "nested-groups", "--items", "1000000", "--format", "ndjson", "--db", seeded], runs: 5, goal: nil),
    ]
    var table = [["command (whole process)", "wall", "cpu", "output", "goal (cpu)", ""]]
    for row in rows {
        let measured = try catalog.measure(row.arguments, runs: row.runs)
        table.append([
            row.name, duration(measured.wall), duration(measured.cpu), bytes(measured.last.outputBytes),
            row.goal.map { "≤ " + duration($0) } ?? "", row.goal.map { measured.cpu <= $0 ? "ok" : "SLOW" } ?? "",
        ])
    }
    printTable(table)
}

private func duration(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
}

private func bytes(_ count: Int) -> String {
    count < 1 << 20 ? String(format: "%.1f KB", Double(count) / 1024) : String(format: "%.1f MB", Double(count) / 1_048_576)
}
