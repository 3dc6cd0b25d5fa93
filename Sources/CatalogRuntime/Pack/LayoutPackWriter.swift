import Foundation
import LayoutModelCore

/// Writes packs for `catalog publish`: the only writer of the format `LayoutPack` reads.
package enum LayoutPackWriter {
    /// The pack's bytes.
    ///
    /// - Parameters:
    ///   - manifest: its `layouts` in the order of `canonicalTexts`.
    ///   - canonicalTexts: each layout's canonical JSON as the catalog stores it (one line: the
    ///     canonical form escapes every line feed).
    ///   - key: the private key to sign with.
    package static func pack(_ manifest: LayoutPackManifest, canonicalTexts: [String], signedWith key: LayoutPackSigningKey) throws -> Data {
        var body = Data((manifest.json.canonicalText + "\n").utf8)
        for text in canonicalTexts {
            body.append(Data((text + "\n").utf8))
        }
        return try LayoutPackEnvelope.assemble(format: manifest.format, body: body) { try key.signature(for: $0) }
    }
}
