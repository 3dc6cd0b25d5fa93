import Foundation
import LayoutModelCore

/// What a pack says about itself (docs/layout-packs.md, "Manifest"): its format, the lowest
/// runtime that reads it, when it was made, the audit trail's head when it was, and each layout
/// with its revision, content hash and the lowest app version it needs.
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
    /// When the pack was made, UTC, ISO 8601 (`2026-11-28T04:00:00Z`).
    public var created: String
    /// The hash of the newest audit event when the pack was made (before its own publish event):
    /// ties the pack to a point in the catalog's tamper-evident history.
    public var auditHead: String
    /// The tag the layouts were taken at, when published by tag.
    public var tag: String?
    public var layouts: [Entry]

    public init(format: Int = CatalogRuntime.packFormat, minimumRuntimeVersion: VersionNumber = CatalogRuntime.version, created: String,
                auditHead: String, tag: String?, layouts: [Entry]) {
        self.format = format
        self.minimumRuntimeVersion = minimumRuntimeVersion
        self.created = created
        self.auditHead = auditHead
        self.tag = tag
        self.layouts = layouts
    }

    /// The manifest line: canonical JSON (sorted keys, no whitespace).
    var json: JSONValue {
        var object: [String: JSONValue] = [
            "format": .number(Double(format)), "minimumRuntimeVersion": .string(minimumRuntimeVersion.description),
            "created": .string(created), "auditHead": .string(auditHead),
            "layouts": .array(layouts.map { entry in
                .object(["name": .string(entry.name), "revision": .number(Double(entry.revision)), "contentHash": .string(entry.contentHash),
                         "minimumAppVersion": .string(entry.minimumAppVersion.description)])
            }),
        ]
        if let tag { object["tag"] = .string(tag) }
        return .object(object)
    }

    /// Reads the manifest line. Keys a newer format adds are ignored (a pack that needs them
    /// says so with `minimumRuntimeVersion`); the ones above are required and checked.
    init(line: Data) throws(LayoutPackError) {
        guard let text = String(data: line, encoding: .utf8) else { throw .malformed("line 3 (the manifest): not UTF-8") }
        let root: DocumentNode
        do {
            root = try JSONReader.read(text, limits: LayoutPackLimits.manifest)
        } catch {
            throw .malformed("line 3 (the manifest): \(error.error)")
        }
        var reader = ManifestReader(root: root)
        format = try reader.integer("format", in: root)
        let runtime = try reader.string("minimumRuntimeVersion", in: root)
        guard let minimumRuntimeVersion = VersionNumber(runtime) else { throw reader.problem("minimumRuntimeVersion", "not a version: '\(runtime)'") }
        self.minimumRuntimeVersion = minimumRuntimeVersion
        created = try reader.string("created", in: root, matching: ManifestReader.timestamp)
        auditHead = try reader.string("auditHead", in: root, matching: ManifestReader.hash)
        tag = root.value(forKey: "tag") == nil ? nil : try reader.string("tag", in: root, matching: ManifestReader.name)
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
            guard let minimum = VersionNumber(app) else { throw reader.problem("minimumAppVersion", "not a version: '\(DiagnosticText.excerpt(app))'") }
            guard !entries.contains(where: { $0.name == name }) else { throw reader.problem("name", "'\(DiagnosticText.excerpt(name))' is listed twice") }
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
    var path = ""

    /// A catalog name or tag: 1–64 letters, digits, `-`, `_` and `.`.
    static func name(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): true
            default: false
            }
        }
    }

    /// A SHA-256 in lowercase hex.
    static func hash(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// An ISO 8601 time: digits and `-:.TZ+`, at most 40 characters.
    static func timestamp(_ text: String) -> Bool {
        (1...40).contains(text.utf8.count) && text.utf8.allSatisfy { "0123456789-:.TZ+".utf8.contains($0) }
    }

    func problem(_ key: String, _ what: String) -> LayoutPackError {
        .malformed("line 3 (the manifest): \(path)\(key): \(what)")
    }

    func string(_ key: String, in node: DocumentNode, matching valid: (String) -> Bool = { _ in true }) throws(LayoutPackError) -> String {
        guard case .scalar(let scalar)? = node.value(forKey: key), !scalar.isPlain else { throw problem(key, "missing, or not a string") }
        guard valid(scalar.string) else { throw problem(key, "'\(DiagnosticText.excerpt(scalar.string, limit: 40))' is not what the catalog writes here") }
        return scalar.string
    }

    func integer(_ key: String, in node: DocumentNode) throws(LayoutPackError) -> Int {
        guard case .scalar(let scalar)? = node.value(forKey: key), scalar.isPlain, let value = Int(scalar.string), value >= 0 else {
            throw problem(key, "missing, or not a whole number ≥ 0")
        }
        return value
    }
}
