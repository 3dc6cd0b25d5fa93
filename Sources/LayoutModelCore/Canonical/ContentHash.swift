import Crypto
import Foundation

/// SHA-256 content hashes, as lowercase hex.
public enum ContentHash {
    /// The SHA-256 of a string's UTF-8 bytes.
    public static func sha256(_ text: String) -> String {
        sha256(Data(text.utf8))
    }

    /// The SHA-256 of some bytes.
    public static func sha256(_ data: Data) -> String {
        SHA256.hash(data: data).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}

extension LayoutDefinition {
    /// The revision's content hash: SHA-256 of the canonical text.
    public var contentHash: String { ContentHash.sha256(canonicalText) }
}
