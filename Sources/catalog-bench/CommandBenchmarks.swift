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

    /// The same work by another program, timed in the same run.
    enum Peer {
        /// `sqlite3` with these arguments, on the same file.
        case sqlite([String])
        /// `startup-peer` with these arguments: ArgumentParser and Foundation alone.
        case parser([String])
    }
    struct Row {
        var name: String
        var arguments: [String]
        var runs: Int
        var goal: Double?
        var peer: Peer? = nil
    }
    // The listing's query as `list` runs it, and the definition `show` prints.
    let listing =
        "SELECT layout_id, name, layout_created_at, archived_at, revision_id, number, content_hash, author, created_at, "
        + "title, summary, tags FROM layout_listing WHERE archived_at IS NULL"
    let definition =
        "SELECT definition FROM layout_revision JOIN layout ON layout.id = layout_revision.layout_id "
        + "WHERE layout.name = 'layout-00042' ORDER BY number DESC LIMIT 1"
    let rows = [
        Row(name: "catalog --help", arguments: ["--help"], runs: 21, goal: 0.005, peer: .parser(["--help"])),
        Row(
            name: "catalog list (the 51 presets)", arguments: ["list", "--db", seeded], runs: 21, goal: nil,
            peer: .parser(["list", "--db", seeded])),
        Row(name: "catalog list (10,000 layouts)", arguments: ["list", "--db", large], runs: 11, goal: 0.030, peer: .sqlite([large, listing])),
        Row(
            name: "catalog list --format json (10,000 layouts)", arguments: ["list", "--format", "json", "--db", large], runs: 11,
            goal: 0.030, peer: .sqlite(["-json", large, listing])),
        Row(
            name: "catalog show layout-00042 (10,000 layouts)", arguments: ["show", "layout-00042", "--db", large], runs: 11,
            goal: 0.010, peer: .sqlite([large, definition])),
        Row(
            name: "catalog resolve layout-00042 (10,000 layouts)", arguments: ["resolve", "layout-00042", "--db", large], runs: 11,
            goal: 0.010),
        Row(
            name: "catalog resolve nested-groups --items 1000000 --format json",
            arguments: ["resolve", "nested-groups", "--items", "1000000", "--format", "json", "--db", seeded], runs: 5, goal: 0.3),
        Row(
            name: "  the same, --format ndjson",
            arguments: ["resolve", "nested-groups", "--items", "1000000", "--format", "ndjson", "--db", seeded], runs: 5, goal: nil),
    ]
    let sqlite = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first(where: FileManager.default.isExecutableFile(atPath:))
        .map { ProcessRunner(binary: URL(fileURLWithPath: $0)) }
    let parser = ProcessRunner.besideThisBinary("startup-peer")
    var table = [["command (whole process)", "wall", "cpu", "output", "goal (cpu)", "", "peer", "peer cpu", "ratio"]]
    for row in rows {
        let measured = try catalog.measure(row.arguments, runs: row.runs)
        var peerColumns = ["", "", ""]
        let peer: (name: String, runner: ProcessRunner?, arguments: [String])? =
            switch row.peer {
            case .sqlite(let arguments): ("sqlite3", sqlite, arguments)
            case .parser(let arguments): ("startup-peer", parser, arguments)
            case nil: nil
            }
        if let peer, let runner = peer.runner {
            // Interleaved with the command's runs would be fairer on a busy machine; one after the
            // other keeps the runner simple, and the table says which was measured.
            let peerMeasured = try runner.measure(peer.arguments, runs: row.runs)
            peerColumns = [
                peer.name, duration(peerMeasured.cpu),
                peerMeasured.cpu > 0 ? String(format: "%.2f", measured.cpu / peerMeasured.cpu) : "",
            ]
        }
        table.append(
            [
                row.name, duration(measured.wall), duration(measured.cpu), bytes(measured.last.outputBytes),
                row.goal.map { "≤ " + duration($0) } ?? "", row.goal.map { measured.cpu <= $0 ? "ok" : "SLOW" } ?? "",
            ] + peerColumns)
    }
    printTable(table)
}

private func duration(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
}

private func bytes(_ count: Int) -> String {
    count < 1 << 20 ? String(format: "%.1f KB", Double(count) / 1024) : String(format: "%.1f MB", Double(count) / 1_048_576)
}
