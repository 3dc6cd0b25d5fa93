import LayoutModel

/// An imported layout crosses from the Swift reader to `catalog` as JSON with its definition in
/// canonical form, the form the catalog stores and hashes, so both sides hold the same content.
extension ImportedLayout: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, definition, source, warnings, assumptions, qualification, identicalTo, sectionsChosenBy
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .definition)
        let decoded = LayoutDocument.decode(text)
        guard let definition = decoded.definition else {
            throw DecodingError.dataCorruptedError(
                forKey: .definition, in: container,
                debugDescription: decoded.diagnostics.first?.description ?? "not a canonical definition")
        }
        self.init(
            name: try container.decode(String.self, forKey: .name), definition: definition,
            source: try container.decode(SourcePosition.self, forKey: .source),
            warnings: try container.decode([ImportDiagnostic].self, forKey: .warnings),
            assumptions: try container.decode([ImportDiagnostic].self, forKey: .assumptions),
            qualification: try container.decodeIfPresent(NameQualification.self, forKey: .qualification),
            identicalTo: try container.decode([String].self, forKey: .identicalTo),
            sectionsChosenBy: try container.decodeIfPresent(DataChosenSections.self, forKey: .sectionsChosenBy))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(definition.canonicalText, forKey: .definition)
        try container.encode(source, forKey: .source)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(assumptions, forKey: .assumptions)
        try container.encodeIfPresent(qualification, forKey: .qualification)
        try container.encode(identicalTo, forKey: .identicalTo)
        try container.encodeIfPresent(sectionsChosenBy, forKey: .sectionsChosenBy)
    }
}
