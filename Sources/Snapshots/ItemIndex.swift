/// The snapshot's hash index from item identifier to location: an open-addressing table with
/// linear probing that stores locations only.
///
/// The identifiers themselves stay where the snapshot already keeps them, in its section
/// arrays, and a probe compares against them there (`slotItems[slot][offset]`). Compared with a
/// `Dictionary<ItemID, ItemLocation>` a bucket is 12 bytes instead of 32 (for a UUID or String
/// key), no identifier is ever copied or retained, and the hash can be chosen per identifier
/// type (see ``IndexHash``). Each bucket keeps 32 bits of its identifier's hash, so most
/// probes that miss are rejected without reading the identifier, and growing or deleting
/// (backward-shift, no tombstones) never needs the identifiers at all. Slots and offsets are
/// 32-bit: overflowing them would take more than four billion sections, or items in one
/// section, far more than fits in memory.
///
/// Because a bucket finds its identifier through its location, an edit that shifts items
/// inside a section must update their buckets with ``relocate(hash:from:to:)`` in an order
/// where no two buckets ever hold the same location: for a shift towards the end, the last
/// item first; towards the start, the first item first.
struct ItemIndex: Sendable {
    /// One bucket. `slotPlusOne` is the section's storage slot plus one, so that an all-zero
    /// bucket is empty and a fresh table is zero-filled.
    struct Bucket: Sendable, Equatable {
        var hash: UInt32
        var slotPlusOne: UInt32
        var offset: UInt32

        static let empty = Bucket(hash: 0, slotPlusOne: 0, offset: 0)

        var isEmpty: Bool { slotPlusOne == 0 }
        var location: ItemLocation { ItemLocation(slot: Int(slotPlusOne) - 1, offset: Int(offset)) }

        func isAt(_ location: ItemLocation) -> Bool {
            Int(slotPlusOne) == location.slot + 1 && Int(offset) == location.offset
        }
    }

    /// Power-of-two count, or empty before the first insertion.
    private(set) var buckets: [Bucket] = []
    /// Occupied buckets.
    private(set) var count = 0
    /// Hashes identifiers; see ``IndexHash``.
    let hasher = IndexHash()

    /// The most occupied buckets a table of `capacity` buckets may hold: half.
    ///
    /// At half load an insertion or a lookup that misses (every deleted item, in a changeset)
    /// scans about two and a half buckets, and one that hits about one and a half. Measured on
    /// the snapshot benchmarks, 3/4 was up to a fifth slower and 7/8 slower still: the table
    /// is cheap (12 bytes a bucket), the probes are not.
    static func maximumCount(forCapacity capacity: Int) -> Int { capacity / 2 }

    /// Makes room for `total` identifiers without further growth.
    mutating func reserve(_ total: Int) {
        guard total > Self.maximumCount(forCapacity: buckets.count) else { return }
        var capacity = max(16, buckets.count)
        while Self.maximumCount(forCapacity: capacity) < total { capacity *= 2 }
        let old = buckets
        buckets = [Bucket](repeating: .empty, count: capacity)
        let mask = capacity - 1
        buckets.withUnsafeMutableBufferPointer { buckets in
            for bucket in old where !bucket.isEmpty {
                var position = Int(bucket.hash) & mask
                while !buckets[position].isEmpty { position = (position + 1) & mask }
                buckets[position] = bucket
            }
        }
    }

    /// The bucket holding `id`, whose hash is `hash`, or nil.
    @inline(__always)
    func position<ID: Equatable>(of id: ID, hash: UInt32, in slotItems: [[ID]]) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        return buckets.withUnsafeBufferPointer { buckets in
            var position = Int(hash) & mask
            while true {
                let bucket = buckets[position]
                if bucket.isEmpty { return nil }
                if bucket.hash == hash, slotItems[Int(bucket.slotPlusOne) - 1][Int(bucket.offset)] == id { return position }
                position = (position + 1) & mask
            }
        }
    }

    /// The location of the item in bucket `position`.
    func location(at position: Int) -> ItemLocation { buckets[position].location }

    /// Adds `items`, which `slotItems[slot]` must already hold from `firstOffset` on, hashed
    /// with `hash`; calls `repeated` for each one already indexed (or repeated earlier in
    /// `items`) and leaves those out. Call ``reserve(_:)`` first.
    ///
    /// One pass over a table held open for the whole batch: this loop is most of the time
    /// spent building a large snapshot. `cheapHash` says whether `hash` costs only a few
    /// instructions (see ``IndexHash/isCheap(_:)``).
    @inline(__always)
    mutating func insertIfAbsent<ID: Equatable>(
        contentsOf items: [ID], slot: Int, firstOffset: Int, in slotItems: [[ID]],
        cheapHash: Bool, hash: (ID) -> UInt32, repeated: (ID) -> Void
    ) {
        let mask = buckets.count - 1
        let slotPlusOne = UInt32(slot + 1)
        var added = 0
        buckets.withUnsafeMutableBufferPointer { buckets in
            items.withUnsafeBufferPointer { items in
                /// Places item `index`, whose hash is `hash`.
                @inline(__always) func place(_ index: Int, hash: UInt32) {
                    var position = Int(hash) & mask
                    while true {
                        let bucket = buckets[position]
                        if bucket.isEmpty {
                            buckets[position] = Bucket(hash: hash, slotPlusOne: slotPlusOne, offset: UInt32(firstOffset + index))
                            added += 1
                            return
                        }
                        if bucket.hash == hash, slotItems[Int(bucket.slotPlusOne) - 1][Int(bucket.offset)] == items[index] {
                            repeated(items[index])
                            return
                        }
                        position = (position + 1) & mask
                    }
                }
                guard !cheapHash else {
                    for index in items.indices { place(index, hash: hash(items[index])) }
                    return
                }
                // An expensive hash (SipHash over a String's bytes) in the same loop as the
                // probes leaves each probe's cache miss to be waited for alone; hashing a block
                // first lets the probes of the block overlap. Measured: String snapshots of
                // 100,000 items build in about 60 % of the time, UUIDs a little slower.
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Self.hashBlock) { hashes in
                    var start = 0
                    while start < items.count {
                        let end = min(start + Self.hashBlock, items.count)
                        for index in start..<end { hashes[index - start] = hash(items[index]) }
                        for index in start..<end { place(index, hash: hashes[index - start]) }
                        start = end
                    }
                }
            }
        }
        count += added
    }

    /// How many hashes a batch insertion computes ahead of its probes.
    static let hashBlock = 256

    /// Adds an identifier known to be absent. Call ``reserve(_:)`` first.
    mutating func insertAbsent(hash: UInt32, at location: ItemLocation) {
        let mask = buckets.count - 1
        var position = Int(hash) & mask
        while !buckets[position].isEmpty { position = (position + 1) & mask }
        buckets[position] = Bucket(hash: hash, slotPlusOne: UInt32(location.slot + 1), offset: UInt32(location.offset))
        count += 1
    }

    /// Empties bucket `position`, moving later buckets of the same probe run back so that
    /// every lookup still finds its bucket without passing an empty one.
    mutating func remove(at position: Int) {
        let mask = buckets.count - 1
        buckets.withUnsafeMutableBufferPointer { buckets in
            var hole = position
            var next = (hole + 1) & mask
            while !buckets[next].isEmpty {
                let home = Int(buckets[next].hash) & mask
                // The bucket may fill the hole when the hole lies between its home and where it is.
                if (next - home) & mask >= (next - hole) & mask {
                    buckets[hole] = buckets[next]
                    hole = next
                }
                next = (next + 1) & mask
            }
            buckets[hole] = .empty
        }
        count -= 1
    }

    /// Points the bucket of the identifier with hash `hash` that was at `old` to `new`.
    ///
    /// Finds the bucket by location, not by identifier, since the section arrays have already
    /// changed; so no other bucket may hold `old` at the time (see the type's note on order).
    mutating func relocate(hash: UInt32, from old: ItemLocation, to new: ItemLocation) {
        guard !buckets.isEmpty else { return }
        let mask = buckets.count - 1
        buckets.withUnsafeMutableBufferPointer { buckets in
            var position = Int(hash) & mask
            while !buckets[position].isEmpty {
                if buckets[position].hash == hash, buckets[position].isAt(old) {
                    buckets[position].slotPlusOne = UInt32(new.slot + 1)
                    buckets[position].offset = UInt32(new.offset)
                    return
                }
                position = (position + 1) & mask
            }
            assertionFailure("no bucket at \(old)")
        }
    }

    /// Removes every bucket and releases the table.
    mutating func removeAll() {
        buckets = []
        count = 0
    }
}
