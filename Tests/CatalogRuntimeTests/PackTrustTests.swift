import Foundation
import LayoutModel
import Testing

@testable import CatalogRuntime

/// What makes a signed pack the one to use now: its channel, its sequence, its expiry, and keys
/// that rotate — each accepted where it should be, so the refusals of `PackAttackTests` are not
/// all the library does.
@Suite struct PackTrustTests {
    /// Format 2's manifest round-trips channel, sequence, expiry and revoked keys; format 1's
    /// channel is its tag and its sequence 0.
    @Test func theManifestCarriesThePacksIdentity() throws {
        let lab = try PackLab()
        let pack = try LayoutPack(data: try lab.pack(7, channel: "beta", revoking: [lab.newKey]), trustedKeys: [TestPacks.publicKey])
        #expect(pack.manifest.format == 2 && pack.manifest.channel == "beta" && pack.manifest.sequence == 7)
        #expect(pack.manifest.expires == "2026-12-31T00:00:00.000Z")
        #expect(pack.manifest.revokedKeys == [lab.newKey.publicKey.keyID])
        #expect(pack.warnings.isEmpty && pack.signers == [TestPacks.publicKey.keyID])
        let old = try LayoutPack(data: try lab.pack(0, format: 1), trustedKeys: [TestPacks.publicKey])
        #expect(old.manifest.channel == "prod" && old.manifest.sequence == 0 && old.manifest.expires == nil)
        #expect(old.warnings == [.legacyFormat(channel: "prod")])
    }

    @Test func format2FieldsAreRequiredAndChecked() throws {
        func refusal(_ manifest: String) throws -> String {
            let data = try TestPacks.pack(header: "catalog-layout-pack 2", bodyLines: [manifest])
            do {
                _ = try LayoutPack(data: data, publicKey: TestPacks.publicKey)
                return "accepted"
            } catch {
                return error.description
            }
        }
        let good = TestPacks.manifestLine([], minimumRuntimeVersion: "2.0", format: 2)
        #expect(try refusal(good) == "accepted")
        #expect(
            try refusal(good.replacingOccurrences(of: #""channel":"prod","#, with: ""))
                == "not a valid layout pack: line 3 (the manifest): channel: missing, or not a string")
        #expect(
            try refusal(good.replacingOccurrences(of: #""sequence":1"#, with: #""sequence":0"#))
                == "not a valid layout pack: line 3 (the manifest): sequence: 0 is not between 1 and 9007199254740991")
        #expect(
            try refusal(good.replacingOccurrences(of: #""sequence":1"#, with: #""sequence":-4"#))
                == "not a valid layout pack: line 3 (the manifest): sequence: missing, or not a whole number ≥ 0")
        #expect(
            try refusal(good.replacingOccurrences(of: TestPacks.farFuture, with: "2099-13-45T00:00:00Z"))
                == "not a valid layout pack: line 3 (the manifest): expires: '2099-13-45T00:00:00Z' is not an ISO 8601 time")
        #expect(
            try refusal(good.replacingOccurrences(of: #""format":2"#, with: #""format":2,"revokedKeys":["nope"]"#))
                == "not a valid layout pack: line 3 (the manifest): revokedKeys[0]: not a key ID (16 lowercase hex digits)")
        #expect(
            try refusal(good.replacingOccurrences(of: #""channel":"prod""#, with: #""channel":"a/b""#))
                == "not a valid layout pack: line 3 (the manifest): channel: 'a/b' is not what the catalog writes here")
    }

    /// The expiry tolerance: a clock up to an hour past `expires` still installs; more does not.
    @Test func expiryAllowsTheStatedTolerance() throws {
        let lab = try PackLab()
        let app = try lab.launch()
        let pack = try lab.pack(2, expiresIn: -59 * 60)
        #expect(PackLab.observed(app.installRemotePack(pack)) == "accepted")
        lab.clock.advance(by: 2 * 60)
        #expect(lab.observedSource(app) == "fallback to bundled: expired")
        #expect(LayoutPackPolicy.defaultClockTolerance == 3_600)
    }

    /// The bundled pack never expires: an app that is never online keeps its layouts.
    @Test func theBundledPackNeverExpires() throws {
        let lab = try PackLab()
        lab.clock.advance(by: 10 * 365 * 86_400)
        let app = try lab.launch()
        #expect(lab.observedSource(app) == "fallback to bundled: noPack")
        #expect(app.definition(named: lab.layouts[0].name).definition?.source == .bundled)
    }

    /// The bundled pack is held to the trusted keys and the channel.
    @Test func theBundledPackMustBeTrustedAndOfTheChannel() throws {
        let lab = try PackLab()
        let policy = TestPacks.policy(clock: lab.clock.read)
        let beta = LayoutLibrary(policy: policy, bundledPack: try lab.pack(1, channel: "beta"), appVersion: VersionNumber(5))
        #expect(beta.definition(named: lab.layouts[0].name).fallbacks.map(\.reason) == [.noPack, .wrongChannel])
        let stranger = LayoutLibrary(policy: policy, bundledPack: try lab.pack(1, signers: [LayoutPackSigningKey()]), appVersion: VersionNumber(5))
        #expect(stranger.definition(named: lab.layouts[0].name).fallbacks.map(\.reason) == [.noPack, .untrustedKey])
    }

    /// Format 1 still loads — bundled or downloaded — as sequence 0 of its tag, with a warning.
    @Test func formatOnePacksStillLoadWithAWarning() throws {
        let lab = try PackLab()
        let warnings = WarningLog()
        let legacy = try lab.pack(0, format: 1)
        let app = LayoutLibrary(
            policy: TestPacks.policy(clock: lab.clock.read), bundledPack: legacy, appVersion: VersionNumber(5),
            warning: warnings.add)
        #expect(app.definition(named: lab.layouts[0].name).definition?.source == .bundled)
        #expect(warnings.all == [.legacyFormat(channel: "prod")])
        #expect(
            warnings.all.first?.description == "a format 1 pack (no channel, sequence or expiry): taken as sequence 0 of channel prod, never expiring"
        )
        // Downloaded into an app whose bundled pack is format 2 sequence 0… there is none: a
        // format 1 download is installed over nothing newer.
        let fresh = LayoutLibrary(
            policy: TestPacks.policy(clock: lab.clock.read), bundledPack: nil, store: lab.store, appVersion: VersionNumber(5),
            warning: warnings.add)
        guard case .success(let installed) = fresh.installRemotePack(legacy) else {
            Issue.record("a format 1 pack was refused")
            return
        }
        #expect(installed.warnings == [.legacyFormat(channel: "prod")] && installed.manifest.sequence == 0)
        // …and the next format 2 pack replaces it.
        #expect(PackLab.observed(fresh.installRemotePack(try lab.pack(1))) == "accepted")
    }

    /// A key rotation, step by step, as docs/layout-packs.md describes it.
    @Test func keysRotateWithoutAnAppRelease() throws {
        let lab = try PackLab()
        // 1. Apps of release N trust the old key only; release N+1 trusts both.
        let releaseN = try lab.launch(trusting: [lab.oldKey])
        // 2. During the rotation packs carry both signatures: both releases install them.
        let both = try lab.pack(2, signers: [lab.oldKey, lab.newKey])
        #expect(PackLab.observed(releaseN.installRemotePack(both)) == "accepted")
        let store2 = PackLab.Relaunch(lab)
        let releaseN1 = try store2.launch(trusting: [lab.oldKey, lab.newKey])
        guard case .success(let installed) = releaseN1.installRemotePack(both) else {
            Issue.record("release N+1 refused the two-key pack")
            return
        }
        #expect(installed.signers == [lab.oldKey.publicKey.keyID, lab.newKey.publicKey.keyID])
        // 3. The new key alone, revoking the old one: release N+1 installs it and remembers.
        let revoking = try lab.pack(3, signers: [lab.newKey], revoking: [lab.oldKey])
        #expect(PackLab.observed(releaseN1.installRemotePack(revoking)) == "accepted")
        #expect(releaseN1.revokedKeyIDs == [lab.oldKey.publicKey.keyID])
        // Release N cannot verify it (it never knew the new key): it keeps its pack.
        #expect(PackLab.observed(releaseN.installRemotePack(revoking)) == "refused: untrustedKey")
        #expect(releaseN.remoteManifest?.sequence == 2)
        // 4. The old key no longer counts on release N+1, even with a higher sequence.
        #expect(PackLab.observed(releaseN1.installRemotePack(try lab.pack(4, signers: [lab.oldKey]))) == "refused: untrustedKey")
        #expect(try store2.launch(trusting: [lab.oldKey, lab.newKey]).revokedKeyIDs == [lab.oldKey.publicKey.keyID])
    }

    /// A pack whose only good signature is by a key the app trusts is used even when other
    /// lines name keys it does not know (a key being introduced).
    @Test func unknownSignersAreSkippedNotRefused() throws {
        let lab = try PackLab()
        let future = LayoutPackSigningKey()
        let pack = try lab.pack(2, signers: [future, lab.oldKey])
        guard case .success(let installed) = try lab.launch(trusting: [lab.oldKey]).installRemotePack(pack) else {
            Issue.record("refused")
            return
        }
        #expect(installed.signers == [lab.oldKey.publicKey.keyID])
    }

    /// The same pack again is no change; concurrent installs of several sequences end on the
    /// highest.
    @Test func installsAreIdempotentAndSerialised() throws {
        let lab = try PackLab()
        let app = try lab.launch()
        let packs = try (2...9).map { try lab.pack($0) }
        #expect(PackLab.observed(app.installRemotePack(packs[0])) == "accepted")
        #expect(PackLab.observed(app.installRemotePack(packs[0])) == "accepted (unchanged)")
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            _ = app.installRemotePack(packs[index % packs.count])
        }
        #expect(app.remoteManifest?.sequence == 9)
        #expect(try lab.launch().remoteManifest?.sequence == 9)
    }

    final class WarningLog: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [LayoutPackWarning] = []
        func add(_ warning: LayoutPackWarning) {
            lock.lock()
            stored.append(warning)
            lock.unlock()
        }

        var all: [LayoutPackWarning] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}

extension PackLab {
    /// A second device: its own store, the lab's keys and clock.
    final class Relaunch: @unchecked Sendable {
        let lab: PackLab
        let store: LayoutPackStore

        init(_ lab: PackLab) {
            self.lab = lab
            store = LayoutPackStore(directory: lab.directory.url.appendingPathComponent("second-device"))
        }

        func launch(trusting: [LayoutPackSigningKey]) throws -> LayoutLibrary {
            LayoutLibrary(
                policy: TestPacks.policy(keys: trusting.map(\.publicKey), clock: lab.clock.read), bundledPack: try lab.pack(1),
                store: store, appVersion: VersionNumber(5))
        }
    }
}
