/// One pass of `Validator` over a definition.
struct ValidationRun {
    let sourceMap: SourceMap
    private(set) var diagnostics: [Diagnostic] = []

    init(sourceMap: SourceMap) {
        self.sourceMap = sourceMap
    }

    mutating func error(_ path: DocumentPath, _ message: String) {
        diagnostics.append(Diagnostic(.error, at: path, location: sourceMap.location(of: path), message))
    }

    mutating func check(_ definition: LayoutDefinition) {
        checkName(definition.name)
        // Tags are stored sorted, so an index would not point at the document's entry: report
        // on the list and name the tag instead.
        for tag in definition.tags where tag.isEmpty || tag.count > 64 {
            error(.root / "tags", "tag \"\(tag.count > 64 ? String(tag.prefix(20)) + "…" : tag)\" must be 1–64 characters, got \(tag.count)")
        }
        checkLintAllowances(definition.lint)
        let configuration = definition.configuration
        nonNegative(configuration.interSectionSpacing, .root / "configuration" / "interSectionSpacing")
        uniqueKinds(configuration.boundarySupplementaryItems.map(\.elementKind), .root / "configuration" / "boundarySupplementaryItems")
        checkPreview(definition)
        definition.forEachElement { element, path in check(element, path) }
    }

    /// Naming a rule the linter does not have is an error, so a typo cannot silently allow
    /// nothing. Like tags the list is stored sorted: report on the list and name the id.
    private mutating func checkLintAllowances(_ lint: LintOptions) {
        let known = Linter.rules.map(\.id)
        for id in lint.allow where !known.contains(id) {
            var message = "unknown lint rule '\(id.count > 64 ? String(id.prefix(20)) + "…" : id)'"
            if let suggestion = Suggestion.closest(to: id, among: known) { message += " (did you mean '\(suggestion)'?)" }
            error(.root / "lint" / "allow", message + "; docs/lint-rules.md lists every rule")
        }
    }

    private mutating func checkName(_ name: String) {
        let path = DocumentPath.root / "name"
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_.")
        if name.isEmpty || name.count > 64 {
            error(path, "name must be 1–64 characters, got \(name.count)")
        } else if let bad = name.first(where: { !allowed.contains($0) }) {
            error(path, "name '\(name)' may only use lowercase letters, digits, '-', '_' and '.'; found '\(bad)'")
        } else if let first = name.first, !first.isLetter && !first.isNumber {
            error(path, "name '\(name)' must start with a letter or a digit")
        }
    }

    private mutating func checkPreview(_ definition: LayoutDefinition) {
        guard let preview = definition.preview else { return }
        for (index, count) in preview.itemCounts.enumerated() where count < 0 {
            error(.root / "preview" / "itemCounts" / index, "an item count must be ≥ 0, got \(count)")
        }
        if case .perIndex(let list, nil) = definition.sections, preview.itemCounts.count > list.count {
            error(.root / "preview" / "itemCounts", "\(preview.itemCounts.count) data sections but only \(list.count) entries in sections and no defaultSection")
        }
    }

    private mutating func check(_ element: DefinitionElement, _ path: DocumentPath) {
        switch element {
        case .section(let section):
            nonNegative(section.interGroupSpacing, path / "interGroupSpacing")
            insets(section.contentInsets, path / "contentInsets")
            uniqueKinds(section.boundarySupplementaryItems.map(\.elementKind), path / "boundarySupplementaryItems")
            uniqueKinds(section.decorationItems.map(\.elementKind), path / "decorationItems")
            if let when = section.when {
                if let min = when.minWidth { nonNegative(min, path / "when" / "minWidth") }
                if let max = when.maxWidth { nonNegative(max, path / "when" / "maxWidth") }
                if let min = when.minWidth, let max = when.maxWidth, min > max {
                    error(path / "when", "minWidth \(CanonicalNumber.format(min)) is greater than maxWidth \(CanonicalNumber.format(max)); no width satisfies it")
                }
            }
        case .group(let group, _):
            size(group.size, path / "size")
            insets(group.contentInsets, path / "contentInsets")
            if let spacing = group.interItemSpacing { self.spacing(spacing, path / "interItemSpacing") }
            edgeSpacing(group.edgeSpacing, path / "edgeSpacing")
            uniqueKinds(group.supplementaryItems.map(\.elementKind), path / "supplementaryItems")
            switch group.children {
            case .count(_, let count):
                positiveCount(count, path / "count")
            case .repeating(_, let count):
                positiveCount(count, path / "count")
            case .custom(let custom):
                if let repeated = custom.repeated { positiveCount(repeated.count, path / "repeat" / "count") }
            case .subitems:
                break
            }
            checkRoom(group, path)
        case .item(let item, _):
            size(item.size, path / "size")
            insets(item.contentInsets, path / "contentInsets")
            edgeSpacing(item.edgeSpacing, path / "edgeSpacing")
            uniqueKinds(item.supplementaryItems.map(\.elementKind), path / "supplementaryItems")
        case .supplementary(let item):
            kind(item.elementKind, path / "elementKind")
            size(item.size, path / "size")
            offset(item.containerAnchor.offset.point, path / "containerAnchor")
            if let anchor = item.itemAnchor { offset(anchor.offset.point, path / "itemAnchor") }
        case .boundary(let item, _):
            kind(item.elementKind, path / "elementKind")
            size(item.size, path / "size")
            insets(item.contentInsets, path / "contentInsets")
            offset(item.offset, path / "offset")
        case .decoration(let item, _):
            kind(item.elementKind, path / "elementKind")
            insets(item.contentInsets, path / "contentInsets")
        case .customFrame(let frame, _, _):
            for (key, expression) in frame.fields {
                guard let value = expression.constant else { continue }
                if !value.isFinite {
                    error(path / key, "must be a finite number, got \(value)")
                } else if (key == "width" || key == "height") && value < 0 {
                    error(path / key, "must be ≥ 0, got \(CanonicalNumber.format(value))")
                }
            }
        }
    }

    // MARK: Value rules

    private mutating func size(_ size: Size, _ path: DocumentPath) {
        dimension(size.width, path / "width")
        dimension(size.height, path / "height")
    }

    private mutating func dimension(_ dimension: Dimension, _ path: DocumentPath) {
        let value = dimension.value
        let name = dimension.kind.rawValue
        guard value.isFinite else {
            error(path, "\(name) must be a finite number, got \(value)")
            return
        }
        switch dimension {
        case .fractionalWidth, .fractionalHeight:
            if value <= 0 { error(path, "fraction must be > 0, got \(CanonicalNumber.format(value))") }
        case .absolute:
            if value < 0 { error(path, "absolute size must be ≥ 0, got \(CanonicalNumber.format(value))") }
        case .estimated, .uniformAcrossSiblings:
            let what = dimension.kind == .estimated ? "estimated size" : "\(name) estimate"
            if value <= 0 { error(path, "\(what) must be > 0, got \(CanonicalNumber.format(value))") }
        }
    }

    private mutating func nonNegative(_ value: Double, _ path: DocumentPath) {
        if !value.isFinite {
            error(path, "must be a finite number, got \(value)")
        } else if value < 0 {
            error(path, "must be ≥ 0, got \(CanonicalNumber.format(value))")
        }
    }

    private mutating func insets(_ insets: Insets, _ path: DocumentPath) {
        let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
        if edges.allSatisfy({ $0.1 == edges[0].1 }) {
            nonNegative(insets.top, path)
        } else {
            for (key, value) in edges { nonNegative(value, path / key) }
        }
    }

    private mutating func spacing(_ spacing: Spacing, _ path: DocumentPath) {
        nonNegative(spacing.minimum, path)
    }

    private mutating func edgeSpacing(_ edges: EdgeSpacing?, _ path: DocumentPath) {
        guard let edges else { return }
        for (key, value) in [("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing), ("bottom", edges.bottom)] {
            if let value { spacing(value, path / key) }
        }
    }

    private mutating func offset(_ point: Point, _ path: DocumentPath) {
        if !point.x.isFinite || !point.y.isFinite {
            error(path, "offsets must be finite numbers")
        }
    }

    private mutating func positiveCount(_ count: Int, _ path: DocumentPath) {
        if count < 1 { error(path, "must be ≥ 1, got \(count)") }
    }

    private mutating func kind(_ kind: String, _ path: DocumentPath) {
        if kind.trimmingWhitespace.isEmpty { error(path, "elementKind must not be empty") }
    }

    private mutating func uniqueKinds(_ kinds: [String], _ path: DocumentPath) {
        var seen: [String: Int] = [:]
        for (index, kind) in kinds.enumerated() {
            if let first = seen[kind] {
                error(path / index / "elementKind", "duplicate elementKind '\(kind)' (also at \(path / first)); each kind must be unique on its host")
            } else {
                seen[kind] = index
            }
        }
    }

    /// UIKit throws "There is no room for this NSCollectionLayoutGroup" when insets and spacing
    /// leave a negative content size; with absolute sizes that is knowable statically.
    private mutating func checkRoom(_ group: Group, _ path: DocumentPath) {
        for axis in Axis.allCases {
            // A negative or non-finite size is already reported by `dimension`.
            guard case .absolute(let length) = group.size[axis], length.isFinite, length >= 0 else { continue }
            var used = group.contentInsets.total(along: axis)
            var detail = "contentInsets take \(CanonicalNumber.format(used))"
            if axis == group.mainAxis, case .count(_, let count) = group.children, let spacing = group.interItemSpacing, count > 1 {
                let gaps = spacing.minimum * Double(count - 1)
                used += gaps
                detail += " and \(count - 1) gaps of \(CanonicalNumber.format(spacing.minimum)) take \(CanonicalNumber.format(gaps))"
            }
            if used > length {
                error(path / "size" / (axis == .horizontal ? "width" : "height"),
                      "no room for the group's content: \(detail), more than its \(CanonicalNumber.format(length)) pt")
            }
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
