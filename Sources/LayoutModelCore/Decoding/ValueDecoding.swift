import Foundation

/// Decoders for the small value types: dimensions, spacings, insets, points, anchors and
/// expressions.
extension DecodingContext {
    /// `absolute(44)`, `fractionalWidth(1/3)`, `absolute("container.width * 0.56")`,
    /// `fractionalWidth("1 / round(container.width / 230)")` or `{fractionalWidth: 0.5}`, with
    /// the container expression if it has one (every kind but `uniformAcrossSiblings`).
    func dimension(_ node: DocumentNode, at path: DocumentPath) -> (Dimension, Expression?)? {
        guard
            let (kind, number) = call(
                node, at: path, kinds: Dimension.Kind.allCases, what: "a dimension",
                example: "absolute(44), estimated(100), fractionalWidth(0.5), fractionalHeight(1) or uniformAcrossSiblings(80)",
                containerKinds: [.absolute, .estimated, .fractionalWidth, .fractionalHeight])
        else { return nil }
        switch number {
        case .value(let value): return (kind(value), nil)
        case .expression(let e): return (kind(e.referenceValue), e)
        }
    }

    /// `fixed(10)`, `flexible(8)`, `fixed("container.width * 0.02")` or `{fixed: 10}`, with the
    /// container expression if it has one.
    func containerSpacing(_ node: DocumentNode, at path: DocumentPath) -> (Spacing, Expression?)? {
        guard
            let (kind, number) = call(
                node, at: path, kinds: SpacingKind.allCases, what: "a spacing",
                example: "fixed(10) or flexible(10)", containerKinds: SpacingKind.allCases)
        else { return nil }
        let value: Double
        switch number {
        case .value(let v): value = v
        case .expression(let e): value = e.referenceValue
        }
        let spacing: Spacing = kind == .fixed ? .fixed(value) : .flexible(value)
        if case .expression(let e) = number { return (spacing, e) }
        return (spacing, nil)
    }

    /// `fixed(10)`, `flexible(8)`, or `{fixed: 10}`: a spacing that cannot depend on the
    /// container (edge spacing).
    func spacing(_ node: DocumentNode, at path: DocumentPath) -> Spacing? {
        guard
            let (kind, number) = call(
                node, at: path, kinds: SpacingKind.allCases, what: "a spacing",
                example: "fixed(10) or flexible(10)", containerKinds: [])
        else { return nil }
        guard case .value(let value) = number else { return nil }
        return kind == .fixed ? .fixed(value) : .flexible(value)
    }

    /// Reads `name(argument)` or `{name: argument}` where the argument is a constant expression,
    /// or for `containerKinds` an expression over the layout container.
    private func call<K: RawRepresentable & CaseIterable & Equatable>(
        _ node: DocumentNode, at path: DocumentPath, kinds: [K], what: String, example: String, containerKinds: [K]
    ) -> (K, ContainerNumber)? where K.RawValue == String {
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
            if containerKinds.contains(kind), case .scalar(let scalar) = valueNode, !scalar.isPlain || Self.parseNumber(scalar.string) == nil,
                let expression = containerExpression(scalar.string)
            {
                record(path, valueNode)
                return (kind, .expression(expression))
            }
            guard let value = constant(valueNode, at: path) else { return nil }
            return (kind, .value(value))
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
                let expression = try Expression(parsing: Self.unquoted(argument))
                if !expression.variables.isEmpty, expression.variables.allSatisfy(ContainerSize.variableNames.contains) {
                    guard containerKinds.contains(kind) else {
                        let names = containerKinds.map { "\($0.rawValue)(…)" }
                        let allowed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names.joined()
                        self.error(
                            path, node,
                            "\(name)(…) takes a constant; only \(allowed.isEmpty ? "numbers outside this value" : allowed) may use container.width and container.height"
                        )
                        return nil
                    }
                    return (kind, .expression(expression))
                }
                let value = try expression.evaluate([:])
                return (kind, .value(value))
            } catch {
                var message = "in \(name)(…): \(error)"
                if containerKinds.contains(kind), case .unknownVariable(let variable, _) = error {
                    message =
                        "in \(name)(…): unknown variable '\(DiagnosticText.excerpt(variable))'; known here: \(ContainerSize.variableNames.joined(separator: ", "))"
                    if let suggestion = Suggestion.closest(to: variable, among: ContainerSize.variableNames) {
                        message += " (did you mean '\(suggestion)'?)"
                    }
                }
                self.error(path, node, message)
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

    /// A plain number, or a string holding an expression over the layout container
    /// (`"container.width * 0.05"`); any other string is refused as `number` refuses it.
    func containerNumber(_ node: DocumentNode, at path: DocumentPath) -> ContainerNumber? {
        if case .scalar(let scalar) = node, !scalar.isPlain || Self.parseNumber(scalar.string) == nil {
            if let expression = containerExpression(scalar.string) {
                record(path, node)
                return .expression(expression)
            }
            if let suggestion = Self.misspelledContainerVariable(scalar.string) {
                record(path, node)
                error(
                    path, node,
                    "unknown variable in '\(DiagnosticText.excerpt(scalar.string))'; known here: \(ContainerSize.variableNames.joined(separator: ", ")) (did you mean '\(suggestion)'?)"
                )
                return nil
            }
        }
        return number(node, at: path).map(ContainerNumber.value)
    }

    /// A whole number, or a string holding an expression over the layout container whose whole
    /// part is the count.
    func containerCount(_ node: DocumentNode, at path: DocumentPath) -> ContainerNumber? {
        if case .scalar(let scalar) = node, !scalar.isPlain || Self.parseNumber(scalar.string) == nil,
            let expression = containerExpression(scalar.string)
        {
            record(path, node)
            return .expression(expression)
        }
        return integer(node, at: path).map { .value(Double($0)) }
    }

    /// The text as an expression that names the layout container and nothing else, or nil.
    private func containerExpression(_ text: String) -> Expression? {
        guard let expression = try? Expression(parsing: text), !expression.variables.isEmpty,
            expression.variables.allSatisfy(ContainerSize.variableNames.contains)
        else { return nil }
        return expression
    }

    /// The container variable an expression's unknown variable was probably meant to be
    /// (`container.widht`).
    private static func misspelledContainerVariable(_ text: String) -> String? {
        guard let expression = try? Expression(parsing: text) else { return nil }
        for name in expression.variables where !ContainerSize.variableNames.contains(name) {
            if let suggestion = Suggestion.closest(to: name, among: ContainerSize.variableNames) { return suggestion }
        }
        return nil
    }

    /// `absolute("…")` may quote its argument; the quotes are not part of the expression.
    private static func unquoted(_ argument: String) -> String {
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        for quote in ["\"", "'"] where trimmed.count >= 2 && trimmed.hasPrefix(quote) && trimmed.hasSuffix(quote) {
            return String(trimmed.dropFirst().dropLast())
        }
        return argument
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

    /// One number for all four edges, or `{top, leading, bottom, trailing}` (missing = 0); each
    /// a number or an expression over the layout container.
    func insets(_ node: DocumentNode, at path: DocumentPath) -> Insets? {
        record(path, node)
        if case .scalar = node {
            guard let number = containerNumber(node, at: path) else { return nil }
            var insets = Insets()
            for edge in DirectionalEdge.allCases { number.assign(to: &insets, edge) }
            return insets
        }
        guard let map = mapping(node, at: path) else { return nil }
        var insets = Insets()
        var ok = true
        for edge in DirectionalEdge.allCases {
            guard map.has(edge.rawValue) else {
                map.consume(edge.rawValue)
                continue
            }
            if let number = map.optional(edge.rawValue, containerNumber) { number.assign(to: &insets, edge) } else { ok = false }
        }
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
        // Opposite edges are accepted, as UIKit accepts them (they centre the item on that axis;
        // the `opposite-anchor-edges` lint rule says so).
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

/// A number a document gives where the layout container may decide it.
enum ContainerNumber {
    case value(Double)
    case expression(Expression)

    /// Writes the number, or the expression with its reference value, on one edge.
    func assign(to insets: inout Insets, _ edge: DirectionalEdge) {
        switch self {
        case .value(let v): insets[edge] = v
        case .expression(let e): insets.setContainerExpression(e, on: edge)
        }
    }
}
