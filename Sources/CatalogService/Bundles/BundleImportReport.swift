/// What importing a bundle did, per layout and dataset.
public struct BundleImportReport: Sendable, Hashable, Encodable {
    public enum Outcome: String, Sendable, Hashable, Encodable {
        /// New here: every revision added.
        case created
        /// The bundle extended the local history: its newer revisions were appended.
        case fastForwarded = "fast-forwarded"
        /// Both sides added revisions after a common one: the incoming ones were appended after
        /// the local head, authors and messages preserved.
        case merged
        /// Nothing new.
        case unchanged
    }

    public struct Entry: Sendable, Hashable, Encodable {
        public var name: String
        public var kind: String
        public var outcome: Outcome
        public var added: Int
        public var head: Int
    }

    public var entries: [Entry]
    public var tagsSet: Int
    /// Labels the bundle puts elsewhere than the local catalog does (the local one is kept).
    public var tagConflicts: [String]
    public var auditEventsAdded: Int

    /// True when the import changed nothing.
    public var isNoOp: Bool { entries.allSatisfy { $0.outcome == .unchanged } && tagsSet == 0 && auditEventsAdded == 0 }
}
