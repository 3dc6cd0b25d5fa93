/// Decoders for the document's structure: definition, configuration, sections, groups, items
/// and their supplementary, boundary and decoration items.
extension DecodingContext {
    func definition(_ node: DocumentNode) -> LayoutDefinition? {
        let root = DocumentPath.root
        guard let map = mapping(node, at: root) else { return nil }

        let format = map.optional("format", integer)
        if let format, format > LayoutDefinition.supportedFormat {
            error(
                root / "format", map.value("format"),
                "format \(format) is newer than this catalog supports (\(LayoutDefinition.supportedFormat)); upgrade catalog")
        } else if let format, format < 1 {
            error(root / "format", map.value("format"), "format must be ≥ 1, got \(format)")
        }
        let name = map.required("name", string)
        let title = map.optional("title", string)
        let summary = map.optional("summary", string)
        let tags = map.optional("tags") { node, path in list(node, at: path, string) }
        let lint = map.optional("lint", lintOptions)
        let configuration = map.optional("configuration", configuration)
        let sections = sectionProvider(map)
        let preview = map.optional("preview", preview)
        map.finish(hints: [
            "group": "a group belongs to a section: section: {group: …}",
            "layout": "give the layout's sections under section:, sections: or sectionsByKind:",
        ])

        // Best effort: placeholders stand in for values that failed (their errors are already
        // recorded), so the validator can still report every other problem in one pass.
        return LayoutDefinition(
            format: format ?? LayoutDefinition.supportedFormat, name: name ?? Placeholder.name, title: title,
            summary: summary, tags: tags ?? [], lint: lint ?? LintOptions(), configuration: configuration ?? LayoutConfiguration(),
            sections: sections ?? .single(.section(Placeholder.section)), preview: preview)
    }

    private func sectionProvider(_ map: MappingReader) -> SectionProvider? {
        let path = map.path
        let given = ["section", "sections", "sectionsByKind"].filter(map.has)
        if given.count > 1 {
            let second = given[1]
            error(
                path / second, map.value(second),
                "give one of section (one layout for every data section), sections (one per data section) and sectionsByKind (one per kind of data section), not \(given.joined(separator: " and "))"
            )
            map.consume("section", "sections", "sectionsByKind", "defaultSection")
            return nil
        }
        guard let only = given.first else {
            error(path / "section", map.node, "missing section, sections or sectionsByKind: a layout needs at least one section")
            map.consume("section", "sections", "sectionsByKind", "defaultSection")
            return nil
        }
        switch only {
        case "section":
            if map.has("defaultSection") {
                error(
                    path / "defaultSection", map.value("defaultSection"),
                    "defaultSection only applies with sections or sectionsByKind; with section every data section already uses it")
                map.consume("section")
                return nil
            }
            map.consume("defaultSection", "sections", "sectionsByKind")
            return map.optional("section", sectionChoice).map(SectionProvider.single)
        case "sections":
            map.consume("sectionsByKind")
            return listedProvider(map, key: "sections", noun: "section", sectionChoice).map { .perIndex($0, defaultSection: $1) }
        default:
            map.consume("sections")
            return listedProvider(map, key: "sectionsByKind", noun: "kind", kindSection).map { .byKind($0, defaultSection: $1) }
        }
    }

    /// `sections` or `sectionsByKind` (a non-empty list of `element`s) and `defaultSection`.
    private func listedProvider<Element>(
        _ map: MappingReader, key: String, noun: String, _ element: (DocumentNode, DocumentPath) -> Element?
    ) -> (list: [Element], fallback: SectionChoice?)? {
        let list = map.optional(key) { node, path in self.list(node, at: path, element) }
        if case .sequence(let written)? = map.value(key), written.isEmpty {
            error(map.path / key, map.value(key), "\(key) must list at least one \(noun)")
            return nil
        }
        // `{returnsNil: true}` says what no `defaultSection` says: the provider returns nil.
        let fallback = map.optional("defaultSection", sectionChoice).flatMap { $0 == .returnsNil ? nil : $0 }
        guard let list else { return nil }
        return (list, fallback)
    }

    /// An entry of `sectionsByKind`: a section (or `oneOf`) with a `kind` key beside its own.
    private func kindSection(_ node: DocumentNode, at path: DocumentPath) -> KindSection? {
        guard let map = mapping(node, at: path) else { return nil }
        let kind = map.required("kind", string)
        let choice = sectionChoice(map, at: path)
        guard let kind, let choice else { return nil }
        return KindSection(kind: kind, choice: choice)
    }

    private func sectionChoice(_ node: DocumentNode, at path: DocumentPath) -> SectionChoice? {
        guard let map = mapping(node, at: path) else { return nil }
        map.consume("kind")
        let choice = sectionChoice(map, at: path)
        // `kind` is only known inside sectionsByKind: say so rather than call it unknown.
        if map.has("kind") {
            error(path / "kind", map.value("kind"), "kind names an entry of sectionsByKind; a section here is used whatever its data's kind")
        }
        return choice
    }

    /// A section, `{oneOf: […]}` or `{returnsNil: true}` from a mapping whose other keys (`kind`)
    /// the caller read.
    private func sectionChoice(_ map: MappingReader, at path: DocumentPath) -> SectionChoice? {
        if map.keys.contains("returnsNil") {
            let flag = map.required("returnsNil", bool)
            // Every other key would describe a section that the provider does not return.
            var hints: [String: String] = [:]
            for key in map.keys where key != "returnsNil" {
                hints[key] = "returnsNil: true stands for no section, so nothing else can be said of it"
            }
            map.finish(hints: hints)
            guard let flag else { return nil }
            guard flag else {
                error(path / "returnsNil", map.value("returnsNil"), "returnsNil can only be true; write the section itself instead")
                return nil
            }
            return .returnsNil
        }
        if map.keys.contains("oneOf") {
            let alternatives = map.required("oneOf") { node, path in list(node, at: path, section) }
            map.finish(hints: ["when": "put when: on each alternative inside oneOf"])
            guard let alternatives else { return nil }
            if case .sequence(let written)? = map.value("oneOf"), written.isEmpty {
                error(path / "oneOf", map.node, "oneOf must list at least one section")
                return nil
            }
            return .oneOf(alternatives)
        }
        return section(map).map(SectionChoice.section)
    }

    func configuration(_ node: DocumentNode, at path: DocumentPath) -> LayoutConfiguration? {
        guard let map = mapping(node, at: path) else { return nil }
        var result = LayoutConfiguration()
        var ok = true
        func read<T>(_ key: String, _ reader: (DocumentNode, DocumentPath) -> T?, _ assign: (T) -> Void) {
            guard map.has(key) else {
                map.consume(key)
                return
            }
            if let value = map.optional(key, reader) { assign(value) } else { ok = false }
        }
        read("scrollDirection", { enumValue(ScrollDirection.self, $0, at: $1) }) { result.scrollDirection = $0 }
        read("interSectionSpacing", number) { result.interSectionSpacing = $0 }
        read("contentInsetsReference", { enumValue(ContentInsetsReference.self, $0, at: $1) }) { result.contentInsetsReference = $0 }
        read("boundarySupplementaryItems", { list($0, at: $1, boundaryItem) }) { result.boundarySupplementaryItems = $0 }
        map.finish()
        _ = ok
        return result
    }

    func section(_ node: DocumentNode, at path: DocumentPath) -> Section? {
        guard let map = mapping(node, at: path) else { return nil }
        return section(map)
    }

    /// A section from its mapping (whose `kind`, in `sectionsByKind`, the caller read).
    private func section(_ map: MappingReader) -> Section? {
        let path = map.path
        var ok = true
        var content: Section.Content?
        switch (map.has("group"), map.has("list")) {
        case (true, true):
            error(path / "list", map.value("list"), "give either group or list, not both")
            map.consume("group")
            ok = false
        case (false, false):
            error(path / "group", map.node, "missing group (or list): a section needs a group to lay out its items")
            map.consume("group", "list")
            ok = false
        case (true, false):
            if let group = map.optional("group", group) { content = .group(group) } else { ok = false }
            map.consume("list")
        case (false, true):
            if let list = map.optional("list", listConfiguration) { content = .list(list) } else { ok = false }
            map.consume("group")
        }
        var section = Section(content: content ?? .list(ListConfiguration()))
        func read<T>(_ key: String, _ reader: (DocumentNode, DocumentPath) -> T?, _ assign: (T) -> Void) {
            guard map.has(key) else {
                map.consume(key)
                return
            }
            if let value = map.optional(key, reader) { assign(value) } else { ok = false }
        }
        read("interGroupSpacing", containerNumber) { number in
            switch number {
            case .value(let v): section.interGroupSpacing = v
            case .expression(let e): section.setInterGroupSpacing(e)
            }
        }
        read("contentInsets", insets) { section.contentInsets = $0 }
        read("contentInsetsReference", { enumValue(ContentInsetsReference.self, $0, at: $1) }) { section.contentInsetsReference = $0 }
        read("supplementaryContentInsetsReference", { enumValue(ContentInsetsReference.self, $0, at: $1) }) {
            section.supplementaryContentInsetsReference = $0
        }
        read("supplementariesFollowContentInsets", bool) { section.supplementariesFollowContentInsets = $0 }
        read("orthogonalScrollingBehavior", { enumValue(OrthogonalScrollingBehavior.self, $0, at: $1) }) { section.orthogonalScrollingBehavior = $0 }
        read("boundarySupplementaryItems", { list($0, at: $1, boundaryItem) }) { section.boundarySupplementaryItems = $0 }
        read("decorationItems", { list($0, at: $1, decorationItem) }) { section.decorationItems = $0 }
        read("when", condition) { section.when = $0 }
        map.finish(hints: [
            "supplementaryItems": "a section cannot hold supplementary items; use boundarySupplementaryItems for headers and footers",
            "interItemSpacing": "interItemSpacing belongs to a group; a section has interGroupSpacing",
            "items": "a section lays out one group: section: {group: {subitems: […]}}",
        ])
        _ = ok
        return section
    }

    private func listConfiguration(_ node: DocumentNode, at path: DocumentPath) -> ListConfiguration? {
        guard let map = mapping(node, at: path) else { return nil }
        var result = ListConfiguration()
        var ok = true
        func read<T>(_ key: String, _ reader: (DocumentNode, DocumentPath) -> T?, _ assign: (T) -> Void) {
            guard map.has(key) else {
                map.consume(key)
                return
            }
            if let value = map.optional(key, reader) { assign(value) } else { ok = false }
        }
        read("appearance", { enumValue(ListConfiguration.Appearance.self, $0, at: $1) }) { result.appearance = $0 }
        read("headerMode", { enumValue(ListConfiguration.HeaderMode.self, $0, at: $1) }) { result.headerMode = $0 }
        read("footerMode", { enumValue(ListConfiguration.FooterMode.self, $0, at: $1) }) { result.footerMode = $0 }
        read("headerTopPadding", number) { result.headerTopPadding = $0 }
        map.finish()
        _ = ok
        return result
    }

    private func condition(_ node: DocumentNode, at path: DocumentPath) -> Condition? {
        guard let map = mapping(node, at: path) else { return nil }
        let keys = ["minWidth", "maxWidth", "horizontalSizeClass", "verticalSizeClass", "userInterfaceIdiom"]
        let given = keys.contains(where: map.has)
        let minWidth = map.optional("minWidth", number)
        let maxWidth = map.optional("maxWidth", number)
        let horizontal = map.optional("horizontalSizeClass") { enumValue(SizeClass.self, $0, at: $1) }
        let vertical = map.optional("verticalSizeClass") { enumValue(SizeClass.self, $0, at: $1) }
        let idiom = map.optional("userInterfaceIdiom") { enumValue(UserInterfaceIdiom.self, $0, at: $1) }
        map.finish(hints: [
            "sizeClass": "name the axis: horizontalSizeClass or verticalSizeClass",
            "idiom": "the key is userInterfaceIdiom (UITraitCollection's name)",
            "minHeight": "when tests the container's width and the traits, not its height",
            "maxHeight": "when tests the container's width and the traits, not its height",
        ])
        if !given {
            error(path, node, "when needs at least one of minWidth, maxWidth, horizontalSizeClass, verticalSizeClass, userInterfaceIdiom")
            return nil
        }
        return Condition(
            minWidth: minWidth, maxWidth: maxWidth, horizontalSizeClass: horizontal,
            verticalSizeClass: vertical, userInterfaceIdiom: idiom)
    }

    func group(_ node: DocumentNode, at path: DocumentPath) -> Group? {
        // Every later walk over the definition recurses per group; the limit bounds them all.
        groupNesting += 1
        defer { groupNesting -= 1 }
        if groupNesting > DefinitionLimits.maximumGroupNesting {
            record(path, node)
            error(path, node, "groups nest more than \(DefinitionLimits.maximumGroupNesting) deep")
            return nil
        }
        guard let map = mapping(node, at: path) else { return nil }
        let layout = map.required("layout") { enumValue(GroupLayout.self, $0, at: $1) }
        let size = map.required("size", size)
        var ok = true
        let children = groupChildren(map, layout: layout)
        var group = Group(layout: layout ?? .horizontal, size: size ?? Placeholder.size, children: children?.children ?? .subitems([]))
        if let count = children?.countExpression { group.setContainerExpression(count, for: .count) }
        func read<T>(_ key: String, _ reader: (DocumentNode, DocumentPath) -> T?, _ assign: (T) -> Void) {
            guard map.has(key) else {
                map.consume(key)
                return
            }
            if let value = map.optional(key, reader) { assign(value) } else { ok = false }
        }
        read("interItemSpacing", containerSpacing) { spacing, expression in
            group.interItemSpacing = spacing
            if let expression { group.setContainerExpression(expression, for: .interItemSpacing) }
        }
        read("contentInsets", insets) { group.contentInsets = $0 }
        read("edgeSpacing", edgeSpacing) { group.edgeSpacing = $0 }
        read("supplementaryItems", { list($0, at: $1, supplementaryItem) }) { group.supplementaryItems = $0 }
        map.finish(hints: [
            "items": "list children under subitems, each wrapped as {item: …} or {group: …}",
            "interGroupSpacing": "interGroupSpacing belongs to the section",
        ])
        _ = ok
        return group
    }

    /// A group's children, and the expression over the layout container its count is, if any.
    private func groupChildren(_ map: MappingReader, layout: GroupLayout?) -> (children: Group.Children, countExpression: Expression?)? {
        let path = map.path
        let has = (
            subitems: map.has("subitems"), subitem: map.has("subitem"),
            repeating: map.has("repeatingSubitem"), count: map.has("count"),
            custom: map.has("customItems") || map.has("repeat")
        )
        if layout == .custom {
            for key in ["subitems", "subitem", "repeatingSubitem", "count"] where map.has(key) {
                error(path / key, map.value(key), "a custom group takes its frames from customItems or repeat, not \(key)")
                return nil
            }
            let frames = map.optional("customItems") { node, path in
                list(node, at: path) { customFrame($0, at: $1, variables: ["width", "height"]) }
            }
            let repeated = map.optional("repeat", customRepeat)
            if (frames ?? []).isEmpty && repeated == nil {
                error(path / "customItems", map.node, "a custom group needs frames: give customItems or repeat")
                return nil
            }
            return (.custom(CustomItems(frames: frames ?? [], repeated: repeated)), nil)
        }
        if has.custom {
            let key = map.has("customItems") ? "customItems" : "repeat"
            error(path / key, map.value(key), "\(key) needs layout: custom")
            map.consume("customItems", "repeat")
            return nil
        }
        map.consume("customItems", "repeat")
        let forms = [has.subitems, has.subitem, has.repeating].filter { $0 }.count
        if forms > 1 {
            error(path / "subitems", map.node, "give exactly one of subitems, subitem + count, or repeatingSubitem + count")
            map.consume("subitems", "subitem", "repeatingSubitem", "count")
            return nil
        }
        if forms == 0 {
            let message =
                has.count
                ? "count needs subitem (equal division) or repeatingSubitem (own size)"
                : "missing children: give subitems, subitem + count, or repeatingSubitem + count"
            error(path / (has.count ? "count" : "subitems"), map.node, message)
            map.consume("subitems", "subitem", "repeatingSubitem", "count")
            return nil
        }
        if has.subitems {
            if has.count {
                error(
                    path / "count", map.value("count"),
                    "count goes with subitem or repeatingSubitem, not subitems (subitems repeat until the group is full)")
                map.consume("subitems")
                return nil
            }
            guard let children = map.optional("subitems", { node, path in list(node, at: path, groupChild) }) else { return nil }
            // Children that failed to decode are dropped (and reported); only a list written empty
            // is this error.
            if case .sequence(let written)? = map.value("subitems"), written.isEmpty {
                error(path / "subitems", map.value("subitems"), "subitems must list at least one item or group")
                return nil
            }
            return (.subitems(children), nil)
        }
        let key = has.subitem ? "subitem" : "repeatingSubitem"
        let child = map.optional(key, groupChild)
        guard has.count else {
            error(path / "count", map.node, "\(key) needs count")
            return nil
        }
        let number = map.optional("count", containerCount)
        guard let child else { return nil }
        var count = 1
        var expression: Expression?
        switch number {
        case .value(let v)?: count = Int(v)
        case .expression(let e)?: expression = e
        case nil: break
        }
        return (has.subitem ? .count(child, count: count) : .repeating(child, count: count), expression)
    }

    private func groupChild(_ node: DocumentNode, at path: DocumentPath) -> GroupChild? {
        guard let map = mapping(node, at: path) else { return nil }
        switch (map.has("item"), map.has("group")) {
        case (true, false):
            map.consume("group")
            let item = map.optional("item", item)
            map.finish()
            return item.map(GroupChild.item)
        case (false, true):
            map.consume("item")
            let group = map.optional("group", group)
            map.finish()
            return group.map(GroupChild.group)
        case (true, true):
            error(path, node, "a child is either {item: …} or {group: …}, not both")
            return nil
        case (false, false):
            let looksLikeItem = map.keys.contains("size")
            error(
                path, node,
                looksLikeItem
                    ? "wrap each child as {item: {size: …}} or {group: {…}}"
                    : "expected {item: …} or {group: …}")
            return nil
        }
    }

    func item(_ node: DocumentNode, at path: DocumentPath) -> Item? {
        guard let map = mapping(node, at: path) else { return nil }
        let size = map.required("size", size)
        var ok = true
        var item = Item(size: size ?? Placeholder.size)
        func read<T>(_ key: String, _ reader: (DocumentNode, DocumentPath) -> T?, _ assign: (T) -> Void) {
            guard map.has(key) else {
                map.consume(key)
                return
            }
            if let value = map.optional(key, reader) { assign(value) } else { ok = false }
        }
        read("contentInsets", insets) { item.contentInsets = $0 }
        read("edgeSpacing", edgeSpacing) { item.edgeSpacing = $0 }
        read("supplementaryItems", { list($0, at: $1, supplementaryItem) }) { item.supplementaryItems = $0 }
        map.finish(hints: ["layout": "an item has no layout; did you mean {group: …}?"])
        _ = ok
        return item
    }

    func size(_ node: DocumentNode, at path: DocumentPath) -> LayoutSize? {
        guard let map = mapping(node, at: path) else { return nil }
        let width = map.required("width", dimension)
        let height = map.required("height", dimension)
        map.finish(hints: [
            "widthDimension": "write width: (the catalog drops UIKit's Dimension suffix)",
            "heightDimension": "write height: (the catalog drops UIKit's Dimension suffix)",
        ])
        var size = LayoutSize(width: width?.0 ?? Placeholder.dimension, height: height?.0 ?? Placeholder.dimension)
        size.setContainerExpression(width?.1, along: .horizontal)
        size.setContainerExpression(height?.1, along: .vertical)
        return size
    }

    private func customFrame(_ node: DocumentNode, at path: DocumentPath, variables: [String]) -> CustomFrame? {
        guard let map = mapping(node, at: path) else { return nil }
        let read = { (key: String) in map.required(key) { self.expression($0, at: $1, variables: variables) } }
        let x = read("x")
        let y = read("y")
        let width = read("width")
        let height = read("height")
        let zIndex = map.optional("zIndex", integer)
        map.finish()
        let zero = Expression.number(0)
        return CustomFrame(x: x ?? zero, y: y ?? zero, width: width ?? zero, height: height ?? zero, zIndex: zIndex ?? 0)
    }

    private func customRepeat(_ node: DocumentNode, at path: DocumentPath) -> CustomRepeat? {
        guard let map = mapping(node, at: path) else { return nil }
        let count = map.required("count", integer)
        let frame = map.required("frame") { customFrame($0, at: $1, variables: ["width", "height", "i"]) }
        map.finish()
        guard let frame else { return nil }
        return CustomRepeat(count: count ?? 1, frame: frame)
    }

    private func supplementaryItem(_ node: DocumentNode, at path: DocumentPath) -> SupplementaryItem? {
        guard let map = mapping(node, at: path) else { return nil }
        let kind = map.required("elementKind", string)
        let size = map.required("size", size)
        let containerAnchor = map.required("containerAnchor", anchor)
        let itemAnchor = map.optional("itemAnchor", anchor)
        let zIndex = map.optional("zIndex", integer)
        map.finish(hints: ["alignment": "alignment belongs to boundary items (section headers/footers); a supplementary item uses containerAnchor"])
        return SupplementaryItem(
            elementKind: kind ?? Placeholder.elementKind, size: size ?? Placeholder.size,
            containerAnchor: containerAnchor ?? Anchor(edges: []), itemAnchor: itemAnchor,
            zIndex: zIndex ?? SupplementaryItem.defaultZIndex)
    }

    private func boundaryItem(_ node: DocumentNode, at path: DocumentPath) -> BoundaryItem? {
        guard let map = mapping(node, at: path) else { return nil }
        let kind = map.required("elementKind", string)
        let size = map.required("size", size)
        let alignment = map.required("alignment") { enumValue(RectAlignment.self, $0, at: $1) }
        var ok = true
        var item = BoundaryItem(
            elementKind: kind ?? Placeholder.elementKind, size: size ?? Placeholder.size,
            alignment: alignment ?? .top)
        func read<T>(_ key: String, _ reader: (DocumentNode, DocumentPath) -> T?, _ assign: (T) -> Void) {
            guard map.has(key) else {
                map.consume(key)
                return
            }
            if let value = map.optional(key, reader) { assign(value) } else { ok = false }
        }
        read("offset", point) { item.offset = $0 }
        read("extendsBoundary", bool) { item.extendsBoundary = $0 }
        read("pinToVisibleBounds", bool) { item.pinToVisibleBounds = $0 }
        read("zIndex", integer) { item.zIndex = $0 }
        read("contentInsets", insets) { item.contentInsets = $0 }
        map.finish(hints: [
            "containerAnchor": "boundary items are placed by alignment; containerAnchor belongs to supplementary items on items and groups"
        ])
        _ = ok
        return item
    }

    private func decorationItem(_ node: DocumentNode, at path: DocumentPath) -> DecorationItem? {
        guard let map = mapping(node, at: path) else { return nil }
        let kind = map.required("elementKind", string)
        let insets = map.optional("contentInsets", insets)
        let zIndex = map.optional("zIndex", integer)
        map.finish(hints: ["size": "a background decoration takes its size from the section; adjust it with contentInsets"])
        return DecorationItem(
            elementKind: kind ?? Placeholder.elementKind, contentInsets: insets ?? .zero, zIndex: zIndex ?? DecorationItem.defaultZIndex)
    }

    private func lintOptions(_ node: DocumentNode, at path: DocumentPath) -> LintOptions? {
        guard let map = mapping(node, at: path) else { return nil }
        let allow = map.optional("allow") { node, path in list(node, at: path, string) }
        map.finish()
        return LintOptions(allow: allow ?? [])
    }

    private func preview(_ node: DocumentNode, at path: DocumentPath) -> Preview? {
        guard let map = mapping(node, at: path) else { return nil }
        let counts = map.required("itemCounts") { node, path in list(node, at: path, integer) }
        let identifiers = map.optional("sectionIdentifiers") { node, path in list(node, at: path, string) }
        let dataset = map.optional("dataset", string)
        map.finish()
        return Preview(itemCounts: counts ?? [], sectionIdentifiers: identifiers, dataset: dataset)
    }
}

/// Stand-ins for values that failed to decode. They are valid values, so they add no errors
/// of their own; a document that needed one is rejected anyway.
package enum Placeholder {
    package static let name = "unnamed"
    static let elementKind = "unnamed-kind"
    static let dimension = Dimension.fractionalWidth(1)
    static let size = LayoutSize(width: dimension, height: dimension)
    static let section = Section(content: .list(ListConfiguration()))
}
