import Foundation

/// An app's layouts, with the fallback chain set up once: the remote pack the app downloaded,
/// else the pack bundled in the app, else the layout compiled into the app.
///
/// Each time a source is skipped for a layout, `report` is told which layout, which source and
/// why (signature, format too new, needs a newer app or iOS, missing, invalid, no pack), so the
/// app can log it. A downloaded pack is verified completely before it replaces the installed
/// one, and a bad one never does: the app keeps what it had.
///
/// Thread safety: the installed packs are immutable values behind a lock; `installRemotePack`
/// and `definition(named:)` may be called from any thread, while building layouts happens on
/// the main actor, as UIKit requires.
public final class LayoutLibrary: @unchecked Sendable {
    public let publicKey: LayoutPackPublicKey
    public let appVersion: VersionNumber
    private let report: @Sendable (LayoutFallback) -> Void
    private let lock = NSLock()
    private var remote: Result<LayoutPack, LayoutPackError> = .failure(.noPack)
    private let bundled: Result<LayoutPack, LayoutPackError>

    /// - Parameters:
    ///   - publicKey: the key packs must be signed with.
    ///   - bundledPack: the pack shipped in the app, if any (verified now).
    ///   - appVersion: the app's version, for layouts' `minimumAppVersion`.
    ///   - report: told of every fallback, on the thread that asked for the layout.
    public convenience init(publicKey: LayoutPackPublicKey, bundledPack: Data?, appVersion: VersionNumber = .app,
                            report: @escaping @Sendable (LayoutFallback) -> Void = { _ in }) {
        self.init(publicKey: publicKey, appVersion: appVersion, report: report) { () throws(LayoutPackError) in
            guard let bundledPack else { throw .noPack }
            return try LayoutPack(data: bundledPack, publicKey: publicKey, appVersion: appVersion)
        }
    }

    /// With the pack file at `bundledPackURL` (for example `Bundle.main.url(forResource:
    /// "layouts", withExtension: "pack")`); its size is checked before it is read.
    public convenience init(publicKey: LayoutPackPublicKey, bundledPackURL: URL?, appVersion: VersionNumber = .app,
                            report: @escaping @Sendable (LayoutFallback) -> Void = { _ in }) {
        self.init(publicKey: publicKey, appVersion: appVersion, report: report) { () throws(LayoutPackError) in
            guard let bundledPackURL else { throw .noPack }
            return try LayoutPack(contentsOf: bundledPackURL, publicKey: publicKey, appVersion: appVersion)
        }
    }

    private init(publicKey: LayoutPackPublicKey, appVersion: VersionNumber, report: @escaping @Sendable (LayoutFallback) -> Void,
                 bundled: () throws(LayoutPackError) -> LayoutPack) {
        self.publicKey = publicKey
        self.appVersion = appVersion
        self.report = report
        self.bundled = Result(catching: bundled)
    }

    /// Verifies a downloaded pack and, when it is good, uses it from now on. A pack that fails
    /// changes nothing.
    ///
    /// - Returns: the new pack's manifest, or why it was refused.
    @discardableResult
    public func installRemotePack(_ data: Data) -> Result<LayoutPackManifest, LayoutPackError> {
        // Verified outside the lock: it is the slow part, and needs nothing shared.
        let result = Result { () throws(LayoutPackError) in try LayoutPack(data: data, publicKey: publicKey, appVersion: appVersion) }
        guard case .success(let pack) = result else { return result.map(\.manifest) }
        synchronized { remote = .success(pack) }
        return .success(pack.manifest)
    }

    /// Forgets the downloaded pack (layouts come from the bundled pack from now on).
    public func removeRemotePack() {
        synchronized { remote = .failure(.noPack) }
    }

    /// The manifests of the installed packs.
    public var remoteManifest: LayoutPackManifest? { synchronized { try? remote.get().manifest } }
    public var bundledManifest: LayoutPackManifest? { try? bundled.get().manifest }

    /// The definition of `name` from the first source that can give it, with every source
    /// skipped on the way; nil when neither pack can (the compiled-in layout is the app's).
    public func definition(named name: String) -> (definition: LayoutDefinitionReference?, fallbacks: [LayoutFallback]) {
        let (found, source, fallbacks) = first(name) { pack throws(LayoutPackError) in try pack.definition(named: name) }
        return (found.map { LayoutDefinitionReference(definition: $0, source: source) }, fallbacks)
    }

    /// NSLock's own `withLock` is newer than iOS 13.
    private func synchronized<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Tries the remote pack, then the bundled one, reporting every source skipped.
    func first<T>(_ name: String, _ use: (LayoutPack) throws(LayoutPackError) -> T) -> (T?, LayoutSource, [LayoutFallback]) {
        let packs: [(LayoutSource, Result<LayoutPack, LayoutPackError>)] = [(.remote, synchronized { remote }), (.bundled, bundled)]
        var fallbacks: [LayoutFallback] = []
        for (source, state) in packs {
            do throws(LayoutPackError) {
                return (try use(try state.get()), source, fallbacks)
            } catch {
                let fallback = LayoutFallback(layout: name, source: source, error: error)
                fallbacks.append(fallback)
                report(fallback)
            }
        }
        return (nil, .compiledIn, fallbacks)
    }
}
