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
/// deletes has no `sectionDeletes` key). Keys are written in the order shown.
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
