/// How much one YAML or JSON document may hold before `DocumentReader` refuses it.
///
/// The limits keep a hostile or broken file from exhausting memory, time or the stack: every
/// document the catalog reads — definitions, datasets, snapshot files and operations scripts,
/// imported folders, bundles — goes through one reader with one of these sets.
public struct DocumentLimits: Sendable, Hashable {
    /// The largest document, in bytes of UTF-8.
    public var maximumBytes: Int
    /// The most values (mappings, lists and scalars, keys included) once aliases are expanded.
    public var maximumValues: Int
    /// The deepest nesting of mappings and lists, aliases expanded.
    public var maximumDepth: Int
    /// The most aliases (`*name`).
    public var maximumAliases: Int
    /// Whether YAML is read, or only strict JSON.
    public var acceptsYAML: Bool

    public init(maximumBytes: Int, maximumValues: Int, maximumDepth: Int, maximumAliases: Int, acceptsYAML: Bool = true) {
        self.maximumBytes = maximumBytes
        self.maximumValues = maximumValues
        self.maximumDepth = maximumDepth
        self.maximumAliases = maximumAliases
        self.acceptsYAML = acceptsYAML
    }

    /// A layout definition: real ones are a few kilobytes and a few hundred values.
    public static let definition = DocumentLimits(maximumBytes: 1 << 20, maximumValues: 50_000, maximumDepth: 128, maximumAliases: 1_000)
    /// A dataset: sample items for previews.
    public static let dataset = DocumentLimits(maximumBytes: 16 << 20, maximumValues: 250_000, maximumDepth: 32, maximumAliases: 1_000)
    /// A snapshot file or an operations script.
    public static let snapshot = DocumentLimits(maximumBytes: 16 << 20, maximumValues: 250_000, maximumDepth: 32, maximumAliases: 1_000)
    /// A bundle: whole histories, so large; always written as JSON, so only JSON is read (its
    /// values are then counted exactly before anything is built).
    public static let bundle = DocumentLimits(
        maximumBytes: 128 << 20, maximumValues: 1_000_000, maximumDepth: 32, maximumAliases: 0,
        acceptsYAML: false)

    /// A device recording for `compare` (`catalog probe`'s output, or `resolve --format json`):
    /// every element of a layout with a few dozen values each, so larger than a dataset; always
    /// JSON, so its values are counted exactly before anything is built.
    public static let recording = DocumentLimits(
        maximumBytes: 32 << 20, maximumValues: 2_500_000, maximumDepth: 16, maximumAliases: 0,
        acceptsYAML: false)

    /// The largest file read before its kind is known (`add`, `import` and `snapshot record`
    /// take YAML or JSON files): the largest size of any text document; its own kind's limits
    /// apply once it is parsed.
    public static let largestTextFile = [definition, dataset, snapshot].map(\.maximumBytes).max() ?? 0
}
