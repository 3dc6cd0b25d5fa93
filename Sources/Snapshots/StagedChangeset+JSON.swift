/// The changeset file format (`snapshot diff --format json`):
///
/// ```json
/// {"stages": [
///   {"itemReloads": [[0, 1]]},
///   {"sectionDeletes": [2], "itemDeletes": [[0, 3]]},
///   {"sectionInserts": [1], "sectionMoves": [[0, 2]]},
///   {"itemInserts": [[1, 0]], "itemMoves": [[[0, 1], [1, 2]]]},
///   {"sectionReloads": [0]},
///   {"itemReconfigures": [[1, 2]]}
///  ],
///  "summary": {"sectionDeletes": 1, "sectionInserts": 1, "sectionMoves": 1, "itemDeletes": 1,
///              "itemInserts": 1, "itemMoves": 1, "itemReloads": 1, "itemReconfigures": 1,
///              "sectionReloads": 1}}
/// ```
///
/// Empty stages are left out, and so are the empty lists inside a stage (a stage with only item
/// deletes has no `sectionDeletes` key). ``jsonString()`` writes the keys in the order shown;
/// through `Encodable`, key order is up to the encoder (`JSONEncoder` on Linux does not keep it).
extension StagedChangeset: Encodable {
    private enum CodingKeys: String, CodingKey { case stages, summary }

    /// Encodes the stages and the summary.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stages, forKey: .stages)
        try container.encode(summary, forKey: .summary)
    }
}

extension ChangesetStage: Encodable {
    private enum CodingKeys: String, CodingKey {
        case itemReloads, sectionDeletes, itemDeletes, sectionInserts, sectionMoves
        case itemInserts, itemMoves, sectionReloads, itemReconfigures
    }

    /// Encodes the stage as an object with one key per non-empty list.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func put<Value: Encodable>(_ values: [Value], _ key: CodingKeys) throws {
            if !values.isEmpty { try container.encode(values, forKey: key) }
        }
        switch self {
        case .itemReloads(let paths):
            try put(paths, .itemReloads)
        case .deletes(let sections, let items):
            try put(sections, .sectionDeletes)
            try put(items, .itemDeletes)
        case .sectionInsertsAndMoves(let inserts, let moves):
            try put(inserts, .sectionInserts)
            try put(moves, .sectionMoves)
        case .itemInsertsAndMoves(let inserts, let moves):
            try put(inserts, .itemInserts)
            try put(moves, .itemMoves)
        case .sectionReloads(let sections):
            try put(sections, .sectionReloads)
        case .itemReconfigures(let paths):
            try put(paths, .itemReconfigures)
        }
    }
}

extension SectionMove: Codable {
    /// Decodes `[from, to]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        from = try container.decode(Int.self)
        to = try container.decode(Int.self)
    }

    /// Encodes `[from, to]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(from)
        try container.encode(to)
    }
}

extension ItemMove: Codable {
    /// Decodes `[[section, item], [section, item]]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        from = try container.decode(ItemIndexPath.self)
        to = try container.decode(ItemIndexPath.self)
    }

    /// Encodes `[[section, item], [section, item]]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(from)
        try container.encode(to)
    }
}

extension StagedChangeset {
    /// The changeset file text, compact, with keys in the documented order.
    public func jsonString() -> String {
        let stages = stages.map { stage in OrderedJSON.object(stage.jsonFields) }
        let summary = summary
        let counts: [(String, Int)] = [
            ("sectionDeletes", summary.sectionDeletes), ("sectionInserts", summary.sectionInserts),
            ("sectionMoves", summary.sectionMoves), ("itemDeletes", summary.itemDeletes),
            ("itemInserts", summary.itemInserts), ("itemMoves", summary.itemMoves),
            ("itemReloads", summary.itemReloads), ("itemReconfigures", summary.itemReconfigures),
            ("sectionReloads", summary.sectionReloads),
        ]
        return OrderedJSON.object([
            ("stages", OrderedJSON.array(stages)),
            ("summary", OrderedJSON.object(counts.map { ($0.0, String($0.1)) })),
        ])
    }
}

extension ChangesetStage {
    /// The stage's non-empty lists, encoded, in key order.
    fileprivate var jsonFields: [(key: String, json: String)] {
        func paths(_ paths: [ItemIndexPath]) -> String {
            OrderedJSON.array(paths.map { "[\($0.section),\($0.item)]" })
        }
        var fields: [(key: String, json: String)] = []
        func add(_ key: String, _ count: Int, _ json: @autoclosure () -> String) {
            if count > 0 { fields.append((key, json())) }
        }
        switch self {
        case .itemReloads(let items):
            add("itemReloads", items.count, paths(items))
        case .deletes(let sections, let items):
            add("sectionDeletes", sections.count, OrderedJSON.integers(sections))
            add("itemDeletes", items.count, paths(items))
        case .sectionInsertsAndMoves(let inserts, let moves):
            add("sectionInserts", inserts.count, OrderedJSON.integers(inserts))
            add("sectionMoves", moves.count, OrderedJSON.array(moves.map { "[\($0.from),\($0.to)]" }))
        case .itemInsertsAndMoves(let inserts, let moves):
            add("itemInserts", inserts.count, paths(inserts))
            add(
                "itemMoves", moves.count,
                OrderedJSON.array(
                    moves.map {
                        "[[\($0.from.section),\($0.from.item)],[\($0.to.section),\($0.to.item)]]"
                    }))
        case .sectionReloads(let sections):
            add("sectionReloads", sections.count, OrderedJSON.integers(sections))
        case .itemReconfigures(let items):
            add("itemReconfigures", items.count, paths(items))
        }
        return fields
    }
}
