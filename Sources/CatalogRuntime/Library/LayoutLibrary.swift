import Foundation

/// An app's layouts, with the fallback chain set up once: the remote pack the app downloaded
/// (kept in its `LayoutPackStore` across launches), else the pack bundled in the app, else the
/// layout compiled into the app.
///
/// Each time a source is skipped for a layout, `report` is told which layout, which source and
/// why (signature, untrusted key, wrong channel, rollback, expired, format too new, needs a
/// newer app or iOS, missing, invalid, no pack), so the app can log it; `warning` is told what
/// does not stop a pack (a format 1 pack, a store that cannot be written). A downloaded pack is
/// verified completely before it replaces the installed one — signature by a trusted, unrevoked
/// key, channel, a sequence above every one seen, expiry — and a bad one never does: the app
/// keeps what it had.
///
/// At start-up the stored pack of the policy's channel is verified again exactly as a download
/// (it must not be older than the store's mark nor than the bundled pack) and becomes the
/// remote source; the bundled pack is verified too (signature, channel), but never expires and
/// sets the floor for downloads rather than being held to one.
///
/// Thread safety: the installed packs are immutable values behind a lock; installs are
/// serialised, and `installRemotePack` and `definition(named:)` may be called from any thread,
/// while building layouts happens on the main actor, as UIKit requires.
public final class LayoutLibrary: @unchecked Sendable {
    /// The trusted keys, the channel, the clock and its tolerance.
    public let policy: LayoutPackPolicy
    /// The app's version, for layouts' `minimumAppVersion`.
    public let appVersion: VersionNumber
    /// Where the remote pack and the marks are kept; nil keeps them in memory only.
    public let store: LayoutPackStore?
    private let report: @Sendable (LayoutFallback) -> Void
    private let warn: @Sendable (LayoutPackWarning) -> Void
    /// Guards `remote` and `state`.
    private let lock = NSLock()
    /// One install at a time: the check against the mark, the store's write and the swap.
    private let installLock = NSLock()
    private var remote: Result<LayoutPack, LayoutPackError> = .failure(.noPack)
    private var state = LayoutPackStoreState()
    private let bundled: Result<LayoutPack, LayoutPackError>

    /// - Parameters:
    ///   - policy: the trusted keys, the channel, the clock and its tolerance.
    ///   - bundledPack: the pack shipped in the app, if any (verified now).
    ///   - store: where downloaded packs and the marks are kept (loaded now, before the bundled
    ///     pack is used); nil keeps them in memory only.
    ///   - appVersion: the app's version, for layouts' `minimumAppVersion`.
    ///   - report: told of every fallback, on the thread that asked for the layout.
    ///   - warning: told of what does not stop a pack, on the thread that loaded or installed it.
    public convenience init(
        policy: LayoutPackPolicy, bundledPack: Data?, store: LayoutPackStore? = nil, appVersion: VersionNumber = .app,
        report: @escaping @Sendable (LayoutFallback) -> Void = { _ in },
        warning: @escaping @Sendable (LayoutPackWarning) -> Void = { _ in }
    ) {
        self.init(policy: policy, store: store, appVersion: appVersion, report: report, warning: warning) { () throws(LayoutPackError) in
            guard let bundledPack else { throw .noPack }
            return bundledPack
        }
    }

    /// With the pack file at `bundledPackURL` (for example `Bundle.main.url(forResource:
    /// "layouts", withExtension: "pack")`); its size is checked before it is read.
    public convenience init(
        policy: LayoutPackPolicy, bundledPackURL: URL?, store: LayoutPackStore? = nil, appVersion: VersionNumber = .app,
        report: @escaping @Sendable (LayoutFallback) -> Void = { _ in },
        warning: @escaping @Sendable (LayoutPackWarning) -> Void = { _ in }
    ) {
        self.init(policy: policy, store: store, appVersion: appVersion, report: report, warning: warning) { () throws(LayoutPackError) in
            guard let bundledPackURL else { throw .noPack }
            return try LayoutPack.read(bundledPackURL)
        }
    }

    private init(
        policy: LayoutPackPolicy, store: LayoutPackStore?, appVersion: VersionNumber,
        report: @escaping @Sendable (LayoutFallback) -> Void, warning: @escaping @Sendable (LayoutPackWarning) -> Void,
        bundledData: () throws(LayoutPackError) -> Data
    ) {
        self.policy = policy
        self.store = store
        self.appVersion = appVersion
        self.report = report
        warn = warning
        // The bundled pack ships inside the signed app, so it is held to the trusted keys and
        // the channel only: it never expires, and it is the floor downloads must pass.
        bundled = Result { () throws(LayoutPackError) in
            let pack = try LayoutPack(data: try bundledData(), trustedKeys: policy.trustedKeys, appVersion: appVersion)
            // A format 1 pack without a tag names no channel: it is the app's own, shipped with it.
            if pack.manifest.channel != nil { try pack.checkChannel(policy.channel) }
            return pack
        }
        if case .success(let pack) = bundled { pack.warnings.forEach(warning) }
        loadStoredPack()
    }

    /// The bundled pack's mark, when it is of the policy's channel.
    private var bundledMark: LayoutPackMark? {
        guard case .success(let pack) = bundled, pack.manifest.channel == policy.channel else { return nil }
        return pack.mark
    }

    /// Revocations the bundled pack carries: they hold from the first launch of the release.
    private var bundledRevocations: [String] {
        (try? bundled.get().manifest.revokedKeys) ?? []
    }

    /// Reads the store's state and the channel's stored pack, verifying it as a download.
    private func loadStoredPack() {
        var loaded = LayoutPackStoreState()
        var warnings: [LayoutPackWarning] = []
        if let store {
            (loaded, warnings) = store.readState()
        }
        loaded.revoke(bundledRevocations)
        var result: Result<LayoutPack, LayoutPackError> = .failure(.noPack)
        if let store {
            let channel = policy.channel
            let floor = LayoutPackMark.newer(loaded.mark(channel), bundledMark)
            result = Result { () throws(LayoutPackError) in
                let data = try store.readPack(channel: channel)
                let pack = try LayoutPack(data: data, trustedKeys: policy.trustedKeys, revokedKeyIDs: Set(loaded.revokedKeys), appVersion: appVersion)
                try pack.checkCurrent(channel: channel, after: floor, now: policy.clock(), clockTolerance: policy.clockTolerance)
                return pack
            }
            if case .success(let pack) = result {
                warnings += pack.warnings
                var repaired = loaded
                if (loaded.mark(channel)?.sequence ?? -1) < pack.manifest.sequence {
                    // The pack was written and the state was not: a crash between the two.
                    if loaded.mark(channel) != nil { warnings.append(.storeRepaired(channel: channel, sequence: pack.manifest.sequence)) }
                    repaired.channels[channel] = LayoutPackStoreState.Channel(mark: pack.mark)
                }
                repaired.revoke(pack.manifest.revokedKeys)
                if repaired != loaded {
                    do {
                        try store.write(state: repaired)
                    } catch {
                        warnings.append(.store(error.description))
                    }
                    loaded = repaired
                }
            }
        }
        synchronized {
            state = loaded
            remote = result
        }
        warnings.forEach(warn)
    }

    /// Verifies a downloaded pack and, when it is the one to use now, stores it and uses it from
    /// now on. A pack that fails changes nothing.
    ///
    /// The checks, in order: size, format, a signature by a trusted key not seen revoked
    /// (`signature`, `untrustedKey`), the manifest, the channel (`wrongChannel`), a sequence above
    /// the newest seen for the channel and the bundled pack's (`rollback`; the same pack again
    /// is accepted as `unchanged`), and `expires` against the clock (`expired`).
    ///
    /// - Returns: what was installed, or why the pack was refused.
    @discardableResult
    public func installRemotePack(_ data: Data) -> Result<LayoutPackInstallation, LayoutPackError> {
        installLock.lock()
        defer { installLock.unlock() }
        let (current, known) = synchronized { (remote, state) }
        let channel = policy.channel
        let pack: LayoutPack
        do {
            pack = try LayoutPack(data: data, trustedKeys: policy.trustedKeys, revokedKeyIDs: Set(known.revokedKeys), appVersion: appVersion)
            let floor = LayoutPackMark.newer(known.mark(channel), bundledMark)
            try pack.checkCurrent(channel: channel, after: floor, now: policy.clock(), clockTolerance: policy.clockTolerance)
        } catch {
            return .failure(error)
        }
        if case .success(let installed) = current, installed.packHash == pack.packHash {
            return .success(
                LayoutPackInstallation(manifest: pack.manifest, packHash: pack.packHash, signers: pack.signers, warnings: [], unchanged: true))
        }
        var next = known
        next.channels[channel] = LayoutPackStoreState.Channel(mark: pack.mark)
        next.revoke(pack.manifest.revokedKeys)
        var warnings = pack.warnings
        if let store {
            do {
                try store.write(pack: data, channel: channel, state: next)
            } catch {
                // The pack is good: use it from memory, and say that a restart starts from the
                // older state.
                warnings.append(.store(error.description))
            }
        }
        synchronized {
            remote = .success(pack)
            state = next
        }
        warnings.forEach(warn)
        return .success(
            LayoutPackInstallation(manifest: pack.manifest, packHash: pack.packHash, signers: pack.signers, warnings: warnings, unchanged: false))
    }

    /// Forgets the downloaded pack (layouts come from the bundled pack from now on) and removes
    /// its file; the marks and revocations stay, so an older pack still cannot come back.
    public func removeRemotePack() {
        installLock.lock()
        defer { installLock.unlock() }
        synchronized { remote = .failure(.noPack) }
        do {
            try store?.removePack(channel: policy.channel)
        } catch {
            warn(.store(error.description))
        }
    }

    /// The manifests of the installed packs.
    public var remoteManifest: LayoutPackManifest? { synchronized { try? remote.get().manifest } }
    public var bundledManifest: LayoutPackManifest? { try? bundled.get().manifest }

    /// The installed remote pack's hash, if one is installed.
    public var remotePackHash: String? { synchronized { try? remote.get().packHash } }

    /// Why there is no usable remote pack (`noPack` when none was ever installed), or nil.
    public var remoteProblem: LayoutPackError? {
        if case .failure(let error) = currentRemote() { return error }
        return nil
    }

    /// The newest pack seen for the policy's channel (installed, stored or bundled).
    public var mark: LayoutPackMark? { LayoutPackMark.newer(synchronized { state.mark(policy.channel) }, bundledMark) }

    /// Every key ID seen revoked (by a pack installed, stored or bundled).
    public var revokedKeyIDs: Set<String> { synchronized { Set(state.revokedKeys) } }

    /// The validators to send to `url`: those of the response that carried the installed pack.
    func validators(for url: URL) -> HTTPValidators? {
        synchronized {
            guard let validators = state.channels[policy.channel]?.validators, validators.url == url.absoluteString,
                case .success(let pack) = remote, pack.packHash == validators.packHash
            else { return nil }
            return validators
        }
    }

    /// Keeps the validators of the response that carried the installed pack.
    func record(_ validators: HTTPValidators) {
        installLock.lock()
        defer { installLock.unlock() }
        let next: LayoutPackStoreState? = synchronized {
            guard case .success(let pack) = remote, pack.packHash == validators.packHash,
                state.channels[policy.channel]?.validators != validators
            else { return nil }
            state.channels[policy.channel, default: LayoutPackStoreState.Channel(mark: pack.mark)].validators = validators
            return state
        }
        guard let next, let store else { return }
        do {
            try store.write(state: next)
        } catch {
            warn(.store(error.description))
        }
    }

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

    /// The remote pack as it stands now: an installed pack that has expired since is skipped
    /// (`expired`), so a server that keeps serving one old pack shows in the app's log.
    private func currentRemote() -> Result<LayoutPack, LayoutPackError> {
        let installed = synchronized { remote }
        guard case .success(let pack) = installed else { return installed }
        do {
            try pack.checkNotExpired(now: policy.clock(), clockTolerance: policy.clockTolerance)
            return installed
        } catch {
            return .failure(error)
        }
    }

    /// Tries the remote pack, then the bundled one, reporting every source skipped.
    func first<T>(_ name: String, _ use: (LayoutPack) throws(LayoutPackError) -> T) -> (T?, LayoutSource, [LayoutFallback]) {
        let packs: [(LayoutSource, Result<LayoutPack, LayoutPackError>)] = [(.remote, currentRemote()), (.bundled, bundled)]
        var fallbacks: [LayoutFallback] = []
        for (source, state) in packs {
            do {
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
