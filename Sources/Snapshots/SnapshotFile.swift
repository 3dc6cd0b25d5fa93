/// A snapshot with string identifiers, the kind the catalog's snapshot files hold.
public typealias StringSnapshot = DiffableSnapshot<String, String>

/// The snapshot file format:
///
/// ```json
/// {"sections": [{"id": "top", "items": ["a", "b"]}, {"id": "new", "items": []}],
///  "reloadedItems": ["b"], "reconfiguredItems": [], "reloadedSections": []}
/// ```
///
/// Keys are written in that order and the marked identifiers in display order, so encoding the
/// same snapshot always gives the same bytes. Decoding validates like the mutating API does: a
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

    /// Encodes the snapshot file, keys and marks in a fixed order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let records = zip(orderedSections, orderedSlots).map { SectionRecord(id: $0, items: slotItems[$1]) }
        try container.encode(records, forKey: .sections)
        try container.encode(reloadedItemIdentifiers, forKey: .reloadedItems)
        try container.encode(reconfiguredItemIdentifiers, forKey: .reconfiguredItems)
        try container.encode(reloadedSectionIdentifiers, forKey: .reloadedSections)
    }
}
