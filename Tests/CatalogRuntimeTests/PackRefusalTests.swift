import Foundation
import LayoutModel
import Testing

@testable import CatalogRuntime

/// Each way a pack can be wrong gives its own typed error.
@Suite struct PackRefusalTests {
    static func smallPack() throws -> (Data, [LayoutDefinition]) {
        let presets = Array(try TestPacks.presets().prefix(2))
        return (try TestPacks.pack(presets), presets)
    }

    /// Any one byte changed, anywhere: never accepted. A change in the signed bytes is a
    /// signature failure; in the header or the signature line, damage or a newer format.
    @Test func everySingleByteChangeIsRefused() throws {
        let (data, _) = try Self.smallPack()
        let bytes = [UInt8](data)
        let headerAndSignature = bytes.enumerated().filter { $0.element == 0x0A }.dropFirst().first?.offset ?? 0
        var reasons: [LayoutFallback.Reason: Int] = [:]
        for offset in bytes.indices {
            var changed = bytes
            changed[offset] ^= 0x01
            do {
                _ = try LayoutPack(data: Data(changed), publicKey: TestPacks.publicKey)
                Issue.record("byte \(offset) changed and the pack was accepted")
            } catch {
                reasons[error.reason, default: 0] += 1
                if offset > headerAndSignature {
                    #expect(error == .signature, "byte \(offset): \(error)")
                }
            }
        }
        #expect((reasons[.signature] ?? 0) > bytes.count / 2)
    }

    /// Format 2 names each signature's key, so another key's pack is `untrustedKey`, naming it;
    /// format 1 names none, so it cannot be told from a changed byte: `signature`.
    @Test func aWrongKeyIsUntrustedInFormat2AndASignatureFailureInFormat1() throws {
        let (data, _) = try Self.smallPack()
        let other = LayoutPackSigningKey().publicKey
        #expect(throws: LayoutPackError.untrustedKey(signedBy: [TestPacks.publicKey.keyID], revoked: [])) {
            try LayoutPack(data: data, publicKey: other)
        }
        let old = try TestPacks.pack(Array(try TestPacks.presets().prefix(1)), format: 1)
        #expect(throws: LayoutPackError.signature) { try LayoutPack(data: old, publicKey: other) }
    }

    @Test func aNewerFormatIsFormatTooNew() throws {
        let presets = Array(try TestPacks.presets().prefix(1))
        // A header naming format 3: the envelope of a format this runtime cannot know.
        var text = String(decoding: try TestPacks.pack(presets), as: UTF8.self)
        text = text.replacingOccurrences(of: "catalog-layout-pack 2\n", with: "catalog-layout-pack 3\n")
        #expect(throws: LayoutPackError.formatTooNew(format: 3, minimumRuntimeVersion: nil)) {
            try LayoutPack(data: Data(text.utf8), publicKey: TestPacks.publicKey)
        }
        // Format 2 (and 1), signed, but for a newer runtime.
        for format in [1, 2] {
            let newer = try TestPacks.pack(presets, format: format, minimumRuntimeVersion: VersionNumber(9, 0))
            #expect(throws: LayoutPackError.formatTooNew(format: format, minimumRuntimeVersion: VersionNumber(9, 0))) {
                try LayoutPack(data: newer, publicKey: TestPacks.publicKey)
            }
        }
    }

    @Test func aLayoutNeedingANewerAppIsRefusedAlone() throws {
        let presets = Array(try TestPacks.presets().prefix(2))
        let data = try TestPacks.pack(presets, minimumAppVersions: [presets[0].name: VersionNumber(5, 3)])
        let old = try LayoutPack(data: data, publicKey: TestPacks.publicKey, appVersion: VersionNumber(5, 2, 9))
        #expect(throws: LayoutPackError.layoutNeedsNewerApp(presets[0].name, minimum: VersionNumber(5, 3), app: VersionNumber(5, 2, 9))) {
            try old.definition(named: presets[0].name)
        }
        #expect(try old.definition(named: presets[1].name) == presets[1])
        let current = try LayoutPack(data: data, publicKey: TestPacks.publicKey, appVersion: VersionNumber(5, 3))
        #expect(try current.definition(named: presets[0].name) == presets[0])
    }

    @Test func aMissingLayoutIsNamed() throws {
        let (data, _) = try Self.smallPack()
        let pack = try LayoutPack(data: data, publicKey: TestPacks.publicKey)
        #expect(throws: LayoutPackError.layoutMissing("no-such-layout")) { try pack.definition(named: "no-such-layout") }
    }

    /// A layout line that does not match its hash, or does not validate, costs only itself.
    @Test func anInvalidLayoutCostsOnlyItself() throws {
        let good = try #require(try TestPacks.presets().first)
        let bad =
            #"{"name":"bad","section":{"group":{"count":0,"layout":"horizontal","size":{"height":"absolute(44)","width":"fractionalWidth(1)"},"subitem":{"item":{"size":{"height":"fractionalHeight(1)","width":"fractionalWidth(1)"}}}}}}"#
        let lines = [(good.name, good.canonicalText), ("bad", bad)]
        let data = try TestPacks.pack(bodyLines: [TestPacks.manifestLine(lines)] + lines.map(\.1))
        let pack = try LayoutPack(data: data, publicKey: TestPacks.publicKey)
        #expect(try pack.definition(named: good.name) == good)
        do {
            _ = try pack.definition(named: "bad")
            Issue.record("a group with count 0 was accepted")
        } catch {
            guard case .layoutInvalid("bad", let diagnostics) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(diagnostics.map(\.path.description) == ["section.group.count"])
            #expect(error.reason == .invalid)
        }
        // The hash of another text: refused before decoding.
        let mismatched = try TestPacks.pack(bodyLines: [TestPacks.manifestLine([(good.name, good.canonicalText + " ")]), good.canonicalText])
        #expect(throws: LayoutPackError.self) { try LayoutPack(data: mismatched, publicKey: TestPacks.publicKey).definition(named: good.name) }
    }

    @Test func manifestProblemsNameTheirField() throws {
        func refusal(_ manifest: String, _ layouts: [String] = []) throws -> String {
            let data = try TestPacks.pack(bodyLines: [manifest] + layouts)
            do {
                _ = try LayoutPack(data: data, publicKey: TestPacks.publicKey)
                return "accepted"
            } catch {
                return error.description
            }
        }
        #expect(try refusal(#"{"format":1}"#) == "not a valid layout pack: line 3 (the manifest): minimumRuntimeVersion: missing, or not a string")
        #expect(try refusal(#"{"format":"1"}"#) == "not a valid layout pack: line 3 (the manifest): format: missing, or not a whole number ≥ 0")
        #expect(
            try refusal(TestPacks.manifestLine([], format: 2)) == "not a valid layout pack: line 3 (the manifest): format 2, but the header says 1")
        // Text fields hold only what the catalog writes there: no control character reaches a message raw.
        #expect(
            try refusal(TestPacks.manifestLine([("a\\u001b[2J", "{}")]), ["{}"])
                == "not a valid layout pack: line 3 (the manifest): layouts[0].name: 'a\\u{1B}[2J' is not what the catalog writes here")
        #expect(
            try refusal(TestPacks.manifestLine([("a", "{}")]))
                == "not a valid layout pack: the manifest lists 1 layouts, but 0 layout lines follow it")
        #expect(try refusal("[1,").hasPrefix("not a valid layout pack: line 3 (the manifest): 1:4: "))
    }
}
