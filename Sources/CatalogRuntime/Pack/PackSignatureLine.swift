import Foundation

/// One signature line of a pack (docs/layout-packs.md, "File").
///
/// Format 1 has exactly one, `ed25519 <base64>`, naming no key: the reader tries each trusted
/// key. Format 2 has one to `LayoutPackLimits.maximumSignatures`, each `ed25519 <key ID>
/// <base64>`, so a pack can be signed by an old and a new key during a rotation and the reader
/// knows which key each line claims without trying them all. The key ID is a hint, not trusted:
/// a line is counted only when its signature holds for the trusted key of that ID.
struct PackSignatureLine: Sendable, Hashable {
    static let algorithm = "ed25519"

    /// The key the line says signed (format 2); nil in format 1.
    var keyID: String?
    /// The 64 signature bytes.
    var signature: Data

    /// The line's text, without its line feed.
    var text: String {
        [Self.algorithm, keyID, signature.base64EncodedString()].compactMap { $0 }.joined(separator: " ")
    }

    /// Reads a line of `format`; nil when it is not a signature line of that format.
    init?(_ line: String, format: Int) {
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard words.first.map(String.init) == Self.algorithm else { return nil }
        let base64: Substring
        if format == 1 {
            guard words.count == 2 else { return nil }
            keyID = nil
            base64 = words[1]
        } else {
            guard words.count == 3, Self.isKeyID(words[1]) else { return nil }
            keyID = String(words[1])
            base64 = words[2]
        }
        guard base64.count <= 100, let signature = Data(base64Encoded: String(base64)), signature.count == 64 else { return nil }
        self.signature = signature
    }

    init(keyID: String?, signature: Data) {
        self.keyID = keyID
        self.signature = signature
    }

    /// A key ID as `LayoutPackPublicKey.keyID` writes it: 16 lowercase hex digits.
    static func isKeyID<S: StringProtocol>(_ text: S) -> Bool {
        text.utf8.count == 16
            && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }
}
