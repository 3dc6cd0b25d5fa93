import CatalogRuntime
import Foundation

/// `catalog keys generate`: a new Ed25519 key pair for signing packs.
public enum PackKeys {
    /// The files written and the public key.
    public struct Generated: Sendable, Hashable, Encodable {
        /// `PREFIX.key`: the private key, readable by its owner only; keep it secret.
        public var privateKeyPath: String
        /// `PREFIX.pub`: the public key, to ship in the app.
        public var publicKeyPath: String
        /// Short name of the key (SHA-256 of the raw public key, first 16 hex digits).
        public var keyID: String
        /// The public key's 32 raw bytes in base64, for a constant in app code.
        public var publicKey: String
    }

    /// Writes `PREFIX.key` (mode 0600) and `PREFIX.pub`. Neither may exist: a key is never
    /// overwritten. If the second file cannot be written the first is removed.
    public static func generate(prefix: String) throws -> Generated {
        let privatePath = prefix + ".key"
        let publicPath = prefix + ".pub"
        for path in [privatePath, publicPath] {
            if FileManager.default.fileExists(atPath: path) || SafeOutput.isSymlink(URL(fileURLWithPath: path)) {
                throw PackError.keyExists(path)
            }
        }
        let folder = URL(fileURLWithPath: privatePath).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ServiceError.unsafePath(prefix, reason: "the folder \(folder.path) does not exist")
        }
        let key = LayoutPackSigningKey()
        guard FileManager.default.createFile(atPath: privatePath, contents: Data(key.fileText.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw ServiceError.unsafePath(privatePath, reason: "cannot write the private key")
        }
        guard FileManager.default.createFile(atPath: publicPath, contents: Data(key.publicKey.fileText.utf8)) else {
            try? FileManager.default.removeItem(atPath: privatePath)
            throw ServiceError.unsafePath(publicPath, reason: "cannot write the public key")
        }
        return Generated(
            privateKeyPath: privatePath, publicKeyPath: publicPath, keyID: key.publicKey.keyID,
            publicKey: key.publicKey.rawRepresentation.base64EncodedString())
    }

    /// Whether `text` is a key ID: 16 lowercase hex digits.
    public static func isKeyID(_ text: String) -> Bool {
        text.utf8.count == 16
            && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// The key ID `value` names: a key ID itself, or a key file (public or private) whose key
    /// it is — so `publish --revoke old.pub` needs no copying of IDs.
    public static func keyID(naming value: String) throws -> String {
        if isKeyID(value) { return value }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw PackError.malformedKeyID(value)
        }
        let text = try keyText(value)
        if let key = try? LayoutPackPublicKey(fileText: text) { return key.keyID }
        do {
            return try LayoutPackSigningKey(fileText: text).publicKey.keyID
        } catch {
            throw PackError.keyFile(value, reason: error.description)
        }
    }

    /// Whether `text` is a channel name a pack can carry: 1–64 letters, digits, `-`, `_`, `.`.
    public static func isChannel(_ text: String) -> Bool {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        return (1...64).contains(text.count) && text.allSatisfy(allowed.contains)
    }

    /// The largest key file read: a key is one short line.
    static let maximumKeyFileBytes = 4_096

    /// Reads a key file's text within `maximumKeyFileBytes`.
    static func keyText(_ path: String) throws -> String {
        do {
            return try SourceDocument.readText(path, maximumBytes: maximumKeyFileBytes)
        } catch let error as ServiceError {
            if case .unreadableFile(_, let reason) = error { throw PackError.keyFile(path, reason: reason) }
            throw error
        }
    }

    static func signingKey(at path: String) throws -> LayoutPackSigningKey {
        let text = try keyText(path)
        do {
            return try LayoutPackSigningKey(fileText: text)
        } catch {
            throw PackError.keyFile(path, reason: error.description)
        }
    }

    static func publicKey(at path: String) throws -> LayoutPackPublicKey {
        let text = try keyText(path)
        do {
            return try LayoutPackPublicKey(fileText: text)
        } catch {
            throw PackError.keyFile(path, reason: error.description)
        }
    }
}
