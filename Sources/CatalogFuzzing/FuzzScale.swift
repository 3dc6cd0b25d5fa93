/// How large the generated extremes get. Every size in `quick` is still past the limit it
/// probes (string lengths, copies); `full` adds megabyte-sized inputs, which only a release
/// build runs through quickly.
public struct FuzzScale: Sendable, Hashable {
    /// Lengths of the long strings put in place of values.
    public var longStrings: [Int]
    /// The most bytes a duplicated value may grow to.
    public var largestCopy: Int
    /// The most turns a loop put into Swift code takes; nil for loops without an end, which
    /// run the importer's whole step budget (1,000,000 steps: up to a few seconds in a release
    /// build, many more in a debug one).
    public var longestLoop: Int?

    /// For `catalog-fuzz` (release builds).
    public static let full = FuzzScale(longStrings: [129, 257, 4_097, 100_000, 1_000_000], largestCopy: 2_000_000, longestLoop: nil)
    /// For the test that runs on every `swift test` (debug builds).
    public static let quick = FuzzScale(longStrings: [129, 257, 4_097, 20_000], largestCopy: 100_000, longestLoop: 1_000)
}
