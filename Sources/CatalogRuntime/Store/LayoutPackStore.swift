import Foundation

/// The app's copy of its last good pack per channel, and what must outlive it, in one folder
/// (by default in Application Support):
///
/// ```
/// <folder>/state.json              the newest sequence seen per channel, the server's
///                                  validators, and every key seen revoked
/// <folder>/channel-<hex>.pack      the channel's last good pack, byte for byte as downloaded
/// ```
///
/// (`<hex>` is the channel's name in lowercase hex, so channels differing only in case stay
/// apart on a case-insensitive volume.) Every file is replaced atomically (`AtomicFile`: a
/// temporary file, flushed, renamed over, the folder flushed), the pack file before the state,
/// so a crash leaves either the old or the new pack and a state no newer than it; the library
/// verifies a stored pack again on every load, exactly as a download, and refuses one older
/// than the state's mark (`rollback`), so replacing or deleting the pack file cannot undo
/// rollback protection or a revocation. Deleting `state.json` too resets them to what the
/// remaining packs say: the store protects against the network, not against someone who can
/// write into the app's container.
///
/// `LayoutLibrary` reads and writes the store; an app only chooses its folder.
public final class LayoutPackStore: @unchecked Sendable {
    /// The folder (created on the first write).
    public let directory: URL
    private let lock = NSLock()
    /// Tests: stop the next write of this file at this step, as a crash would.
    var crash: (file: String, step: AtomicFile.Step)?

    /// The largest state file read: it holds a few lines per channel and revoked key.
    static let maximumStateBytes = 1 << 20
    static let stateFileName = "state.json"

    /// A store in `directory` (any folder the app owns; tests pass a temporary one).
    public init(directory: URL) {
        self.directory = directory
    }

    /// The store in `Application Support/<folder>` of the app's container, the place for data
    /// the app makes and needs but the user does not see.
    public static func applicationSupport(folder: String = "CatalogLayoutPacks") throws(LayoutPackStoreError) -> LayoutPackStore {
        guard let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first else {
            throw LayoutPackStoreError(path: "Application Support", action: "find", reason: "the system names no such folder for this app")
        }
        return LayoutPackStore(directory: support.appendingPathComponent(folder, isDirectory: true))
    }

    /// The file holding `channel`'s pack.
    public func packURL(channel: String) -> URL {
        let hex = channel.utf8.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
        return directory.appendingPathComponent("channel-\(hex).pack")
    }

    /// The state file.
    public var stateURL: URL { directory.appendingPathComponent(Self.stateFileName) }

    /// Reads the state, removing temporary files an interrupted write left. A missing file is
    /// an empty state; an unreadable or damaged one is an empty state and a warning (the stored
    /// packs and the bundled one then set the marks again).
    func readState() -> (state: LayoutPackStoreState, warnings: [LayoutPackWarning]) {
        synchronized {
            var warnings: [LayoutPackWarning] = []
            let removed = removeLeftovers()
            if removed > 0 { warnings.append(.leftoverFilesRemoved(count: removed)) }
            guard FileManager.default.fileExists(atPath: stateURL.path) else { return (LayoutPackStoreState(), warnings) }
            do {
                let data = try Self.readSmallFile(stateURL, limit: Self.maximumStateBytes)
                var state = try JSONDecoder().decode(LayoutPackStoreState.self, from: data)
                guard state.format == 1 else {
                    warnings.append(.store("\(stateURL.path): state format \(state.format) is not one this runtime reads; starting from the packs"))
                    return (LayoutPackStoreState(), warnings)
                }
                state.revokedKeys = state.revokedKeys.filter(PackSignatureLine.isKeyID)
                state.channels = state.channels.filter { $0.value.mark.sequence >= 0 }
                return (state, warnings)
            } catch let error as LayoutPackStoreError {
                warnings.append(.store(error.description + "; starting from the packs"))
            } catch {
                warnings.append(.store("\(stateURL.path): damaged (\(error.localizedDescription)); starting from the packs"))
            }
            return (LayoutPackStoreState(), warnings)
        }
    }

    /// A small file of the store (the state), its failures worded as the store's.
    private static func readSmallFile(_ url: URL, limit: Int) throws(LayoutPackStoreError) -> Data {
        do {
            return try BoundedFile.read(url, limit: limit)
        } catch {
            let reason =
                switch error {
                case .notRegularFile: "not a regular file"
                case .tooLarge(let bytes): "\(bytes) bytes; at most \(limit) are read"
                case .unreadable(let words): words
                }
            throw LayoutPackStoreError(path: url.path, action: "read", reason: reason)
        }
    }

    /// The stored pack of `channel`: `noPack` when there is none, else the bytes as stored
    /// (verified by the caller like any download).
    func readPack(channel: String) throws(LayoutPackError) -> Data {
        let url = packURL(channel: channel)
        guard FileManager.default.fileExists(atPath: url.path) else { throw .noPack }
        return try LayoutPack.read(url)
    }

    /// Stores a pack and then the state that names it: the pack first, so a crash between the
    /// two leaves a pack newer than the state (which the next load repairs), never a state
    /// pointing past its pack.
    func write(pack: Data, channel: String, state: LayoutPackStoreState) throws(LayoutPackStoreError) {
        try synchronized { () throws(LayoutPackStoreError) in
            try makeDirectory()
            try replace(packURL(channel: channel), with: pack)
            try replace(stateURL, with: try Self.encode(state))
        }
    }

    /// Stores the state alone (a repaired mark, new validators).
    func write(state: LayoutPackStoreState) throws(LayoutPackStoreError) {
        try synchronized { () throws(LayoutPackStoreError) in
            try makeDirectory()
            try replace(stateURL, with: try Self.encode(state))
        }
    }

    /// Removes `channel`'s pack file; the state (marks, revocations) stays.
    func removePack(channel: String) throws(LayoutPackStoreError) {
        try synchronized { () throws(LayoutPackStoreError) in
            let url = packURL(channel: channel)
            guard FileManager.default.fileExists(atPath: url.path) else { return }
            do {
                try FileManager.default.removeItem(at: url)
                try AtomicFile.flushFolder(directory)
            } catch let error as LayoutPackStoreError {
                throw error
            } catch {
                throw LayoutPackStoreError(path: url.path, action: "remove", reason: error.localizedDescription)
            }
        }
    }

    private func replace(_ url: URL, with data: Data) throws(LayoutPackStoreError) {
        let stop = crash.flatMap { $0.file == url.lastPathComponent ? $0.step : nil }
        do {
            try AtomicFile.replace(url, with: data, crash: stop)
        } catch let error as LayoutPackStoreError {
            throw error
        } catch let interrupted as AtomicFile.Interrupted {
            crash = nil
            throw LayoutPackStoreError(
                path: url.path, action: "finish writing", reason: "interrupted after step \(interrupted.step) (simulated crash)")
        } catch {
            throw LayoutPackStoreError(path: url.path, action: "write", reason: error.localizedDescription)
        }
    }

    private func makeDirectory() throws(LayoutPackStoreError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw LayoutPackStoreError(path: directory.path, action: "create the folder", reason: error.localizedDescription)
        }
    }

    /// Removes the temporary files of interrupted writes; how many.
    private func removeLeftovers() -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return 0 }
        var removed = 0
        for name in names where AtomicFile.isTemporary(name) {
            if (try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))) != nil { removed += 1 }
        }
        return removed
    }

    private static func encode(_ state: LayoutPackStoreState) throws(LayoutPackStoreError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(state)
        } catch {
            throw LayoutPackStoreError(path: stateFileName, action: "encode", reason: error.localizedDescription)
        }
    }

    /// NSLock's own `withLock` is newer than iOS 13.
    private func synchronized<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
