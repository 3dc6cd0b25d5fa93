/// The bundle file: whole histories of layouts and datasets, their tags, and the audit events,
/// so a catalog can move to another machine or be merged into a teammate's.
///
/// JSON with sorted keys. Every revision carries its canonical definition and content hash;
/// every audit event its chain hashes.
public struct CatalogBundle: Codable, Sendable, Hashable {
    enum CodingKeys: String, CodingKey {
        case format, version, exportedAt, layouts, datasets, histories, audit
    }

    public init(
        format: String, version: Int, exportedAt: String, layouts: [Layout], datasets: [DatasetHistory], histories: [SnapshotHistory],
        audit: [AuditEvent]
    ) {
        self.format = format
        self.version = version
        self.exportedAt = exportedAt
        self.layouts = layouts
        self.datasets = datasets
        self.histories = histories
        self.audit = audit
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        version = try container.decode(Int.self, forKey: .version)
        exportedAt = try container.decode(String.self, forKey: .exportedAt)
        layouts = try container.decode([Layout].self, forKey: .layouts)
        datasets = try container.decodeIfPresent([DatasetHistory].self, forKey: .datasets) ?? []
        histories = try container.decodeIfPresent([SnapshotHistory].self, forKey: .histories) ?? []
        audit = try container.decodeIfPresent([AuditEvent].self, forKey: .audit) ?? []
    }

    public static let formatName = "catalog-bundle"
    public static let currentVersion = 1

    public var format: String
    public var version: Int
    public var exportedAt: String
    public var layouts: [Layout]
    public var datasets: [DatasetHistory]
    /// Snapshot histories, every entry as a whole snapshot file (so a bundle never depends on
    /// how the sending catalog chose its checkpoints).
    public var histories: [SnapshotHistory] = []
    public var audit: [AuditEvent]

    public struct SnapshotHistory: Codable, Sendable, Hashable {
        public var name: String
        public var dataset: String?
        public var createdAt: String
        public var entries: [Revision]
    }

    public struct Layout: Codable, Sendable, Hashable {
        public var name: String
        public var createdAt: String
        public var archivedAt: String?
        public var revisions: [Revision]
        public var tags: [Tag]
    }

    public struct DatasetHistory: Codable, Sendable, Hashable {
        public var name: String
        public var createdAt: String
        public var revisions: [Revision]
    }

    public struct Revision: Codable, Sendable, Hashable {
        public var number: Int
        public var contentHash: String
        /// Canonical JSON (a layout definition or a dataset).
        public var content: String
        public var author: String
        public var message: String
        public var createdAt: String
        /// A layout revision's author text, and its SHA-256, when the revision keeps one (absent
        /// from bundles written before the catalog kept it).
        public var text: String?
        public var textHash: String?

        /// Two revisions are the same change when content, author and message agree (the time
        /// is not compared: the same preset seeded in two catalogs is one change).
        var identity: RevisionIdentity { RevisionIdentity(contentHash: contentHash, author: author, message: message) }
    }

    public struct Tag: Codable, Sendable, Hashable {
        public var label: String
        public var revision: Int
        public var createdAt: String
    }

    public struct AuditEvent: Codable, Sendable, Hashable {
        public var id: Int64
        public var occurredAt: String
        public var actor: String
        public var action: String
        public var subject: String
        public var details: String
        public var previousHash: String
        public var hash: String
    }
}

/// What makes two revisions the same change, across catalogs.
struct RevisionIdentity: Hashable {
    var contentHash: String
    var author: String
    var message: String
}
