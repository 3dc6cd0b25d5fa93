/// One generated input: which document kind it feeds, its bytes, and how it was made.
public struct FuzzCase: Sendable {
    /// The case's number in its run; with the run's seed it regenerates the same bytes.
    public var index: Int
    public var kind: FuzzKind
    public var bytes: [UInt8]
    /// The mutations applied, in order, for reports.
    public var mutations: [String]

    public init(index: Int, kind: FuzzKind, bytes: [UInt8], mutations: [String]) {
        self.index = index
        self.kind = kind
        self.bytes = bytes
        self.mutations = mutations
    }

    /// The case's bytes as text where they are UTF-8, for showing a reproduction.
    public var preview: String { String(decoding: bytes.prefix(2_000), as: UTF8.self) }
}
