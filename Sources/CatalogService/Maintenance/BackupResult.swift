/// What `Catalog.backup(to:replacing:progress:)` wrote.
public struct BackupResult: Sendable, Hashable, Encodable {
    /// The catalog that was copied.
    public var source: String
    /// The new file.
    public var path: String
    public var bytes: Int
    /// SQLite pages copied.
    public var pages: Int
    /// The copy's schema: the catalog's own (an older catalog's backup is older too).
    public var schemaVersion: Int
    /// An existing file was replaced.
    public var replaced: Bool
}
