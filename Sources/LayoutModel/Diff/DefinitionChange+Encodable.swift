/// A change as scripts read it: `{"path": "section.interGroupSpacing", "kind": "changed",
/// "old": 0, "new": 8}`; `old` is null for an added subtree, `new` for a removed one.
extension DefinitionChange: Encodable {
    private enum CodingKeys: String, CodingKey { case path, kind, old, new }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path.description, forKey: .path)
        let (kind, old, new): (String, JSONValue?, JSONValue?) =
            switch self.kind {
            case .changed(let old, let new): ("changed", old, new)
            case .added(let value): ("added", nil, value)
            case .removed(let value): ("removed", value, nil)
            }
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(old, forKey: .old)
        try container.encodeIfPresent(new, forKey: .new)
    }
}
