import CatalogTestSupport
import Foundation
import LayoutModel

@testable import CatalogRuntime

/// An app and a publisher for the attack and store tests: two keys (the old one and the one a
/// rotation introduces), a store folder of its own, a clock the test moves, and a bundled pack
/// (sequence 1 of `prod`, signed with the old key). Each `launch()` is the app starting again on
/// the same store.
final class PackLab: @unchecked Sendable {
    let directory: TemporaryDirectory
    let store: LayoutPackStore
    let clock = TestClock()
    let oldKey = TestPacks.key
    let newKey = LayoutPackSigningKey()
    /// The layouts every pack carries (two presets), and a variant of the first one.
    let layouts: [LayoutDefinition]
    let variant: LayoutDefinition
    private let lock = NSLock()
    private var seenWarnings: [LayoutPackWarning] = []

    init() throws {
        directory = try TemporaryDirectory()
        store = LayoutPackStore(directory: directory.url.appendingPathComponent("Application Support/CatalogLayoutPacks"))
        layouts = Array(try TestPacks.presets().prefix(2))
        var changed = layouts[0]
        changed.title = (changed.title ?? changed.name) + " (changed)"
        variant = changed
    }

    deinit { directory.remove() }

    /// What the libraries warned of so far.
    var warnings: [LayoutPackWarning] {
        lock.lock()
        defer { lock.unlock() }
        return seenWarnings
    }

    /// A pack as `catalog publish` writes it: sequence `sequence` of `channel`, expiring `expiresIn`
    /// seconds after the lab clock's start, signed by `signers` (default: the old key).
    func pack(
        _ sequence: Int, channel: String = TestPacks.channel, expiresIn: TimeInterval = 30 * 86_400, signers: [LayoutPackSigningKey]? = nil,
        revoking: [LayoutPackSigningKey] = [], layouts: [LayoutDefinition]? = nil, format: Int = 2, tag: String? = "prod"
    ) throws -> Data {
        try TestPacks.pack(
            layouts ?? self.layouts, format: format, channel: channel, tag: tag, sequence: sequence,
            expires: PackTime.string(TestClock.start.addingTimeInterval(expiresIn)),
            revokedKeys: revoking.map(\.publicKey.keyID), signers: signers ?? [oldKey])
    }

    /// The app starting: a library on the lab's store, trusting `trusting` (default both keys),
    /// with a bundled pack of `bundledSequence`.
    func launch(trusting: [LayoutPackSigningKey]? = nil, bundledSequence: Int = 1) throws -> LayoutLibrary {
        let policy = TestPacks.policy(keys: (trusting ?? [oldKey, newKey]).map(\.publicKey), clock: clock.read)
        return LayoutLibrary(policy: policy, bundledPack: try pack(bundledSequence), store: store, appVersion: VersionNumber(5)) { _ in
        } warning: { [weak self] warning in
            guard let self else { return }
            lock.lock()
            seenWarnings.append(warning)
            lock.unlock()
        }
    }

    /// What an install came to, in the words of the attack table.
    static func observed(_ result: Result<LayoutPackInstallation, LayoutPackError>) -> String {
        switch result {
        case .success(let installation): installation.unchanged ? "accepted (unchanged)" : "accepted"
        case .failure(let error): "refused: \(error.reason.rawValue)"
        }
    }

    /// Which source the first layout comes from, in the words of the attack table.
    func observedSource(_ library: LayoutLibrary) -> String {
        let found = library.definition(named: layouts[0].name)
        guard let source = found.definition?.source else { return "no layout" }
        if source == .remote { return "remote #\(library.remoteManifest?.sequence ?? -1) in use" }
        return "fallback to \(source): \(found.fallbacks.first?.reason.rawValue ?? "?")"
    }
}
