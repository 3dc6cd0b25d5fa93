import CatalogRuntime
import Foundation
import LayoutModel

/// `catalog verify-pack`: checks a pack offline exactly as the runtime does (`LayoutPack`), and
/// that every layout decodes to the very definition its content hash names.
public enum VerifyPack {
    /// - Throws: `PackError` when the check cannot run (no such pack file, an unusable key).
    ///   A pack that fails the check is a result, not an error.
    public static func verify(packPath: String, keyPath: String) throws -> PackVerification {
        let key = try PackKeys.publicKey(at: keyPath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: packPath, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw PackError.unreadablePack(packPath, reason: isDirectory.boolValue ? "is a folder" : "no such file")
        }
        var result = PackVerification(path: packPath, keyID: key.keyID)
        let pack: LayoutPack
        do {
            // Every app version: the check is of the pack, not of one app.
            pack = try LayoutPack(contentsOf: URL(fileURLWithPath: packPath), publicKey: key, appVersion: VersionNumber(999_999))
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
        for entry in manifest.layouts {
            var layout = PackVerification.Layout(name: entry.name, revision: entry.revision, contentHash: entry.contentHash,
                                                 minimumAppVersion: entry.minimumAppVersion.description, problem: nil)
            do {
                let definition = try pack.definition(named: entry.name)
                if definition.contentHash != entry.contentHash {
                    layout.problem = "decodes to a definition whose canonical form hashes to \(definition.contentHash.prefix(12)), not \(entry.contentHash.prefix(12))"
                }
            } catch {
                layout.problem = error.description
            }
            result.layouts.append(layout)
        }
        if let bad = result.layouts.first(where: { $0.problem != nil }) {
            result.problem = PackVerification.Problem(reason: LayoutFallback.Reason.invalid.rawValue, message: "layout '\(bad.name)': \(bad.problem ?? "")")
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

    public var path: String
    /// The public key's short name.
    public var keyID: String
    public var packHash: String?
    public var format: Int?
    public var minimumRuntimeVersion: String?
    public var created: String?
    public var auditHead: String?
    public var tag: String?
    public var layouts: [Layout] = []
    /// Nil for a good pack.
    public var problem: Problem?

    /// Whether an app with this key would use the pack, every layout included.
    public var isGood: Bool { problem == nil }

    init(path: String, keyID: String) {
        self.path = path
        self.keyID = keyID
    }

    private enum CodingKeys: String, CodingKey {
        case path, keyID, packHash, format, minimumRuntimeVersion, created, auditHead, tag, layouts, problem, good
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(isGood, forKey: .good)
        try container.encode(keyID, forKey: .keyID)
        try container.encode(packHash, forKey: .packHash)
        try container.encode(format, forKey: .format)
        try container.encode(minimumRuntimeVersion, forKey: .minimumRuntimeVersion)
        try container.encode(created, forKey: .created)
        try container.encode(auditHead, forKey: .auditHead)
        try container.encode(tag, forKey: .tag)
        try container.encode(layouts, forKey: .layouts)
        try container.encode(problem, forKey: .problem)
    }
}
