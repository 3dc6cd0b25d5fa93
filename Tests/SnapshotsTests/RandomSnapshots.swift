import CatalogTestSupport

@testable import Snapshots

/// Random snapshot pairs for the property tests, from a small pool of identifiers so that
/// pairs share many of them.
struct RandomSnapshots {
    var random: SplitMix64
    let sectionPool = (0..<8).map { "s\($0)" }
    let itemPool = (0..<40).map { "i\($0)" }

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// A snapshot drawn from scratch.
    mutating func snapshot() throws -> StringSnapshot {
        let sections = Array(sectionPool.shuffled(using: &random).prefix(int(0...5)))
        var layout = sections.map { (id: $0, items: [String]()) }
        if !layout.isEmpty {
            for item in itemPool.shuffled(using: &random).prefix(int(0...30)) {
                layout[int(0...(layout.count - 1))].items.append(item)
            }
        }
        var result = try StringSnapshot(sections: layout)
        try mark(&result)
        return result
    }

    /// A snapshot derived from `base` by a few random edits, the usual shape of a history step.
    mutating func edited(_ base: StringSnapshot) throws -> StringSnapshot {
        var layout = base.sectionIdentifiers.map { (id: $0, items: (try? base.itemIdentifiers(inSection: $0)) ?? []) }
        layout.removeAll { _ in chance(0.15) }
        for section in sectionPool where !base.containsSection(section) && chance(0.1) {
            layout.insert((section, []), at: int(0...layout.count))
        }
        for _ in 0..<int(0...2) where layout.count > 1 {
            layout.swapAt(int(0...(layout.count - 1)), int(0...(layout.count - 1)))
        }
        for index in layout.indices { layout[index].items.removeAll { _ in chance(0.15) } }
        let nonEmpty = { (layout: [(id: String, items: [String])]) in layout.indices.filter { !layout[$0].items.isEmpty } }
        for _ in 0..<int(0...4) where !nonEmpty(layout).isEmpty {
            let candidates = nonEmpty(layout)
            let from = candidates[int(0...(candidates.count - 1))]
            let item = layout[from].items.remove(at: int(0...(layout[from].items.count - 1)))
            let to = int(0...(layout.count - 1))
            layout[to].items.insert(item, at: int(0...layout[to].items.count))
        }
        let present = Set(layout.flatMap(\.items))
        for item in itemPool where !present.contains(item) && !layout.isEmpty && chance(0.08) {
            let to = int(0...(layout.count - 1))
            layout[to].items.insert(item, at: int(0...layout[to].items.count))
        }
        var result = try StringSnapshot(sections: layout)
        try mark(&result)
        return result
    }

    mutating func mark(_ snapshot: inout StringSnapshot) throws {
        try snapshot.reloadItems(snapshot.itemIdentifiers.filter { _ in chance(0.1) })
        try snapshot.reconfigureItems(snapshot.itemIdentifiers.filter { _ in chance(0.1) })
        try snapshot.reloadSections(snapshot.sectionIdentifiers.filter { _ in chance(0.15) })
    }

    /// A snapshot derived from `base` by random script steps, skipping refused ones; deleted
    /// sections leave storage slots that later sections reuse.
    mutating func scripted(_ base: StringSnapshot, steps: Int) -> StringSnapshot {
        var result = base
        for _ in 0..<steps { try? result.apply(operation()) }
        return result
    }

    /// A pair, half the time related by a few edits and half the time drawn independently.
    mutating func pair() throws -> (StringSnapshot, StringSnapshot) {
        let old = try snapshot()
        return chance(0.5) ? (old, try edited(old)) : (old, try snapshot())
    }

    /// A random script step, valid or not.
    mutating func operation() -> Operation {
        var g = self
        defer { self = g }
        func items() -> [String] { (0..<g.int(0...3)).map { _ in g.itemPool[g.int(0...(g.itemPool.count - 1))] } }
        func sections() -> [String] { (0..<g.int(0...2)).map { _ in g.sectionPool[g.int(0...(g.sectionPool.count - 1))] } }
        func item() -> String { g.itemPool[g.int(0...(g.itemPool.count - 1))] }
        func section() -> String { g.sectionPool[g.int(0...(g.sectionPool.count - 1))] }
        func itemPlacement() -> SnapshotPlacement<String> { g.chance(0.5) ? .before(item()) : .after(item()) }
        func sectionPlacement() -> SnapshotPlacement<String> { g.chance(0.5) ? .before(section()) : .after(section()) }
        switch g.int(0...12) {
        case 0: return .appendSections(sections())
        case 1: return .insertSections(sections(), at: sectionPlacement())
        case 2: return .deleteSections(sections())
        case 3: return .moveSection(section(), to: sectionPlacement())
        case 4: return .reloadSections(sections())
        case 5, 6: return .appendItems(items(), toSection: g.chance(0.5) ? nil : section())
        case 7: return .insertItems(items(), at: itemPlacement())
        case 8, 9: return .moveItem(item(), to: itemPlacement())
        case 10: return .deleteItems(items())
        case 11: return g.chance(0.02) ? .deleteAllItems : .reloadItems(items())
        default: return .reconfigureItems(items())
        }
    }
}

/// The fewest moves any valid batch update needs, computed by brute force: every surviving item
/// that changes section moves, and within each section the survivors that were already there
/// keep at most a longest increasing run of their old offsets (quadratic dynamic programming
/// here, unlike the module's patience sort).
func minimumMoves(from old: StringSnapshot, to new: StringSnapshot) -> (items: Int, sections: Int) {
    func longestIncreasing(_ values: [Int]) -> Int {
        var lengths = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { lengths[i] = max(lengths[i], lengths[j] + 1) }
        }
        return lengths.max() ?? 0
    }
    let keptSections = new.sectionIdentifiers.filter(old.containsSection)
    let sectionMoves = keptSections.count - longestIncreasing(keptSections.compactMap(old.indexOfSection))
    var itemMoves = 0
    for section in keptSections {
        var sameSectionOldOffsets: [Int] = []
        for item in (try? new.itemIdentifiers(inSection: section)) ?? [] {
            guard let oldSection = old.sectionIdentifier(containingItem: item), new.containsSection(oldSection) else { continue }
            if oldSection == section {
                sameSectionOldOffsets.append(((try? old.itemIdentifiers(inSection: section)) ?? []).firstIndex(of: item) ?? 0)
            } else {
                itemMoves += 1
            }
        }
        itemMoves += sameSectionOldOffsets.count - longestIncreasing(sameSectionOldOffsets)
    }
    return (itemMoves, sectionMoves)
}
