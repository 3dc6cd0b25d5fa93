/// The script shape: a one-key object per step, the key naming the method, so that a YAML
/// script and its JSON equivalent decode alike:
///
/// ```yaml
/// - appendSections: [top, new]
/// - appendItems: {items: [a, b], toSection: top}     # toSection omitted = last section
/// - insertItems: {items: [c], beforeItem: a}          # or afterItem
/// - moveItem: {item: c, afterItem: b}                 # or beforeItem
/// - deleteItems: [a]
/// - deleteAllItems: true
/// - reloadItems: [b]
/// - reconfigureItems: [b]
/// - insertSections: {sections: [mid], afterSection: top}
/// - moveSection: {section: new, beforeSection: top}
/// - deleteSections: [new]
/// - reloadSections: [top]
/// ```
///
/// Decoding rejects unknown keys, steps with several keys, and placements that name both or
/// neither of `before…` and `after…`, with a message naming the allowed keys.
extension SnapshotOperation: Codable where SectionID: Codable, ItemID: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static var stepNames: [String] {
        [
            "appendSections", "appendItems", "insertItems", "moveItem", "deleteItems", "deleteAllItems",
            "reloadItems", "reconfigureItems", "insertSections", "moveSection", "deleteSections",
            "reloadSections",
        ]
    }

    /// Decodes one step from its one-key object.
    public init(from decoder: any Decoder) throws {
        let step = try decoder.container(keyedBy: Key.self)
        guard step.allKeys.count == 1, let key = step.allKeys.first else {
            let found = step.allKeys.map(\.stringValue).sorted().joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "A step has exactly one key, one of \(Self.stepNames.joined(separator: ", ")); found: \(found.isEmpty ? "none" : found)."))
        }
        switch key.stringValue {
        case "appendSections": self = .appendSections(try step.decode([SectionID].self, forKey: key))
        case "deleteSections": self = .deleteSections(try step.decode([SectionID].self, forKey: key))
        case "reloadSections": self = .reloadSections(try step.decode([SectionID].self, forKey: key))
        case "deleteItems": self = .deleteItems(try step.decode([ItemID].self, forKey: key))
        case "reloadItems": self = .reloadItems(try step.decode([ItemID].self, forKey: key))
        case "reconfigureItems": self = .reconfigureItems(try step.decode([ItemID].self, forKey: key))
        case "deleteAllItems":
            guard try step.decode(Bool.self, forKey: key) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: step, debugDescription: "deleteAllItems takes the value true.")
            }
            self = .deleteAllItems
        case "appendItems":
            let arguments = try Self.arguments(of: key, in: step, allowed: ["items", "toSection"])
            self = .appendItems(
                try arguments.decode([ItemID].self, forKey: Key("items")),
                toSection: try arguments.decodeIfPresent(SectionID.self, forKey: Key("toSection")))
        case "insertItems":
            let arguments = try Self.arguments(of: key, in: step, allowed: ["items", "beforeItem", "afterItem"])
            self = .insertItems(
                try arguments.decode([ItemID].self, forKey: Key("items")),
                at: try Self.placement(in: arguments, before: "beforeItem", after: "afterItem"))
        case "moveItem":
            let arguments = try Self.arguments(of: key, in: step, allowed: ["item", "beforeItem", "afterItem"])
            self = .moveItem(
                try arguments.decode(ItemID.self, forKey: Key("item")),
                to: try Self.placement(in: arguments, before: "beforeItem", after: "afterItem"))
        case "insertSections":
            let arguments = try Self.arguments(of: key, in: step, allowed: ["sections", "beforeSection", "afterSection"])
            self = .insertSections(
                try arguments.decode([SectionID].self, forKey: Key("sections")),
                at: try Self.placement(in: arguments, before: "beforeSection", after: "afterSection"))
        case "moveSection":
            let arguments = try Self.arguments(of: key, in: step, allowed: ["section", "beforeSection", "afterSection"])
            self = .moveSection(
                try arguments.decode(SectionID.self, forKey: Key("section")),
                to: try Self.placement(in: arguments, before: "beforeSection", after: "afterSection"))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: step,
                debugDescription: "Unknown step \"\(key.stringValue)\"; expected one of \(Self.stepNames.joined(separator: ", ")).")
        }
    }

    private static func arguments(
        of key: Key, in step: KeyedDecodingContainer<Key>, allowed: [String]
    ) throws -> KeyedDecodingContainer<Key> {
        let arguments = try step.nestedContainer(keyedBy: Key.self, forKey: key)
        let unknown = arguments.allKeys.map(\.stringValue).filter { !allowed.contains($0) }.sorted()
        if let first = unknown.first {
            throw DecodingError.dataCorruptedError(
                forKey: Key(first), in: arguments,
                debugDescription: "\(key.stringValue) takes \(allowed.joined(separator: ", ")); unknown: \(unknown.joined(separator: ", ")).")
        }
        return arguments
    }

    private static func placement<Anchor: Codable>(
        in arguments: KeyedDecodingContainer<Key>, before: String, after: String
    ) throws -> SnapshotPlacement<Anchor> {
        let beforeAnchor = try arguments.decodeIfPresent(Anchor.self, forKey: Key(before))
        let afterAnchor = try arguments.decodeIfPresent(Anchor.self, forKey: Key(after))
        switch (beforeAnchor, afterAnchor) {
        case (let anchor?, nil): return .before(anchor)
        case (nil, let anchor?): return .after(anchor)
        default:
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: arguments.codingPath,
                    debugDescription: "Give exactly one of \(before) and \(after)."))
        }
    }

    /// Encodes the step as its one-key object.
    public func encode(to encoder: any Encoder) throws {
        var step = encoder.container(keyedBy: Key.self)
        let key = Key(name)
        switch self {
        case .appendSections(let sections), .deleteSections(let sections), .reloadSections(let sections):
            try step.encode(sections, forKey: key)
        case .deleteItems(let items), .reloadItems(let items), .reconfigureItems(let items):
            try step.encode(items, forKey: key)
        case .deleteAllItems:
            try step.encode(true, forKey: key)
        case .appendItems(let items, let section):
            var arguments = step.nestedContainer(keyedBy: Key.self, forKey: key)
            try arguments.encode(items, forKey: Key("items"))
            try arguments.encodeIfPresent(section, forKey: Key("toSection"))
        case .insertItems(let items, let placement):
            var arguments = step.nestedContainer(keyedBy: Key.self, forKey: key)
            try arguments.encode(items, forKey: Key("items"))
            try Self.encode(placement, into: &arguments, before: "beforeItem", after: "afterItem")
        case .moveItem(let item, let placement):
            var arguments = step.nestedContainer(keyedBy: Key.self, forKey: key)
            try arguments.encode(item, forKey: Key("item"))
            try Self.encode(placement, into: &arguments, before: "beforeItem", after: "afterItem")
        case .insertSections(let sections, let placement):
            var arguments = step.nestedContainer(keyedBy: Key.self, forKey: key)
            try arguments.encode(sections, forKey: Key("sections"))
            try Self.encode(placement, into: &arguments, before: "beforeSection", after: "afterSection")
        case .moveSection(let section, let placement):
            var arguments = step.nestedContainer(keyedBy: Key.self, forKey: key)
            try arguments.encode(section, forKey: Key("section"))
            try Self.encode(placement, into: &arguments, before: "beforeSection", after: "afterSection")
        }
    }

    private static func encode<Anchor: Codable>(
        _ placement: SnapshotPlacement<Anchor>, into arguments: inout KeyedEncodingContainer<Key>, before: String, after: String
    ) throws {
        switch placement {
        case .before(let anchor): try arguments.encode(anchor, forKey: Key(before))
        case .after(let anchor): try arguments.encode(anchor, forKey: Key(after))
        }
    }
}
