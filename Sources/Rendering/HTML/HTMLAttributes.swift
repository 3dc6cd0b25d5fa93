/// An element's attributes, in the order written (so the same page gives the same bytes).
///
/// A `nil` value leaves the attribute out, which keeps optional attributes readable at the call
/// site: `["class": "card", "hidden": isHidden ? "hidden" : nil]`.
struct HTMLAttributes: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private(set) var pairs: [Pair]

    struct Pair: Sendable, Hashable {
        var name: String
        var value: String
    }

    init(dictionaryLiteral elements: (String, String?)...) {
        pairs = elements.compactMap { name, value in value.map { Pair(name: name, value: $0) } }
    }

    /// Adds an attribute, or replaces the value of one already set.
    mutating func set(_ name: String, _ value: String?) {
        pairs.removeAll { $0.name == name }
        if let value { pairs.append(Pair(name: name, value: value)) }
    }

    /// ` name="value" …`, each value escaped. Names are the pages' own constants; anything that
    /// is not a plain lowercase name is dropped rather than written, so a slip can never produce
    /// an unparseable tag.
    var markup: String {
        pairs.filter { Self.isName($0.name) }.map { " \($0.name)=\"\(HTMLEscaping.attribute($0.value))\"" }.joined()
    }

    /// Lowercase letters, digits and `-`, starting with a letter: every HTML attribute and
    /// element name the gallery uses.
    static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
