/// The reviewable YAML form: the canonical content (defaults omitted, values written one way)
/// in UIKit reading order, block style for structure and one line per leaf value (sizes,
/// insets, anchors and custom frames stay on one line each), so a one-value change is a
/// one-line diff.
extension LayoutDefinition {
    public var yamlText: String {
        YAMLWriter().document(canonicalJSON)
    }
}

/// Writes a `JSONValue` as YAML with the catalog's key order and flow/block choices.
struct YAMLWriter {
    /// Keys in reading order; keys not listed follow alphabetically.
    static let keyOrder: [String] = [
        "format", "name", "title", "summary", "tags", "lint", "configuration", "preview",
        "section", "sections", "sectionsByKind", "defaultSection", "kind", "oneOf", "when",
        "group", "list", "item", "elementKind", "layout", "size", "subitems", "subitem", "repeatingSubitem", "count",
        "customItems", "repeat", "frame",
        "interItemSpacing", "interGroupSpacing", "contentInsets", "contentInsetsReference",
        "supplementaryContentInsetsReference", "supplementariesFollowContentInsets", "edgeSpacing", "orthogonalScrollingBehavior",
        "supplementaryItems", "boundarySupplementaryItems", "decorationItems",
        "alignment", "containerAnchor", "itemAnchor", "offset", "extendsBoundary",
        "pinToVisibleBounds", "zIndex",
        "scrollDirection", "interSectionSpacing", "appearance", "headerMode", "footerMode", "headerTopPadding",
        "x", "y", "width", "height", "top", "leading", "bottom", "trailing",
        "edges", "fractionalOffset", "absoluteOffset", "minWidth", "maxWidth", "horizontalSizeClass", "verticalSizeClass",
        "userInterfaceIdiom", "itemCounts", "sectionIdentifiers", "dataset",
    ]

    /// Values under these keys are written on one line.
    static let flowKeys: Set<String> = [
        "size", "contentInsets", "edgeSpacing", "containerAnchor", "itemAnchor", "when", "offset", "frame", "tags", "lint",
        "itemCounts", "sectionIdentifiers", "allow", "edges", "fractionalOffset", "absoluteOffset",
    ]

    static func orderedKeys(_ object: [String: JSONValue]) -> [String] {
        let rank = Dictionary(uniqueKeysWithValues: keyOrder.enumerated().map { ($1, $0) })
        return object.keys.sorted { a, b in
            switch (rank[a], rank[b]) {
            case (let x?, let y?): x < y
            case (_?, nil): true
            case (nil, _?): false
            case (nil, nil): a < b
            }
        }
    }

    func document(_ value: JSONValue) -> String {
        var out = ""
        block(value, field: .root, indent: 0, out: &out)
        return out
    }

    /// Writes `value` as the body of a mapping entry or list element at `indent`.
    private func block(_ value: JSONValue, field: YAMLField, indent: Int, out: inout String) {
        let pad = String(repeating: "  ", count: indent)
        switch value {
        case .object(let members):
            for key in Self.orderedKeys(members) {
                guard let member = members[key] else { continue }
                entry(key: key, value: member, field: field.member(key), pad: pad, indent: indent, out: &out)
            }
        case .array(let items):
            for item in items {
                if case .object(let members) = item, !members.isEmpty {
                    // "- key: value" with the rest of the mapping aligned under the first key.
                    var first = true
                    for key in Self.orderedKeys(members) {
                        guard let member = members[key] else { continue }
                        let prefix = first ? pad + "- " : pad + "  "
                        first = false
                        entry(key: key, value: member, field: field.element.member(key), pad: prefix, indent: indent + 1, out: &out)
                    }
                } else {
                    out += pad + "- " + flow(item, field: field.element) + "\n"
                }
            }
        default:
            out += pad + flow(value, field: field.flowing) + "\n"
        }
    }

    private func entry(key: String, value: JSONValue, field: YAMLField, pad: String, indent: Int, out: inout String) {
        let name = Self.scalar(key, inFlow: false)
        switch value {
        case .object(let m) where !m.isEmpty && !Self.flowKeys.contains(key):
            out += pad + name + ":\n"
            block(value, field: field, indent: indent + 1, out: &out)
        case .array(let a) where !a.isEmpty && !Self.flowKeys.contains(key) && !a.allSatisfy(\.isScalar):
            out += pad + name + ":\n"
            block(value, field: field, indent: indent + 1, out: &out)
        case .string(let text):
            out += pad + name + ": " + Self.scalar(field.writes(text), inFlow: false) + "\n"
        default:
            out += pad + name + ": " + flow(value, field: field) + "\n"
        }
    }

    /// One-line form of a value found at `path` in a definition (the path gives the field its
    /// meaning, and so whether a string is a dimension whose fraction may be shortened).
    func inline(_ value: JSONValue, at path: DocumentPath) -> String {
        flow(value, field: YAMLField(path).flowing)
    }

    /// One-line form.
    private func flow(_ value: JSONValue, field: YAMLField) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return CanonicalNumber.format(n)
        case .string(let s): return Self.scalar(field.writes(s), inFlow: field.isInFlow)
        case .array(let items): return "[" + items.map { flow($0, field: field.element.flowing) }.joined(separator: ", ") + "]"
        case .object(let members):
            return "{"
                + Self.orderedKeys(members).compactMap { key in
                    members[key].map { Self.scalar(key, inFlow: true) + ": " + flow($0, field: field.member(key).flowing) }
                }.joined(separator: ", ") + "}"
        }
    }

    /// A dimension or spacing (`fractionalWidth(0.3333333333333333)`) with its argument written
    /// as the fraction it is (`fractionalWidth(1/3)`), since arguments are constant arithmetic
    /// that reads back to the same double; any other string as it is. Only for a value the
    /// field says is a dimension or spacing (`YAMLField.holdsDimension`): an element kind or a
    /// title that happens to look like one is text and keeps every character.
    static func withFractions(_ s: String) -> String {
        guard let open = s.firstIndex(of: "("), s.hasSuffix(")"),
            dimensionAndSpacingKinds.contains(String(s[..<open])),
            let value = Double(s[s.index(after: open)..<s.index(before: s.endIndex)]),
            let fraction = SmallFraction(value)
        else { return s }
        return "\(s[..<open])(\(fraction))"
    }

    /// The functions dimensions and spacings are written with, whose argument is evaluated.
    static let dimensionAndSpacingKinds: Set<String> = Set(Dimension.Kind.allCases.map(\.rawValue)).union(["fixed", "flexible"])

    /// A string as a plain scalar when YAML reads it back as the same string, else double-quoted.
    static func scalar(_ s: String, inFlow: Bool) -> String {
        needsQuotes(s, inFlow: inFlow) ? quoted(s) : s
    }

    static func needsQuotes(_ s: String, inFlow: Bool) -> Bool {
        guard let first = s.first, let last = s.last else { return true }
        if first == " " || last == " " { return true }
        if "-?:,[]{}#&*!|>'\"%@`".contains(first) { return true }
        if s.contains(": ") || s.contains(" #") || s.hasSuffix(":") { return true }
        if s.unicodeScalars.contains(where: needsEscape) { return true }
        // In a flow collection the YAML reader takes a `:` anywhere as a key's end
        // (`[D05:?x]` reads as a mapping), not only before a space as in block style.
        if inFlow && s.contains(where: { ",[]{}:".contains($0) }) { return true }
        // Strings YAML would read as another type.
        let reserved: Set<String> = [
            "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~",
        ]
        if reserved.contains(s.lowercased()) { return true }
        if Double(s) != nil || s.hasPrefix(".") { return true }
        if s.allSatisfy({ $0.isNumber || "-:+._ eE".contains($0) }) { return true }
        return false
    }

    /// A double-quoted scalar: JSON's escapes are YAML's too, but JSON leaves characters raw
    /// that YAML cannot hold in a quoted scalar, so those are escaped as well.
    static func quoted(_ s: String) -> String {
        var out = ""
        JSONValue.writeString(s, to: &out, alsoEscaping: needsEscape)
        return out
    }

    /// Characters a YAML reader does not take as written: controls and the C1 range (refused
    /// outright, except NEL), NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR (YAML 1.1 breaks,
    /// folded into a space even inside quotes), and the byte-order mark and noncharacters.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
