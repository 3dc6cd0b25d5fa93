import Foundation

/// The 32-bit hash ``ItemIndex`` stores and probes with.
///
/// UUIDs, the identifiers of most diffable data sources, get a fast keyed mix of their two
/// 64-bit halves (one 64×64→128-bit multiply): a few cycles instead of SipHash's setup,
/// compression rounds and finalisation, which is the largest single cost of indexing 100,000
/// of them. The key is random per process, like the standard library's own hashing seed, so
/// identifiers chosen to collide cannot be prepared in advance. Every other type uses its
/// `hashValue` (seeded SipHash), so that any `Hashable` identifier works, with `==` and
/// hashing exactly as the type defines them.
struct IndexHash: Sendable {
    private let key0: UInt64
    private let key1: UInt64

    /// A hasher with the process's key.
    init() {
        (key0, key1) = processKey
    }

    /// A hasher with a chosen key, for tests.
    init(key0: UInt64, key1: UInt64) {
        self.key0 = key0
        self.key1 = key1
    }

    @inline(__always)
    func callAsFunction<ID: Hashable>(_ id: ID) -> UInt32 {
        if ID.self == UUID.self {
            // Folded away in code specialised for UUID; never taken otherwise.
            let bytes = unsafeBitCast(id, to: UUID.self).uuid
            let (high, low) = withUnsafeBytes(of: bytes) {
                ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            }
            return mix(high, low)
        }
        let value = UInt64(UInt(bitPattern: id.hashValue))
        return UInt32(truncatingIfNeeded: value ^ (value >> 32))
    }

    /// Whether hashing an `ID` takes only a few instructions, as for UUIDs, rather than a
    /// call into SipHash.
    static func isCheap<ID>(_: ID.Type) -> Bool { ID.self == UUID.self }

    /// Multiplies the keyed halves and folds the 128-bit product, then finalises the fold so
    /// that every input bit reaches the low bits that pick the bucket.
    ///
    /// The finaliser matters when one half is the same for every identifier (UUIDs that differ
    /// only in a counter): the product is then a one-dimensional multiplicative hash whose
    /// spread depends on the key, and some keys left a third of the buckets unused. The fold is
    /// still injective in the varying half, so an avalanche step (MurmurHash3's 64-bit
    /// finalisation constants) spreads it evenly whatever the key.
    @inline(__always)
    func mix(_ high: UInt64, _ low: UInt64) -> UInt32 {
        let product = (high ^ key0).multipliedFullWidth(by: low ^ key1)
        var folded = product.high ^ product.low
        folded ^= folded >> 33
        folded &*= 0xff51_afd7_ed55_8ccd
        folded ^= folded >> 33
        folded &*= 0xc4ce_b9fe_1a85_ec53
        folded ^= folded >> 33
        return UInt32(truncatingIfNeeded: folded)
    }
}

/// Drawn once per process from the system generator.
private let processKey: (UInt64, UInt64) = {
    var generator = SystemRandomNumberGenerator()
    return (generator.next(), generator.next())
}()
