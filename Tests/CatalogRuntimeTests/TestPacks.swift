import CatalogTestSupport
import Foundation
import LayoutModel

@testable import CatalogRuntime

/// Packs made the way `catalog publish` makes them (`LayoutPackWriter`), for the tests.
enum TestPacks {
    /// One signing key for the whole test run, and its public half.
    static let key = LayoutPackSigningKey()
    static var publicKey: LayoutPackPublicKey { key.publicKey }
    /// The channel the tests' apps follow.
    static let channel = "prod"
    /// An expiry no test run reaches.
    static let farFuture = "2099-01-01T00:00:00.000Z"

    /// Every preset, decoded from its YAML as `catalog add` does.
    static func presets() throws -> [LayoutDefinition] {
        try PresetFiles.all().map { file in
            guard let definition = LayoutDocument.check(file.text, lint: false).definition else {
                throw Toolchain.Failure(description: "preset \(file.name) does not decode")
            }
            return definition
        }
    }

    /// The policy of an app trusting `keys` on `channel`, with a fixed or given clock.
    static func policy(
        keys: [LayoutPackPublicKey] = [publicKey], channel: String = channel,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) -> LayoutPackPolicy {
        LayoutPackPolicy(trustedKeys: keys, channel: channel, clock: clock)
    }

    /// A pack of `definitions` (revision 1 each), signed with `signers` (format 2) or `signer`.
    static func pack(
        _ definitions: [LayoutDefinition], minimumAppVersions: [String: VersionNumber] = [:], format: Int = 2,
        minimumRuntimeVersion: VersionNumber = CatalogRuntime.version, channel: String = channel, tag: String? = "prod",
        sequence: Int = 1, expires: String = farFuture, revokedKeys: [String] = [],
        signer: LayoutPackSigningKey = key, signers: [LayoutPackSigningKey]? = nil
    ) throws -> Data {
        let entries = definitions.map {
            LayoutPackManifest.Entry(name: $0.name, revision: 1, contentHash: $0.contentHash, minimumAppVersion: minimumAppVersions[$0.name] ?? .any)
        }
        let manifest = LayoutPackManifest(
            format: format, minimumRuntimeVersion: minimumRuntimeVersion, created: "2026-11-28T04:00:00.000Z",
            auditHead: String(repeating: "0", count: 64), tag: tag, channel: channel, sequence: sequence,
            expires: expires, revokedKeys: revokedKeys, layouts: entries)
        return try LayoutPackWriter.pack(manifest, canonicalTexts: definitions.map(\.canonicalText), signedWith: signers ?? [signer])
    }

    /// A pack whose body is given line by line (manifest first), signed as the writer signs: for
    /// hostile content a correct publisher never writes. Format 1 (by the header) has one
    /// signature line naming no key; format 2 one per signer, naming it.
    static func pack(
        header: String = "catalog-layout-pack 1", bodyLines: [String], signer: LayoutPackSigningKey = key,
        signers: [LayoutPackSigningKey]? = nil
    ) throws -> Data {
        let body = Data(bodyLines.map { $0 + "\n" }.joined().utf8)
        let headerLine = Data((header + "\n").utf8)
        let format1 = header.hasSuffix(" 1")
        var signatureLines = ""
        for signer in signers ?? [signer] {
            let signature = try signer.signature(for: headerLine + body)
            signatureLines +=
                format1 ? "ed25519 \(signature.base64EncodedString())\n" : "ed25519 \(signer.publicKey.keyID) \(signature.base64EncodedString())\n"
        }
        return headerLine + Data(signatureLines.utf8) + body
    }

    /// A manifest line for layout lines with these names and texts (hashes computed). Format 2
    /// adds the channel, sequence and expiry given.
    static func manifestLine(
        _ layouts: [(name: String, text: String)], minimumRuntimeVersion: String = "1.0", format: Int = 1,
        channel: String = channel, sequence: Int = 1, expires: String = farFuture
    ) -> String {
        let entries = layouts.map { layout in
            #"{"contentHash":"\#(ContentHash.sha256(layout.text))","minimumAppVersion":"0","name":"\#(layout.name)","revision":1}"#
        }
        let identity = format >= 2 ? #","channel":"\#(channel)","expires":"\#(expires)","sequence":\#(sequence)"# : ""
        return
            #"{"auditHead":"\#(String(repeating: "0", count: 64))","created":"2026-11-28T04:00:00.000Z"\#(identity),"format":\#(format),"layouts":[\#(entries.joined(separator: ","))],"minimumRuntimeVersion":"\#(minimumRuntimeVersion)"}"#
    }
}
