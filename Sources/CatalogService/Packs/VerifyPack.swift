import CatalogRuntime
import Foundation
import LayoutModel

/// `catalog verify-pack`: checks a pack offline exactly as the runtime does — the signatures
/// against a trusted set of keys (`LayoutPack`), and, as an app with that channel and that
/// installed sequence would at that time, the channel, the sequence and the expiry
/// (`LayoutPack.checkCurrent`) — and that every layout decodes to the very definition its content
/// hash names.
public enum VerifyPack {
    /// What to check a pack against.
    public struct Request: Sendable {
        public var packPath: String
        /// The public key files: the app's trusted set.
        public var keyPaths: [String]
        /// The app's channel; nil: any.
        public var channel: String?
        /// The newest sequence the app has installed; nil: none.
        public var after: Int?
        /// The device clock; nil: now.
        public var now: Date?

        public init(packPath: String, keyPaths: [String], channel: String? = nil, after: Int? = nil, now: Date? = nil) {
            self.packPath = packPath
            self.keyPaths = keyPaths
            self.channel = channel
            self.after = after
            self.now = now
        }
    }

    /// The time `--now` names: ISO 8601, or a `YYYY-MM-DD` day (midnight UTC).
    public static func time(_ text: String) throws(PackError) -> Date {
        guard let date = Timestamp.date(text) else { throw .malformedTime(text) }
        return date
    }

    /// - Throws: `PackError` when the check cannot run (no such pack file, an unusable key, a
    ///   malformed channel). A pack that fails the check is a result, not an error.
    public static func verify(_ request: Request) throws -> PackVerification {
        let keys = try request.keyPaths.map { try PackKeys.publicKey(at: $0) }
        guard !keys.isEmpty else { throw ServiceError.missingKey(.trusted) }
        if let channel = request.channel, !PackKeys.isChannel(channel) { throw PackError.malformedChannel(channel) }
        var isDirectory: ObjCBool = false
        let packPath = request.packPath
        guard FileManager.default.fileExists(atPath: packPath, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw PackError.unreadablePack(packPath, reason: isDirectory.boolValue ? "is a folder" : "no such file")
        }
        let now = request.now ?? Date()
        var result = PackVerification(path: packPath, keyIDs: keys.map(\.keyID))
        result.checked = PackVerification.Checks(
            channel: request.channel, after: request.after, now: PackTime.string(now),
            clockTolerance: Int(LayoutPackPolicy.defaultClockTolerance))
        let pack: LayoutPack
        do {
            // Every app version: the check is of the pack, not of one app.
            pack = try LayoutPack(contentsOf: URL(fileURLWithPath: packPath), trustedKeys: keys, appVersion: VersionNumber(999_999))
        } catch {
            result.problem = PackVerification.Problem(reason: error.reason.rawValue, message: error.description)
            return result
        }
        let manifest = pack.manifest
        result.packHash = pack.packHash
        result.format = manifest.format
        result.minimumRuntimeVersion = manifest.minimumRuntimeVersion.description
        result.created = manifest.created
        result.auditHead = manifest.auditHead
        result.tag = manifest.tag
        result.channel = manifest.channel
        result.sequence = manifest.sequence
        result.expires = manifest.expires
        result.revokedKeys = manifest.revokedKeys
        result.signers = pack.signers
        result.warnings = pack.warnings.map(\.description)
        for entry in manifest.layouts {
            var layout = PackVerification.Layout(
                name: entry.name, revision: entry.revision, contentHash: entry.contentHash,
                minimumAppVersion: entry.minimumAppVersion.description, problem: nil)
            do {
                let definition = try pack.definition(named: entry.name)
                if definition.contentHash != entry.contentHash {
                    layout.problem =
                        "decodes to a definition whose canonical form hashes to \(definition.contentHash.prefix(12)), not \(entry.contentHash.prefix(12))"
                }
            } catch {
                layout.problem = error.description
            }
            result.layouts.append(layout)
        }
        do {
            try pack.checkCurrent(
                channel: request.channel, after: request.after.map { LayoutPackMark(sequence: $0, packHash: nil) }, now: now,
                clockTolerance: LayoutPackPolicy.defaultClockTolerance)
        } catch {
            result.problem = PackVerification.Problem(reason: error.reason.rawValue, message: error.description)
            return result
        }
        if let bad = result.layouts.first(where: { $0.problem != nil }) {
            result.problem = PackVerification.Problem(
                reason: LayoutFallback.Reason.invalid.rawValue, message: "layout '\(bad.name)': \(bad.problem ?? "")")
        }
        return result
    }
}

/// What `verify-pack` found.
public struct PackVerification: Sendable, Encodable {
    public struct Layout: Sendable, Hashable, Encodable {
        public var name: String
        public var revision: Int
        public var contentHash: String
        public var minimumAppVersion: String
        /// Why the runtime would not use the layout; nil when it would.
        public var problem: String?
    }

    /// Why the pack is refused: the runtime's reason word and its message.
    public struct Problem: Sendable, Hashable, Encodable {
        public var reason: String
        public var message: String
    }

    /// What the pack was checked against, as an app would hold it.
    public struct Checks: Sendable, Hashable, Encodable {
        /// The app's channel (`--channel`); nil: not checked.
        public var channel: String?
        /// The app's newest installed sequence (`--after`); nil: not checked.
        public var after: Int?
        /// The clock `expires` was checked against (`--now`, else the current time).
        public var now: String
        /// Seconds past `expires` still accepted, as the runtime's default.
        public var clockTolerance: Int
    }

    public var path: String
    /// The trusted keys' short names.
    public var keyIDs: [String]
    /// Of those, the ones whose signatures hold.
    public var signers: [String] = []
    public var packHash: String?
    public var format: Int?
    public var minimumRuntimeVersion: String?
    public var created: String?
    public var auditHead: String?
    public var tag: String?
    public var channel: String?
    public var sequence: Int?
    public var expires: String?
    public var revokedKeys: [String] = []
    public var checked = Checks(channel: nil, after: nil, now: "", clockTolerance: 0)
    /// What an app would log although it uses the pack (a format 1 pack).
    public var warnings: [String] = []
    public var layouts: [Layout] = []
    /// Nil for a good pack.
    public var problem: Problem?

    /// Whether an app with these keys, channel and installed sequence would install the pack
    /// at that time, every layout included.
    public var isGood: Bool { problem == nil }

    init(path: String, keyIDs: [String]) {
        self.path = path
        self.keyIDs = keyIDs
    }

    private enum CodingKeys: String, CodingKey {
        case path, keyIDs, signers, packHash, format, minimumRuntimeVersion, created, auditHead, tag, channel, sequence, expires, revokedKeys
        case checked, warnings, layouts, problem, good
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(isGood, forKey: .good)
        try container.encode(keyIDs, forKey: .keyIDs)
        try container.encode(signers, forKey: .signers)
        try container.encode(packHash, forKey: .packHash)
        try container.encode(format, forKey: .format)
        try container.encode(minimumRuntimeVersion, forKey: .minimumRuntimeVersion)
        try container.encode(created, forKey: .created)
        try container.encode(auditHead, forKey: .auditHead)
        try container.encode(tag, forKey: .tag)
        try container.encode(channel, forKey: .channel)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(expires, forKey: .expires)
        try container.encode(revokedKeys, forKey: .revokedKeys)
        try container.encode(checked, forKey: .checked)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(layouts, forKey: .layouts)
        try container.encode(problem, forKey: .problem)
    }
}
