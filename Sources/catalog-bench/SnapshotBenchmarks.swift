import Foundation
import Snapshots

/// Snapshot changeset benchmarks: DifferenceKit's published scenarios plus the worst cases for
/// greedy move detection, with UUID and with String identifiers; then the storage delta for the
/// same pairs, and snapshot building.
///
/// Times are medians of 11 runs, wall clock and thread CPU time. Identifiers come from a seeded
/// generator so every run diffs the same data. String targets are fresh copies of the strings,
/// as if decoded from a separate file, so equality checks cannot take the shared-storage
/// shortcut. The minimum move count is computed here
/// independently of the module (patience-sort length only, from plain arrays).
func runSnapshotBenchmarks() throws {
    var rows: [[String]] = [[
        "scenario", "ids", "diff ms", "diff cpu ms", "build ms", "item moves", "min", "section moves", "min",
    ]]
    var generator = BenchmarkRandom(seed: 2026)
    let scenarios = SnapshotScenario.all(using: &generator)
    for scenario in scenarios {
        rows.append(try scenario.run(idLabel: "UUID") { id, _ in id })
    }
    for scenario in scenarios {
        // A fresh copy gets its own storage, so comparisons must look at the bytes.
        rows.append(try scenario.run(idLabel: "String") { id, fresh in
            fresh ? String(decoding: Array(id.uuidString.utf8), as: UTF8.self) : id.uuidString
        })
    }
    printTable(rows)
    print()
    var deltaRows = [["delta (String ids)", "delta ms", "apply ms", "delta bytes", "snapshot bytes"]]
    for scenario in scenarios { deltaRows.append(try scenario.measureDelta()) }
    printTable(deltaRows)
    print()
    try printBuildTimes(using: &generator)
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

/// A pair of layouts: sections with their items, by seeded UUID.
private struct SnapshotScenario {
    var name: String
    var old: [(UUID, [UUID])]
    var new: [(UUID, [UUID])]
    var reloaded: [UUID] = []

    static func all(using random: inout BenchmarkRandom) -> [SnapshotScenario] {
        [
            flat("5k: 1k del, 1k ins, 200 moved", count: 5_000, deletes: 1_000, inserts: 1_000, moves: 200, using: &random),
            flat("100k: 10k del, 10k ins, 2k moved", count: 100_000, deletes: 10_000, inserts: 10_000, moves: 2_000, using: &random),
            identical(count: 100_000, using: &random),
            frontToBack(count: 100_000, using: &random),
            sectioned(using: &random),
        ]
    }

    static func flat(_ name: String, count: Int, deletes: Int, inserts: Int, moves: Int, using random: inout BenchmarkRandom) -> Self {
        let section = random.uuid()
        let old = (0..<count).map { _ in random.uuid() }
        var doomed: Set<Int> = []
        while doomed.count < deletes { doomed.insert(random.int(below: count)) }
        var new = old.indices.filter { !doomed.contains($0) }.map { old[$0] }
        for _ in 0..<inserts { new.insert(random.uuid(), at: random.int(below: new.count + 1)) }
        for _ in 0..<moves {
            let item = new.remove(at: random.int(below: new.count))
            new.insert(item, at: random.int(below: new.count + 1))
        }
        return SnapshotScenario(name: name, old: [(section, old)], new: [(section, new)])
    }

    static func identical(count: Int, using random: inout BenchmarkRandom) -> Self {
        let layout = [(random.uuid(), (0..<count).map { _ in random.uuid() })]
        return SnapshotScenario(name: "100k identical", old: layout, new: layout)
    }

    static func frontToBack(count: Int, using random: inout BenchmarkRandom) -> Self {
        let section = random.uuid()
        let old = (0..<count).map { _ in random.uuid() }
        return SnapshotScenario(name: "100k one item front to back", old: [(section, old)], new: [(section, Array(old.dropFirst()) + [old[0]])])
    }

    /// 100 sections of 1,000 items: 5 sections deleted, 100 items deleted per section, 2,000
    /// items moved across sections, 100 inserted per section, 1,000 reloads, 5 new sections,
    /// 10 sections moved.
    static func sectioned(using random: inout BenchmarkRandom) -> Self {
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
        return SnapshotScenario(name: "100x1k sectioned (DifferenceKit 2-level)", old: old, new: new, reloaded: reloaded)
    }

    func run<ID: Hashable & Sendable>(idLabel: String, convert: (UUID, Bool) -> ID) throws -> [String] {
        let minimum = minimumMoves()
        let oldLayout = old.map { (id: convert($0.0, false), items: $0.1.map { convert($0, false) }) }
        let newLayout = new.map { (id: convert($0.0, true), items: $0.1.map { convert($0, true) }) }
        let oldSnapshot = try DiffableSnapshot<ID, ID>(sections: oldLayout)
        var newSnapshot = try DiffableSnapshot<ID, ID>(sections: newLayout)
        try newSnapshot.reloadItems(reloaded.map { convert($0, true) })
        let build = medianMilliseconds(runs: 5) { _ = try? DiffableSnapshot<ID, ID>(sections: newLayout) }.wall

        var changeset = StagedChangeset()
        let diff = medianMilliseconds(runs: 11) { changeset = StagedChangeset(from: oldSnapshot, to: newSnapshot) }
        return [
            name, idLabel, format(diff.wall), format(diff.cpu), format(build),
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
