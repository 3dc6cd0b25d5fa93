/// The delta's JSON form, described on ``SnapshotDelta``.
extension SnapshotDelta: Codable where SectionID: Codable, ItemID: Codable {
    private enum CodingKeys: String, CodingKey {
        case baseSections, baseItems, sections, items, sizes, reloadedItems, reconfiguredItems, reloadedSections
    }

    /// Decodes a delta; consistency is checked when it is applied.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        baseSectionCount = try container.decode(Int.self, forKey: .baseSections)
        baseItemCount = try container.decode(Int.self, forKey: .baseItems)
        sections = try container.decode(RunEdit<SectionID>.self, forKey: .sections)
        items = try container.decode(RunEdit<ItemID>.self, forKey: .items)
        sizes = try container.decode([Int].self, forKey: .sizes)
        reloadedItems = try container.decodeIfPresent([Int].self, forKey: .reloadedItems) ?? []
        reconfiguredItems = try container.decodeIfPresent([Int].self, forKey: .reconfiguredItems) ?? []
        reloadedSections = try container.decodeIfPresent([Int].self, forKey: .reloadedSections) ?? []
    }

    /// Encodes the delta, keys in a fixed order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(baseSectionCount, forKey: .baseSections)
        try container.encode(baseItemCount, forKey: .baseItems)
        try container.encode(sections, forKey: .sections)
        try container.encode(items, forKey: .items)
        try container.encode(sizes, forKey: .sizes)
        try container.encode(reloadedItems, forKey: .reloadedItems)
        try container.encode(reconfiguredItems, forKey: .reconfiguredItems)
        try container.encode(reloadedSections, forKey: .reloadedSections)
    }
}

extension RunEdit: Codable where Element: Codable {
    private enum CodingKeys: String, CodingKey { case runs, new }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        runs = try container.decode([Int].self, forKey: .runs)
        inserted = try container.decode([Element].self, forKey: .new)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(runs, forKey: .runs)
        try container.encode(inserted, forKey: .new)
    }
}

extension SnapshotDelta where SectionID: Encodable, ItemID: Encodable {
    /// The delta's JSON text, compact, with keys in the documented order, so that storing the
    /// same delta twice gives the same bytes.
    public func jsonString() throws -> String {
        func edit<Element: Encodable>(_ edit: RunEdit<Element>) throws -> String {
            OrderedJSON.object([("runs", OrderedJSON.integers(edit.runs)), ("new", try OrderedJSON.encode(edit.inserted))])
        }
        return OrderedJSON.object([
            ("baseSections", String(baseSectionCount)),
            ("baseItems", String(baseItemCount)),
            ("sections", try edit(sections)),
            ("items", try edit(items)),
            ("sizes", OrderedJSON.integers(sizes)),
            ("reloadedItems", OrderedJSON.integers(reloadedItems)),
            ("reconfiguredItems", OrderedJSON.integers(reconfiguredItems)),
            ("reloadedSections", OrderedJSON.integers(reloadedSections)),
        ])
    }
}
