import Foundation

/// The outer form of a pack file (docs/layout-packs.md): a header line naming the format, a
/// signature line, then the signed body — the manifest on one line and each layout's canonical
/// JSON on a line of its own:
///
/// ```
/// catalog-layout-pack 1
/// ed25519 <base64 of the 64-byte signature>
/// {"auditHead":…,"format":1,"layouts":[…],…}
/// {"name":"feed",…}
/// ```
///
/// The signature covers the header line and the body, byte for byte: the whole file but the
/// signature line. The header and the signature line keep this form in every format, so any
/// runtime can tell a newer format from damage.
struct LayoutPackEnvelope {
    static let magic = "catalog-layout-pack"
    static let signaturePrefix = "ed25519 "

    /// The format number the header names.
    var format: Int
    /// The 64 signature bytes.
    var signature: Data
    /// What the signature covers: the header line and the body.
    var signedBytes: Data
    private let bytes: [UInt8]
    private let bodyStart: Int

    /// Splits a pack's bytes. Throws for anything that is not a pack; a header naming a newer
    /// format throws `formatTooNew` before the rest is looked at.
    init(_ data: Data) throws(LayoutPackError) {
        let bytes = [UInt8](data)
        guard let headerEnd = bytes.firstIndex(of: 0x0A) else {
            throw .malformed("line 1: no header line ('\(Self.magic) 1')")
        }
        let header = String(decoding: bytes[..<headerEnd], as: UTF8.self)
        let words = header.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 2, words[0] == Self.magic, let format = Int(words[1]), format >= 1, words[1].count <= 6 else {
            throw .malformed("line 1: expected '\(Self.magic) 1', got '\(Self.excerpt(header))'")
        }
        guard format <= CatalogRuntime.packFormat else { throw .formatTooNew(format: format, minimumRuntimeVersion: nil) }
        self.format = format
        let signatureStart = headerEnd + 1
        guard let signatureEnd = bytes[signatureStart...].firstIndex(of: 0x0A) else {
            throw .malformed("line 2: no signature line ('\(Self.signaturePrefix)<base64>')")
        }
        let signatureLine = String(decoding: bytes[signatureStart..<signatureEnd], as: UTF8.self)
        guard signatureLine.hasPrefix(Self.signaturePrefix),
              let signature = Data(base64Encoded: String(signatureLine.dropFirst(Self.signaturePrefix.count))), signature.count == 64
        else {
            throw .malformed("line 2: expected '\(Self.signaturePrefix)<base64 of 64 bytes>', got '\(Self.excerpt(signatureLine))'")
        }
        self.signature = signature
        var signed = Data(bytes[...headerEnd])
        signed.append(contentsOf: bytes[(signatureEnd + 1)...])
        signedBytes = signed
        self.bytes = bytes
        bodyStart = signatureEnd + 1
    }

    /// The body's lines (manifest first), without their line ends: read only once the signature
    /// holds. Every line ends with a line feed, the last one included.
    func bodyLines() throws(LayoutPackError) -> [Data] {
        var lines: [Data] = []
        var start = bodyStart
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: 0x0A) else {
                throw .malformed("line \(lines.count + 3): the pack ends without a line end")
            }
            lines.append(Data(bytes[start..<end]))
            start = end + 1
        }
        return lines
    }

    /// The bytes of a pack: header, signature of header + body, body.
    static func assemble(format: Int, body: Data, sign: (Data) throws -> Data) rethrows -> Data {
        let header = Data("\(magic) \(format)\n".utf8)
        let signature = try sign(header + body)
        return header + Data("\(signaturePrefix)\(signature.base64EncodedString())\n".utf8) + body
    }

    private static func excerpt(_ text: String) -> String {
        let printable = text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined()
        return printable.count > 40 ? String(printable.prefix(40)) + "…" : printable
    }
}
