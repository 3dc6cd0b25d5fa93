import Foundation
import Snapshots

/// Snapshot changeset benchmarks.
///
/// The main table times what DifferenceKit is given and does: two plain arrays in, a staged
/// changeset out. Here that is building both `DiffableSnapshot`s from the arrays (hashing every
/// identifier, duplicate checks included) plus the changeset, on DifferenceKit's own benchmark
/// scenarios (its `Benchmark/Sources/main.swift`: remove a range, insert fresh identifiers at
/// the start of the insert range, shuffle a leading range), a sectioned case with
/// cross-section moves, and two cases where greedy move detection does badly. Each scenario
/// has its own seed, so any one of them can be rebuilt alone with the same identifiers (which
/// is what a peer measured beside this one must do). Times are medians, wall clock and thread
/// CPU time; String identifiers come from ``freshStrings(_:fresh:)``. The minimum move count
/// is computed here independently of the module (patience-sort length only, from plain arrays).
func runSnapshotBenchmarks() throws {
    var rows: [[String]] = [
        [
            "scenario", "ids", "arrays → changeset ms", "cpu ms", "goal (cpu)", "diff only cpu ms",
            "item moves", "min", "section moves", "min",
        ]
    ]
    let scenarios = SnapshotScenario.all
    for scenario in scenarios {
        rows.append(try scenario.run(idLabel: "UUID") { id, _ in id })
    }
    for scenario in scenarios {
        rows.append(try scenario.run(idLabel: "String", convert: freshStrings))
    }
    printTable(rows)
    print()
    var deltaRows = [["delta (String ids)", "delta ms", "apply ms", "delta bytes", "snapshot bytes"]]
    for scenario in scenarios { deltaRows.append(try scenario.measureDelta()) }
    printTable(deltaRows)
    print()
    var random = BenchmarkRandom(seed: 2026)
    try printBuildTimes(using: &random)
}

/// One scenario's whole path (arrays → two snapshots → changeset), run 21 times (1,001 for the
/// 5k scenario) after one warm-up, for timing the process from outside beside a peer that runs
/// the same scenario the same number of times; prints the in-process medians too.
/// Usage: `catalog-bench snapshots-100k` (or `-5k`, `-sectioned`; `-strings` for the String
/// identifiers a snapshot file decodes to).
func runSnapshotPathBenchmark(_ key: String, strings: Bool = false) throws {
    guard let scenario = SnapshotScenario.named(key) else {
        throw BenchmarkFailure(description: "no snapshot scenario \(key)")
    }
    let runs = scenario.key == "5k" ? 1_001 : 21
    let (time, changeset) =
        strings
        ? try scenario.timePath(runs: runs, convert: freshStrings)
        : try scenario.timePath(runs: runs) { id, _ in id }
    let label = strings ? "String" : "UUID"
    print("\(scenario.name), \(label) ids: median \(format(time.wall)) ms wall, \(format(time.cpu)) ms cpu, \(changeset.itemMoves.count) item moves")
}

/// UUID strings; the target side's are fresh copies with storage of their own, as if decoded
/// from a separate file, so that equality checks cannot take the shared-storage shortcut.
private func freshStrings(_ id: UUID, fresh: Bool) -> String {
    fresh ? String(decoding: Array(id.uuidString.utf8), as: UTF8.self) : id.uuidString
}

/// A pair of layouts: sections with their items, by seeded UUID.
private struct SnapshotScenario {
    /// The name of the scenario's own suite (`snapshots-KEY`).
    var key: String
    var name: String
    var goal = ""
    var old: [(UUID, [UUID])]
    var new: [(UUID, [UUID])]
    var reloaded: [UUID] = []

    static let keys = ["5k", "100k", "sectioned", "identical", "front-to-back"]

    static var all: [SnapshotScenario] { keys.compactMap(named) }

    /// One scenario, generated alone from its own seed.
    static func named(_ key: String) -> SnapshotScenario? {
        switch key {
        case "5k":
            differenceKit(
                key: key, goal: "≤ 0.27 ms", seed: 5_000, count: 5_000,
                deleting: 2_000..<3_000, inserting: 3_000..<4_000, shuffling: 0..<200)
        case "100k":
            differenceKit(
                key: key, goal: "≤ 15 ms", seed: 100_000, count: 100_000,
                deleting: 20_000..<30_000, inserting: 30_000..<40_000, shuffling: 0..<2_000)
        case "sectioned": sectioned(seed: 100_100)
        case "identical": identical(seed: 1, count: 100_000)
        case "front-to-back": frontToBack(seed: 2, count: 100_000)
        default: nil
        }
    }

    /// DifferenceKit's benchmark data: `count` identifiers; the target removes `deleting`,
    /// inserts `inserting.count` fresh ones at `inserting.lowerBound`, then shuffles `shuffling`
    /// (Fisher–Yates, seeded, where DifferenceKit's run uses the system generator).
    static func differenceKit(
        key: String, goal: String, seed: UInt64, count: Int,
        deleting: Range<Int>, inserting: Range<Int>, shuffling: Range<Int>
    ) -> Self {
        var random = BenchmarkRandom(seed: seed)
        let section = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        let old = (0..<count).map { _ in random.uuid() }
        var new = old
        new.removeSubrange(deleting)
        new.insert(contentsOf: inserting.map { _ in random.uuid() }, at: inserting.lowerBound)
        var index = shuffling.upperBound - 1
        while index > shuffling.lowerBound {
            new.swapAt(index, shuffling.lowerBound + random.int(below: index - shuffling.lowerBound + 1))
            index -= 1
        }
        let name =
            "\(count.formatted()): delete \(deleting.lowerBound)..<\(deleting.upperBound), "
            + "insert \(inserting.count.formatted()), shuffle \(shuffling.lowerBound)..<\(shuffling.upperBound)"
        return SnapshotScenario(key: key, name: name, goal: goal, old: [(section, old)], new: [(section, new)])
    }

    static func identical(seed: UInt64, count: Int) -> Self {
        var random = BenchmarkRandom(seed: seed)
        let layout = [(random.uuid(), (0..<count).map { _ in random.uuid() })]
        return SnapshotScenario(key: "identical", name: "100,000 identical", old: layout, new: layout)
    }

    static func frontToBack(seed: UInt64, count: Int) -> Self {
        var random = BenchmarkRandom(seed: seed)
        let section = random.uuid()
        let old = (0..<count).map { _ in random.uuid() }
        return SnapshotScenario(
            key: "front-to-back", name: "100,000: one item front to back",
            old: [(section, old)], new: [(section, Array(old.dropFirst()) + [old[0]])])
    }

    /// 100 sections of 1,000 items: 5 sections deleted, 100 items deleted per section, 2,000
    /// items moved across sections, 100 inserted per section, 1,000 reloads, 5 new sections,
    /// 10 sections moved.
    static func sectioned(seed: UInt64) -> Self {
        var random = BenchmarkRandom(seed: seed)
        let old = (0..<100).map { _ in (random.uuid(), (0..<1_000).map { _ in random.uuid() }) }
        var new = old
        for _ in 0..<5 { new.remove(at: random.int(below: new.count)) }
        for index in new.indices {
            for _ in 0..<100 { new[index].1.remove(at: random.int(below: new[index].1.count)) }
        }
        for _ in 0..<2_000 {
            let from = random.int(below: new.count)
            var to = random.int(below: new.count - 1)
            if to >= from { to += 1 }
            let item = new[from].1.remove(at: random.int(below: new[from].1.count))
            new[to].1.insert(item, at: random.int(below: new[to].1.count + 1))
        }
        for index in new.indices {
            for _ in 0..<100 { new[index].1.insert(random.uuid(), at: random.int(below: new[index].1.count + 1)) }
        }
        for _ in 0..<10 {
            let section = new.remove(at: random.int(below: new.count))
            new.insert(section, at: random.int(below: new.count + 1))
        }
        for _ in 0..<5 {
            new.insert((random.uuid(), (0..<100).map { _ in random.uuid() }), at: random.int(below: new.count + 1))
        }
        let oldItems = Set(old.flatMap(\.1))
        let survivors = new.flatMap(\.1).filter(oldItems.contains)
        let reloaded = (0..<1_000).map { _ in survivors[random.int(below: survivors.count)] }
        return SnapshotScenario(
            key: "sectioned", name: "100 sections × 1,000, cross-section moves", goal: "≤ 18 ms",
            old: old, new: new, reloaded: reloaded)
    }

    /// Times the whole path from the plain arrays: both snapshots (duplicate checks included),
    /// the reload marks, and the changeset.
    func timePath<ID: Hashable & Sendable>(
        runs: Int, convert: (UUID, Bool) -> ID
    ) throws -> (time: (wall: Double, cpu: Double), changeset: StagedChangeset) {
        let oldLayout = old.map { (id: convert($0.0, false), items: $0.1.map { convert($0, false) }) }
        let newLayout = new.map { (id: convert($0.0, true), items: $0.1.map { convert($0, true) }) }
        let newReloaded = reloaded.map { convert($0, true) }
        var changeset = StagedChangeset()
        var failure: (any Error)?
        let time = medianMilliseconds(runs: runs) {
            do {
                let oldSnapshot = try DiffableSnapshot<ID, ID>(sections: oldLayout)
                var newSnapshot = try DiffableSnapshot<ID, ID>(sections: newLayout)
                try newSnapshot.reloadItems(newReloaded)
                changeset = StagedChangeset(from: oldSnapshot, to: newSnapshot)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return (time, changeset)
    }

    func run<ID: Hashable & Sendable>(idLabel: String, convert: (UUID, Bool) -> ID) throws -> [String] {
        let minimum = minimumMoves()
        let runs = old.reduce(0) { $0 + $1.1.count } < 10_000 ? 201 : 11
        let (path, changeset) = try timePath(runs: runs, convert: convert)

        let oldSnapshot = try DiffableSnapshot<ID, ID>(sections: old.map { (id: convert($0.0, false), items: $0.1.map { convert($0, false) }) })
        var newSnapshot = try DiffableSnapshot<ID, ID>(sections: new.map { (id: convert($0.0, true), items: $0.1.map { convert($0, true) }) })
        try newSnapshot.reloadItems(reloaded.map { convert($0, true) })
        var diffed = StagedChangeset()
        let diff = medianMilliseconds(runs: runs) { diffed = StagedChangeset(from: oldSnapshot, to: newSnapshot) }
        guard diffed == changeset else {
            throw BenchmarkFailure(description: "\(name): the changeset from arrays differs from the one from prebuilt snapshots")
        }
        return [
            name, idLabel, format(path.wall), format(path.cpu), idLabel == "UUID" ? goal : "", format(diff.cpu),
            String(changeset.itemMoves.count), String(minimum.items),
            String(changeset.sectionMoves.count), String(minimum.sections),
        ]
    }

    /// Time and size of the storage delta between the pair, with fresh String identifiers.
    func measureDelta() throws -> [String] {
        let oldSnapshot = try DiffableSnapshot<String, String>(sections: old.map { ($0.0.uuidString, $0.1.map(\.uuidString)) })
        var newSnapshot = try DiffableSnapshot<String, String>(sections: new.map { ($0.0.uuidString, $0.1.map(\.uuidString)) })
        try newSnapshot.reloadItems(reloaded.map(\.uuidString))
        var delta = SnapshotDelta<String, String>.delta(from: oldSnapshot, to: newSnapshot)
        let compute = medianMilliseconds(runs: 5) { delta = SnapshotDelta.delta(from: oldSnapshot, to: newSnapshot) }
        let apply = medianMilliseconds(runs: 5) { _ = try? delta.apply(to: oldSnapshot) }
        guard try delta.apply(to: oldSnapshot) == newSnapshot else {
            throw BenchmarkFailure(description: "\(name): delta does not rebuild the target")
        }
        return [
            name, format(compute.wall), format(apply.wall),
            String(try delta.jsonString().utf8.count), String(try newSnapshot.jsonString().utf8.count),
        ]
    }

    /// The fewest moves, computed from the plain arrays.
    func minimumMoves() -> (items: Int, sections: Int) {
        var oldSectionPosition: [UUID: Int] = [:]
        var oldPlace: [UUID: (section: Int, offset: Int)] = [:]
        for (position, section) in old.enumerated() {
            oldSectionPosition[section.0] = position
            for (offset, item) in section.1.enumerated() { oldPlace[item] = (position, offset) }
        }
        let newSectionIDs = Set(new.map(\.0))
        let keptSections = new.compactMap { oldSectionPosition[$0.0] }
        var itemMoves = 0
        for section in new {
            guard let position = oldSectionPosition[section.0] else { continue }
            var sameSection: [Int] = []
            for item in section.1 {
                guard let place = oldPlace[item], newSectionIDs.contains(old[place.section].0) else { continue }
                if place.section == position { sameSection.append(place.offset) } else { itemMoves += 1 }
            }
            itemMoves += sameSection.count - increasingRunLength(sameSection)
        }
        return (itemMoves, keptSections.count - increasingRunLength(keptSections))
    }
}

/// Building 10 sections of 10,000 items: in one call, one call per section, one call per item.
private func printBuildTimes(using random: inout BenchmarkRandom) throws {
    let layout = (0..<10).map { _ in (id: random.uuid().uuidString, items: (0..<10_000).map { _ in random.uuid().uuidString }) }
    let bulk = medianMilliseconds(runs: 5) { _ = try? DiffableSnapshot<String, String>(sections: layout) }
    let perSection = medianMilliseconds(runs: 5) {
        var snapshot = DiffableSnapshot<String, String>()
        try? snapshot.appendSections(layout.map(\.id))
        for section in layout { try? snapshot.appendItems(section.items, toSection: section.id) }
    }
    let perItem = medianMilliseconds(runs: 5) {
        var snapshot = DiffableSnapshot<String, String>()
        try? snapshot.appendSections(layout.map(\.id))
        for section in layout {
            for item in section.items { try? snapshot.appendItems([item], toSection: section.id) }
        }
    }
    printTable([
        ["build 10 x 10,000 String ids", "ms"],
        ["init(sections:)", format(bulk.wall)],
        ["appendItems per section", format(perSection.wall)],
        ["appendItems per item", format(perItem.wall)],
    ])
}

private struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
}

/// The length of a longest strictly increasing subsequence (patience sorting, length only).
private func increasingRunLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if tails[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
}
