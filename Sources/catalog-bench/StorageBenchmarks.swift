import CatalogService
import Foundation
import Snapshots

/// Snapshot-history storage (release build): record 1,000 snapshots of 10,000 items with 1 %
/// churn each (50 deleted, 50 inserted at random places) into a fresh catalog, then report the
/// bytes stored and the time to load snapshots spread over the history.
///
/// Goals: the history in ≤ 50 MB; any snapshot loaded in ≤ 50 ms.
func runStorageBenchmarks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("bench.sqlite").path
    let catalog = try Catalog(location: CatalogLocation(path: path, isDefault: false), create: true, seed: false)

    var random = BenchmarkRandom(seed: 1000)
    var items = (0..<10_000).map { _ in random.uuid().uuidString }
    let snapshots = 1_000
    let churn = 50
    let clock = ContinuousClock()
    var recordTimes: [Double] = []
    for index in 0..<snapshots {
        if index > 0 {
            for _ in 0..<churn { items.remove(at: random.int(below: items.count)) }
            for _ in 0..<churn { items.insert(random.uuid().uuidString, at: random.int(below: items.count + 1)) }
        }
        let snapshot = try StringSnapshot(sections: [(id: "feed", items: items)])
        let text = try snapshot.jsonString()
        let elapsed = try clock.measure {
            _ = try catalog.recordSnapshot(history: "feed", file: SourceDocument(path: "s.json", text: text), author: "bench", message: "")
        }
        recordTimes.append(seconds(elapsed))
        if index % 100 == 99, isatty(STDERR_FILENO) != 0 {
            FileHandle.standardError.write(Data("\rrecorded \(index + 1) / \(snapshots)".utf8))
        }
    }
    if isatty(STDERR_FILENO) != 0 { FileHandle.standardError.write(Data("\r".utf8)) }

    let log = try catalog.snapshotLog("feed")
    let payload = log.reduce(0) { $0 + $1.storedBytes }
    let full = log.filter(\.isCheckpoint)
    let deltas = log.filter { !$0.isCheckpoint }
    let fileBytes = try catalogFileBytes(path)

    // Load entries at every position relative to their checkpoint, the worst (31 deltas) included.
    var loadTimes: [Double] = []
    for number in stride(from: 1, through: snapshots, by: 37) + [32, 64, 992, snapshots] {
        let elapsed = try clock.measure { _ = try catalog.snapshot(RevisionReference(name: "feed", selector: .number(number))) }
        loadTimes.append(seconds(elapsed))
    }
    let sortedLoads = loadTimes.sorted()
    let mb = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1_048_576) }
    printTable([
        ["snapshot storage (1,000 × 10,000 items, 1 % churn)", "value", "goal"],
        ["catalog file", mb(fileBytes), "≤ 50 MB"],
        ["stored payloads", mb(payload), ""],
        [
            "  \(full.count) checkpoints, mean",
            String(format: "%.0f KB", Double(full.reduce(0) { $0 + $1.storedBytes }) / Double(max(1, full.count)) / 1024), "",
        ],
        [
            "  \(deltas.count) deltas, mean",
            String(format: "%.1f KB", Double(deltas.reduce(0) { $0 + $1.storedBytes }) / Double(max(1, deltas.count)) / 1024), "",
        ],
        ["record, median", String(format: "%.1f ms", median(recordTimes) * 1000), ""],
        ["load any snapshot, median", String(format: "%.1f ms", median(loadTimes) * 1000), ""],
        ["load any snapshot, worst", String(format: "%.1f ms", (sortedLoads.last ?? 0) * 1000), "≤ 50 ms"],
    ])
}

/// The catalog file and its WAL, after the writer has checkpointed on close.
private func catalogFileBytes(_ path: String) throws -> Int {
    var total = 0
    for suffix in ["", "-wal"] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path + suffix)
        total += (attributes?[.size] as? Int) ?? 0
    }
    return total
}
