import Crypto
import Foundation

/// The key an app checks packs with: the public half of the key `catalog keys generate` made.
///
/// Ship it in the app (the `.pub` file's text, or its base64 part as a constant); a pack whose
/// signature does not hold for it is refused.
public struct LayoutPackPublicKey: Sendable, Hashable {
    let key: Curve25519.Signing.PublicKey
    /// The 32 raw bytes.
    public let rawRepresentation: Data

    /// From a `.pub` file's text: `catalog-layout-pack-public-key ed25519 <base64>`.
    public init(fileText: String) throws(KeyFileError) {
        let raw = try PackKeyFile.raw(from: fileText, kind: PackKeyFile.publicKind).get()
        try self.init(raw: raw)
    }

    /// From the base64 of the 32 raw bytes (the last word of the `.pub` file).
    public init(base64: String) throws(KeyFileError) {
        guard let raw = Data(base64Encoded: base64), raw.count == 32 else { throw .badKey }
        try self.init(raw: raw)
    }

    init(raw: Data) throws(KeyFileError) {
        do {
            key = try Curve25519.Signing.PublicKey(rawRepresentation: raw)
        } catch {
            throw .badKey
        }
        rawRepresentation = raw
    }

    init(_ key: Curve25519.Signing.PublicKey) {
        self.key = key
        rawRepresentation = key.rawRepresentation
    }

    /// The first 16 hex digits of the SHA-256 of the raw key: a short name for the key in
    /// messages and in the audit trail.
    public var keyID: String {
        SHA256.hash(data: rawRepresentation).prefix(8).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// The `.pub` file's text.
    public var fileText: String { PackKeyFile.text(kind: PackKeyFile.publicKind, raw: rawRepresentation) }

    public static func == (a: LayoutPackPublicKey, b: LayoutPackPublicKey) -> Bool { a.rawRepresentation == b.rawRepresentation }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawRepresentation) }

    /// Whether `signature` is this key's signature of `message`.
    func verifies(_ signature: Data, of message: Data) -> Bool {
        key.isValidSignature(signature, for: message)
    }
}
