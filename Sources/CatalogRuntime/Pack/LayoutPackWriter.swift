import Foundation
import LayoutModelCore

/// Writes packs for `catalog publish`: the only writer of the format `LayoutPack` reads.
package enum LayoutPackWriter {
    /// Why a pack cannot be written as asked.
    package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// No key, or (format 1) more than one.
        case signerCount(format: Int, count: Int)
        /// The same key given twice.
        case duplicateKey(String)

        package var description: String {
            switch self {
            case .signerCount(1, let count): "a format 1 pack has exactly one signature; \(count) keys were given"
            case .signerCount(let format, let count):
                "a format \(format) pack takes 1 to \(LayoutPackLimits.maximumSignatures) keys; \(count) were given"
            case .duplicateKey(let keyID): "key \(keyID) is given twice"
            }
        }
    }

    /// The pack's bytes.
    ///
    /// - Parameters:
    ///   - manifest: its `layouts` in the order of `canonicalTexts`.
    ///   - canonicalTexts: each layout's canonical JSON as the catalog stores it (one line: the
    ///     canonical form escapes every line feed).
    ///   - keys: the private keys to sign with, one signature line each in this order (format 1:
    ///     exactly one).
    package static func pack(_ manifest: LayoutPackManifest, canonicalTexts: [String], signedWith keys: [LayoutPackSigningKey]) throws -> Data {
        let most = manifest.format == 1 ? 1 : LayoutPackLimits.maximumSignatures
        guard (1...most).contains(keys.count) else { throw Failure.signerCount(format: manifest.format, count: keys.count) }
        var seen: Set<String> = []
        for key in keys where !seen.insert(key.publicKey.keyID).inserted { throw Failure.duplicateKey(key.publicKey.keyID) }
        var body = Data((manifest.json.canonicalText + "\n").utf8)
        for text in canonicalTexts {
            body.append(Data((text + "\n").utf8))
        }
        return try LayoutPackEnvelope.assemble(
            format: manifest.format, body: body,
            signers: keys.map { key in (key.publicKey.keyID, { try key.signature(for: $0) }) })
    }

    /// The pack's bytes, signed with one key.
    package static func pack(_ manifest: LayoutPackManifest, canonicalTexts: [String], signedWith key: LayoutPackSigningKey) throws -> Data {
        try pack(manifest, canonicalTexts: canonicalTexts, signedWith: [key])
    }
}
