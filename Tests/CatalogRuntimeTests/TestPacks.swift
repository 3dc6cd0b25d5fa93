@testable import CatalogRuntime
import CatalogTestSupport
import Foundation
import LayoutModel

/// Packs made the way `catalog publish` makes them (`LayoutPackWriter`), for the tests.
enum TestPacks {
    /// One signing key for the whole test run, and its public half.
    static let key = LayoutPackSigningKey()
    static var publicKey: LayoutPackPublicKey { key.publicKey }

    /// Every preset, decoded from its YAML as `catalog add` does.
    static func presets() throws -> [LayoutDefinition] {
        try PresetFiles.all().map { file in
            guard let definition = LayoutDocument.check(file.text, lint: false).definition else {
                throw Toolchain.Failure(description: "preset \(file.name) does not decode")
            }
            return definition
        }
    }

    /// A pack of `definitions` (revision 1 each), signed with `signer`.
    static func pack(_ definitions: [LayoutDefinition], minimumAppVersions: [String: VersionNumber] = [:], format: Int = 1,
                     minimumRuntimeVersion: VersionNumber = CatalogRuntime.version, signer: LayoutPackSigningKey = key) throws -> Data {
        let entries = definitions.map {
            LayoutPackManifest.Entry(name: $0.name, revision: 1, contentHash: $0.contentHash, minimumAppVersion: minimumAppVersions[$0.name] ?? .any)
        }
        let manifest = LayoutPackManifest(format: format, minimumRuntimeVersion: minimumRuntimeVersion, created: "2026-11-28T04:00:00.000Z",
                                          auditHead: String(repeating: "0", count: 64), tag: "prod", layouts: entries)
        return try LayoutPackWriter.pack(manifest, canonicalTexts: definitions.map(\.canonicalText), signedWith: signer)
    }

    /// A pack whose body is given line by line (manifest first), signed as the writer signs: for
    /// hostile content a correct publisher never writes.
    static func pack(header: String = "catalog-layout-pack 1", bodyLines: [String], signer: LayoutPackSigningKey = key) throws -> Data {
        let body = Data(bodyLines.map { $0 + "\n" }.joined().utf8)
        let headerLine = Data((header + "\n").utf8)
        let signature = try signer.signature(for: headerLine + body)
        return headerLine + Data("ed25519 \(signature.base64EncodedString())\n".utf8) + body
    }

    /// A manifest line for layout lines with these names and texts (hashes computed).
    static func manifestLine(_ layouts: [(name: String, text: String)], minimumRuntimeVersion: String = "1.0", format: Int = 1) -> String {
        let entries = layouts.map { layout in
            #"{"contentHash":"\#(ContentHash.sha256(layout.text))","minimumAppVersion":"0","name":"\#(layout.name)","revision":1}"#
        }
        return #"{"auditHead":"\#(String(repeating: "0", count: 64))","created":"2026-11-28T04:00:00.000Z","format":\#(format),"layouts":[\#(entries.joined(separator: ","))],"minimumRuntimeVersion":"\#(minimumRuntimeVersion)"}"#
    }
}
