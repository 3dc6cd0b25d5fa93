/// A snapshot with string identifiers, the kind the catalog's snapshot files hold.
public typealias StringSnapshot = DiffableSnapshot<String, String>

/// The snapshot file format:
///
/// ```json
/// {"sections": [{"id": "top", "items": ["a", "b"]}, {"id": "new", "items": []}],
///  "reloadedItems": ["b"], "reconfiguredItems": [], "reloadedSections": []}
/// ```
///
/// Marked identifiers are written in display order. ``jsonString()`` writes the keys in the
/// order shown; through `Codable`, key order is up to the encoder (use `.sortedKeys` for
/// stable output). Decoding validates like the mutating API does: a
/// repeated section or item throws ``SnapshotError/duplicateSections(_:)`` or
/// ``SnapshotError/duplicateItems(_:)`` naming every repeat, and a mark on an identifier that is
/// not in the snapshot throws ``SnapshotError/unknownItems(_:)`` or
/// ``SnapshotError/unknownSections(_:)``. The three mark lists may be omitted when empty.
extension DiffableSnapshot: Codable where SectionID: Codable, ItemID: Codable {
    private enum CodingKeys: String, CodingKey {
        case sections, reloadedItems, reconfiguredItems, reloadedSections
    }

    private struct SectionRecord: Codable {
        var id: SectionID
        var items: [ItemID]
    }

    /// Decodes and validates a snapshot file.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let records = try container.decode([SectionRecord].self, forKey: .sections)
        try self.init(sections: records.map { ($0.id, $0.items) })
        try reloadItems(container.decodeIfPresent([ItemID].self, forKey: .reloadedItems) ?? [])
        try reconfigureItems(container.decodeIfPresent([ItemID].self, forKey: .reconfiguredItems) ?? [])
        try reloadSections(container.decodeIfPresent([SectionID].self, forKey: .reloadedSections) ?? [])
    }

    /// Encodes the snapshot file, marks in display order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let records = zip(orderedSections, orderedSlots).map { SectionRecord(id: $0, items: slotItems[$1]) }
        try container.encode(records, forKey: .sections)
        try container.encode(reloadedItemIdentifiers, forKey: .reloadedItems)
        try container.encode(reconfiguredItemIdentifiers, forKey: .reconfiguredItems)
        try container.encode(reloadedSectionIdentifiers, forKey: .reloadedSections)
    }
}

extension DiffableSnapshot where SectionID: Encodable, ItemID: Encodable {
    /// The snapshot file text, compact, with keys in the documented order.
    ///
    /// Prefer this to `JSONEncoder`, which on Linux does not keep key order.
    public func jsonString() throws -> String {
        let sections = try zip(orderedSections, orderedSlots).map { section, slot in
            OrderedJSON.object([("id", try OrderedJSON.encode(section)), ("items", try OrderedJSON.encode(slotItems[slot]))])
        }
        return OrderedJSON.object([
            ("sections", OrderedJSON.array(sections)),
            ("reloadedItems", try OrderedJSON.encode(reloadedItemIdentifiers)),
            ("reconfiguredItems", try OrderedJSON.encode(reconfiguredItemIdentifiers)),
            ("reloadedSections", try OrderedJSON.encode(reloadedSectionIdentifiers)),
        ])
    }
}
