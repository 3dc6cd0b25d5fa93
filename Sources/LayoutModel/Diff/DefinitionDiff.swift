/// The structural diff of two definitions: every changed value with its document path, added
/// and removed subtrees, list elements matched by `elementKind` where they have one (boundary,
/// supplementary and decoration items), `sectionsByKind` entries by `kind`, and the rest by
/// position.
public enum DefinitionDiff {
    /// The changes that turn `old` into `new`, in document order.
    public static func changes(from old: LayoutDefinition, to new: LayoutDefinition) -> [DefinitionChange] {
        changes(from: old.canonicalJSON, to: new.canonicalJSON)
    }

    /// The changes between two canonical JSON values.
    public static func changes(from old: JSONValue, to new: JSONValue) -> [DefinitionChange] {
        var result: [DefinitionChange] = []
        compare(old, new, at: .root, into: &result)
        return result
    }

    private static func compare(_ old: JSONValue, _ new: JSONValue, at path: DocumentPath, into result: inout [DefinitionChange]) {
        switch (old, new) {
        case (.object(let a), .object(let b)):
            let keys = YAMLWriter.orderedKeys(a.merging(b) { first, _ in first })
            for key in keys {
                let childPath = path / key
                switch (a[key], b[key]) {
                case (let x?, let y?):
                    compare(x, y, at: childPath, into: &result)
                case (let x?, nil):
                    if let fallback = DefaultValues.value(for: childPath) {
                        if fallback != x { result.append(DefinitionChange(path: childPath, kind: .changed(old: x, new: fallback))) }
                    } else {
                        result.append(DefinitionChange(path: childPath, kind: .removed(x)))
                    }
                case (nil, let y?):
                    if let fallback = DefaultValues.value(for: childPath) {
                        if fallback != y { result.append(DefinitionChange(path: childPath, kind: .changed(old: fallback, new: y))) }
                    } else {
                        result.append(DefinitionChange(path: childPath, kind: .added(y)))
                    }
                case (nil, nil):
                    break
                }
            }
        case (.array(let a), .array(let b)):
            compareLists(a, b, at: path, into: &result)
        default:
            if old != new { result.append(DefinitionChange(path: path, kind: .changed(old: old, new: new))) }
        }
    }

    private static func compareLists(_ a: [JSONValue], _ b: [JSONValue], at path: DocumentPath, into result: inout [DefinitionChange]) {
        // Small scalar lists ([x, y] points, item counts, edges) read best as one value.
        if path.lastKey != "tags", a.allSatisfy(\.isScalar), b.allSatisfy(\.isScalar) {
            if a != b { result.append(DefinitionChange(path: path, kind: .changed(old: .array(a), new: .array(b)))) }
            return
        }
        if path.lastKey == "tags" {
            for tag in a where !b.contains(tag) { result.append(DefinitionChange(path: path, kind: .removed(tag))) }
            for tag in b where !a.contains(tag) { result.append(DefinitionChange(path: path, kind: .added(tag))) }
            return
        }
        // Items are matched by their elementKind, sectionsByKind entries by their kind.
        let identity = path.lastKey == "sectionsByKind" ? "kind" : "elementKind"
        let kindsA = a.map { Self.identity($0, key: identity) }
        let kindsB = b.map { Self.identity($0, key: identity) }
        if !a.isEmpty || !b.isEmpty, (kindsA + kindsB).allSatisfy({ $0 != nil }),
            Set(kindsA).count == kindsA.count, Set(kindsB).count == kindsB.count
        {
            for (oldIndex, kind) in kindsA.enumerated() where !kindsB.contains(kind) {
                result.append(DefinitionChange(path: path / oldIndex, kind: .removed(a[oldIndex])))
            }
            for (newIndex, kind) in kindsB.enumerated() {
                if let oldIndex = kindsA.firstIndex(of: kind) {
                    compare(a[oldIndex], b[newIndex], at: path / newIndex, into: &result)
                } else {
                    result.append(DefinitionChange(path: path / newIndex, kind: .added(b[newIndex])))
                }
            }
            return
        }
        for index in 0..<max(a.count, b.count) {
            switch (index < a.count, index < b.count) {
            case (true, true): compare(a[index], b[index], at: path / index, into: &result)
            case (true, false): result.append(DefinitionChange(path: path / index, kind: .removed(a[index])))
            case (false, true): result.append(DefinitionChange(path: path / index, kind: .added(b[index])))
            case (false, false): break
            }
        }
    }

    /// The string under `key` in an object, which names the list element it is.
    private static func identity(_ value: JSONValue, key: String) -> String? {
        if case .object(let members) = value, case .string(let kind)? = members[key] { return kind }
        return nil
    }

    /// One line: changed values as `path old→new`, added and removed list elements counted by
    /// what they are (`+1 boundary item`), e.g.
    /// `sections[0].group.size.height absolute(44)→absolute(60); +1 boundary item`.
    public static func summary(_ changes: [DefinitionChange], limit: Int = 160) -> String {
        guard !changes.isEmpty else { return "no changes" }
        var parts: [String] = []
        var counts: [(noun: String, sign: String, count: Int)] = []
        for change in changes {
            if let noun = listNoun(for: change.path) {
                let sign: String
                switch change.kind {
                case .added: sign = "+"
                case .removed: sign = "−"
                case .changed:
                    parts.append(change.description)
                    continue
                }
                if let index = counts.firstIndex(where: { $0.noun == noun && $0.sign == sign }) {
                    counts[index].count += 1
                } else {
                    counts.append((noun, sign, 1))
                }
            } else {
                parts.append(change.description)
            }
        }
        parts += counts.map { "\($0.sign)\($0.count) \($0.noun)\($0.count == 1 ? "" : "s")" }
        var line = ""
        for (index, part) in parts.enumerated() {
            let candidate = line.isEmpty ? part : line + "; " + part
            if candidate.count > limit, !line.isEmpty {
                return line + "; … (+\(parts.count - index) more)"
            }
            line = candidate
        }
        return line
    }

    /// What an element of a list is called, when the path ends at a list element.
    private static func listNoun(for path: DocumentPath) -> String? {
        guard case .index? = path.components.last, let parent = path.parent, let key = parent.lastKey else {
            if path.lastKey == "tags" { return "tag" }
            return nil
        }
        switch key {
        case "boundarySupplementaryItems": return "boundary item"
        case "supplementaryItems": return "supplementary item"
        case "decorationItems": return "decoration item"
        case "subitems": return "subitem"
        case "sections", "sectionsByKind": return "section"
        case "oneOf": return "alternative"
        case "customItems": return "custom item"
        default: return nil
        }
    }
}

/// The values the canonical form omits, so that removing `interGroupSpacing: 10` reads as a
/// change to 0 rather than a removal.
enum DefaultValues {
    static func value(for path: DocumentPath) -> JSONValue? {
        guard let key = path.lastKey else { return nil }
        let container = containerKey(of: path)
        switch key {
        case "interGroupSpacing", "interSectionSpacing": return .number(0)
        case "contentInsets": return .number(0)
        case "extendsBoundary": return .bool(true)
        case "pinToVisibleBounds": return .bool(false)
        case "supplementariesFollowContentInsets": return .bool(true)
        case "orthogonalScrollingBehavior": return .string("none")
        case "supplementaryContentInsetsReference": return .string("automatic")
        case "contentInsetsReference": return .string(container == "configuration" ? "safeArea" : "automatic")
        case "scrollDirection": return .string("vertical")
        case "appearance": return .string("plain")
        case "headerMode", "footerMode": return .string("none")
        case "offset", "fractionalOffset": return .array([.number(0), .number(0)])
        case "format": return .number(Double(LayoutDefinition.supportedFormat))
        case "zIndex":
            switch container {
            case "boundarySupplementaryItems": return .number(Double(BoundaryItem.defaultZIndex))
            case "supplementaryItems": return .number(Double(SupplementaryItem.defaultZIndex))
            case "decorationItems": return .number(Double(DecorationItem.defaultZIndex))
            default: return .number(0)  // custom frames
            }
        default: return nil
        }
    }

    /// The nearest enclosing key that names a kind of container (skipping indices).
    private static func containerKey(of path: DocumentPath) -> String? {
        var components = path.components.dropLast()
        while let last = components.popLast() {
            if case .key(let key) = last { return key }
        }
        return nil
    }
}
