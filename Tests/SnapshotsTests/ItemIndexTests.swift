import CatalogTestSupport
import Foundation
import Testing

@testable import Snapshots

/// The snapshot's hash index on its own: section arrays held by the test, hashes chosen by
/// the test so that collisions, probe runs that wrap around the end of the table, growth and
/// backward-shift removal all happen on purpose.
@Suite struct ItemIndexTests {
    /// An index over `slotItems`, hashing each value with `hashOf`. A class, so that its
    /// mutating calls can sit inside `#expect`.
    final class Table {
        var index = ItemIndex()
        var slotItems: [[Int]]
        let hashOf: (Int) -> UInt32

        init(slots: Int, hashOf: @escaping (Int) -> UInt32) {
            slotItems = Array(repeating: [], count: slots)
            self.hashOf = hashOf
        }

        /// Appends `item` to a slot unless it is already indexed; returns whether it was added.
        func append(_ item: Int, toSlot slot: Int) -> Bool {
            index.reserve(index.count + 1)
            slotItems[slot].append(item)
            let location = ItemLocation(slot: slot, offset: slotItems[slot].count - 1)
            var added = true
            index.insertIfAbsent(
                contentsOf: [item], slot: slot, firstOffset: location.offset, in: slotItems, cheapHash: true, hash: hashOf,
                repeated: { _ in added = false })
            if !added { slotItems[slot].removeLast() }
            return added
        }

        /// Appends `items` to a slot in one batch and returns the ones refused as repeated;
        /// those stay in the slot array (as in a snapshot, which then undoes the whole call).
        func appendBatch(_ items: [Int], toSlot slot: Int, cheapHash: Bool) -> [Int] {
            index.reserve(index.count + items.count)
            let first = slotItems[slot].count
            slotItems[slot] += items
            var repeated: [Int] = []
            index.insertIfAbsent(
                contentsOf: items, slot: slot, firstOffset: first, in: slotItems, cheapHash: cheapHash, hash: hashOf,
                repeated: { repeated.append($0) })
            return repeated
        }

        func find(_ item: Int) -> ItemLocation? {
            index.position(of: item, hash: hashOf(item), in: slotItems).map(index.location(at:))
        }

        /// Removes an item from the index and its slot, shifting the later items of the slot
        /// back by one, front to back.
        func remove(_ item: Int) -> Bool {
            guard let position = index.position(of: item, hash: hashOf(item), in: slotItems) else { return false }
            let location = index.location(at: position)
            index.remove(at: position)
            slotItems[location.slot].remove(at: location.offset)
            for offset in location.offset..<slotItems[location.slot].count {
                index.relocate(
                    hash: hashOf(slotItems[location.slot][offset]),
                    from: ItemLocation(slot: location.slot, offset: offset + 1),
                    to: ItemLocation(slot: location.slot, offset: offset))
            }
            return true
        }

        /// Every item is found where its slot holds it.
        func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
            var total = 0
            for (slot, items) in slotItems.enumerated() {
                for (offset, item) in items.enumerated() {
                    #expect(find(item) == ItemLocation(slot: slot, offset: offset), "item \(item)", sourceLocation: sourceLocation)
                }
                total += items.count
            }
            #expect(index.count == total, sourceLocation: sourceLocation)
            #expect(index.buckets.filter { !$0.isEmpty }.count == total, sourceLocation: sourceLocation)
        }
    }

    @Test func identifiersSharingOneHashAreToldApartByComparison() {
        let table = Table(slots: 3) { _ in 7 }
        for item in 0..<200 { #expect(table.append(item, toSlot: item % 3)) }
        table.expectConsistent()
        // Every bucket has the same hash, so only the comparison with the slot arrays refuses these.
        #expect(!table.append(5, toSlot: 0))
        #expect(!table.append(199, toSlot: 2))
        #expect(table.find(200) == nil)
        #expect(table.find(-1) == nil)
        // Item 5 went to slot 5 % 3 = 2 as its second item (after 2): offset 1.
        #expect(table.find(5) == ItemLocation(slot: 2, offset: 1))
        table.expectConsistent()
    }

    @Test(arguments: [true, false])
    func aBatchRefusesRepeatsAcrossHashBlocks(cheapHash: Bool) {
        // 1,000 items, past several hash blocks of 256: 0..<900, then 100 values that repeat
        // earlier ones of the same batch (the last 50 of those, from before the first block
        // boundary), hashed into only 64 distinct values so that probe runs are long.
        let table = Table(slots: 2) { UInt32($0 % 64) &* 0x0100_0001 }
        let batch = Array(0..<900) + Array(600..<650) + Array(200..<250)
        #expect(table.appendBatch(batch, toSlot: 1, cheapHash: cheapHash) == Array(600..<650) + Array(200..<250))
        #expect(table.index.count == 900)
        for item in [0, 255, 256, 600, 899] { #expect(table.find(item) == ItemLocation(slot: 1, offset: item)) }
        #expect(table.find(900) == nil)
        // A second batch in another slot: only the new values are added.
        #expect(table.appendBatch([899, 900, 901, 0], toSlot: 0, cheapHash: cheapHash) == [899, 0])
        #expect(table.find(900) == ItemLocation(slot: 0, offset: 1))
        #expect(table.find(901) == ItemLocation(slot: 0, offset: 2))
        #expect(table.find(899) == ItemLocation(slot: 1, offset: 899))
    }

    @Test func theTableGrowsByPowersOfTwoAndStaysAtMostHalfFull() {
        let table = Table(slots: 1) { UInt32(truncatingIfNeeded: $0 &* 0x9E37_79B9) }
        #expect(table.index.buckets.isEmpty)
        #expect(table.append(0, toSlot: 0))
        // The first table has 16 buckets and takes 16 / 2 = 8 items.
        #expect(table.index.buckets.count == 16)
        for item in 1..<8 { #expect(table.append(item, toSlot: 0)) }
        #expect(table.index.buckets.count == 16)
        #expect(table.append(8, toSlot: 0))
        #expect(table.index.buckets.count == 32)
        for item in 9..<10_000 { #expect(table.append(item, toSlot: 0)) }
        // 10,000 > 16,384 / 2 = 8,192 and ≤ 32,768 / 2 = 16,384.
        #expect(table.index.buckets.count == 32_768)
        table.expectConsistent()
    }

    @Test func reservingUpFrontSizesTheTableOnce() {
        var index = ItemIndex()
        index.reserve(100_000)
        // 131,072 / 2 = 65,536 < 100,000 ≤ 262,144 / 2 = 131,072.
        #expect(index.buckets.count == 262_144)
        index.reserve(131_072)
        #expect(index.buckets.count == 262_144)
        index.reserve(131_073)
        #expect(index.buckets.count == 524_288)
    }

    @Test func removalKeepsProbeRunsThatWrapAroundTheEnd() {
        // 16 buckets: items 0..<5 all start at bucket 14, so their run is 14, 15, 0, 1, 2.
        // Items 100 and 101 start at bucket 0 and land after that run, in buckets 3 and 4.
        let table = Table(slots: 2) { $0 >= 100 ? 0 : 14 }
        for item in 0..<5 { #expect(table.append(item, toSlot: 0)) }
        for item in 100..<102 { #expect(table.append(item, toSlot: 1)) }
        #expect(table.index.buckets.count == 16)
        #expect(table.index.buckets[14].offset == 0 && table.index.buckets[15].offset == 1)
        #expect(table.index.buckets[0].slotPlusOne == 1 && table.index.buckets[0].offset == 2)
        #expect(table.index.buckets[3].slotPlusOne == 2 && table.index.buckets[3].offset == 0)
        #expect(table.index.buckets[4].slotPlusOne == 2 && table.index.buckets[4].offset == 1)
        table.expectConsistent()

        // Removing item 1 (bucket 15) pulls every later member of both runs back by one bucket:
        // item 2 from bucket 0 to 15 (and, shifted in its slot, to offset 1), …, item 101 from
        // bucket 4 to 3, leaving 4 empty.
        #expect(table.remove(1))
        #expect(table.find(1) == nil)
        #expect(table.index.buckets[15].hash == 14 && table.index.buckets[15].offset == 1)
        #expect(table.index.buckets[3].slotPlusOne == 2 && table.index.buckets[3].offset == 1)
        #expect(table.index.buckets[4].isEmpty)
        table.expectConsistent()
        #expect(table.remove(0))
        #expect(table.remove(101))
        #expect(table.remove(4))
        #expect(!table.remove(4))
        table.expectConsistent()
        #expect(table.slotItems == [[2, 3], [100]])
    }

    @Test func randomInsertsAndRemovalsAgreeWithADictionary() {
        var random = SplitMix64(seed: 11)
        // Eight distinct hashes for 300 values: long runs and constant collisions.
        let table = Table(slots: 4) { UInt32($0 % 8) &* 0x1000_0001 }
        var model: [Int: Int] = [:]
        for _ in 0..<3_000 {
            let item = Int.random(in: 0..<300, using: &random)
            if Bool.random(using: &random) {
                let slot = Int.random(in: 0..<4, using: &random)
                let added = table.append(item, toSlot: slot)
                #expect(added == (model[item] == nil))
                if added { model[item] = slot }
            } else {
                let wasPresent = model.removeValue(forKey: item) != nil
                #expect(table.remove(item) == wasPresent)
            }
        }
        table.expectConsistent()
        for item in 0..<300 { #expect((table.find(item)?.slot) == model[item]) }
    }

    @Test func equalUUIDsHashEquallyAndTheKeyChangesTheHash() {
        let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()
        let copy = UUID(uuid: uuid.uuid)
        let hash = IndexHash(key0: 1, key1: 2)
        #expect(hash(uuid) == hash(copy))
        #expect(IndexHash(key0: 1, key1: 2)(uuid) == hash(uuid))
        #expect(IndexHash(key0: 3, key1: 2)(uuid) != hash(uuid))
        #expect(IndexHash()(uuid) == IndexHash()(copy))
    }

    @Test func uuidsThatDifferInFewBitsSpreadOverTheBuckets() {
        // 65,536 UUIDs that differ only in their last two bytes, into 65,536 home buckets.
        // Uniform hashing fills 1 - 1/e ≈ 63 % of them (41,427, standard deviation ≈ 120); a
        // hash that ignored those bytes, 0 %. Fixed keys keep the test deterministic: among them
        // keys whose keyed multiplier has many low zero bits, which spread badly before the
        // finaliser, and the process's own random key.
        let keys: [(UInt64, UInt64)] = [
            (0, 0), (0x1234_0000_0000_0000, 0), (0xFFFF_FFFF_0000_0000, 0x8000_0000_0000_0000),
            (0x9E37_79B9_7F4A_7C15, 0xD1B5_4A32_D192_ED03), (0x0000_0000_4000_0080, 0x0000_0000_0000_0001),
        ]
        let hashes = keys.map { IndexHash(key0: $0.0, key1: $0.1) } + [IndexHash()]
        for hash in hashes {
            var used = Set<UInt32>()
            for counter in 0..<65_536 {
                let uuid = UUID(uuid: (0x12, 0x34, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, UInt8(counter >> 8), UInt8(counter & 0xFF)))
                used.insert(hash(uuid) & 0xFFFF)
            }
            #expect(used.count > 40_000)
        }
    }

    @Test func stringsHashByCanonicalEquivalenceLikeTheirEquality() {
        // "é" precomposed and decomposed are equal Strings, so a snapshot must refuse the pair.
        let precomposed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(precomposed == decomposed)
        #expect(IndexHash()(precomposed) == IndexHash()(decomposed))
        #expect(throws: Failure.duplicateItems([decomposed])) {
            _ = try StringSnapshot(sections: [(id: "s", items: [precomposed, decomposed])])
        }
    }

    /// An identifier whose hash keeps only `value % 3`: nearly every probe meets a collision.
    struct Colliding: Hashable, Sendable {
        var value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }
    }

    @Test func snapshotEditsKeepTheIndexRightWhenIdentifiersCollide() throws {
        var random = SplitMix64(seed: 5)
        func pick(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
        var snapshot = DiffableSnapshot<Int, Colliding>()
        var model: [(id: Int, items: [Int])] = (0..<4).map { ($0, []) }
        try snapshot.appendSections([0, 1, 2, 3])
        var nextSection = 4
        for step in 0..<800 {
            let present = model.flatMap(\.items)
            let item = pick(0..<120)
            switch pick(0..<6) {
            case 0, 1:
                // Append one to three items, some of them already present: refused as a whole.
                let items = (0..<pick(1..<4)).map { _ in pick(0..<120) }
                let section = pick(0..<model.count)
                let valid = Set(items).count == items.count && !items.contains(where: present.contains)
                #expect(((try? snapshot.appendItems(items.map(Colliding.init), toSection: model[section].id)) != nil) == valid)
                if valid { model[section].items += items }
            case 2:
                guard let anchor = present.randomElement(using: &random) else { continue }
                let valid = !present.contains(item)
                #expect(((try? snapshot.insertItems([Colliding(value: item)], beforeItem: Colliding(value: anchor))) != nil) == valid)
                if valid, let section = model.firstIndex(where: { $0.items.contains(anchor) }),
                    let offset = model[section].items.firstIndex(of: anchor)
                {
                    model[section].items.insert(item, at: offset)
                }
            case 3:
                guard present.count > 1, let moved = present.randomElement(using: &random),
                    let anchor = present.filter({ $0 != moved }).randomElement(using: &random)
                else { continue }
                try snapshot.moveItem(Colliding(value: moved), afterItem: Colliding(value: anchor))
                for index in model.indices { model[index].items.removeAll { $0 == moved } }
                if let section = model.firstIndex(where: { $0.items.contains(anchor) }),
                    let offset = model[section].items.firstIndex(of: anchor)
                {
                    model[section].items.insert(moved, at: offset + 1)
                }
            case 4:
                let doomed = present.filter { _ in pick(0..<10) == 0 }
                try snapshot.deleteItems(doomed.map(Colliding.init))
                for index in model.indices { model[index].items.removeAll(where: doomed.contains) }
            default:
                guard step % 5 == 0 else { continue }
                let section = pick(0..<model.count)
                try snapshot.deleteSections([model[section].id])
                model.remove(at: section)
                try snapshot.appendSections([nextSection])
                model.append((nextSection, []))
                nextSection += 1
            }
            var flat = 0
            for (position, section) in model.enumerated() {
                for (offset, item) in section.items.enumerated() {
                    #expect(snapshot.indexPath(ofItem: Colliding(value: item)) == ItemIndexPath(section: position, item: offset))
                    #expect(snapshot.indexOfItem(Colliding(value: item)) == flat)
                    flat += 1
                }
            }
            #expect(snapshot.numberOfItems == flat)
            for absent in Set(0..<120).subtracting(model.flatMap(\.items)) {
                #expect(!snapshot.containsItem(Colliding(value: absent)))
            }
        }
    }
}
