extension StagedChangeset: CustomStringConvertible {
    /// One line per stage, for logs and terminals, for example
    /// `2. delete sections 2; delete items [0, 3]`.
    public var description: String {
        lines.joined(separator: "\n")
    }

    /// The description's lines: one per stage, numbered from 1, or `no changes`.
    public var lines: [String] {
        stages.isEmpty ? ["no changes"] : stages.enumerated().map { index, stage in "\(index + 1). \(stage)" }
    }
}

extension ChangesetStage: CustomStringConvertible {
    /// The stage's operations in words, with index paths as `[section, item]`.
    public var description: String {
        func list<T>(_ values: [T]) -> String { values.map { "\($0)" }.joined(separator: ", ") }
        var parts: [String] = []
        func add<T>(_ label: String, _ values: [T]) {
            if !values.isEmpty { parts.append("\(label) \(list(values))") }
        }
        switch self {
        case .itemReloads(let paths):
            add("reload items", paths)
        case .deletes(let sections, let items):
            add("delete sections", sections)
            add("delete items", items)
        case .sectionInsertsAndMoves(let inserts, let moves):
            add("insert sections", inserts)
            add("move sections", moves.map { "\($0.from) → \($0.to)" })
        case .itemInsertsAndMoves(let inserts, let moves):
            add("insert items", inserts)
            add("move items", moves.map { "\($0.from) → \($0.to)" })
        case .sectionReloads(let sections):
            add("reload sections", sections)
        case .itemReconfigures(let paths):
            add("reconfigure items", paths)
        }
        return parts.joined(separator: "; ")
    }
}
