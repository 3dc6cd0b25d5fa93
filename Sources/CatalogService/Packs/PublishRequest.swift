import CatalogRuntime

/// What `catalog publish` packs, where it writes, and with which key.
public struct PublishRequest: Sendable {
    /// Which layouts: every (unarchived) layout with a tag, at that tag; or the named revisions.
    public enum Selection: Sendable, Hashable {
        case tag(String)
        case layouts([RevisionReference])
    }

    public var selection: Selection
    /// The private key file.
    public var keyPath: String
    /// The pack file to write.
    public var outPath: String
    /// Replace an existing pack file.
    public var force: Bool
    /// The lowest app version every layout needs unless `minimumAppVersions` names it.
    public var minimumAppVersion: VersionNumber
    /// Per layout, the lowest app version it needs.
    public var minimumAppVersions: [String: VersionNumber]

    public init(selection: Selection, keyPath: String, outPath: String, force: Bool = false,
                minimumAppVersion: VersionNumber = .any, minimumAppVersions: [String: VersionNumber] = [:]) {
        self.selection = selection
        self.keyPath = keyPath
        self.outPath = outPath
        self.force = force
        self.minimumAppVersion = minimumAppVersion
        self.minimumAppVersions = minimumAppVersions
    }

    /// Reads `--minimum-app-version` values: `VERSION` for every layout, `NAME=VERSION` for one.
    public mutating func setMinimumAppVersions(_ values: [String]) throws(PackError) {
        for value in values {
            if let equals = value.firstIndex(of: "=") {
                let name = String(value[..<equals]), text = String(value[value.index(after: equals)...])
                guard let version = VersionNumber(text) else { throw .malformedVersion(text) }
                minimumAppVersions[name] = version
            } else {
                guard let version = VersionNumber(value) else { throw .malformedVersion(value) }
                minimumAppVersion = version
            }
        }
    }
}
