/// The canonical form: the definition as a JSON value with defaults omitted and values
/// written one way (dimensions and spacings as `kind(value)` strings, insets as one number when
/// all four edges agree). Its compact text is what revisions store and hash.
extension LayoutDefinition {
    /// The canonical JSON value.
    public var canonicalJSON: JSONValue {
        var o: [String: JSONValue] = ["name": .string(name)]
        if format != LayoutDefinition.supportedFormat { o["format"] = .number(Double(format)) }
        if let title { o["title"] = .string(title) }
        if let summary { o["summary"] = .string(summary) }
        let tags = Array(Set(self.tags)).sorted()
        if !tags.isEmpty { o["tags"] = .array(tags.map(JSONValue.string)) }
        if !lint.isDefault {
            o["lint"] = .object(["allow": .array(Array(Set(lint.allow)).sorted().map(JSONValue.string))])
        }
        if let configuration = Canonical.configuration(configuration) { o["configuration"] = configuration }
        // `defaultSection: {returnsNil: true}` is what no `defaultSection` means: omitted.
        switch sections {
        case .single(let choice):
            o["section"] = Canonical.choice(choice)
        case .perIndex(let list, let fallback):
            o["sections"] = .array(list.map(Canonical.choice))
            if let fallback, fallback != .returnsNil { o["defaultSection"] = Canonical.choice(fallback) }
        case .byKind(let entries, let fallback):
            o["sectionsByKind"] = .array(entries.map(Canonical.kindSection))
            if let fallback, fallback != .returnsNil { o["defaultSection"] = Canonical.choice(fallback) }
        }
        if let preview {
            var p: [String: JSONValue] = ["itemCounts": .array(preview.itemCounts.map { .number(Double($0)) })]
            if let identifiers = preview.sectionIdentifiers { p["sectionIdentifiers"] = .array(identifiers.map(JSONValue.string)) }
            if let dataset = preview.dataset { p["dataset"] = .string(dataset) }
            o["preview"] = .object(p)
        }
        return .object(o)
    }

    /// The canonical JSON text (compact, sorted keys): the stored form of a revision.
    public var canonicalText: String { canonicalJSON.canonicalText }
}

/// Canonical encoders for each construct.
enum Canonical {
    static func configuration(_ c: LayoutConfiguration) -> JSONValue? {
        var o: [String: JSONValue] = [:]
        if c.scrollDirection != .vertical { o["scrollDirection"] = .string(c.scrollDirection.rawValue) }
        if c.interSectionSpacing != 0 { o["interSectionSpacing"] = .number(c.interSectionSpacing) }
        if c.contentInsetsReference != .safeArea { o["contentInsetsReference"] = .string(c.contentInsetsReference.rawValue) }
        if !c.boundarySupplementaryItems.isEmpty { o["boundarySupplementaryItems"] = .array(c.boundarySupplementaryItems.map(boundary)) }
        return o.isEmpty ? nil : .object(o)
    }

    static func choice(_ choice: SectionChoice) -> JSONValue {
        switch choice {
        case .section(let s): section(s)
        case .oneOf(let list): .object(["oneOf": .array(list.map(section))])
        case .returnsNil: .object(["returnsNil": .bool(true)])
        }
    }

    /// A `sectionsByKind` entry: its choice's keys with `kind` beside them.
    static func kindSection(_ entry: KindSection) -> JSONValue {
        guard case .object(var members) = choice(entry.choice) else { return .object(["kind": .string(entry.kind)]) }
        members["kind"] = .string(entry.kind)
        return .object(members)
    }

    static func section(_ s: Section) -> JSONValue {
        var o: [String: JSONValue] = [:]
        switch s.content {
        case .group(let g): o["group"] = group(g)
        case .list(let l):
            var list: [String: JSONValue] = [:]
            if l.appearance != .plain { list["appearance"] = .string(l.appearance.rawValue) }
            if l.headerMode != .none { list["headerMode"] = .string(l.headerMode.rawValue) }
            if l.footerMode != .none { list["footerMode"] = .string(l.footerMode.rawValue) }
            if let padding = l.headerTopPadding { list["headerTopPadding"] = .number(padding) }
            o["list"] = .object(list)
        }
        if let e = s.interGroupSpacingExpression {
            o["interGroupSpacing"] = .string(e.description)
        } else if s.interGroupSpacing != 0 {
            o["interGroupSpacing"] = .number(s.interGroupSpacing)
        }
        if let insets = insets(s.contentInsets) { o["contentInsets"] = insets }
        if s.contentInsetsReference != .automatic { o["contentInsetsReference"] = .string(s.contentInsetsReference.rawValue) }
        if s.supplementaryContentInsetsReference != .automatic {
            o["supplementaryContentInsetsReference"] = .string(s.supplementaryContentInsetsReference.rawValue)
        }
        if !s.supplementariesFollowContentInsets { o["supplementariesFollowContentInsets"] = .bool(false) }
        if s.orthogonalScrollingBehavior != .none { o["orthogonalScrollingBehavior"] = .string(s.orthogonalScrollingBehavior.rawValue) }
        if !s.boundarySupplementaryItems.isEmpty { o["boundarySupplementaryItems"] = .array(s.boundarySupplementaryItems.map(boundary)) }
        if !s.decorationItems.isEmpty { o["decorationItems"] = .array(s.decorationItems.map(decoration)) }
        if let when = s.when {
            var w: [String: JSONValue] = [:]
            if let min = when.minWidth { w["minWidth"] = .number(min) }
            if let max = when.maxWidth { w["maxWidth"] = .number(max) }
            if let h = when.horizontalSizeClass { w["horizontalSizeClass"] = .string(h.rawValue) }
            if let v = when.verticalSizeClass { w["verticalSizeClass"] = .string(v.rawValue) }
            if let idiom = when.userInterfaceIdiom { w["userInterfaceIdiom"] = .string(idiom.rawValue) }
            o["when"] = .object(w)
        }
        return .object(o)
    }

    static func group(_ g: Group) -> JSONValue {
        var o: [String: JSONValue] = ["layout": .string(g.layout.rawValue), "size": size(g.size)]
        switch g.children {
        case .subitems(let children): o["subitems"] = .array(children.map(child))
        case .count(let c, let n):
            o["subitem"] = child(c)
            o["count"] = g.containerExpressions[.count].map { .string($0.description) } ?? .number(Double(n))
        case .repeating(let c, let n):
            o["repeatingSubitem"] = child(c)
            o["count"] = g.containerExpressions[.count].map { .string($0.description) } ?? .number(Double(n))
        case .custom(let custom):
            if !custom.frames.isEmpty { o["customItems"] = .array(custom.frames.map(frame)) }
            if let r = custom.repeated {
                o["repeat"] = .object(["count": .number(Double(r.count)), "frame": frame(r.frame)])
            }
        }
        if let spacing = g.interItemSpacing { o["interItemSpacing"] = self.spacing(spacing, g.containerExpressions[.interItemSpacing]) }
        if let insets = insets(g.contentInsets) { o["contentInsets"] = insets }
        if let edges = edgeSpacing(g.edgeSpacing) { o["edgeSpacing"] = edges }
        if !g.supplementaryItems.isEmpty { o["supplementaryItems"] = .array(g.supplementaryItems.map(supplementary)) }
        return .object(o)
    }

    static func child(_ c: GroupChild) -> JSONValue {
        switch c {
        case .item(let i): .object(["item": item(i)])
        case .group(let g): .object(["group": group(g)])
        }
    }

    static func item(_ i: Item) -> JSONValue {
        var o: [String: JSONValue] = ["size": size(i.size)]
        if let insets = insets(i.contentInsets) { o["contentInsets"] = insets }
        if let edges = edgeSpacing(i.edgeSpacing) { o["edgeSpacing"] = edges }
        if !i.supplementaryItems.isEmpty { o["supplementaryItems"] = .array(i.supplementaryItems.map(supplementary)) }
        return .object(o)
    }

    static func frame(_ f: CustomFrame) -> JSONValue {
        var o: [String: JSONValue] = [:]
        for (key, e) in f.fields { o[key] = expression(e) }
        if f.zIndex != 0 { o["zIndex"] = .number(Double(f.zIndex)) }
        return .object(o)
    }

    static func expression(_ e: Expression) -> JSONValue {
        if let value = e.constant { return .number(value) }
        return .string(e.description)
    }

    static func supplementary(_ s: SupplementaryItem) -> JSONValue {
        var o: [String: JSONValue] = [
            "elementKind": .string(s.elementKind), "size": size(s.size), "containerAnchor": anchor(s.containerAnchor),
        ]
        if let itemAnchor = s.itemAnchor { o["itemAnchor"] = anchor(itemAnchor) }
        if s.zIndex != SupplementaryItem.defaultZIndex { o["zIndex"] = .number(Double(s.zIndex)) }
        return .object(o)
    }

    static func boundary(_ b: BoundaryItem) -> JSONValue {
        var o: [String: JSONValue] = [
            "elementKind": .string(b.elementKind), "size": size(b.size), "alignment": .string(b.alignment.rawValue),
        ]
        if b.offset != .zero { o["offset"] = point(b.offset) }
        if !b.extendsBoundary { o["extendsBoundary"] = .bool(false) }
        if b.pinToVisibleBounds { o["pinToVisibleBounds"] = .bool(true) }
        if b.zIndex != BoundaryItem.defaultZIndex { o["zIndex"] = .number(Double(b.zIndex)) }
        if let insets = insets(b.contentInsets) { o["contentInsets"] = insets }
        return .object(o)
    }

    static func decoration(_ d: DecorationItem) -> JSONValue {
        var o: [String: JSONValue] = ["elementKind": .string(d.elementKind)]
        if let insets = insets(d.contentInsets) { o["contentInsets"] = insets }
        if d.zIndex != DecorationItem.defaultZIndex { o["zIndex"] = .number(Double(d.zIndex)) }
        return .object(o)
    }

    static func anchor(_ a: Anchor) -> JSONValue {
        var o: [String: JSONValue] = [:]
        if !a.edges.isEmpty { o["edges"] = .array(a.edges.sorted().map { .string($0.rawValue) }) }
        switch a.offset {
        case .fractional(let p): if p != .zero { o["fractionalOffset"] = point(p) }
        case .absolute(let p): o["absoluteOffset"] = point(p)
        }
        return .object(o)
    }

    static func size(_ s: LayoutSize) -> JSONValue {
        .object([
            "width": dimension(s.width, s.containerExpressions[.horizontal]),
            "height": dimension(s.height, s.containerExpressions[.vertical]),
        ])
    }

    static func dimension(_ d: Dimension, _ expression: Expression? = nil) -> JSONValue {
        .string("\(d.kind.rawValue)(\(expression?.description ?? CanonicalNumber.format(d.value)))")
    }

    static func spacing(_ s: Spacing, _ expression: Expression? = nil) -> JSONValue {
        let amount = expression?.description ?? CanonicalNumber.format(s.minimum)
        return .string(s.isFlexible ? "flexible(\(amount))" : "fixed(\(amount))")
    }

    static func insets(_ i: Insets) -> JSONValue? {
        if i == .zero { return nil }
        // An edge's canonical value: its expression's text, or its number.
        let values = DirectionalEdge.allCases.map { edge in i.containerExpressions[edge].map { JSONValue.string($0.description) } ?? .number(i[edge])
        }
        if values.allSatisfy({ $0 == values[0] }) { return values[0] }
        var o: [String: JSONValue] = [:]
        for (edge, value) in zip(DirectionalEdge.allCases, values) where value != .number(0) { o[edge.rawValue] = value }
        return .object(o)
    }

    static func edgeSpacing(_ e: EdgeSpacing?) -> JSONValue? {
        guard let e, !e.isEmpty else { return nil }
        var o: [String: JSONValue] = [:]
        if let v = e.leading { o["leading"] = spacing(v) }
        if let v = e.top { o["top"] = spacing(v) }
        if let v = e.trailing { o["trailing"] = spacing(v) }
        if let v = e.bottom { o["bottom"] = spacing(v) }
        return .object(o)
    }

    static func point(_ p: Point) -> JSONValue {
        .array([.number(p.x), .number(p.y)])
    }
}
