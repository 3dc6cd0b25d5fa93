/// One pass of `Validator` over a definition.
struct ValidationRun {
    let sourceMap: SourceMap
    private(set) var diagnostics: [Diagnostic] = []

    init(sourceMap: SourceMap) {
        self.sourceMap = sourceMap
    }

    mutating func error(_ path: DocumentPath, _ message: String) {
        // A container expression that fails in the reference container is reported once, as
        // such; the number stored beside it would only repeat the failure less clearly.
        if failedExpressions.contains(path) { return }
        diagnostics.append(Diagnostic(.error, at: path, location: sourceMap.location(of: path), message))
    }

    /// Paths of container expressions that give no usable number in `ContainerSize.reference`.
    private var failedExpressions: Set<DocumentPath> = []

    mutating func check(_ definition: LayoutDefinition) {
        checkContainerExpressions(definition)
        checkName(definition.name)
        if let title = definition.title { maximumLength(title, DefinitionLimits.maximumTitleLength, .root / "title") }
        if let summary = definition.summary { maximumLength(summary, DefinitionLimits.maximumSummaryLength, .root / "summary") }
        // Tags are stored sorted, so an index would not point at the document's entry: report
        // on the list and name the tag instead.
        let tagLimit = DefinitionLimits.maximumTagLength
        for tag in definition.tags where tag.isEmpty || tag.count > tagLimit {
            error(.root / "tags", "tag \"\(DiagnosticText.excerpt(tag, limit: 20))\" must be 1–\(tagLimit) characters, got \(tag.count)")
        }
        if definition.tags.count > DefinitionLimits.maximumTags {
            error(.root / "tags", "at most \(DefinitionLimits.maximumTags) tags, got \(definition.tags.count)")
        }
        checkLintAllowances(definition.lint)
        let configuration = definition.configuration
        length(configuration.interSectionSpacing, .root / "configuration" / "interSectionSpacing")
        uniqueKinds(configuration.boundarySupplementaryItems.map(\.elementKind), .root / "configuration" / "boundarySupplementaryItems")
        checkSectionKinds(definition.sections)
        checkPreview(definition)
        definition.forEachElement { element, path in check(element, path) }
    }

    /// Container expressions evaluated in `ContainerSize.reference`: what can be said without
    /// the devices (the catalog's service evaluates them on every device it knows too).
    private mutating func checkContainerExpressions(_ definition: LayoutDefinition) {
        let failures = definition.containerExpressionErrors(in: .reference)
        for failure in failures {
            error(failure.path, failure.message)
            failedExpressions.insert(failure.path)
        }
    }

    /// `sectionsByKind`: each kind a usable switch case, named once.
    private mutating func checkSectionKinds(_ provider: SectionProvider) {
        guard case .byKind(let entries, _) = provider else { return }
        if entries.count > DefinitionLimits.maximumSectionKinds {
            error(.root / "sectionsByKind", "at most \(DefinitionLimits.maximumSectionKinds) kinds, got \(entries.count)")
        }
        var seen: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let path = DocumentPath.root / "sectionsByKind" / index / "kind"
            if let problem = Self.sectionKindProblem(entry.kind) {
                error(path, problem)
            } else if let first = seen[entry.kind] {
                error(path, "kind '\(DiagnosticText.excerpt(entry.kind))' is already given at sectionsByKind[\(first)]; each kind has one entry")
            } else {
                seen[entry.kind] = index
            }
        }
    }

    /// Why a `sectionsByKind` kind cannot be one, or nil. A kind is what comes before an
    /// identifier's parenthesis (`SectionIdentifier.kind(of:)`), so it holds none.
    static func sectionKindProblem(_ kind: String) -> String? {
        let limit = DefinitionLimits.maximumSectionKindLength
        if kind.isEmpty || kind.count > limit { return "a kind must be 1–\(limit) characters, got \(kind.count)" }
        if kind.contains("(") || kind.contains(")") {
            return
                "kind '\(DiagnosticText.excerpt(kind))' may not hold parentheses: an identifier's kind is its text before '(' (category for category(id: 7))"
        }
        if kind.trimmingWhitespace != kind { return "kind '\(DiagnosticText.excerpt(kind))' may not start or end with spaces" }
        if kind.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "kind '\(DiagnosticText.excerpt(kind))' may not hold control characters"
        }
        return nil
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
        let allowed = DefinitionLimits.nameCharacters
        let limit = DefinitionLimits.maximumNameLength
        if name.isEmpty || name.count > limit {
            error(path, "name must be 1–\(limit) characters, got \(name.count)")
        } else if let bad = name.first(where: { !allowed.contains($0) }) {
            error(
                path,
                "name '\(DiagnosticText.excerpt(name))' may only use lowercase letters, digits, '-', '_' and '.'; found '\(DiagnosticText.escaped(String(bad)))'"
            )
        } else if let first = name.first, !first.isLetter && !first.isNumber {
            error(path, "name '\(name)' must start with a letter or a digit")
        }
    }

    private mutating func checkPreview(_ definition: LayoutDefinition) {
        guard let preview = definition.preview else { return }
        let itemLimit = DefinitionLimits.maximumPreviewItemsPerSection
        for (index, count) in preview.itemCounts.enumerated() where count < 0 || count > itemLimit {
            error(
                .root / "preview" / "itemCounts" / index,
                count < 0
                    ? "an item count must be ≥ 0, got \(count)"
                    : "at most \(itemLimit) items per section, got \(count)")
        }
        if preview.itemCounts.count > DefinitionLimits.maximumPreviewSections {
            error(
                .root / "preview" / "itemCounts", "at most \(DefinitionLimits.maximumPreviewSections) data sections, got \(preview.itemCounts.count)")
        }
        if let dataset = preview.dataset { maximumLength(dataset, DefinitionLimits.maximumNameLength, .root / "preview" / "dataset") }
        for (index, count) in preview.itemCounts.enumerated() where count > 0 {
            let identifier = preview.sectionIdentifiers.flatMap { index < $0.count ? $0[index] : nil }
            // Only where the definition says so: with no choice at all, the checks below speak.
            guard definition.sections.choice(forDataSection: index, identifier: identifier) == .returnsNil else { continue }
            error(
                .root / "preview" / "itemCounts" / index,
                "the section provider returns nil for data section \(index), so it can hold no items (UIKit raises 'Invalid section definition'), got \(count)"
            )
        }
        // Past the end without a defaultSection the provider returns nil: only items there are wrong.
        if case .perIndex(let list, nil) = definition.sections, preview.itemCounts.dropFirst(list.count).contains(where: { $0 > 0 }) {
            error(
                .root / "preview" / "itemCounts",
                "\(preview.itemCounts.count) data sections but only \(list.count) entries in sections and no defaultSection")
        }
        let identifiersPath = DocumentPath.root / "preview" / "sectionIdentifiers"
        guard case .byKind(let entries, let fallback) = definition.sections else {
            if preview.sectionIdentifiers != nil {
                error(identifiersPath, "sectionIdentifiers choose sections only with sectionsByKind; this layout does not go by kind")
            }
            return
        }
        guard let identifiers = preview.sectionIdentifiers else {
            // Without identifiers, data section i takes the i-th kind, then defaultSection.
            if fallback == nil, preview.itemCounts.dropFirst(entries.count).contains(where: { $0 > 0 }) {
                error(
                    .root / "preview" / "itemCounts",
                    "\(preview.itemCounts.count) data sections but only \(entries.count) kinds in sectionsByKind and no defaultSection; give preview.sectionIdentifiers"
                )
            }
            return
        }
        if identifiers.count != preview.itemCounts.count {
            error(identifiersPath, "\(identifiers.count) section identifiers for \(preview.itemCounts.count) item counts; give one per data section")
        }
        let limit = DefinitionLimits.maximumSectionIdentifierLength
        for (index, identifier) in identifiers.enumerated() {
            if identifier.isEmpty || identifier.count > limit {
                error(identifiersPath / index, "a section identifier must be 1–\(limit) characters, got \(identifier.count)")
            } else if fallback == nil, definition.sections.kindEntry(forIdentifier: identifier) == nil,
                index >= preview.itemCounts.count || preview.itemCounts[index] > 0
            {
                error(
                    identifiersPath / index,
                    "no section for identifier '\(DiagnosticText.excerpt(identifier))': its kind '\(DiagnosticText.excerpt(SectionIdentifier.kind(of: identifier)))' is not in sectionsByKind and there is no defaultSection"
                )
            }
        }
    }

    private mutating func check(_ element: DefinitionElement, _ path: DocumentPath) {
        switch element {
        case .section(let section):
            length(section.interGroupSpacing, path / "interGroupSpacing")
            insets(section.contentInsets, path / "contentInsets")
            if case .list(let list) = section.content, let padding = list.headerTopPadding {
                length(padding, path / "list" / "headerTopPadding")
            }
            if !section.supplementariesFollowContentInsets, section.supplementaryContentInsetsReference != .automatic {
                // From iOS 16 one property is the other: both given would say two things.
                error(
                    path / "supplementariesFollowContentInsets",
                    "give either supplementariesFollowContentInsets: false or supplementaryContentInsetsReference (its iOS 16 successor), not both")
            }
            uniqueKinds(section.boundarySupplementaryItems.map(\.elementKind), path / "boundarySupplementaryItems")
            uniqueKinds(section.decorationItems.map(\.elementKind), path / "decorationItems")
            if let when = section.when {
                if let min = when.minWidth { length(min, path / "when" / "minWidth") }
                if let max = when.maxWidth { length(max, path / "when" / "maxWidth") }
                if let min = when.minWidth, let max = when.maxWidth, min > max {
                    error(
                        path / "when",
                        "minWidth \(CanonicalNumber.format(min)) is greater than maxWidth \(CanonicalNumber.format(max)); no width satisfies it")
                }
            }
        case .group(let group, let parent):
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
                checkCustomFrames(custom, of: group, parent: parent, path)
            case .subitems:
                break
            }
            checkLeaves(group, path)
            checkRoom(group, path)
        case .item(let item, _):
            size(item.size, path / "size")
            insets(item.contentInsets, path / "contentInsets")
            edgeSpacing(item.edgeSpacing, path / "edgeSpacing")
            uniqueKinds(item.supplementaryItems.map(\.elementKind), path / "supplementaryItems")
        case .supplementary(let item):
            kind(item.elementKind, path / "elementKind")
            size(item.size, path / "size", acceptsZeroEstimate: true)
            offset(item.containerAnchor.offset.point, path / "containerAnchor")
            if let anchor = item.itemAnchor { offset(anchor.offset.point, path / "itemAnchor") }
        case .boundary(let item, let section):
            if section == nil, !item.size.containerExpressions.isEmpty || !item.contentInsets.containerExpressions.isEmpty {
                // UIKit takes the configuration's boundary items before any section provider call
                // has an environment: nothing there can know the container.
                error(
                    path,
                    "a layout-wide header or footer is built before the layout has a container: its size and insets cannot use container.width or container.height (a section's boundary items can)"
                )
            }
            kind(item.elementKind, path / "elementKind")
            size(item.size, path / "size", acceptsZeroEstimate: true)
            insets(item.contentInsets, path / "contentInsets")
            offset(item.offset, path / "offset")
        case .decoration(let item, _):
            kind(item.elementKind, path / "elementKind")
            insets(item.contentInsets, path / "contentInsets")
        case .customFrame(let frame, _, _):
            for (key, expression) in frame.fields {
                if let value = expression.constant {
                    if !value.isFinite {
                        error(path / key, "must be a finite number, got \(value)")
                    } else if abs(value) > DefinitionLimits.maximumLength {
                        error(
                            path / key,
                            "must be at most \(CanonicalNumber.format(DefinitionLimits.maximumLength)) in magnitude, got \(CanonicalNumber.format(value))"
                        )
                    } else if (key == "width" || key == "height") && value < 0 {
                        error(path / key, "must be ≥ 0, got \(CanonicalNumber.format(value))")
                    }
                } else {
                    checkExpression(expression, path / key)
                }
            }
        }
    }

    // MARK: Value rules

    /// - Parameter acceptsZeroEstimate: `estimated(0)` is valid (supplementary and boundary
    ///   items: UIKit takes it and sizes the view to fit, and shipping apps write it; lint's
    ///   `zero-estimate` says what it means).
    private mutating func size(_ size: LayoutSize, _ path: DocumentPath, acceptsZeroEstimate: Bool = false) {
        dimension(size.width, path / "width", acceptsZeroEstimate: acceptsZeroEstimate)
        dimension(size.height, path / "height", acceptsZeroEstimate: acceptsZeroEstimate)
    }

    private mutating func dimension(_ dimension: Dimension, _ path: DocumentPath, acceptsZeroEstimate: Bool) {
        let value = dimension.value
        let name = dimension.kind.rawValue
        guard value.isFinite else {
            error(path, "\(name) must be a finite number, got \(value)")
            return
        }
        let most = dimension.isFractional ? DefinitionLimits.maximumFraction : DefinitionLimits.maximumLength
        switch dimension {
        case .fractionalWidth, .fractionalHeight:
            // 0 is what an app writes for a section that shows nothing (lint `zero-fraction`).
            if value < 0 { error(path, "fraction must be ≥ 0, got \(CanonicalNumber.format(value))") }
        case .absolute:
            if value < 0 { error(path, "absolute size must be ≥ 0, got \(CanonicalNumber.format(value))") }
        case .estimated where acceptsZeroEstimate:
            if value < 0 { error(path, "estimated size must be ≥ 0, got \(CanonicalNumber.format(value))") }
        case .estimated, .uniformAcrossSiblings:
            let what = dimension.kind == .estimated ? "estimated size" : "\(name) estimate"
            if value <= 0 { error(path, "\(what) must be > 0, got \(CanonicalNumber.format(value))") }
        }
        if value > most {
            error(path, "\(name) must be at most \(CanonicalNumber.format(most)), got \(CanonicalNumber.format(value))")
        }
    }

    /// A length that must be finite, ≥ 0 and at most `DefinitionLimits.maximumLength`.
    private mutating func length(_ value: Double, _ path: DocumentPath) {
        if !value.isFinite {
            error(path, "must be a finite number, got \(value)")
        } else if value < 0 {
            error(path, "must be ≥ 0, got \(CanonicalNumber.format(value))")
        } else if value > DefinitionLimits.maximumLength {
            error(path, "must be at most \(CanonicalNumber.format(DefinitionLimits.maximumLength)), got \(CanonicalNumber.format(value))")
        }
    }

    /// A string of at most `limit` characters.
    private mutating func maximumLength(_ text: String, _ limit: Int, _ path: DocumentPath) {
        let count = text.count
        if count > limit { error(path, "must be at most \(limit) characters, got \(count)") }
    }

    private mutating func insets(_ insets: Insets, _ path: DocumentPath) {
        let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
        if edges.allSatisfy({ $0.1 == edges[0].1 }) {
            length(insets.top, path)
        } else {
            for (key, value) in edges { length(value, path / key) }
        }
    }

    private mutating func spacing(_ spacing: Spacing, _ path: DocumentPath) {
        length(spacing.minimum, path)
    }

    /// Edge spacing: a fixed edge may be negative (it pulls the element and the ones after it
    /// back, which shipping code uses for overlap; lint `negative-edge-spacing`), a flexible one
    /// may not (it is a minimum that leftover space is added to).
    private mutating func edgeSpacing(_ edges: EdgeSpacing?, _ path: DocumentPath) {
        guard let edges else { return }
        for (key, value) in [("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing), ("bottom", edges.bottom)] {
            guard let value else { continue }
            if value.isFlexible {
                spacing(value, path / key)
            } else if !value.minimum.isFinite {
                error(path / key, "must be a finite number, got \(value.minimum)")
            } else if abs(value.minimum) > DefinitionLimits.maximumLength {
                error(
                    path / key,
                    "must be at most \(CanonicalNumber.format(DefinitionLimits.maximumLength)) in magnitude, got \(CanonicalNumber.format(value.minimum))"
                )
            }
        }
    }

    private mutating func offset(_ point: Point, _ path: DocumentPath) {
        if !point.x.isFinite || !point.y.isFinite {
            error(path, "offsets must be finite numbers")
        } else if abs(point.x) > DefinitionLimits.maximumLength || abs(point.y) > DefinitionLimits.maximumLength {
            error(path, "offsets must be at most \(CanonicalNumber.format(DefinitionLimits.maximumLength)) in magnitude")
        }
    }

    private mutating func positiveCount(_ count: Int, _ path: DocumentPath) {
        let limit = DefinitionLimits.maximumLeavesPerGroup
        if count < 1 {
            error(path, "must be ≥ 1, got \(count)")
        } else if count > limit {
            error(path, "must be at most \(limit) (the most items one group may hold), got \(count)")
        }
    }

    private mutating func kind(_ kind: String, _ path: DocumentPath) {
        if kind.trimmingWhitespace.isEmpty {
            error(path, "elementKind must not be empty")
        } else {
            maximumLength(kind, DefinitionLimits.maximumElementKindLength, path)
        }
    }

    private mutating func uniqueKinds(_ kinds: [String], _ path: DocumentPath) {
        var seen: [String: Int] = [:]
        for (index, kind) in kinds.enumerated() {
            if let first = seen[kind] {
                error(
                    path / index / "elementKind",
                    "duplicate elementKind '\(DiagnosticText.excerpt(kind))' (also at \(path / first)); each kind must be unique on its host")
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
            if axis == group.mainAxis, case .count(let child, let count) = group.children, count >= 1,
                count <= DefinitionLimits.maximumLeavesPerGroup
            {
                // As the resolver divides: every copy's edge spacing and the gaps between them
                // come off the content box before it is shared out.
                if let spacing = group.interItemSpacing, count > 1 {
                    let gaps = spacing.minimum * Double(count - 1)
                    used += gaps
                    detail += " and \(count - 1) gaps of \(CanonicalNumber.format(spacing.minimum)) take \(CanonicalNumber.format(gaps))"
                }
                let edges = (child.edgeSpacing?.start(along: axis)?.minimum ?? 0) + (child.edgeSpacing?.end(along: axis)?.minimum ?? 0)
                if edges > 0 {
                    used += edges * Double(count)
                    detail += " and the edge spacing of \(count) copies takes \(CanonicalNumber.format(edges * Double(count)))"
                }
            }
            if used > length {
                error(
                    path / "size" / (axis == .horizontal ? "width" : "height"),
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
