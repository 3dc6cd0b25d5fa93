/// What `Catalog.doctor()` found: every check a catalog file can be put through without
/// writing to it.
public struct DoctorReport: Sendable, Hashable, Encodable {
    /// One of the checks, in the order they run.
    public enum Check: String, Sendable, Hashable, Encodable, CaseIterable {
        /// SQLite's `PRAGMA integrity_check`: pages, indexes, constraints.
        case integrity
        /// SQLite's `PRAGMA foreign_key_check`.
        case foreignKeys = "foreign-keys"
        /// The file's schema against this binary's.
        case schema
        /// The audit chain, and every revision and snapshot against its content hash.
        case audit
        /// Rows no command reaches, or that disagree with what they summarise.
        case orphans
    }

    /// How one check went.
    public enum Outcome: String, Sendable, Hashable, Encodable {
        case ok
        /// The check ran and found problems.
        case findings
        /// The check could not run on this file (the file is too damaged); counted as a finding.
        case failed
    }

    /// One problem, naming the row where there is one.
    public struct Finding: Sendable, Hashable, Encodable {
        public var check: Check
        public var table: String?
        public var rowID: Int64?
        public var message: String
    }

    /// One check's result.
    public struct CheckResult: Sendable, Hashable, Encodable {
        public var check: Check
        public var outcome: Outcome
        /// Problems found (for `failed`, the one error that stopped the check).
        public var findings: [Finding]
    }

    /// The file's schema.
    public struct Schema: Sendable, Hashable, Encodable {
        public var version: Int
        /// The newest schema this binary writes.
        public var supportedVersion: Int
        /// Migrations the next write applies (an older file; not a finding).
        public var pending: [String]
    }

    /// The catalog file.
    public var path: String
    public var schema: Schema
    /// Audit events and revisions checked (0 when the audit check could not run).
    public var eventCount: Int
    public var revisionCount: Int
    /// The newest audit event's hash.
    public var headHash: String?
    public var checks: [CheckResult]

    /// Every check ran and found nothing.
    public var isClean: Bool { checks.allSatisfy { $0.outcome == .ok } }

    /// Every problem, check by check.
    public var findings: [Finding] { checks.flatMap(\.findings) }

    private enum CodingKeys: String, CodingKey { case path, clean, schema, eventCount, revisionCount, headHash, checks }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(isClean, forKey: .clean)
        try container.encode(schema, forKey: .schema)
        try container.encode(eventCount, forKey: .eventCount)
        try container.encode(revisionCount, forKey: .revisionCount)
        try container.encode(headHash, forKey: .headHash)
        try container.encode(checks, forKey: .checks)
    }
}
