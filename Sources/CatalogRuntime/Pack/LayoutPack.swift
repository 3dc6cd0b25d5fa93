import Crypto
import Foundation
import LayoutModelCore

/// A verified layout pack: what `catalog publish` wrote, checked and decoded.
///
/// Creating one does everything that can fail before a layout is built, in this order: the size
/// (before any byte is read, for a file), the header's format, the Ed25519 signature over the
/// exact bytes, the manifest (format, lowest runtime version), and then each layout: its bytes'
/// SHA-256 against the manifest's content hash, and decoding and validation by the catalog's own
/// code (LayoutModelCore, within the catalog's limits for a definition). A layout that fails is
/// kept as its error, so one bad layout costs only itself. Nothing here needs the main thread,
/// and a pack is immutable, so one can be shared between threads.
public struct LayoutPack: Sendable {
    public let manifest: LayoutPackManifest
    /// SHA-256 of the pack's bytes, lowercase hex: the name `catalog publish`'s audit event
    /// gives this pack, so an app can log exactly which pack it runs.
    public let packHash: String
    /// The version the pack checks `minimumAppVersion` against.
    public let appVersion: VersionNumber
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
    ///   - publicKey: the key the pack must be signed with.
    ///   - appVersion: the app's version, for layouts' `minimumAppVersion` (default: the app's
    ///     `CFBundleShortVersionString`).
    /// - Throws: `LayoutPackError` for the pack as a whole: too large, malformed, a newer
    ///   format, or a signature that does not hold. Problems of one layout are thrown when that
    ///   layout is asked for.
    public init(data: Data, publicKey: LayoutPackPublicKey, appVersion: VersionNumber = .app) throws(LayoutPackError) {
        guard data.count <= LayoutPackLimits.maximumBytes else {
            throw .tooLarge(bytes: data.count, limit: LayoutPackLimits.maximumBytes)
        }
        let envelope = try LayoutPackEnvelope(data)
        guard publicKey.verifies(envelope.signature, of: envelope.signedBytes) else { throw .signature }
        let lines = try envelope.bodyLines()
        guard let manifestLine = lines.first else { throw .malformed("line 3: no manifest") }
        let manifest = try LayoutPackManifest(line: manifestLine)
        guard manifest.format == envelope.format else {
            throw .malformed("line 3 (the manifest): format \(manifest.format), but the header says \(envelope.format)")
        }
        guard manifest.minimumRuntimeVersion <= CatalogRuntime.version else {
            throw .formatTooNew(format: manifest.format, minimumRuntimeVersion: manifest.minimumRuntimeVersion)
        }
        guard lines.count - 1 == manifest.layouts.count else {
            throw .malformed("the manifest lists \(manifest.layouts.count) layouts, but \(lines.count - 1) layout lines follow it")
        }
        var layouts: [String: Result<DecodedLayout, LayoutPackError>] = [:]
        for (offset, entry) in manifest.layouts.enumerated() {
            layouts[entry.name] = Result { () throws(LayoutPackError) in try Self.decode(lines[offset + 1], line: offset + 4, entry) }
        }
        self.manifest = manifest
        packHash = ContentHash.sha256(data)
        self.appVersion = appVersion
        self.layouts = layouts
    }

    /// Reads and verifies the pack file at `url`. Its size is checked before any byte is read,
    /// and anything but a regular file (a pipe, a device) is refused before it is opened, so
    /// neither a huge file nor one that never ends costs anything.
    public init(contentsOf url: URL, publicKey: LayoutPackPublicKey, appVersion: VersionNumber = .app) throws(LayoutPackError) {
        let data: Data
        do {
            // The file a symbolic link names is what is read, so its attributes are checked.
            let attributes = try FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw LayoutPackError.malformed("\(url.lastPathComponent) is not a regular file")
            }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= LayoutPackLimits.maximumBytes else { throw LayoutPackError.tooLarge(bytes: size, limit: LayoutPackLimits.maximumBytes) }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // The file may have grown since: never read more than the limit allows.
            if #available(iOS 13.4, *) {
                data = try handle.read(upToCount: LayoutPackLimits.maximumBytes + 1) ?? Data()
            } else {
                // iOS 13.0–13.3 have only the older read, which raises instead of throwing; the
                // file was just checked to be a regular file, so a failure there is unlikely.
                data = handle.readData(ofLength: LayoutPackLimits.maximumBytes + 1)
            }
        } catch let error as LayoutPackError {
            throw error
        } catch {
            throw .malformed("cannot read \(url.lastPathComponent): \(error.localizedDescription)")
        }
        try self.init(data: data, publicKey: publicKey, appVersion: appVersion)
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
        guard definition.name == entry.name else { throw invalid("the layout is named '\(DiagnosticText.excerpt(definition.name))', not '\(entry.name)'") }
        return DecodedLayout(entry: entry, definition: definition, plan: BuildPlan(definition))
    }
}
