import Foundation

/// Decoders for the small value types: dimensions, spacings, insets, points, anchors and
/// expressions.
extension DecodingContext {
    /// `absolute(44)`, `fractionalWidth(1/3)`, or `{fractionalWidth: 0.5}`.
    func dimension(_ node: DocumentNode, at path: DocumentPath) -> Dimension? {
        guard
            let (kind, value) = call(
                node, at: path, kinds: Dimension.Kind.allCases, what: "a dimension",
                example: "absolute(44), estimated(100), fractionalWidth(0.5), fractionalHeight(1) or uniformAcrossSiblings(80)")
        else { return nil }
        return kind(value)
    }

    /// `fixed(10)`, `flexible(8)`, or `{fixed: 10}`.
    func spacing(_ node: DocumentNode, at path: DocumentPath) -> Spacing? {
        guard
            let (kind, value) = call(
                node, at: path, kinds: SpacingKind.allCases, what: "a spacing",
                example: "fixed(10) or flexible(10)")
        else { return nil }
        return kind == .fixed ? .fixed(value) : .flexible(value)
    }

    /// Reads `name(argument)` or `{name: argument}` where the argument is a constant expression.
    private func call<K: RawRepresentable & CaseIterable>(
        _ node: DocumentNode, at path: DocumentPath, kinds: [K], what: String, example: String
    ) -> (K, Double)? where K.RawValue == String {
        record(path, node)
        let names = kinds.map(\.rawValue)
        switch node {
        case .mapping(let mapping):
            guard mapping.count == 1, let (keyNode, valueNode) = mapping.first(where: { _ in true }),
                case .scalar(let key) = keyNode
            else {
                error(path, node, "expected \(what) such as \(example)")
                return nil
            }
            guard let kind = K(rawValue: key.string) else {
                unknownKind(key.string, names: names, what: what, path: path, node: keyNode)
                return nil
            }
            guard let value = constant(valueNode, at: path) else { return nil }
            return (kind, value)
        case .scalar(let scalar):
            let text = scalar.string.trimmingCharacters(in: .whitespaces)
            guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
                error(path, node, "expected \(what) such as \(example), got \(node.kindDescription)")
                return nil
            }
            let name = String(text[..<open]).trimmingCharacters(in: .whitespaces)
            guard let kind = K(rawValue: name) else {
                unknownKind(name, names: names, what: what, path: path, node: node)
                return nil
            }
            let argument = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            do {
                let expression = try Expression(parsing: argument)
                let value = try expression.evaluate([:])
                return (kind, value)
            } catch {
                self.error(path, node, "in \(name)(…): \(error)")
                return nil
            }
        default:
            error(path, node, "expected \(what) such as \(example), got \(node.kindDescription)")
            return nil
        }
    }

    private func unknownKind(_ name: String, names: [String], what: String, path: DocumentPath, node: DocumentNode) {
        var message =
            "unknown \(what.replacingOccurrences(of: "a ", with: "")) '\(DiagnosticText.excerpt(name))'; allowed: \(names.joined(separator: ", "))"
        if let suggestion = Suggestion.closest(to: name, among: names) { message += " (did you mean '\(suggestion)'?)" }
        error(path, node, message)
    }

    /// A number, or a string holding a constant expression such as `9/16 + 0.5`.
    func constant(_ node: DocumentNode, at path: DocumentPath) -> Double? {
        guard case .scalar(let scalar) = node else {
            error(path, node, "expected a number, got \(node.kindDescription)")
            return nil
        }
        if let value = Self.parseNumber(scalar.string) { return value }
        do {
            return try Expression(parsing: scalar.string).evaluate([:])
        } catch {
            self.error(path, node, "expected a number: \(error)")
            return nil
        }
    }

    /// One number for all four edges, or `{top, leading, bottom, trailing}` (missing = 0).
    func insets(_ node: DocumentNode, at path: DocumentPath) -> Insets? {
        record(path, node)
        if case .scalar = node {
            return number(node, at: path).map(Insets.init(all:))
        }
        guard let map = mapping(node, at: path) else { return nil }
        var insets = Insets()
        var ok = true
        func edge(_ key: String, _ assign: (Double) -> Void) {
            guard map.has(key) else {
                map.consume(key)
                return
            }
            if let value = map.optional(key, number) { assign(value) } else { ok = false }
        }
        edge("top") { insets.top = $0 }
        edge("leading") { insets.leading = $0 }
        edge("bottom") { insets.bottom = $0 }
        edge("trailing") { insets.trailing = $0 }
        let directional = "insets are directional: use leading/trailing (they follow the layout direction)"
        map.finish(hints: ["left": directional, "right": directional])
        return ok ? insets : nil
    }

    /// `[x, y]`.
    func point(_ node: DocumentNode, at path: DocumentPath) -> Point? {
        guard let nodes = sequence(node, at: path) else { return nil }
        guard nodes.count == 2 else {
            error(path, node, "expected [x, y], got a list of \(nodes.count)")
            return nil
        }
        guard let x = number(nodes[0], at: path / 0), let y = number(nodes[1], at: path / 1) else { return nil }
        return Point(x: x, y: y)
    }

    /// `{leading: flexible(0), top: fixed(8), trailing: …, bottom: …}`.
    func edgeSpacing(_ node: DocumentNode, at path: DocumentPath) -> EdgeSpacing? {
        guard let map = mapping(node, at: path) else { return nil }
        var result = EdgeSpacing()
        var ok = true
        func edge(_ key: String, _ assign: (Spacing) -> Void) {
            guard map.has(key) else {
                map.consume(key)
                return
            }
            if let value = map.optional(key, spacing) { assign(value) } else { ok = false }
        }
        edge("leading") { result.leading = $0 }
        edge("top") { result.top = $0 }
        edge("trailing") { result.trailing = $0 }
        edge("bottom") { result.bottom = $0 }
        map.finish()
        // `{}` says nothing: it is the same definition as no edgeSpacing at all, which is what
        // the canonical form (and so every read-back) has.
        return ok && !result.isEmpty ? result : nil
    }

    /// `{edges: [top, trailing], fractionalOffset: [0.3, -0.3]}` or with `absoluteOffset`.
    func anchor(_ node: DocumentNode, at path: DocumentPath) -> Anchor? {
        guard let map = mapping(node, at: path) else { return nil }
        let edges = map.optional("edges") { node, path in
            list(node, at: path) { element, elementPath in enumValue(DirectionalEdge.self, element, at: elementPath) }
        }
        let hasEdges = map.has("edges")
        var offset = Anchor.Offset.fractional(.zero)
        var ok = true
        if map.has("fractionalOffset"), map.has("absoluteOffset") {
            error(path / "absoluteOffset", map.value("absoluteOffset"), "give either fractionalOffset or absoluteOffset, not both")
            map.consume("fractionalOffset")
            ok = false
        } else if map.has("absoluteOffset") {
            if let p = map.optional("absoluteOffset", point) { offset = .absolute(p) } else { ok = false }
        } else if map.has("fractionalOffset") {
            if let p = map.optional("fractionalOffset", point) { offset = .fractional(p) } else { ok = false }
        } else {
            map.consume("fractionalOffset", "absoluteOffset")
        }
        map.finish()
        guard ok, !hasEdges || edges != nil else { return nil }
        let edgeList = edges ?? []
        var seen: Set<DirectionalEdge> = []
        for (index, edge) in edgeList.enumerated() where !seen.insert(edge).inserted {
            error(path / "edges" / index, location: sourceMap.location(of: path / "edges" / index), "edge '\(edge.rawValue)' is listed twice")
            return nil
        }
        for (a, b) in [(DirectionalEdge.top, DirectionalEdge.bottom), (.leading, .trailing)] where seen.contains(a) && seen.contains(b) {
            error(
                path / "edges", location: sourceMap.location(of: path / "edges"),
                "edges \(a.rawValue) and \(b.rawValue) are opposite; an anchor takes at most one edge per axis")
            return nil
        }
        return Anchor(edges: edgeList, offset: offset)
    }

    /// A frame field: a number or an expression string over the allowed variables.
    func expression(_ node: DocumentNode, at path: DocumentPath, variables: [String]) -> Expression? {
        guard let (text, scalar) = scalarText(node, at: path, expected: "a number or an expression") else { return nil }
        if scalar.isPlain, let value = Self.parseNumber(text) {
            return .number(value)
        }
        let parsed: Expression
        do {
            parsed = try Expression(parsing: text)
        } catch {
            self.error(path, node, "cannot parse '\(DiagnosticText.excerpt(text))': \(error)")
            return nil
        }
        for name in parsed.variables where !variables.contains(name) {
            let known = variables.joined(separator: ", ")
            var message = "unknown variable '\(DiagnosticText.excerpt(name))' in '\(DiagnosticText.excerpt(text))'; known here: \(known)"
            if let suggestion = Suggestion.closest(to: name, among: variables) { message += " (did you mean '\(suggestion)'?)" }
            error(path, node, message)
            return nil
        }
        return parsed
    }
}

/// The two spacing factories.
enum SpacingKind: String, CaseIterable {
    case fixed, flexible
}
