import CatalogRuntime

/// What `catalog publish` packs, for which channel, where it writes, and with which keys.
public struct PublishRequest: Sendable {
    /// Which layouts: every (unarchived) layout with a tag, at that tag; or the named revisions.
    public enum Selection: Sendable, Hashable {
        case tag(String)
        case layouts([RevisionReference])
    }

    /// How long a pack is used when `expiresIn` is not given: 30 days.
    public static let defaultLifetime: Double = 30 * 86_400
    /// The shortest and the longest lifetime a pack may be given: an hour, a year.
    public static let lifetimes: ClosedRange<Double> = 3_600...(366 * 86_400)

    public var selection: Selection
    /// The private key files, one signature each, in this order (two during a key rotation).
    public var keyPaths: [String]
    /// The pack file to write.
    public var outPath: String
    /// Replace an existing pack file.
    public var force: Bool
    /// The lowest app version every layout needs unless `minimumAppVersions` names it.
    public var minimumAppVersion: VersionNumber
    /// Per layout, the lowest app version it needs.
    public var minimumAppVersions: [String: VersionNumber]
    /// The channel the pack is for; nil takes the tag (publishing by names then needs one).
    public var channel: String?
    /// Seconds from `created` to `expires`.
    public var lifetime: Double
    /// Keys to revoke with this pack, each a key ID or a key file (either half): the catalog
    /// remembers them, every later pack lists them, and no later pack may be signed with them.
    public var revokeKeyIDs: [String]
    /// A sequence the pack's must be above (the one the live pack has), for a catalog whose
    /// counter is behind it (restored from an older backup, or a new catalog).
    public var after: Int?

    public init(
        selection: Selection, keyPaths: [String], outPath: String, force: Bool = false,
        minimumAppVersion: VersionNumber = .any, minimumAppVersions: [String: VersionNumber] = [:],
        channel: String? = nil, lifetime: Double = PublishRequest.defaultLifetime, revokeKeyIDs: [String] = [], after: Int? = nil
    ) {
        self.selection = selection
        self.keyPaths = keyPaths
        self.outPath = outPath
        self.force = force
        self.minimumAppVersion = minimumAppVersion
        self.minimumAppVersions = minimumAppVersions
        self.channel = channel
        self.lifetime = lifetime
        self.revokeKeyIDs = revokeKeyIDs
        self.after = after
    }

    /// With one key.
    public init(
        selection: Selection, keyPath: String, outPath: String, force: Bool = false,
        minimumAppVersion: VersionNumber = .any, minimumAppVersions: [String: VersionNumber] = [:], channel: String? = nil
    ) {
        self.init(
            selection: selection, keyPaths: [keyPath], outPath: outPath, force: force, minimumAppVersion: minimumAppVersion,
            minimumAppVersions: minimumAppVersions, channel: channel)
    }

    /// Reads `--minimum-app-version` values: `VERSION` for every layout, `NAME=VERSION` for one.
    public mutating func setMinimumAppVersions(_ values: [String]) throws(PackError) {
        for value in values {
            if let equals = value.firstIndex(of: "=") {
                let name = String(value[..<equals])
                let text = String(value[value.index(after: equals)...])
                guard let version = VersionNumber(text) else { throw .malformedVersion(text) }
                minimumAppVersions[name] = version
            } else {
                guard let version = VersionNumber(value) else { throw .malformedVersion(value) }
                minimumAppVersion = version
            }
        }
    }

    /// Reads `--expires-in`: a whole number and a unit, `h` (hours), `d` (days) or `w` (weeks):
    /// `30d`, `12h`, `2w`; between an hour and 366 days.
    public mutating func setLifetime(_ text: String) throws(PackError) {
        lifetime = try Self.lifetime(text)
    }

    /// The seconds `text` (`30d`) names.
    public static func lifetime(_ text: String) throws(PackError) -> Double {
        guard let unit = text.last, (2...8).contains(text.count), let number = Int(text.dropLast()), number > 0 else {
            throw .malformedDuration(text)
        }
        let seconds: Double
        switch unit {
        case "h": seconds = Double(number) * 3_600
        case "d": seconds = Double(number) * 86_400
        case "w": seconds = Double(number) * 7 * 86_400
        default: throw .malformedDuration(text)
        }
        guard lifetimes.contains(seconds) else { throw .durationOutOfRange(text) }
        return seconds
    }
}
