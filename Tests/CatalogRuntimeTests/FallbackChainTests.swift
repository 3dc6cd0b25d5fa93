import Foundation
import LayoutModel
import Testing
import UIKitStandIn

@testable import CatalogRuntime

/// The chain an app sets once — remote pack, bundled pack, compiled-in layout — skips each source
/// with the right reason, and reports it.
@Suite(.serialized) struct FallbackChainTests {
    /// Collects what the library reports, from any thread.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [LayoutFallback] = []

        func add(_ fallback: LayoutFallback) {
            lock.lock()
            stored.append(fallback)
            lock.unlock()
        }

        var all: [LayoutFallback] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }

    static func presets() throws -> (remote: LayoutDefinition, bundled: LayoutDefinition) {
        let presets = try TestPacks.presets()
        let grid = try #require(presets.first { $0.name == "two-column-grid" })
        // The remote revision of the grid differs from the bundled one, so the source shows.
        var remote = grid
        remote.title = "Two-Column Grid (remote)"
        return (remote, grid)
    }

    func library(remote: Data?, bundled: Data?, appVersion: VersionNumber = VersionNumber(5, 0), reports: Reports) -> LayoutLibrary {
        let library = LayoutLibrary(policy: TestPacks.policy(), bundledPack: bundled, appVersion: appVersion, report: reports.add)
        if let remote { library.installRemotePack(remote) }
        return library
    }

    @Test func aGoodRemotePackIsUsedFirst() throws {
        let (remote, bundled) = try Self.presets()
        let reports = Reports()
        let library = library(remote: try TestPacks.pack([remote], sequence: 2), bundled: try TestPacks.pack([bundled]), reports: reports)
        let found = library.definition(named: remote.name)
        #expect(found.definition == LayoutDefinitionReference(definition: remote, source: .remote))
        #expect(found.fallbacks.isEmpty && reports.all.isEmpty)
    }

    /// One byte changed in the remote pack: its signature fails and the bundled pack is used.
    @Test func aChangedByteFallsBackForTheSignature() throws {
        let (remote, bundled) = try Self.presets()
        var changed = [UInt8](try TestPacks.pack([remote], sequence: 2))
        changed[changed.count - 10] ^= 0x20
        let reports = Reports()
        let library = library(remote: nil, bundled: try TestPacks.pack([bundled]), reports: reports)
        guard case .failure(let error) = library.installRemotePack(Data(changed)) else {
            Issue.record("a changed pack was installed")
            return
        }
        #expect(error == .signature)
        let found = library.definition(named: bundled.name)
        #expect(found.definition?.source == .bundled)
        #expect(found.fallbacks.map(\.reason) == [.noPack], "a refused download leaves no remote pack")
    }

    /// A good remote pack stays when a bad one (another key, a newer format) arrives later.
    @Test func aBadDownloadKeepsTheInstalledPack() throws {
        let (remote, bundled) = try Self.presets()
        let reports = Reports()
        let library = library(remote: try TestPacks.pack([remote], sequence: 2), bundled: try TestPacks.pack([bundled]), reports: reports)
        let otherKey = try TestPacks.pack([bundled], sequence: 3, signer: LayoutPackSigningKey())
        #expect(
            library.installRemotePack(otherKey).map(\.manifest.layouts.count)
                == .failure(.untrustedKey(signedBy: [try #require(otherKeyID(otherKey))], revoked: [])))
        let newer = try TestPacks.pack([bundled], minimumRuntimeVersion: VersionNumber(9), sequence: 3)
        #expect(
            library.installRemotePack(newer).map(\.manifest.layouts.count)
                == .failure(.formatTooNew(format: 2, minimumRuntimeVersion: VersionNumber(9))))
        #expect(library.definition(named: remote.name).definition?.source == .remote)
        #expect(library.remoteManifest?.layouts.map(\.contentHash) == [remote.contentHash])
    }

    /// The key ID a format 2 pack's first signature line names.
    func otherKeyID(_ pack: Data) -> String? {
        String(decoding: pack, as: UTF8.self).split(separator: "\n").dropFirst().first?.split(separator: " ").dropFirst().first.map(String.init)
    }

    /// Each reason, with the source it skipped, in order; the compiled-in layout last.
    @Test func everyReasonIsReportedWithItsSource() throws {
        let (remote, bundled) = try Self.presets()
        // Remote: the layout needs app 6.0 (this is 5.0). Bundled: a pack for runtime 9.
        let reports = Reports()
        let remotePack = try TestPacks.pack([remote], minimumAppVersions: [remote.name: VersionNumber(6)], sequence: 2)
        let library = library(remote: remotePack, bundled: try TestPacks.pack([bundled], minimumRuntimeVersion: VersionNumber(9)), reports: reports)
        let found = library.definition(named: bundled.name)
        #expect(found.definition == nil, "nothing usable: the app falls back to its compiled-in layout")
        #expect(found.fallbacks.map(\.source) == [.remote, .bundled])
        #expect(found.fallbacks.map(\.reason) == [.needsNewerApp, .formatTooNew])
        #expect(found.fallbacks[0].error == .layoutNeedsNewerApp(bundled.name, minimum: VersionNumber(6), app: VersionNumber(5)))
        #expect(reports.all == found.fallbacks)
        // A layout the remote pack does not have is missing there.
        #expect(library.definition(named: "no-such-layout").fallbacks.map(\.reason) == [.missing, .formatTooNew])
        // A bundled pack that is not a pack, and one signed with another key.
        let broken = LayoutLibrary(policy: TestPacks.policy(), bundledPack: Data("hello\n".utf8), appVersion: VersionNumber(5))
        #expect(broken.definition(named: bundled.name).fallbacks.map(\.reason) == [.noPack, .invalid])
        let foreign = LayoutLibrary(
            policy: TestPacks.policy(), bundledPack: try TestPacks.pack([bundled], signer: LayoutPackSigningKey()),
            appVersion: VersionNumber(5))
        #expect(foreign.definition(named: bundled.name).fallbacks.map(\.reason) == [.noPack, .untrustedKey])
    }

    /// An invalid layout in the remote pack falls back to the bundled one for that layout only.
    @Test func anInvalidRemoteLayoutFallsBackAlone() throws {
        let (_, bundled) = try Self.presets()
        let bad =
            #"{"name":"two-column-grid","section":{"group":{"count":0,"layout":"horizontal","size":{"height":"absolute(44)","width":"fractionalWidth(1)"},"subitem":{"item":{"size":{"height":"fractionalHeight(1)","width":"fractionalWidth(1)"}}}}}}"#
        let remote = try TestPacks.pack(
            header: "catalog-layout-pack 2",
            bodyLines: [TestPacks.manifestLine([("two-column-grid", bad)], format: 2, sequence: 2), bad])
        let reports = Reports()
        let library = library(remote: remote, bundled: try TestPacks.pack([bundled]), reports: reports)
        let found = library.definition(named: bundled.name)
        #expect(found.definition?.source == .bundled)
        #expect(found.fallbacks.map(\.reason) == [.invalid])
    }

    /// Building: the library's layout comes from the first source that can build it, else the
    /// compiled-in closure — a list layout on iOS 13 needs a newer system in both packs.
    @Test @MainActor func layoutsComeFromTheFirstSourceThatBuildsThem() throws {
        let presets = try TestPacks.presets()
        let list = try #require(presets.first { $0.minimumIOS.major == 14 }, "a preset with a list section")
        let reports = Reports()
        let library = library(remote: try TestPacks.pack([list], sequence: 2), bundled: try TestPacks.pack([list]), reports: reports)
        StandInSystem.version = (13, 0)
        defer { StandInSystem.version = (26, 0) }
        let resolved = library.resolve(list.name)
        #expect(resolved.source == .compiledIn && resolved.layout == nil)
        #expect(resolved.fallbacks.map(\.reason) == [.needsNewerSystem, .needsNewerSystem])
        var compiledIn = false
        _ = library.layout(named: list.name) {
            compiledIn = true
            return UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [])))
        }
        #expect(compiledIn)
        StandInSystem.version = (14, 0)
        #expect(library.resolve(list.name).source == .remote)
    }

    /// Downloads installed from many threads while others read: every read sees one whole pack
    /// (the remote or the bundled), never a torn one, and nothing crashes.
    @Test func installingAndReadingFromManyThreadsIsSafe() throws {
        let (remote, bundled) = try Self.presets()
        let remoteData = try TestPacks.pack([remote], sequence: 2)
        let otherData = try TestPacks.pack([bundled])
        let library = LayoutLibrary(policy: TestPacks.policy(), bundledPack: otherData, appVersion: VersionNumber(5))
        let seen = Reports()
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            switch index % 4 {
            case 0: library.installRemotePack(index % 8 == 0 ? remoteData : otherData)
            case 1: library.removeRemotePack()
            default:
                let found = library.definition(named: remote.name)
                if let definition = found.definition?.definition, definition != remote && definition != bundled {
                    seen.add(LayoutFallback(layout: "torn", source: .remote, error: .noPack))
                }
            }
        }
        #expect(seen.all.isEmpty)
    }
}
