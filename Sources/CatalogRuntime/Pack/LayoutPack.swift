import Crypto
import Foundation
import LayoutModelCore

/// A verified layout pack: what `catalog publish` wrote, checked and decoded.
///
/// Creating one does everything that can fail before a layout is built, in this order: the size
/// (before any byte is read, for a file), the header's format, the Ed25519 signatures over the
/// exact bytes against the app's trusted keys, the manifest (format, lowest runtime version),
/// the revoked keys, and then each layout: its bytes' SHA-256 against the manifest's content
/// hash, and decoding and validation by the catalog's own code (LayoutModelCore, within the
/// catalog's limits for a definition). A layout that fails is kept as its error, so one bad
/// layout costs only itself. Nothing here needs the main thread, and a pack is immutable, so one
/// can be shared between threads.
///
/// Whether a verified pack is the one to use *now* — its channel, its sequence against the
/// newest seen, its expiry — is `checkCurrent(channel:after:now:clockTolerance:)`, which
/// `LayoutLibrary` runs on every downloaded and stored pack.
public struct LayoutPack: Sendable {
    public let manifest: LayoutPackManifest
    /// SHA-256 of the pack's bytes, lowercase hex: the name `catalog publish`'s audit event
    /// gives this pack, so an app can log exactly which pack it runs.
    public let packHash: String
    /// The version the pack checks `minimumAppVersion` against.
    public let appVersion: VersionNumber
    /// The IDs of the trusted, unrevoked keys whose signatures hold, in file order.
    public let signers: [String]
    /// What the app should log about the pack although it is used (a format 1 pack).
    public let warnings: [LayoutPackWarning]
    private let layouts: [String: Result<DecodedLayout, LayoutPackError>]

    /// A layout ready to build: the definition and what building it needs to know.
    struct DecodedLayout: Sendable {
        var entry: LayoutPackManifest.Entry
        var definition: LayoutDefinition
        var plan: BuildPlan
    }

    /// Verifies and decodes a pack.
    ///
    /// - Parameters:
    ///   - data: the pack's bytes.
    ///   - trustedKeys: the keys a pack may be signed with; one signature by one of them that
    ///     is not revoked is enough (format 2 names each signature's key; format 1's is tried
    ///     against each).
    ///   - revokedKeyIDs: keys seen revoked (by an earlier pack): their signatures do not count.
    ///     The pack's own `revokedKeys` count too.
    ///   - appVersion: the app's version, for layouts' `minimumAppVersion` (default: the app's
    ///     `CFBundleShortVersionString`).
    /// - Throws: `LayoutPackError` for the pack as a whole: too large, malformed, a newer
    ///   format, a signature that does not hold (`signature`), or none by a trusted, unrevoked
    ///   key (`untrustedKey`). Problems of one layout are thrown when that layout is asked for.
    public init(
        data: Data, trustedKeys: [LayoutPackPublicKey], revokedKeyIDs: Set<String> = [],
        appVersion: VersionNumber = .app
    ) throws(LayoutPackError) {
        guard data.count <= LayoutPackLimits.maximumBytes else {
            throw .tooLarge(bytes: data.count, limit: LayoutPackLimits.maximumBytes)
        }
        let envelope = try LayoutPackEnvelope(data)
        let verified = try Self.verifiedSigners(envelope, trustedKeys: trustedKeys)
        let named = envelope.signatures.compactMap(\.keyID).isEmpty ? verified : envelope.signatures.compactMap(\.keyID)
        // Known revocations are applied before anything signed is parsed.
        guard verified.contains(where: { !revokedKeyIDs.contains($0) }) else {
            throw .untrustedKey(signedBy: named, revoked: verified.filter(revokedKeyIDs.contains))
        }
        let lines = try envelope.bodyLines()
        let manifestLine = envelope.manifestLineNumber
        guard let firstLine = lines.first else { throw .malformed("line \(manifestLine): no manifest") }
        let manifest = try LayoutPackManifest(line: firstLine, format: envelope.format, lineNumber: manifestLine)
        guard manifest.minimumRuntimeVersion <= CatalogRuntime.version else {
            throw .formatTooNew(format: manifest.format, minimumRuntimeVersion: manifest.minimumRuntimeVersion)
        }
        // A pack that revokes a key cannot rest on that key's signature.
        let revoked = revokedKeyIDs.union(manifest.revokedKeys)
        let signers = verified.filter { !revoked.contains($0) }
        guard !signers.isEmpty else { throw .untrustedKey(signedBy: named, revoked: verified.filter(revoked.contains)) }
        guard lines.count - 1 == manifest.layouts.count else {
            throw .malformed("the manifest lists \(manifest.layouts.count) layouts, but \(lines.count - 1) layout lines follow it")
        }
        var layouts: [String: Result<DecodedLayout, LayoutPackError>] = [:]
        for (offset, entry) in manifest.layouts.enumerated() {
            let number = manifestLine + 1 + offset
            layouts[entry.name] = Result { () throws(LayoutPackError) in try Self.decode(lines[offset + 1], line: number, entry) }
        }
        self.manifest = manifest
        packHash = ContentHash.sha256(data)
        self.appVersion = appVersion
        self.signers = signers
        warnings = manifest.format == 1 ? [.legacyFormat(channel: manifest.channel)] : []
        self.layouts = layouts
    }

    /// Verifies and decodes a pack signed with `publicKey` (the one trusted key).
    public init(data: Data, publicKey: LayoutPackPublicKey, appVersion: VersionNumber = .app) throws(LayoutPackError) {
        try self.init(data: data, trustedKeys: [publicKey], appVersion: appVersion)
    }

    /// Reads and verifies the pack file at `url`. Its size is checked before any byte is read,
    /// and anything but a regular file (a pipe, a device) is refused before it is opened, so
    /// neither a huge file nor one that never ends costs anything.
    public init(
        contentsOf url: URL, trustedKeys: [LayoutPackPublicKey], revokedKeyIDs: Set<String> = [],
        appVersion: VersionNumber = .app
    ) throws(LayoutPackError) {
        let data = try Self.read(url)
        try self.init(data: data, trustedKeys: trustedKeys, revokedKeyIDs: revokedKeyIDs, appVersion: appVersion)
    }

    /// Reads and verifies the pack file at `url`, signed with `publicKey`.
    public init(contentsOf url: URL, publicKey: LayoutPackPublicKey, appVersion: VersionNumber = .app) throws(LayoutPackError) {
        try self.init(contentsOf: url, trustedKeys: [publicKey], appVersion: appVersion)
    }

    /// The bytes of the regular file at `url`, at most the pack limit.
    static func read(_ url: URL) throws(LayoutPackError) -> Data {
        do {
            return try BoundedFile.read(url, limit: LayoutPackLimits.maximumBytes)
        } catch {
            switch error {
            case .notRegularFile: throw .malformed("\(url.lastPathComponent) is not a regular file")
            case .tooLarge(let bytes): throw .tooLarge(bytes: bytes, limit: LayoutPackLimits.maximumBytes)
            case .unreadable(let reason): throw .malformed("cannot read \(url.lastPathComponent): \(reason)")
            }
        }
    }

    /// The trusted keys whose signatures hold, by ID. Format 1 names no key, so each trusted key
    /// is tried and none holding is `signature` (a changed byte and another key look alike).
    /// Format 2 names one per line: a line naming a trusted key must hold (`signature`
    /// otherwise: the bytes were changed), lines naming other keys are skipped, and a pack none
    /// of whose lines names a trusted key is `untrustedKey`.
    private static func verifiedSigners(_ envelope: LayoutPackEnvelope, trustedKeys: [LayoutPackPublicKey]) throws(LayoutPackError) -> [String] {
        if envelope.format == 1 {
            guard let line = envelope.signatures.first,
                let key = trustedKeys.first(where: { $0.verifies(line.signature, of: envelope.signedBytes) })
            else { throw .signature }
            return [key.keyID]
        }
        var verified: [String] = []
        for line in envelope.signatures {
            guard let keyID = line.keyID, let key = trustedKeys.first(where: { $0.keyID == keyID }) else { continue }
            guard key.verifies(line.signature, of: envelope.signedBytes) else { throw .signature }
            verified.append(keyID)
        }
        guard !verified.isEmpty else { throw .untrustedKey(signedBy: envelope.signatures.compactMap(\.keyID), revoked: []) }
        return verified
    }

    /// The names of the pack's layouts, in manifest order.
    public var layoutNames: [String] { manifest.layouts.map(\.name) }

    /// The definition of a layout this app may use.
    ///
    /// - Throws: `layoutMissing`, `layoutNeedsNewerApp` or `layoutInvalid`.
    public func definition(named name: String) throws(LayoutPackError) -> LayoutDefinition {
        try usable(name).definition
    }

    /// A layout this app may use, or why not.
    func usable(_ name: String) throws(LayoutPackError) -> DecodedLayout {
        guard let result = layouts[name] else { throw .layoutMissing(name) }
        let layout = try result.get()
        guard appVersion >= layout.entry.minimumAppVersion else {
            throw .layoutNeedsNewerApp(name, minimum: layout.entry.minimumAppVersion, app: appVersion)
        }
        return layout
    }

    /// One layout line: its hash, then the catalog's decoding and validation.
    private static func decode(_ line: Data, line number: Int, _ entry: LayoutPackManifest.Entry) throws(LayoutPackError) -> DecodedLayout {
        func invalid(_ message: String) -> LayoutPackError {
            .layoutInvalid(entry.name, [Diagnostic(.error, at: .root, location: nil, "line \(number): \(message)")])
        }
        let limit = DocumentLimits.definition.maximumBytes
        guard line.count <= limit else { throw invalid("the layout is \(line.count) bytes; at most \(limit) are read") }
        guard ContentHash.sha256(line) == entry.contentHash else { throw invalid("the layout's bytes do not match its content hash") }
        guard let text = String(data: line, encoding: .utf8) else { throw invalid("not UTF-8") }
        let result = LayoutDocument.check(json: text, lint: false)
        guard let definition = result.definition else { throw .layoutInvalid(entry.name, result.errors) }
        guard definition.name == entry.name else {
            throw invalid("the layout is named '\(DiagnosticText.excerpt(definition.name))', not '\(entry.name)'")
        }
        return DecodedLayout(entry: entry, definition: definition, plan: BuildPlan(definition))
    }
}
