/// The difference between two snapshots in a compact, storable form: applying it to the old
/// snapshot gives back the new one exactly, marks included.
///
/// A history is stored as periodic full snapshots plus deltas; a delta's size grows with the
/// change, not with the snapshot.
///
/// ## Encoding
///
/// As written by ``jsonString()`` (through `Codable` the key order is up to the encoder):
///
/// ```json
/// {"baseSections": 2, "baseItems": 10,
///  "sections": {"runs": [0, 2], "new": []},
///  "items": {"runs": [0, 4, -1, 1, 5, 5], "new": ["q"]},
///  "sizes": [0, 5, 1, 5],
///  "reloadedItems": [4], "reconfiguredItems": [], "reloadedSections": []}
/// ```
///
/// - `baseSections`, `baseItems`: the old snapshot's counts, checked before applying, so that
///   a delta applied to the wrong base fails instead of producing garbage.
/// - `sections`: the new section order as runs over the old one. `runs` is a flat list of
///   pairs `start, count`: `count` consecutive old sections from `start`, or, when `start` is
///   -1, the next `count` identifiers of `new`.
/// - `items`: the new items, all sections concatenated, as runs over the old items concatenated
///   the same way; an unchanged stretch of any length costs one pair.
/// - `sizes`: flat pairs `section, count` giving the item count of each new section whose count
///   differs from its old count (a new section's old count being 0).
/// - `reloadedItems`, `reconfiguredItems`: flat item indices in the new snapshot;
///   `reloadedSections`: section indices in the new snapshot.
public struct SnapshotDelta<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// The number of sections of the snapshot the delta applies to.
    public internal(set) var baseSectionCount: Int
    /// The number of items of the snapshot the delta applies to.
    public internal(set) var baseItemCount: Int
    var sections: RunEdit<SectionID>
    var items: RunEdit<ItemID>
    var sizes: [Int]
    var reloadedItems: [Int]
    var reconfiguredItems: [Int]
    var reloadedSections: [Int]
}

/// A sequence rebuilt from stretches of an old sequence and new elements.
struct RunEdit<Element: Hashable & Sendable>: Sendable, Equatable {
    /// Flat pairs `start, count`; a start of -1 takes the next `count` elements of `inserted`.
    var runs: [Int] = []
    var inserted: [Element] = []

    /// Appends one element that is at `source` in the old sequence, or new when `source` is nil.
    mutating func append(_ element: Element, source: Int?) {
        let last = runs.count - 2
        if let source {
            if last >= 0, runs[last] >= 0, runs[last] + runs[last + 1] == source {
                runs[last + 1] += 1
            } else {
                runs += [source, 1]
            }
        } else {
            inserted.append(element)
            if last >= 0, runs[last] < 0 {
                runs[last + 1] += 1
            } else {
                runs += [-1, 1]
            }
        }
    }

    /// Rebuilds the sequence from the old one.
    func apply(to old: [Element]) throws(SnapshotDeltaError) -> [Element] {
        guard runs.count % 2 == 0 else { throw .malformed("runs must come in start, count pairs") }
        var result: [Element] = []
        var nextInserted = 0
        for pair in stride(from: 0, to: runs.count, by: 2) {
            let start = runs[pair]
            let count = runs[pair + 1]
            guard count >= 0 else { throw .malformed("negative run length \(count)") }
            if start < -1 {
                throw .malformed("run start \(start) is neither -1 nor an old position")
            } else if start == -1 {
                guard count <= inserted.count - nextInserted else {
                    throw .malformed("runs take more new identifiers than the \(inserted.count) given")
                }
                result += inserted[nextInserted..<(nextInserted + count)]
                nextInserted += count
            } else {
                guard count <= old.count - start else {
                    throw .malformed("run \(start), \(count) reaches past the \(old.count) old elements")
                }
                result += old[start..<(start + count)]
            }
        }
        guard nextInserted == inserted.count else {
            throw .malformed("\(inserted.count - nextInserted) new identifiers are not used by any run")
        }
        return result
    }
}

/// Why a ``SnapshotDelta`` could not be applied.
public enum SnapshotDeltaError: Error, Equatable, CustomStringConvertible {
    /// The snapshot is not the one the delta was computed from.
    case baseMismatch(expectedSections: Int, expectedItems: Int, actualSections: Int, actualItems: Int)
    /// The delta is internally inconsistent; the message says how.
    case malformed(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .baseMismatch(let expectedSections, let expectedItems, let actualSections, let actualItems):
            "delta expects a snapshot of \(expectedSections) sections and \(expectedItems) items, "
                + "got \(actualSections) sections and \(actualItems) items"
        case .malformed(let reason):
            "malformed delta: \(reason)"
        }
    }
}
