/// SplitMix64: a small seeded generator, so every random test replays the same cases and a
/// failure reproduces from its seed.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose every draw follows from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    /// A double in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double { range.lowerBound + unit() * (range.upperBound - range.lowerBound) }
    /// An integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1)) }
    /// An integer in 0..<bound (0 when bound ≤ 0).
    public mutating func int(below bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }
    /// One of `values`, which must not be empty.
    public mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}
