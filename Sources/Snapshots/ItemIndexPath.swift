/// The position of an item: its section's index and its index inside that section.
///
/// Encoded as the two-element JSON array `[section, item]`.
public struct ItemIndexPath: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the item inside its section.
    public var item: Int

    /// Creates an index path.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders paths section first, then item.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// Renders as `[section, item]`.
    public var description: String { "[\(section), \(item)]" }

    /// Decodes the array `[section, item]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        section = try container.decode(Int.self)
        item = try container.decode(Int.self)
        if !container.isAtEnd {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "An index path has exactly two numbers: [section, item].")
        }
    }

    /// Encodes the array `[section, item]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(section)
        try container.encode(item)
    }
}
