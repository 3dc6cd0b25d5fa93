import Testing

@testable import Snapshots

/// Random operation sequences applied both to a snapshot and to a plain array model written
/// for the test; after every step the two must agree on every query, and a refused step must
/// leave the snapshot unchanged.
@Suite struct SnapshotModelTests {
    struct Model: Equatable {
        var sections: [(id: String, items: [String])] = []
        var reloaded: Set<String> = []
        var reconfigured: Set<String> = []
        var reloadedSections: Set<String> = []

        static func == (lhs: Model, rhs: Model) -> Bool {
            lhs.sections.map(\.id) == rhs.sections.map(\.id) && lhs.sections.map(\.items) == rhs.sections.map(\.items)
                && lhs.reloaded == rhs.reloaded && lhs.reconfigured == rhs.reconfigured
                && lhs.reloadedSections == rhs.reloadedSections
        }

        var allItems: [String] { sections.flatMap(\.items) }
        func find(_ item: String) -> (section: Int, offset: Int)? {
            for (index, section) in sections.enumerated() {
                if let offset = section.items.firstIndex(of: item) { return (index, offset) }
            }
            return nil
        }
        func sectionIndex(_ id: String) -> Int? { sections.firstIndex { $0.id == id } }
        func hasNew(_ items: [String]) -> Bool {
            Set(items).count == items.count && items.allSatisfy { find($0) == nil }
        }
        func hasNewSections(_ ids: [String]) -> Bool {
            Set(ids).count == ids.count && ids.allSatisfy { sectionIndex($0) == nil }
        }

        /// The step's effect, or nil where UIKit would raise.
        func applying(_ operation: Operation) -> Model? {
            var m = self
            switch operation {
            case .appendSections(let ids):
                guard hasNewSections(ids) else { return nil }
                m.sections += ids.map { ($0, []) }
            case .insertSections(let ids, let placement):
                guard let anchor = sectionIndex(placement.anchor), hasNewSections(ids) else { return nil }
                m.sections.insert(contentsOf: ids.map { ($0, []) }, at: anchor + (placement == .after(placement.anchor) ? 1 : 0))
            case .deleteSections(let ids):
                guard ids.allSatisfy({ sectionIndex($0) != nil }) else { return nil }
                let gone = Set(ids)
                let goneItems = Set(sections.filter { gone.contains($0.id) }.flatMap(\.items))
                m.sections.removeAll { gone.contains($0.id) }
                m.reloaded.subtract(goneItems)
                m.reconfigured.subtract(goneItems)
                m.reloadedSections.subtract(gone)
            case .moveSection(let id, let placement):
                guard id != placement.anchor, let from = sectionIndex(id), sectionIndex(placement.anchor) != nil else { return nil }
                let moved = m.sections.remove(at: from)
                let anchor = m.sectionIndex(placement.anchor) ?? 0
                m.sections.insert(moved, at: anchor + (placement == .after(placement.anchor) ? 1 : 0))
            case .reloadSections(let ids):
                guard ids.allSatisfy({ sectionIndex($0) != nil }) else { return nil }
                m.reloadedSections.formUnion(ids)
            case .appendItems(let items, let section):
                guard let target = section.map(sectionIndex) ?? (sections.isEmpty ? nil : sections.count - 1),
                    hasNew(items)
                else { return nil }
                m.sections[target].items += items
            case .insertItems(let items, let placement):
                guard let anchor = find(placement.anchor), hasNew(items) else { return nil }
                m.sections[anchor.section].items.insert(
                    contentsOf: items, at: anchor.offset + (placement == .after(placement.anchor) ? 1 : 0))
            case .moveItem(let item, let placement):
                guard item != placement.anchor, let from = find(item), find(placement.anchor) != nil else { return nil }
                m.sections[from.section].items.remove(at: from.offset)
                guard let anchor = m.find(placement.anchor) else { return nil }
                m.sections[anchor.section].items.insert(item, at: anchor.offset + (placement == .after(placement.anchor) ? 1 : 0))
            case .deleteItems(let items):
                guard items.allSatisfy({ find($0) != nil }) else { return nil }
                let gone = Set(items)
                for index in m.sections.indices { m.sections[index].items.removeAll { gone.contains($0) } }
                m.reloaded.subtract(gone)
                m.reconfigured.subtract(gone)
            case .deleteAllItems:
                m = Model()
            case .reloadItems(let items):
                guard items.allSatisfy({ find($0) != nil }) else { return nil }
                m.reloaded.formUnion(items)
            case .reconfigureItems(let items):
                guard items.allSatisfy({ find($0) != nil }) else { return nil }
                m.reconfigured.formUnion(items)
            }
            return m
        }
    }

    func check(_ s: StringSnapshot, matches m: Model) {
        #expect(s.sectionIdentifiers == m.sections.map(\.id))
        #expect(s.itemIdentifiers == m.allItems)
        #expect(s.numberOfItems == m.allItems.count)
        #expect(Set(s.reloadedItemIdentifiers) == m.reloaded)
        #expect(Set(s.reconfiguredItemIdentifiers) == m.reconfigured)
        #expect(Set(s.reloadedSectionIdentifiers) == m.reloadedSections)
        for (index, section) in m.sections.enumerated() {
            #expect(s.indexOfSection(section.id) == index)
            #expect((try? s.itemIdentifiers(inSection: section.id)) == section.items)
        }
        let flat = m.allItems
        for item in s.itemIdentifiers + ["missing"] {
            #expect(s.indexOfItem(item) == flat.firstIndex(of: item))
            #expect(s.sectionIdentifier(containingItem: item) == m.find(item).map { m.sections[$0.section].id })
        }
    }

    @Test(arguments: [31, 32, 33] as [UInt64])
    func randomOperationsAgreeWithAnArrayModel(seed: UInt64) {
        var g = RandomSnapshots(seed: seed)
        var s = StringSnapshot()
        var m = Model()
        var refused = 0
        for _ in 0..<3_000 {
            let operation = g.operation()
            let expected = m.applying(operation)
            let before = s
            do {
                try s.apply(operation)
                #expect(expected != nil, "\(operation) should have been refused")
            } catch {
                refused += 1
                #expect(expected == nil, "\(operation) refused: \(error)")
                #expect(s == before)
            }

            m = expected ?? m
            check(s, matches: m)
        }
        #expect(refused > 100 && refused < 2_500)
    }
}
