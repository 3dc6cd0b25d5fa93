import Foundation
import LayoutModelCore

/// What a pack says about itself (docs/layout-packs.md, "Manifest"): its format, the lowest
/// runtime that reads it, when it was made, the audit trail's head when it was, its channel,
/// sequence and expiry, the keys it revokes, and each layout with its revision, content hash and
/// the lowest app version it needs.
public struct LayoutPackManifest: Sendable, Hashable {
    /// One layout of the pack, in the order its line follows the manifest.
    public struct Entry: Sendable, Hashable {
        public var name: String
        /// The catalog revision the layout was published from.
        public var revision: Int
        /// SHA-256 of the layout's line (its canonical JSON), lowercase hex.
        public var contentHash: String
        /// The lowest app version that may use this layout (`0`: any).
        public var minimumAppVersion: VersionNumber

        public init(name: String, revision: Int, contentHash: String, minimumAppVersion: VersionNumber) {
            self.name = name
            self.revision = revision
            self.contentHash = contentHash
            self.minimumAppVersion = minimumAppVersion
        }
    }

    /// The pack format (the header's number).
    public var format: Int
    /// The lowest runtime version that can read the pack.
    public var minimumRuntimeVersion: VersionNumber
    /// When the pack was made, UTC, ISO 8601 (`2026-11-28T04:00:00.000Z`).
    public var created: String
    /// The hash of the newest audit event when the pack was made (before its own publish event):
    /// ties the pack to a point in the catalog's tamper-evident history.
    public var auditHead: String
    /// The tag the layouts were taken at, when published by tag.
    public var tag: String?
    /// The channel the pack is for (`prod`, `beta`): an app installs only its own channel's
    /// packs. Format 2 always names one; a format 1 pack's channel is its tag (nil without one).
    public var channel: String?
    /// The pack's place in its channel: the catalog gives each publish to a channel the next
    /// number, and an app never installs a number at or below one it has seen (format 1: 0).
    public var sequence: Int
    /// When the pack stops being used, UTC, ISO 8601 (format 2); nil in format 1.
    public var expires: String?
    /// Key IDs no longer trusted: an app that installs this pack remembers them and refuses
    /// every later pack only they signed.
    public var revokedKeys: [String]
    public var layouts: [Entry]

    /// A format 2 manifest (or format 1 when `format` is 1: `channel`, `sequence`, `expires` and
    /// `revokedKeys` are then not written).
    public init(
        format: Int = CatalogRuntime.packFormat, minimumRuntimeVersion: VersionNumber = CatalogRuntime.version, created: String,
        auditHead: String, tag: String?, channel: String?, sequence: Int, expires: String?, revokedKeys: [String] = [],
        layouts: [Entry]
    ) {
        self.format = format
        self.minimumRuntimeVersion = minimumRuntimeVersion
        self.created = created
        self.auditHead = auditHead
        self.tag = tag
        self.channel = format == 1 ? tag : channel
        self.sequence = format == 1 ? 0 : sequence
        self.expires = format == 1 ? nil : expires
        self.revokedKeys = format == 1 ? [] : revokedKeys
        self.layouts = layouts
    }

    /// `expires` as a date.
    public var expiration: Date? { expires.flatMap(PackTime.date) }

    /// The manifest line: canonical JSON (sorted keys, no whitespace).
    var json: JSONValue {
        var object: [String: JSONValue] = [
            "format": .number(Double(format)), "minimumRuntimeVersion": .string(minimumRuntimeVersion.description),
            "created": .string(created), "auditHead": .string(auditHead),
            "layouts": .array(
                layouts.map { entry in
                    .object([
                        "name": .string(entry.name), "revision": .number(Double(entry.revision)), "contentHash": .string(entry.contentHash),
                        "minimumAppVersion": .string(entry.minimumAppVersion.description),
                    ])
                }),
        ]
        if let tag { object["tag"] = .string(tag) }
        if format >= 2 {
            if let channel { object["channel"] = .string(channel) }
            object["sequence"] = .number(Double(sequence))
            if let expires { object["expires"] = .string(expires) }
            if !revokedKeys.isEmpty { object["revokedKeys"] = .array(revokedKeys.map(JSONValue.string)) }
        }
        return .object(object)
    }

    /// Reads the manifest line of a pack whose header names `format`. Keys a newer format adds
    /// are ignored (a pack that needs them says so with `minimumRuntimeVersion`); the ones above
    /// are required (format 2's from format 2 on) and checked.
    init(line: Data, format headerFormat: Int, lineNumber: Int) throws(LayoutPackError) {
        let place = "line \(lineNumber) (the manifest)"
        guard let text = String(data: line, encoding: .utf8) else { throw .malformed("\(place): not UTF-8") }
        let root: DocumentNode
        do {
            root = try JSONReader.read(text, limits: LayoutPackLimits.manifest)
        } catch {
            throw .malformed("\(place): \(error.error)")
        }
        var reader = ManifestReader(root: root, place: place)
        format = try reader.integer("format", in: root)
        guard format == headerFormat else { throw .malformed("\(place): format \(format), but the header says \(headerFormat)") }
        let runtime = try reader.string("minimumRuntimeVersion", in: root)
        guard let minimumRuntimeVersion = VersionNumber(runtime) else { throw reader.problem("minimumRuntimeVersion", "not a version: '\(runtime)'") }
        self.minimumRuntimeVersion = minimumRuntimeVersion
        created = try reader.string("created", in: root, matching: ManifestReader.timestamp)
        auditHead = try reader.string("auditHead", in: root, matching: ManifestReader.hash)
        tag = root.value(forKey: "tag") == nil ? nil : try reader.string("tag", in: root, matching: ManifestReader.name)
        if format >= 2 {
            channel = try reader.string("channel", in: root, matching: ManifestReader.name)
            let sequence = try reader.integer("sequence", in: root)
            guard (1...LayoutPackLimits.maximumSequence).contains(sequence) else {
                throw reader.problem("sequence", "\(sequence) is not between 1 and \(LayoutPackLimits.maximumSequence)")
            }
            self.sequence = sequence
            let expires = try reader.string("expires", in: root, matching: ManifestReader.timestamp)
            guard PackTime.date(expires) != nil else { throw reader.problem("expires", "'\(expires)' is not an ISO 8601 time") }
            self.expires = expires
            revokedKeys = try reader.keyIDs("revokedKeys", in: root)
        } else {
            channel = tag
            sequence = 0
            expires = nil
            revokedKeys = []
        }
        guard case .sequence(let list)? = root.value(forKey: "layouts") else { throw reader.problem("layouts", "missing, or not a list") }
        guard list.count <= LayoutPackLimits.maximumLayouts else {
            throw reader.problem("layouts", "\(list.count) layouts; at most \(LayoutPackLimits.maximumLayouts) are read")
        }
        var entries: [Entry] = []
        for (index, node) in list.enumerated() {
            reader.path = "layouts[\(index)]."
            let name = try reader.string("name", in: node, matching: ManifestReader.name)
            let revision = try reader.integer("revision", in: node)
            let hash = try reader.string("contentHash", in: node, matching: ManifestReader.hash)
            let app = try reader.string("minimumAppVersion", in: node)
            guard let minimum = VersionNumber(app) else {
                throw reader.problem("minimumAppVersion", "not a version: '\(DiagnosticText.excerpt(app))'")
            }
            guard !entries.contains(where: { $0.name == name }) else {
                throw reader.problem("name", "'\(DiagnosticText.excerpt(name))' is listed twice")
            }
            entries.append(Entry(name: name, revision: revision, contentHash: hash, minimumAppVersion: minimum))
        }
        layouts = entries
    }
}

/// Required manifest fields, each refused with its path when missing or of the wrong type.
/// Text fields are held to what the catalog writes there, so nothing else (a control character,
/// a long string) reaches a message or a log.
private struct ManifestReader {
    let root: DocumentNode
    /// `line 3 (the manifest)`: where every problem is.
    let place: String
    var path = ""

    /// A catalog name or tag: 1–64 letters, digits, `-`, `_` and `.`.
    static func name(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count)
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                    true
                default: false
                }
            }
    }

    /// A SHA-256 in lowercase hex.
    static func hash(_ text: String) -> Bool {
        text.utf8.count == 64
            && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// An ISO 8601 time: digits and `-:.TZ+`, at most 40 characters.
    static func timestamp(_ text: String) -> Bool {
        (1...40).contains(text.utf8.count) && text.utf8.allSatisfy { "0123456789-:.TZ+".utf8.contains($0) }
    }

    func problem(_ key: String, _ what: String) -> LayoutPackError {
        .malformed("\(place): \(path)\(key): \(what)")
    }

    func string(_ key: String, in node: DocumentNode, matching valid: (String) -> Bool = { _ in true }) throws(LayoutPackError) -> String {
        guard case .scalar(let scalar)? = node.value(forKey: key), !scalar.isPlain else { throw problem(key, "missing, or not a string") }
        guard valid(scalar.string) else {
            throw problem(key, "'\(DiagnosticText.excerpt(scalar.string, limit: 40))' is not what the catalog writes here")
        }
        return scalar.string
    }

    /// An optional list of key IDs (16 lowercase hex digits each), without repeats.
    func keyIDs(_ key: String, in node: DocumentNode) throws(LayoutPackError) -> [String] {
        guard let value = node.value(forKey: key) else { return [] }
        guard case .sequence(let list) = value else { throw problem(key, "not a list") }
        guard list.count <= LayoutPackLimits.maximumRevokedKeys else {
            throw problem(key, "\(list.count) keys; at most \(LayoutPackLimits.maximumRevokedKeys) are read")
        }
        var ids: [String] = []
        for (index, element) in list.enumerated() {
            guard case .scalar(let scalar) = element, !scalar.isPlain, PackSignatureLine.isKeyID(scalar.string) else {
                throw problem("\(key)[\(index)]", "not a key ID (16 lowercase hex digits)")
            }
            if !ids.contains(scalar.string) { ids.append(scalar.string) }
        }
        return ids
    }

    func integer(_ key: String, in node: DocumentNode) throws(LayoutPackError) -> Int {
        guard case .scalar(let scalar)? = node.value(forKey: key), scalar.isPlain, let value = Int(scalar.string), value >= 0 else {
            throw problem(key, "missing, or not a whole number ≥ 0")
        }
        return value
    }
}
