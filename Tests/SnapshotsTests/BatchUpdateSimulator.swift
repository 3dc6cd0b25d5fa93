import Testing

@testable import Snapshots

/// Plays a changeset the way UIKit's `performBatchUpdates` reads it, one stage per batch, and
/// checks that the result is the target snapshot.
///
/// Written independently of the changeset code: within a batch, deletes and move origins use
/// the positions before the batch, inserts and move destinations the positions after it; every
/// element neither deleted nor moved keeps its relative order; an inserted section arrives with
/// the data source's content and takes no item operations; counts must add up and no two
/// operations may claim the same position. Any violation is a failure, as UIKit would raise.
enum BatchUpdateSimulator {
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    struct Layout: Equatable {
        var sections: [String]
        var items: [[String]]
    }

    static func layout(of snapshot: StringSnapshot) -> Layout {
        Layout(
            sections: snapshot.sectionIdentifiers,
            items: snapshot.sectionIdentifiers.map { (try? snapshot.itemIdentifiers(inSection: $0)) ?? [] })
    }

    static func verify(
        _ changeset: StagedChangeset, from old: StringSnapshot, to new: StringSnapshot,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let target = layout(of: new)
        var current = layout(of: old)
        var reloaded: [String] = []
        var reconfigured: [String] = []
        var reloadedSections: [String] = []
        var lastStage = -1
        for stage in changeset.stages {
            let order: Int
            switch stage {
            case .itemReloads(let paths):
                order = 0
                reloaded = try paths.map { try item(at: $0, in: current) }
                try requireUnique(paths, "item reloads")
            case .deletes(let sections, let items):
                order = 1
                current = try batch(current, sectionDeletes: sections, itemDeletes: items, target: target)
            case .sectionInsertsAndMoves(let inserts, let moves):
                order = 2
                current = try batch(current, sectionInserts: inserts, sectionMoves: moves, target: target)
            case .itemInsertsAndMoves(let inserts, let moves):
                order = 3
                current = try batch(current, itemInserts: inserts, itemMoves: moves, target: target)
            case .sectionReloads(let sections):
                order = 4
                try requireUnique(sections, "section reloads")
                reloadedSections = try sections.map { index in
                    guard current.sections.indices.contains(index) else { throw Invalid(description: "reload of section \(index)") }
                    return current.sections[index]
                }
            case .itemReconfigures(let paths):
                order = 5
                try requireUnique(paths, "item reconfigures")
                reconfigured = try paths.map { try item(at: $0, in: current) }
            }
            #expect(order > lastStage, "stages out of order", sourceLocation: sourceLocation)
            lastStage = order
        }
        #expect(current == target, "simulated batches do not reach the target", sourceLocation: sourceLocation)

        // The marks to expect: those of the target on identifiers present in both snapshots,
        // outside deleted and inserted sections.
        let surviving = { (item: String) -> Bool in
            guard let oldSection = old.sectionIdentifier(containingItem: item),
                let newSection = new.sectionIdentifier(containingItem: item)
            else { return false }
            return new.containsSection(oldSection) && old.containsSection(newSection)
        }
        let newReloaded = Set(new.reloadedItemIdentifiers)
        #expect(Set(reloaded) == newReloaded.filter(surviving), sourceLocation: sourceLocation)
        #expect(
            Set(reconfigured) == Set(new.reconfiguredItemIdentifiers).subtracting(newReloaded).filter(surviving),
            sourceLocation: sourceLocation)
        #expect(
            Set(reloadedSections) == Set(new.reloadedSectionIdentifiers.filter(old.containsSection)),
            sourceLocation: sourceLocation)
    }

    static func item(at path: ItemIndexPath, in layout: Layout) throws -> String {
        guard layout.items.indices.contains(path.section), layout.items[path.section].indices.contains(path.item) else {
            throw Invalid(description: "no item at \(path)")
        }
        return layout.items[path.section][path.item]
    }

    static func requireUnique<T: Hashable>(_ values: [T], _ what: String) throws {
        if Set(values).count != values.count { throw Invalid(description: "repeated positions in \(what)") }
    }

    /// Places moved and inserted elements at their final positions and fills the rest with the
    /// untouched elements in their old order.
    static func arrange<T>(
        finalCount: Int, placed: [(position: Int, element: T)], untouched: [T], what: String
    ) throws -> [T] {
        guard finalCount == placed.count + untouched.count else {
            throw Invalid(description: "\(what): counts do not add up")
        }
        var slots = [T?](repeating: nil, count: finalCount)
        for (position, element) in placed {
            guard slots.indices.contains(position), slots[position] == nil else {
                throw Invalid(description: "\(what): position \(position) out of range or claimed twice")
            }
            slots[position] = element
        }
        var rest = untouched.makeIterator()
        return slots.map { $0 ?? rest.next()! }
    }

    /// One `performBatchUpdates` call.
    static func batch(
        _ before: Layout,
        sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [SectionMove] = [],
        itemDeletes: [ItemIndexPath] = [], itemInserts: [ItemIndexPath] = [], itemMoves: [ItemMove] = [],
        target: Layout
    ) throws -> Layout {
        // Sections. Each final section remembers the old one it came from, or nil if inserted.
        try requireUnique(sectionDeletes + sectionMoves.map(\.from), "section deletes and move origins")
        try requireUnique(sectionInserts + sectionMoves.map(\.to), "section inserts and move destinations")
        for index in sectionDeletes + sectionMoves.map(\.from) where !before.sections.indices.contains(index) {
            throw Invalid(description: "section \(index) does not exist before the batch")
        }
        let removed = Set(sectionDeletes + sectionMoves.map(\.from))
        let finalSectionCount = before.sections.count - sectionDeletes.count + sectionInserts.count
        let origins: [Int?] = try arrange(
            finalCount: finalSectionCount,
            placed: sectionInserts.map { ($0, nil) } + sectionMoves.map { ($0.to, $0.from) },
            untouched: before.sections.indices.filter { !removed.contains($0) }.map { $0 },
            what: "sections")

        // Items, by old position for removals and by final position for arrivals.
        try requireUnique(itemDeletes + itemMoves.map(\.from), "item deletes and move origins")
        try requireUnique(itemInserts + itemMoves.map(\.to), "item inserts and move destinations")
        for path in itemDeletes + itemMoves.map(\.from) {
            guard !Set(sectionDeletes).contains(path.section) else {
                throw Invalid(description: "item \(path) listed in a deleted section")
            }
            _ = try item(at: path, in: before)
        }
        let removedItems = Set(itemDeletes + itemMoves.map(\.from))
        var arrivals: [Int: [(position: Int, element: String)]] = [:]
        for path in itemInserts {
            guard target.items.indices.contains(path.section), target.items[path.section].indices.contains(path.item) else {
                throw Invalid(description: "insert at \(path) outside the data")
            }
            arrivals[path.section, default: []].append((path.item, target.items[path.section][path.item]))
        }
        for itemMove in itemMoves {
            arrivals[itemMove.to.section, default: []].append((itemMove.to.item, try item(at: itemMove.from, in: before)))
        }

        if let stray = arrivals.keys.first(where: { !origins.indices.contains($0) }) {
            throw Invalid(description: "item arriving in section \(stray), which does not exist after the batch")
        }
        var after = Layout(sections: [], items: [])
        for (position, origin) in origins.enumerated() {
            guard let origin else {
                guard arrivals[position] == nil else {
                    throw Invalid(description: "item operations inside inserted section \(position)")
                }
                guard target.sections.indices.contains(position) else {
                    throw Invalid(description: "inserted section \(position) outside the data")
                }
                after.sections.append(target.sections[position])
                after.items.append(target.items[position])
                continue
            }
            let untouched = before.items[origin].indices
                .filter { !removedItems.contains(ItemIndexPath(section: origin, item: $0)) }
                .map { before.items[origin][$0] }
            let placed = arrivals[position] ?? []
            after.sections.append(before.sections[origin])
            after.items.append(
                try arrange(
                    finalCount: untouched.count + placed.count, placed: placed, untouched: untouched,
                    what: "items of section \(position)"))
        }
        return after
    }
}
