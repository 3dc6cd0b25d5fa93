/// A container expression that gives no usable number in one container.
public struct ContainerExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the expression is written (`sections[1].group.size.width`).
    public var path: DocumentPath
    /// The expression, as the canonical form writes it.
    public var expression: String
    /// What it gave: `-20`, `nan`, a count of 0.
    public var problem: String
    /// The container it was evaluated in.
    public var container: ContainerSize

    /// The problem without the path: `'container.width - 400' is negative (-10) in a container of 390 × 844`.
    public var message: String {
        "'\(expression)' \(problem) in a container of \(CanonicalNumber.format(container.width)) × \(CanonicalNumber.format(container.height))"
    }

    public var description: String { "\(path): \(message)" }
}

/// Definitions with container expressions evaluated in one container: the same definition with
/// plain numbers, which is what the resolver lays out and the runtime builds, each in the
/// container it is given.
extension LayoutDefinition {
    /// Whether any dimension, spacing, inset or count is an expression over the container.
    public var hasContainerExpressions: Bool {
        configuration.boundarySupplementaryItems.contains(where: \.hasContainerExpressions)
            || sectionsWithPaths.contains { $0.section.hasContainerExpressions }
    }

    /// Every container expression with its document path, in document order.
    public var containerExpressions: [(path: DocumentPath, expression: Expression)] {
        var found: [(path: DocumentPath, expression: Expression)] = []
        forEachElement { element, path in
            switch element {
            case .section(let section):
                if let e = section.interGroupSpacingExpression { found.append((path / "interGroupSpacing", e)) }
                found += Self.expressions(section.contentInsets, path / "contentInsets")
            case .group(let group, _):
                found += Self.expressions(group.size, path / "size")
                if let e = group.containerExpressions[.count] { found.append((path / "count", e)) }
                if let e = group.containerExpressions[.interItemSpacing] { found.append((path / "interItemSpacing", e)) }
                found += Self.expressions(group.contentInsets, path / "contentInsets")
            case .item(let item, _):
                found += Self.expressions(item.size, path / "size")
                found += Self.expressions(item.contentInsets, path / "contentInsets")
            case .supplementary(let item):
                found += Self.expressions(item.size, path / "size")
            case .boundary(let item, _):
                found += Self.expressions(item.size, path / "size")
                found += Self.expressions(item.contentInsets, path / "contentInsets")
            case .decoration(let item, _):
                found += Self.expressions(item.contentInsets, path / "contentInsets")
            case .customFrame:
                break
            }
        }
        return found
    }

    private static func expressions(_ size: LayoutSize, _ path: DocumentPath) -> [(path: DocumentPath, expression: Expression)] {
        [Axis.horizontal, .vertical].compactMap { axis in
            size.containerExpressions[axis].map { (path / (axis == .horizontal ? "width" : "height"), $0) }
        }
    }

    private static func expressions(_ insets: Insets, _ path: DocumentPath) -> [(path: DocumentPath, expression: Expression)] {
        DirectionalEdge.allCases.compactMap { edge in insets.containerExpressions[edge].map { (path / edge.rawValue, $0) } }
    }

    /// Every container expression that gives no usable number in `container`, each on its own
    /// (the specialization stops at the first), in document order.
    /// - Parameter container: the layout environment's `effectiveContentSize`.
    /// - Returns: one error per failing expression.
    public func containerExpressionErrors(in container: ContainerSize) -> [ContainerExpressionError] {
        let evaluator = ContainerEvaluator(container: container)
        var errors: [ContainerExpressionError] = []
        for (path, expression) in containerExpressions {
            do {
                if path.lastKey == "count" {
                    _ = try evaluator.count(expression, path)
                } else {
                    _ = try evaluator.value(expression, path)
                }
            } catch {
                errors.append(error)
            }
        }
        return errors
    }

    /// The definition with every container expression replaced by its value in `container`:
    /// the configuration's boundary items and every section.
    /// - Parameter container: the layout environment's `effectiveContentSize`.
    /// - Throws: `ContainerExpressionError` for the first expression (in document order) that
    ///   is not a finite number, is negative, or gives a count below 1.
    public func specialized(in container: ContainerSize) throws(ContainerExpressionError) -> LayoutDefinition {
        guard hasContainerExpressions else { return self }
        var result = self
        result.configuration = try configuration.specialized(in: container)
        let evaluator = ContainerEvaluator(container: container)
        result.sections = try sections.mapSections { section, path throws(ContainerExpressionError) in
            try evaluator.section(section, path)
        }
        return result
    }
}

extension LayoutConfiguration {
    /// The configuration with its boundary items' container expressions evaluated in
    /// `container`.
    /// - Parameter container: the layout environment's `effectiveContentSize`.
    /// - Throws: `ContainerExpressionError` as `LayoutDefinition.specialized(in:)`.
    public func specialized(in container: ContainerSize) throws(ContainerExpressionError) -> LayoutConfiguration {
        var result = self
        let evaluator = ContainerEvaluator(container: container)
        let path = DocumentPath.root / "configuration" / "boundarySupplementaryItems"
        for index in result.boundarySupplementaryItems.indices {
            result.boundarySupplementaryItems[index] = try evaluator.boundary(result.boundarySupplementaryItems[index], path / index)
        }
        return result
    }
}

extension Section {
    /// Whether any number of the section (its groups, items, headers, footers and backgrounds
    /// included) is an expression over the layout container: what decides that the exported code
    /// and the runtime read the container for it.
    public var hasContainerExpressions: Bool { hasContainerExpressions { _ in true } }

    /// Whether any of the section's container expressions passes `test` (one that reads the
    /// container's size, not only the display scale: what decides that the exported code reads
    /// `layoutEnvironment.container`).
    /// - Parameter test: the question asked of each expression.
    public func hasContainerExpressions(where test: (Expression) -> Bool) -> Bool {
        interGroupSpacingExpression.map(test) ?? false || contentInsets.containerExpressions.values.contains(where: test)
            || boundarySupplementaryItems.contains { $0.hasContainerExpressions(where: test) }
            || decorationItems.contains { $0.contentInsets.containerExpressions.values.contains(where: test) }
            || (group?.hasContainerExpressions(where: test) ?? false)
    }

    /// The section with its container expressions evaluated in `container`.
    /// - Parameters:
    ///   - container: the layout environment's `effectiveContentSize`.
    ///   - path: the section's document path, for errors.
    /// - Throws: `ContainerExpressionError` as `LayoutDefinition.specialized(in:)`.
    public func specialized(in container: ContainerSize, at path: DocumentPath) throws(ContainerExpressionError) -> Section {
        try ContainerEvaluator(container: container).section(self, path)
    }
}

extension Group {
    /// Whether any number of the group or of anything inside it is an expression over the
    /// layout container.
    public var hasContainerExpressions: Bool { hasContainerExpressions { _ in true } }

    /// Whether any container expression of the group or of anything inside it passes `test`.
    /// - Parameter test: the question asked of each expression.
    public func hasContainerExpressions(where test: (Expression) -> Bool) -> Bool {
        if size.containerExpressions.values.contains(where: test) || contentInsets.containerExpressions.values.contains(where: test)
            || containerExpressions.values.contains(where: test)
            || supplementaryItems.contains(where: { $0.size.containerExpressions.values.contains(where: test) })
        {
            return true
        }
        switch children {
        case .subitems(let list): return list.contains { $0.hasContainerExpressions(where: test) }
        case .count(let child, _), .repeating(let child, _): return child.hasContainerExpressions(where: test)
        case .custom: return false
        }
    }
}

extension GroupChild {
    /// Whether any number of the child or of anything inside it is an expression over the
    /// layout container.
    public var hasContainerExpressions: Bool { hasContainerExpressions { _ in true } }

    /// Whether any container expression of the child or of anything inside it passes `test`.
    /// - Parameter test: the question asked of each expression.
    public func hasContainerExpressions(where test: (Expression) -> Bool) -> Bool {
        switch self {
        case .item(let item):
            item.size.containerExpressions.values.contains(where: test) || item.contentInsets.containerExpressions.values.contains(where: test)
                || item.supplementaryItems.contains(where: { $0.size.containerExpressions.values.contains(where: test) })
        case .group(let group): group.hasContainerExpressions(where: test)
        }
    }
}

extension BoundaryItem {
    /// Whether the item's size or insets use the layout container.
    public var hasContainerExpressions: Bool { hasContainerExpressions { _ in true } }

    /// Whether any of the item's container expressions passes `test`.
    /// - Parameter test: the question asked of each expression.
    public func hasContainerExpressions(where test: (Expression) -> Bool) -> Bool {
        size.containerExpressions.values.contains(where: test) || contentInsets.containerExpressions.values.contains(where: test)
    }
}

/// Evaluates container expressions in one container, element by element.
private struct ContainerEvaluator {
    let container: ContainerSize

    func value(_ expression: Expression, _ path: DocumentPath) throws(ContainerExpressionError) -> Double {
        func failure(_ problem: String) -> ContainerExpressionError {
            ContainerExpressionError(path: path, expression: expression.description, problem: problem, container: container)
        }
        let value: Double
        do {
            value = try expression.evaluate(container.variables)
        } catch {
            throw failure("cannot be evaluated: \(error)")
        }
        guard value.isFinite else { throw failure("is \(value) (not a finite number)") }
        guard value >= 0 else { throw failure("is negative (\(CanonicalNumber.format(value)))") }
        guard value <= DefinitionLimits.maximumLength else {
            throw failure("is \(CanonicalNumber.format(value)), past \(CanonicalNumber.format(DefinitionLimits.maximumLength))")
        }
        return value
    }

    /// A count: the value's whole part, at least 1.
    func count(_ expression: Expression, _ path: DocumentPath) throws(ContainerExpressionError) -> Int {
        let whole = Group.count(from: try value(expression, path))
        guard whole >= 1 else {
            throw ContainerExpressionError(path: path, expression: expression.description, problem: "gives a count of 0", container: container)
        }
        return whole
    }

    func section(_ section: Section, _ path: DocumentPath) throws(ContainerExpressionError) -> Section {
        var result = section
        if let e = section.interGroupSpacingExpression {
            result.setInterGroupSpacing(nil)
            result.interGroupSpacing = try value(e, path / "interGroupSpacing")
        }
        result.contentInsets = try insets(section.contentInsets, path / "contentInsets")
        if case .group(let group) = section.content { result.content = .group(try self.group(group, path / "group")) }
        for index in result.boundarySupplementaryItems.indices {
            result.boundarySupplementaryItems[index] = try boundary(
                result.boundarySupplementaryItems[index], path / "boundarySupplementaryItems" / index)
        }
        for index in result.decorationItems.indices {
            result.decorationItems[index].contentInsets = try insets(
                result.decorationItems[index].contentInsets, path / "decorationItems" / index / "contentInsets")
        }
        return result
    }

    func boundary(_ item: BoundaryItem, _ path: DocumentPath) throws(ContainerExpressionError) -> BoundaryItem {
        var result = item
        result.size = try size(item.size, path / "size")
        result.contentInsets = try insets(item.contentInsets, path / "contentInsets")
        return result
    }

    func group(_ group: Group, _ path: DocumentPath) throws(ContainerExpressionError) -> Group {
        var result = group
        result.size = try size(group.size, path / "size")
        result.contentInsets = try insets(group.contentInsets, path / "contentInsets")
        if let e = group.containerExpressions[.interItemSpacing] {
            let amount = try value(e, path / "interItemSpacing")
            result.setContainerExpression(nil, for: .interItemSpacing)
            result.interItemSpacing = group.interItemSpacing?.isFlexible == true ? .flexible(amount) : .fixed(amount)
        }
        var count: Int?
        if let e = group.containerExpressions[.count] {
            count = try self.count(e, path / "count")
            result.setContainerExpression(nil, for: .count)
        }
        for index in result.supplementaryItems.indices {
            result.supplementaryItems[index].size = try size(result.supplementaryItems[index].size, path / "supplementaryItems" / index / "size")
        }
        switch group.children {
        case .subitems(let children):
            var list: [GroupChild] = []
            for (index, child) in children.enumerated() { list.append(try self.child(child, path / "subitems" / index)) }
            result.children = .subitems(list)
        case .count(let child, let given):
            result.children = .count(try self.child(child, path / "subitem"), count: count ?? given)
        case .repeating(let child, let given):
            result.children = .repeating(try self.child(child, path / "repeatingSubitem"), count: count ?? given)
        case .custom:
            break
        }
        return result
    }

    func child(_ child: GroupChild, _ path: DocumentPath) throws(ContainerExpressionError) -> GroupChild {
        switch child {
        case .item(let item):
            var result = item
            let itemPath = path / "item"
            result.size = try size(item.size, itemPath / "size")
            result.contentInsets = try insets(item.contentInsets, itemPath / "contentInsets")
            for index in result.supplementaryItems.indices {
                result.supplementaryItems[index].size = try size(
                    result.supplementaryItems[index].size, itemPath / "supplementaryItems" / index / "size")
            }
            return .item(result)
        case .group(let nested):
            return .group(try group(nested, path / "group"))
        }
    }

    func size(_ size: LayoutSize, _ path: DocumentPath) throws(ContainerExpressionError) -> LayoutSize {
        guard !size.containerExpressions.isEmpty else { return size }
        var result = size
        for axis in [Axis.horizontal, .vertical] {
            guard let e = size.containerExpressions[axis] else { continue }
            let amount = try value(e, path / (axis == .horizontal ? "width" : "height"))
            result.setContainerExpression(nil, along: axis)
            result[axis] = size[axis].kind(amount)
        }
        return result
    }

    func insets(_ insets: Insets, _ path: DocumentPath) throws(ContainerExpressionError) -> Insets {
        guard !insets.containerExpressions.isEmpty else { return insets }
        var result = insets
        for edge in DirectionalEdge.allCases {
            guard let e = insets.containerExpressions[edge] else { continue }
            let amount = try value(e, path / edge.rawValue)
            result.setContainerExpression(nil, on: edge)
            result[edge] = amount
        }
        return result
    }
}
