import Yams

/// Refuses aliases and collections used as mapping keys, and explicit keys, before the real
/// parse.
///
/// The parser hashes every key of a mapping to find duplicates; a key that is an alias of a
/// "billion laughs" value would be hashed through every expansion, which never ends. So when the
/// text holds a `*` or a `?`, it is first parsed with those two characters replaced by private-use
/// characters (each one character, so every line and column stays put). In that copy nothing is
/// an alias or an explicit key: a replaced character in the middle of a word stays part of the
/// word, as in the original, and one at the start of a token becomes a plain scalar that begins
/// with the stand-in — exactly where the original has an alias (`*name`) or an explicit key
/// (`? key`). Up to the first such token both texts parse alike, so the copy's keys show every
/// key the original would hash.
enum YAMLKeyCheck {
    static let aliasStandIn: Unicode.Scalar = "\u{E000}"
    static let questionStandIn: Unicode.Scalar = "\u{E001}"

    /// Whether the text could hold an alias or an explicit key at all.
    static func isNeeded(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
    }

    static func check(_ text: String, limits: DocumentLimits) throws(DocumentReadError) {
        var copy = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "*": copy.append(aliasStandIn)
            case "?": copy.append(questionStandIn)
            default: copy.append(scalar)
            }
        }
        guard let root = try DocumentReader.compose(String(copy)) else { return }
        var aliases = 0
        // An explicit stack: the copy nests at most as deep as the parser allows.
        var pending: [Node] = [root]
        while let node = pending.popLast() {
            switch node {
            case .scalar(let scalar):
                guard scalar.style == .plain, let first = scalar.string.unicodeScalars.first else { continue }
                if first == questionStandIn {
                    throw DocumentReadError(
                        at: node.location,
                        "a value cannot start with '?' (YAML reads it as an explicit key, which these documents never use); quote the value")
                }
                if first == aliasStandIn {
                    aliases += 1
                    if aliases > limits.maximumAliases {
                        throw DocumentReadError(
                            at: node.location,
                            limits.maximumAliases == 0
                                ? "this document cannot use aliases (*name)"
                                : "the document uses more than \(limits.maximumAliases) aliases (*name)")
                    }
                }
            case .mapping(let mapping):
                for (key, _) in mapping {
                    switch key {
                    case .scalar(let scalar) where scalar.style == .plain && scalar.string.unicodeScalars.first == aliasStandIn:
                        throw DocumentReadError(at: key.location, "an alias (*name) cannot be a mapping key")
                    case .scalar:
                        break
                    default:
                        throw DocumentReadError(at: key.location, "keys must be strings, got \(Self.kind(of: key))")
                    }
                }
                // Reversed, so values pop in document order and the first problem is reported.
                for (key, value) in mapping.reversed() {
                    pending.append(value)
                    pending.append(key)
                }
            case .sequence(let sequence):
                pending.append(contentsOf: sequence.reversed())
            case .alias:
                break
            }
        }
    }

    /// What a key that is not a string is, for the message.
    private static func kind(of node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case .scalar: "a string"
        }
    }
}
