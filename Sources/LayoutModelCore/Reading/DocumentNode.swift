/// One value of a parsed document, whichever text it came from: what every decoder reads.
///
/// `JSONReader` builds it from JSON; the YAML reader (LayoutModel's `DocumentReader`) converts
/// the YAML parser's tree into it, with aliases expanded (the expansion is measured against
/// `DocumentLimits` first). So decoding never depends on the parser, and the runtime, which reads
/// JSON only, decodes with exactly the code the catalog uses. Every node knows where it was
/// written, for diagnostics.
public enum DocumentNode: Sendable, Equatable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(List)

    /// A string, number, boolean or null, as written.
    public struct Scalar: Sendable, Equatable {
        /// The text of the value (escapes resolved).
        public var string: String
        /// Written without quotes: a plain YAML scalar, or a JSON number, `true`, `false` or
        /// `null`. Only such scalars can be numbers, booleans or null.
        public var isPlain: Bool
        public var location: SourceLocation?

        public init(_ string: String, isPlain: Bool, location: SourceLocation?) {
            self.string = string
            self.isPlain = isPlain
            self.location = location
        }
    }

    /// Key–value pairs in document order (keys are unique: both readers refuse duplicates).
    public struct Mapping: RandomAccessCollection, Sendable, Equatable {
        public var pairs: [(key: DocumentNode, value: DocumentNode)]
        public var location: SourceLocation?

        public init(_ pairs: [(key: DocumentNode, value: DocumentNode)], location: SourceLocation?) {
            self.pairs = pairs
            self.location = location
        }

        public var startIndex: Int { pairs.startIndex }
        public var endIndex: Int { pairs.endIndex }
        public subscript(position: Int) -> (key: DocumentNode, value: DocumentNode) { pairs[position] }

        public static func == (a: Mapping, b: Mapping) -> Bool {
            a.location == b.location && a.pairs.count == b.pairs.count
                && zip(a.pairs, b.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        }
    }

    /// Values in document order.
    public struct List: RandomAccessCollection, Sendable, Equatable {
        public var elements: [DocumentNode]
        public var location: SourceLocation?

        public init(_ elements: [DocumentNode], location: SourceLocation?) {
            self.elements = elements
            self.location = location
        }

        public var startIndex: Int { elements.startIndex }
        public var endIndex: Int { elements.endIndex }
        public subscript(position: Int) -> DocumentNode { elements[position] }
    }

    /// Where the value starts: 1-based line and column (columns count Unicode scalars).
    public var location: SourceLocation? {
        switch self {
        case .scalar(let scalar): scalar.location
        case .mapping(let mapping): mapping.location
        case .sequence(let list): list.location
        }
    }

    /// The text of a scalar as written (whatever type it would be read as), else nil.
    public var scalarText: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }

    /// The value under a key of a mapping, keys compared as written.
    public func value(forKey key: String) -> DocumentNode? {
        guard case .mapping(let mapping) = self else { return nil }
        return mapping.first { $0.key.scalarText == key }?.value
    }

    /// True for an explicit null (`~`, `null`, or an empty value; in JSON only `null`).
    public var isNull: Bool {
        guard case .scalar(let scalar) = self, scalar.isPlain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// What kind of value this is, for error messages.
    public var kindDescription: String {
        switch self {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            if scalar.isPlain {
                if isNull { return "null" }
                if DecodingContext.parseNumber(scalar.string) != nil { return "the number \(DiagnosticText.excerpt(scalar.string, limit: 40))" }
            }
            return "the string \"\(DiagnosticText.excerpt(scalar.string, limit: 40))\""
        }
    }
}
