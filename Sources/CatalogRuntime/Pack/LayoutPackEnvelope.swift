import Foundation

/// The outer form of a pack file (docs/layout-packs.md): a header line naming the format, the
/// signature lines, then the signed body — the manifest on one line and each layout's canonical
/// JSON on a line of its own:
///
/// ```
/// catalog-layout-pack 2
/// ed25519 48f7059ddbd02caf <base64 of the 64-byte signature>
/// ed25519 9c41d07e5a3b2f10 <base64 of the 64-byte signature>
/// {"auditHead":…,"channel":"prod","format":2,…}
/// {"name":"feed",…}
/// ```
///
/// Format 1 has one signature line, `ed25519 <base64>`, naming no key. Every signature covers
/// the header line and the body, byte for byte: the whole file but the signature lines. The
/// header keeps its form in every format, so any runtime can tell a newer format from damage.
struct LayoutPackEnvelope {
    static let magic = "catalog-layout-pack"

    /// The format number the header names.
    var format: Int
    /// The signature lines, in file order.
    var signatures: [PackSignatureLine]
    /// What the signatures cover: the header line and the body.
    var signedBytes: Data
    private let bytes: [UInt8]
    private let bodyStart: Int

    /// Splits a pack's bytes. Throws for anything that is not a pack; a header naming a newer
    /// format throws `formatTooNew` before the rest is looked at.
    init(_ data: Data) throws(LayoutPackError) {
        let bytes = [UInt8](data)
        guard let headerEnd = bytes.firstIndex(of: 0x0A) else {
            throw .malformed("line 1: no header line ('\(Self.magic) \(CatalogRuntime.packFormat)')")
        }
        let header = String(decoding: bytes[..<headerEnd], as: UTF8.self)
        let words = header.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 2, words[0] == Self.magic, words[1].count <= 6, let format = Int(words[1]), format >= 1 else {
            throw .malformed("line 1: expected '\(Self.magic) \(CatalogRuntime.packFormat)', got '\(Self.excerpt(header))'")
        }
        guard format <= CatalogRuntime.packFormat else { throw .formatTooNew(format: format, minimumRuntimeVersion: nil) }
        self.format = format
        // Format 1: exactly one line. Format 2: every line that reads as a signature line, up to
        // the limit; the manifest (a JSON object) never does.
        let most = format == 1 ? 1 : LayoutPackLimits.maximumSignatures
        var signatures: [PackSignatureLine] = []
        var start = headerEnd + 1
        while true {
            let lineNumber = signatures.count + 2
            guard let end = bytes[start...].firstIndex(of: 0x0A) else {
                if signatures.isEmpty { throw .malformed("line 2: no signature line ('\(Self.signatureForm(format))')") }
                break
            }
            let line = String(decoding: bytes[start..<end], as: UTF8.self)
            guard let signature = PackSignatureLine(line, format: format) else {
                if signatures.isEmpty || line.hasPrefix(PackSignatureLine.algorithm + " ") {
                    throw .malformed("line \(lineNumber): expected '\(Self.signatureForm(format))', got '\(Self.excerpt(line))'")
                }
                break
            }
            guard signatures.count < most else {
                throw .malformed("line \(lineNumber): more than \(most) signature line\(most == 1 ? "" : "s")")
            }
            if let keyID = signature.keyID, signatures.contains(where: { $0.keyID == keyID }) {
                throw .malformed("line \(lineNumber): a second signature line for key \(keyID)")
            }
            signatures.append(signature)
            start = end + 1
            if format == 1 { break }
        }
        self.signatures = signatures
        var signed = Data(bytes[...headerEnd])
        signed.append(contentsOf: bytes[start...])
        signedBytes = signed
        self.bytes = bytes
        bodyStart = start
    }

    /// The body's lines (manifest first), without their line ends: read only once a signature
    /// holds. Every line ends with a line feed, the last one included.
    func bodyLines() throws(LayoutPackError) -> [Data] {
        var lines: [Data] = []
        var start = bodyStart
        let firstBodyLine = signatures.count + 2
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: 0x0A) else {
                throw .malformed("line \(lines.count + firstBodyLine): the pack ends without a line end")
            }
            lines.append(Data(bytes[start..<end]))
            start = end + 1
        }
        return lines
    }

    /// The line number of the manifest (after the header and the signature lines).
    var manifestLineNumber: Int { signatures.count + 2 }

    /// The bytes of a pack: header, one signature line per signer (each over header + body),
    /// body. Format 1 takes exactly one signer and names no key.
    static func assemble(format: Int, body: Data, signers: [(keyID: String, sign: (Data) throws -> Data)]) throws -> Data {
        let header = Data("\(magic) \(format)\n".utf8)
        var lines = Data()
        for signer in signers {
            let signature = try signer.sign(header + body)
            lines.append(Data((PackSignatureLine(keyID: format == 1 ? nil : signer.keyID, signature: signature).text + "\n").utf8))
        }
        return header + lines + body
    }

    private static func signatureForm(_ format: Int) -> String {
        format == 1 ? "ed25519 <base64 of 64 bytes>" : "ed25519 <key ID> <base64 of 64 bytes>"
    }

    private static func excerpt(_ text: String) -> String {
        let printable = text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined()
        return printable.count > 40 ? String(printable.prefix(40)) + "…" : printable
    }
}
