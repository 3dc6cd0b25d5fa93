/// One file an export wrote, and what happened to it.
public struct WrittenFile: Sendable, Hashable, Encodable {
    /// The path: as given for a single file, from the target folder (`/`-separated) for a
    /// folder export.
    public var path: String
    public var outcome: SafeOutput.Outcome

    public init(path: String, outcome: SafeOutput.Outcome) {
        self.path = path
        self.outcome = outcome
    }
}
