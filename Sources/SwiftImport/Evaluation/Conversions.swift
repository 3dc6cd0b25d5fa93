import LayoutModel

/// Turning evaluated values into the definition format's values, where a layout needs them:
/// this is where an unknown value stops the import (or, with `allowPartial`, is replaced).
extension Interpreter {
    /// A number known now; `what` names it in messages.
    func double(_ value: Value, _ what: String, at position: SourcePosition) throws -> Double {
        markIndexUse(value)
        let value = Self.zeroAsNumber(try known(value, what))
        guard case .number(let n) = value else { throw mismatch(what, "a number", value, at: position) }
        guard let result = n.typed(as: .float).constant else {
            throw ImportFailure("cannot follow \(what): it depends on \(n.expression.variables.joined(separator: ", "))", at: position)
        }
        return result
    }

    /// A number known now, or an expression over the layout container
    /// (`environment.container.effectiveContentSize.width * 0.56`) with its value in
    /// `ContainerSize.reference`.
    func containerNumber(_ value: Value, _ what: String, at position: SourcePosition) throws -> (value: Double, expression: Expression?) {
        markIndexUse(value)
        let known = Self.zeroAsNumber(try known(value, what))
        let value = Self.containerVariable(known) ?? known
        guard case .number(let n) = value else { throw mismatch(what, "a number", value, at: position) }
        let typed = n.typed(as: .float)
        if let constant = typed.constant { return (constant, nil) }
        let variables = typed.expression.variables
        guard variables.allSatisfy(ContainerSize.variableNames.contains) else {
            throw ImportFailure("cannot follow \(what): it depends on \(variables.joined(separator: ", "))", at: position)
        }
        return (typed.expression.referenceValue, typed.expression)
    }

    /// The container's width used as a number: the variable `container.width` (its
    /// `effectiveContentSize`) or `container.contentSize.width`; nil for any other value.
    static func containerVariable(_ value: Value) -> Value? {
        switch value {
        case .environment(.providerWidth(let effective)):
            .number(Numeric(.variable(effective ? "container.width" : "container.contentSize.width"), kind: .float))
        default: nil
        }
    }

    /// A whole number known now, or an expression over the layout container whose whole part
    /// is the count (`Int(width / 80)`), with its value in `ContainerSize.reference`.
    func containerCount(_ value: Value, _ what: String, at position: SourcePosition) throws -> (value: Int, expression: Expression?) {
        let (number, expression) = try containerNumber(value, what, at: position)
        guard let expression else { return (try integer(value, what, at: position), nil) }
        return (Group.count(from: number), expression)
    }

    func integer(_ value: Value, _ what: String, at position: SourcePosition) throws -> Int {
        markIndexUse(value)
        let value = Self.zeroAsNumber(try known(value, what))
        guard case .number(let n) = value else { throw mismatch(what, "an integer", value, at: position) }
        guard let result = n.typed(as: .int).integer else {
            throw ImportFailure("cannot follow \(what): not an integer known before the app runs", at: position)
        }
        return result
    }

    /// `.zero` where a number is expected (`NSDirectionalEdgeInsets(top: .zero, …)`): an implicit
    /// member whose type the reader does not know, and every numeric type's `zero` is 0.
    static func zeroAsNumber(_ value: Value) -> Value {
        if case .enumCase(let c) = value, c.name == "zero", c.typeName == nil, c.type == nil, c.payload.isEmpty {
            return .number(.float(0))
        }
        return value
    }

    /// A frame field: an expression over the custom group's `width`, `height` (and `i`).
    func frameExpression(_ value: Value, _ what: String, at position: SourcePosition) throws -> Expression {
        markIndexUse(value)
        let value = Self.zeroAsNumber(try known(value, what))
        guard case .number(let n) = value else { throw mismatch(what, "a number", value, at: position) }
        return n.typed(as: .float).expression
    }

    func string(_ value: Value, _ what: String, at position: SourcePosition) throws -> String {
        let value = try known(value, what)
        guard case .string(let s) = value else { throw mismatch(what, "a string", value, at: position) }
        return s
    }

    func bool(_ value: Value, _ what: String, at position: SourcePosition) throws -> Bool {
        let value = try known(value, what)
        guard case .bool(let b) = value else { throw mismatch(what, "true or false", value, at: position) }
        return b
    }

    /// An enum case's name, checked against the names `allowed`.
    func caseName(_ value: Value, _ what: String, allowed: [String], at position: SourcePosition) throws -> String {
        let value = try known(value, what)
        guard case .enumCase(let c) = value else { throw mismatch(what, "one of .\(allowed.joined(separator: ", ."))", value, at: position) }
        guard allowed.contains(c.name) else {
            throw ImportFailure("\(what): .\(c.name) is not one of .\(allowed.joined(separator: ", ."))", at: position)
        }
        return c.name
    }

    /// A dimension, with the expression over the layout container its number is, if any.
    func dimension(_ value: Value, _ what: String, at position: SourcePosition) throws -> (Dimension, Expression?) {
        let value = try known(value, what)
        switch value {
        case .model(.dimension(let d)): return (d, nil)
        case .model(.containerDimension(let d, let e)): return (d, e)
        default: throw mismatch(what, "an NSCollectionLayoutDimension", value, at: position)
        }
    }

    func size(_ value: Value, _ what: String, at position: SourcePosition) throws -> LayoutSize {
        let value = try known(value, what)
        guard case .model(.size(let s)) = value else { throw mismatch(what, "an NSCollectionLayoutSize", value, at: position) }
        return s
    }

    /// A spacing, or nil for `nil`.
    func spacing(_ value: Value, _ what: String, at position: SourcePosition) throws -> Spacing? {
        let value = try known(value, what)
        if case .none = value { return nil }
        if case .enumCase(let c) = value, c.name == "none", c.typeName == nil { return nil }
        if case .model(.containerSpacing) = value {
            throw ImportFailure(
                "\(what): edge spacing cannot depend on the container in the definition format", at: position, reason: .environmentValue)
        }
        guard case .model(.spacing(let s)) = value else { throw mismatch(what, "an NSCollectionLayoutSpacing", value, at: position) }
        return s
    }

    /// A group's `interItemSpacing`, or nil for `nil`, with the expression over the layout
    /// container its amount is, if any.
    func interItemSpacing(_ value: Value, _ what: String, at position: SourcePosition) throws -> (Spacing?, Expression?) {
        if case .model(.containerSpacing(let s, let e)) = try known(value, what) { return (s, e) }
        return (try spacing(value, what, at: position), nil)
    }

    func insets(_ value: Value, _ what: String, at position: SourcePosition) throws -> Insets {
        let value = try known(value, what)
        switch value {
        case .model(.insets(let i)): return i
        case .enumCase(let c) where c.name == "zero": return .zero
        default: throw mismatch(what, "an NSDirectionalEdgeInsets", value, at: position)
        }
    }

    func edgeSpacing(_ value: Value, _ what: String, at position: SourcePosition) throws -> EdgeSpacing? {
        let value = try known(value, what)
        switch value {
        case .none: return nil
        case .enumCase(let c) where c.name == "none" && c.typeName == nil: return nil
        case .model(.edgeSpacing(let e)): return e
        default: throw mismatch(what, "an NSCollectionLayoutEdgeSpacing", value, at: position)
        }
    }

    func anchor(_ value: Value, _ what: String, at position: SourcePosition) throws -> Anchor {
        let value = try known(value, what)
        guard case .model(.anchor(let a)) = value else { throw mismatch(what, "an NSCollectionLayoutAnchor", value, at: position) }
        return a
    }

    /// `NSDirectionalRectEdge`: `[.top, .trailing]`, `.top`, `.all`, `[]`.
    func edges(_ value: Value, _ what: String, at position: SourcePosition) throws -> [DirectionalEdge] {
        let value = try known(value, what)
        func edges(of element: Value) throws -> [DirectionalEdge] {
            switch try known(element, what) {
            case .enumCase(let c):
                if let edge = DirectionalEdge(rawValue: c.name) { return [edge] }
                switch c.name {
                case "all": return DirectionalEdge.allCases
                case "horizontal": return [.leading, .trailing]
                case "vertical": return [.top, .bottom]
                default: throw ImportFailure("\(what): .\(c.name) is not an NSDirectionalRectEdge", at: position)
                }
            case .model(.edges(let list)): return list
            case let other: throw mismatch(what, "NSDirectionalRectEdge values", other, at: position)
            }
        }
        var result: [DirectionalEdge] = []
        if case .array(let list) = value {
            for element in list { for edge in try edges(of: element) where !result.contains(edge) { result.append(edge) } }
        } else {
            result = try edges(of: value)
        }
        return result.sorted()
    }

    /// A `CGPoint` known now.
    func point(_ value: Value, _ what: String, at position: SourcePosition) throws -> Point {
        let value = try known(value, what)
        switch value {
        case .model(.point(let x, let y)):
            return Point(x: try double(.number(x), "\(what).x", at: position), y: try double(.number(y), "\(what).y", at: position))
        case .enumCase(let c) where c.name == "zero":
            return .zero
        default:
            throw mismatch(what, "a CGPoint", value, at: position)
        }
    }

    /// An item or a group, copied as it is now (UIKit copies subitems into a group).
    func groupChild(_ value: Value, _ what: String, at position: SourcePosition) throws -> GroupChild {
        let value = try known(value, what)
        guard case .object(let object) = value, let child = object.groupChild else {
            throw mismatch(what, "an NSCollectionLayoutItem or NSCollectionLayoutGroup", value, at: position)
        }
        if object.copiedAt == nil { object.copiedAt = position }
        return child
    }

    /// The objects of an array (or one object), each copied as it is now.
    func objects(_ value: Value, _ what: String, at position: SourcePosition) throws -> [LayoutObject] {
        let value = try known(value, what)
        let list: [Value]
        if case .array(let elements) = value { list = elements } else { list = [value] }
        var result: [LayoutObject] = []
        for element in list {
            guard case .object(let object) = try known(element, what) else {
                throw mismatch(what, "layout objects", element, at: position)
            }
            if object.copiedAt == nil { object.copiedAt = position }
            result.append(object)
        }
        return result
    }

    func supplementaryItems(_ value: Value, _ what: String, at position: SourcePosition) throws -> [SupplementaryItem] {
        try objects(value, what, at: position).map { object in
            guard case .supplementary(let item) = object.state else {
                throw ImportFailure("\(what): expected NSCollectionLayoutSupplementaryItems, got \(object.kindName)", at: position)
            }
            return item
        }
    }

    func boundaryItems(_ value: Value, _ what: String, at position: SourcePosition) throws -> [BoundaryItem] {
        try objects(value, what, at: position).map { object in
            guard case .boundary(let item) = object.state else {
                throw ImportFailure("\(what): expected NSCollectionLayoutBoundarySupplementaryItems, got \(object.kindName)", at: position)
            }
            return item
        }
    }

    func decorationItems(_ value: Value, _ what: String, at position: SourcePosition) throws -> [DecorationItem] {
        try objects(value, what, at: position).map { object in
            guard case .decoration(let item) = object.state else {
                throw ImportFailure("\(what): expected NSCollectionLayoutDecorationItems, got \(object.kindName)", at: position)
            }
            return item
        }
    }

    func mismatch(_ what: String, _ expected: String, _ got: Value, at position: SourcePosition) -> ImportFailure {
        // The container's size where a value is wanted (`.estimated(environment.container
        // .effectiveContentSize.width)`): something a definition cannot say, not Swift the
        // importer misread.
        if case .environment = got {
            return ImportFailure(
                "\(what): the container's size used as a value; only comparisons of its width with constants can become `when` conditions",
                at: position, reason: .environmentValue)
        }
        return ImportFailure("\(what): expected \(expected), got \(got.kindDescription)", at: position)
    }
}
