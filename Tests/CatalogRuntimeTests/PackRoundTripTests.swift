import Foundation
import LayoutModel
import Testing

@testable import CatalogRuntime

/// A pack carries each layout's canonical JSON: read back by the runtime, every preset is the
/// same definition with the same content hash, and a good pack is used whole.
@Suite struct PackRoundTripTests {
    @Test func everyPresetReadsBackWithItsContentHash() throws {
        let presets = try TestPacks.presets()
        #expect(presets.count >= 20, "the presets went missing")
        let data = try TestPacks.pack(presets)
        let pack = try LayoutPack(data: data, publicKey: TestPacks.publicKey, appVersion: VersionNumber(1))
        #expect(pack.layoutNames == presets.map(\.name))
        #expect(pack.manifest.tag == "prod")
        #expect(pack.manifest.minimumRuntimeVersion == CatalogRuntime.version)
        for preset in presets {
            let read = try pack.definition(named: preset.name)
            #expect(read == preset, "\(preset.name) changed on the way")
            #expect(read.contentHash == preset.contentHash)
            #expect(pack.manifest.layouts.first { $0.name == preset.name }?.contentHash == preset.contentHash)
        }
        #expect(pack.packHash == ContentHash.sha256(data))
    }

    /// The file is the documented text: header, signature line, manifest, one line per layout.
    @Test func theFileHasTheDocumentedLines() throws {
        let presets = Array(try TestPacks.presets().prefix(3))
        let text = String(decoding: try TestPacks.pack(presets), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 2 + 1 + 3 + 1, "a line feed ends every line, the last one too")
        #expect(lines[0] == "catalog-layout-pack 2")
        let signature = lines[1].split(separator: " ").map(String.init)
        #expect(signature.count == 3 && signature[0] == "ed25519" && signature[1] == TestPacks.publicKey.keyID)
        #expect(Data(base64Encoded: signature[2])?.count == 64)
        #expect(lines[2].hasPrefix(#"{"auditHead":"#), "the manifest is canonical JSON, keys sorted")
        #expect(lines[2].contains(#""channel":"prod","created":"#) && lines[2].contains(#""expires":"2099-01-01T00:00:00.000Z","format":2,"#))
        #expect(lines[2].hasSuffix(#""minimumRuntimeVersion":"2.0","sequence":1,"tag":"prod"}"#))
        #expect(Array(lines[3...5]) == presets.map(\.canonicalText))
        #expect(lines[6].isEmpty)
    }

    @Test func keysReadBackFromTheirFiles() throws {
        let key = LayoutPackSigningKey()
        let text = key.fileText
        #expect(text.hasPrefix("catalog-layout-pack-private-key ed25519 ") && text.hasSuffix("\n"))
        let again = try LayoutPackSigningKey(fileText: text)
        #expect(again.publicKey == key.publicKey)
        let publicText = key.publicKey.fileText
        #expect(try LayoutPackPublicKey(fileText: publicText) == key.publicKey)
        #expect(try LayoutPackPublicKey(base64: key.publicKey.rawRepresentation.base64EncodedString()) == key.publicKey)
        #expect(key.publicKey.keyID.count == 16 && key.publicKey.keyID.allSatisfy(\.isHexDigit))
        // The wrong half, or not a key at all, is said so.
        #expect(throws: KeyFileError.wrongKind(expected: PackKeyFile.publicKind, found: PackKeyFile.privateKind)) {
            try LayoutPackPublicKey(fileText: text)
        }
        #expect(throws: KeyFileError.badKey) { try LayoutPackPublicKey(base64: "AAAA") }
        #expect(throws: KeyFileError.unsupportedAlgorithm("rsa")) {
            try LayoutPackPublicKey(fileText: "catalog-layout-pack-public-key rsa AAAA")
        }
    }
}
