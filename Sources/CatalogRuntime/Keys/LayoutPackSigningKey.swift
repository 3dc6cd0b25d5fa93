import Crypto
import Foundation

/// The private key `catalog publish` signs packs with. It never ships in an app.
package struct LayoutPackSigningKey: Sendable {
    let key: Curve25519.Signing.PrivateKey

    /// A new random key (the system's secure random generator).
    package init() {
        key = Curve25519.Signing.PrivateKey()
    }

    /// From a private key file's text: `catalog-layout-pack-private-key ed25519 <base64>`.
    package init(fileText: String) throws(KeyFileError) {
        let raw = try PackKeyFile.raw(from: fileText, kind: PackKeyFile.privateKind).get()
        do {
            key = try Curve25519.Signing.PrivateKey(rawRepresentation: raw)
        } catch {
            throw .badKey
        }
    }

    /// The private key file's text (keep it secret).
    package var fileText: String { PackKeyFile.text(kind: PackKeyFile.privateKind, raw: key.rawRepresentation) }

    /// The public half, for apps.
    package var publicKey: LayoutPackPublicKey { LayoutPackPublicKey(key.publicKey) }

    /// The Ed25519 signature of `message` (64 bytes).
    func signature(for message: Data) throws -> Data {
        try key.signature(for: message)
    }
}
