/// The dataset's canonical JSON: stored by revisions and hashed like layouts.
extension Dataset {
    public var canonicalJSON: JSONValue {
        var o: [String: JSONValue] = ["name": .string(name), "sections": .array(sections.map(\.canonicalJSON))]
        if let title { o["title"] = .string(title) }
        if let summary { o["summary"] = .string(summary) }
        return .object(o)
    }

    public var canonicalText: String { canonicalJSON.canonicalText }
    public var contentHash: String { ContentHash.sha256(canonicalText) }
}

extension DatasetSection {
    var canonicalJSON: JSONValue {
        var o: [String: JSONValue] = ["id": .string(id), "items": .array(items.map(\.canonicalJSON))]
        if let title { o["title"] = .string(title) }
        if !measuredSupplementaries.isEmpty { o["measuredSupplementaries"] = .object(measuredSupplementaries.mapValues(\.canonicalJSON)) }
        return .object(o)
    }
}

extension TopApp {
    var canonicalJSON: JSONValue {
        var o: [String: JSONValue] = ["id": .string(id)]
        if let imageNamed { o["imageNamed"] = .string(imageNamed) }
        if let title { o["title"] = .string(title) }
        if let subtitle { o["subtitle"] = .string(subtitle) }
        if let measured { o["measured"] = measured.canonicalJSON }
        return .object(o)
    }
}

extension MeasuredDimensions {
    var canonicalJSON: JSONValue {
        var o: [String: JSONValue] = [:]
        if let width { o["width"] = .number(width) }
        if let height { o["height"] = .number(height) }
        return .object(o)
    }
}
