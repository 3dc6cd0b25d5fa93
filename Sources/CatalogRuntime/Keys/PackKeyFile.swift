import Foundation

/// The text form of pack keys: one line, `<kind> ed25519 <base64 of the raw key>`, where kind is
/// `catalog-layout-pack-public-key` or `catalog-layout-pack-private-key` (docs/layout-packs.md,
/// "Keys"). Raw keys are 32 bytes: the public key, or the private key's seed (RFC 8032).
enum PackKeyFile {
    static let publicKind = "catalog-layout-pack-public-key"
    static let privateKind = "catalog-layout-pack-private-key"
    static let algorithm = "ed25519"

    /// The line for a raw key.
    static func text(kind: String, raw: Data) -> String {
        "\(kind) \(algorithm) \(raw.base64EncodedString())\n"
    }

    /// The 32 raw bytes of a key file of `kind`, or why not.
    static func raw(from text: String, kind: String) -> Result<Data, KeyFileError> {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
        guard words.count == 3 else { return .failure(.notAKeyFile(expected: kind)) }
        guard words[0] == kind else {
            let other = kind == publicKind ? privateKind : publicKind
            return .failure(words[0] == other ? .wrongKind(expected: kind, found: other) : .notAKeyFile(expected: kind))
        }
        guard words[1] == algorithm else { return .failure(.unsupportedAlgorithm(String(words[1].prefix(32)))) }
        guard let raw = Data(base64Encoded: String(words[2])), raw.count == 32 else { return .failure(.badKey) }
        return .success(raw)
    }
}

/// Why a key file's text is not a key.
public enum KeyFileError: Error, Sendable, Hashable, CustomStringConvertible {
    case notAKeyFile(expected: String)
    case wrongKind(expected: String, found: String)
    case unsupportedAlgorithm(String)
    case badKey

    public var description: String {
        switch self {
        case .notAKeyFile(let expected):
            "not a key file: expected one line '\(expected) ed25519 <base64>'"
        case .wrongKind(let expected, let found):
            found == PackKeyFile.privateKind
                ? "this is a private key file; give the public one (\(expected))"
                : "this is a public key file; give the private one (\(expected))"
        case .unsupportedAlgorithm(let name):
            "unsupported key algorithm '\(name)'; keys are ed25519"
        case .badKey:
            "the key is not 32 bytes of base64"
        }
    }
}
