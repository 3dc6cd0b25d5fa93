/// What seeding added.
public struct SeedReport: Sendable, Hashable {
    /// Presets added as new layouts.
    public var added: [String]
    /// Sample datasets added.
    public var datasets: [String] = []
    /// Presets already in the catalog (or removed from it by the user): left alone.
    public var skipped: [String]
}
