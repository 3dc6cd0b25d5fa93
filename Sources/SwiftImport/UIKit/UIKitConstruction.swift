import LayoutModel

/// UIKit's initializers and factories for compositional layouts, applied to evaluated
/// arguments: each builds the definition format's value or a `LayoutObject`.
enum UIKitConstruction {
    /// `.fractionalWidth(0.5)`, `.init(widthDimension:heightDimension:)`: an implicit member
    /// call, whose type follows from its name or its argument labels. Nil when neither is UIKit's.
    static func implicit(_ member: String, _ arguments: [Argument], interpreter: Interpreter, at position: SourcePosition) throws -> Value? {
        let labels = signature(arguments)
        let type: String?
        switch member {
        case "init": type = initializerType[labels]
        case "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings": type = "NSCollectionLayoutDimension"
        case "fixed", "flexible": type = "NSCollectionLayoutSpacing"
        case "horizontal", "vertical", "custom": type = "NSCollectionLayoutGroup"
        case "background": type = "NSCollectionLayoutDecorationItem"
        case "list": type = labels == "using:layoutEnvironment" ? "NSCollectionLayoutSection" : "UICollectionViewCompositionalLayout"
        default: type = nil
        }
        guard let type else { return nil }
        return try staticCall(type, member, arguments, interpreter: interpreter, at: position)
    }

    /// The type `.init(…)` builds, by its labels.
    static let initializerType: [String: String] = [
        "widthDimension:heightDimension": "NSCollectionLayoutSize",
        "layoutSize": "NSCollectionLayoutItem",
        "layoutSize:supplementaryItems": "NSCollectionLayoutItem",
        "group": "NSCollectionLayoutSection",
        "top:leading:bottom:trailing": "NSDirectionalEdgeInsets",
        "leading:top:trailing:bottom": "NSCollectionLayoutEdgeSpacing",
        "edges": "NSCollectionLayoutAnchor",
        "edges:fractionalOffset": "NSCollectionLayoutAnchor",
        "edges:absoluteOffset": "NSCollectionLayoutAnchor",
        "layoutSize:elementKind:alignment": "NSCollectionLayoutBoundarySupplementaryItem",
        "layoutSize:elementKind:alignment:absoluteOffset": "NSCollectionLayoutBoundarySupplementaryItem",
        "layoutSize:elementKind:containerAnchor": "NSCollectionLayoutSupplementaryItem",
        "layoutSize:elementKind:containerAnchor:itemAnchor": "NSCollectionLayoutSupplementaryItem",
        "x:y": "CGPoint",
        "x:y:width:height": "CGRect",
        "width:height": "CGSize",
        "frame": "NSCollectionLayoutGroupCustomItem",
        "frame:zIndex": "NSCollectionLayoutGroupCustomItem",
        "appearance": "UICollectionLayoutListConfiguration",
        "section": "UICollectionViewCompositionalLayout",
        "section:configuration": "UICollectionViewCompositionalLayout",
        "sectionProvider": "UICollectionViewCompositionalLayout",
        "sectionProvider:configuration": "UICollectionViewCompositionalLayout",
    ]

    /// `leading:top`: the labels of a call, `_` for unlabeled arguments.
    static func signature(_ arguments: [Argument]) -> String {
        arguments.map { $0.isTrailingClosure && $0.label == nil ? "_" : $0.label ?? "_" }.joined(separator: ":")
    }

    /// `Type.member(…)`, with `member` "init" for initializers. Nil when UIKit has no such
    /// call the importer follows.
    static func staticCall(_ type: String, _ member: String, _ arguments: [Argument], interpreter i: Interpreter, at position: SourcePosition) throws
        -> Value?
    {
        let labels = signature(arguments)
        func arg(_ n: Int) -> Value { arguments[n].value }
        func object(_ state: LayoutObject.State) -> Value { .object(LayoutObject(state, created: position)) }

        switch (type, member, labels) {
        // Sizes and dimensions.
        case ("NSCollectionLayoutSize", "init", "widthDimension:heightDimension"):
            let (width, widthExpression) = try i.dimension(arg(0), "widthDimension", at: position)
            let (height, heightExpression) = try i.dimension(arg(1), "heightDimension", at: position)
            var size = LayoutSize(width: width, height: height)
            size.setContainerExpression(widthExpression, along: .horizontal)
            size.setContainerExpression(heightExpression, along: .vertical)
            return .model(.size(size))
        case ("NSCollectionLayoutDimension", "fractionalWidth", "_"):
            let (value, expression) = try i.containerNumber(arg(0), "the value of .fractionalWidth(…)", at: position)
            return .model(expression.map { .containerDimension(.fractionalWidth(value), $0) } ?? .dimension(.fractionalWidth(value)))
        case ("NSCollectionLayoutDimension", "fractionalHeight", "_"):
            let (value, expression) = try i.containerNumber(arg(0), "the value of .fractionalHeight(…)", at: position)
            return .model(expression.map { .containerDimension(.fractionalHeight(value), $0) } ?? .dimension(.fractionalHeight(value)))
        case ("NSCollectionLayoutDimension", "absolute", "_"):
            let (value, expression) = try i.containerNumber(arg(0), "the value of .absolute(…)", at: position)
            return .model(expression.map { .containerDimension(.absolute(value), $0) } ?? .dimension(.absolute(value)))
        case ("NSCollectionLayoutDimension", "estimated", "_"):
            let (value, expression) = try i.containerNumber(arg(0), "the value of .estimated(…)", at: position)
            return .model(expression.map { .containerDimension(.estimated(value), $0) } ?? .dimension(.estimated(value)))
        case ("NSCollectionLayoutDimension", "uniformAcrossSiblings", "estimate"):
            return .model(.dimension(.uniformAcrossSiblings(estimate: try i.double(arg(0), "the value of .uniformAcrossSiblings(…)", at: position))))
        case ("NSCollectionLayoutSpacing", "fixed", "_"):
            let (value, expression) = try i.containerNumber(arg(0), "the value of .fixed(…)", at: position)
            return .model(expression.map { .containerSpacing(.fixed(value), $0) } ?? .spacing(.fixed(value)))
        case ("NSCollectionLayoutSpacing", "flexible", "_"):
            let (value, expression) = try i.containerNumber(arg(0), "the value of .flexible(…)", at: position)
            return .model(expression.map { .containerSpacing(.flexible(value), $0) } ?? .spacing(.flexible(value)))

        // Insets, edge spacing, anchors, points.
        case ("NSDirectionalEdgeInsets", "init", "top:leading:bottom:trailing"):
            var insets = Insets()
            for (index, edge) in DirectionalEdge.allCases.enumerated() {
                let (value, expression) = try i.containerNumber(arg(index), "\(edge.rawValue) inset", at: position)
                insets[edge] = value
                if let expression { insets.setContainerExpression(expression, on: edge) }
            }
            return .model(.insets(insets))
        case ("NSDirectionalEdgeInsets", "init", ""):
            return .model(.insets(.zero))
        case ("NSCollectionLayoutEdgeSpacing", "init", "leading:top:trailing:bottom"):
            return .model(
                .edgeSpacing(
                    EdgeSpacing(
                        leading: try i.spacing(arg(0), "leading edge spacing", at: position),
                        top: try i.spacing(arg(1), "top edge spacing", at: position),
                        trailing: try i.spacing(arg(2), "trailing edge spacing", at: position),
                        bottom: try i.spacing(arg(3), "bottom edge spacing", at: position))))
        case ("NSCollectionLayoutAnchor", "init", "edges"):
            return .model(.anchor(Anchor(edges: try i.edges(arg(0), "anchor edges", at: position))))
        case ("NSCollectionLayoutAnchor", "init", "edges:fractionalOffset"):
            return .model(
                .anchor(
                    Anchor(
                        edges: try i.edges(arg(0), "anchor edges", at: position),
                        offset: .fractional(try i.point(arg(1), "fractionalOffset", at: position)))))
        case ("NSCollectionLayoutAnchor", "init", "edges:absoluteOffset"):
            return .model(
                .anchor(
                    Anchor(
                        edges: try i.edges(arg(0), "anchor edges", at: position),
                        offset: .absolute(try i.point(arg(1), "absoluteOffset", at: position)))))
        case ("CGPoint", "init", "x:y"):
            return .model(.point(x: try number(arg(0), i, "x", position), y: try number(arg(1), i, "y", position)))
        case ("CGSize", "init", "width:height"):
            return .model(.cgSize(width: try number(arg(0), i, "width", position), height: try number(arg(1), i, "height", position)))
        case ("CGRect", "init", "x:y:width:height"):
            return .model(
                .rect(
                    x: try number(arg(0), i, "x", position), y: try number(arg(1), i, "y", position),
                    width: try number(arg(2), i, "width", position), height: try number(arg(3), i, "height", position)))

        // Items and groups.
        case ("NSCollectionLayoutItem", "init", "layoutSize"):
            return object(.item(Item(size: try i.size(arg(0), "the item's layoutSize", at: position))))
        case ("NSCollectionLayoutItem", "init", "layoutSize:supplementaryItems"):
            return object(
                .item(
                    Item(
                        size: try i.size(arg(0), "the item's layoutSize", at: position),
                        supplementaryItems: try i.supplementaryItems(arg(1), "supplementaryItems", at: position))))
        case ("NSCollectionLayoutGroup", "horizontal", _), ("NSCollectionLayoutGroup", "vertical", _):
            let layout: GroupLayout = member == "horizontal" ? .horizontal : .vertical
            let size = { () throws -> LayoutSize in try i.size(arg(0), "the group's layoutSize", at: position) }
            switch labels {
            case "layoutSize:subitems":
                let list = try i.objects(arg(1), "subitems", at: position)
                let children = try list.map { o throws -> GroupChild in try i.groupChild(.object(o), "subitems", at: position) }
                guard !children.isEmpty else { throw ImportFailure("a group with no subitems", at: position) }
                return object(.group(Group(layout: layout, size: try size(), children: .subitems(children))))
            case "layoutSize:subitem:count", "layoutSize:repeatingSubitem:count":
                let child = try i.groupChild(arg(1), labels == "layoutSize:subitem:count" ? "subitem" : "repeatingSubitem", at: position)
                let (count, expression) = try i.containerCount(arg(2), "the count", at: position)
                let children: Group.Children = labels == "layoutSize:subitem:count" ? .count(child, count: count) : .repeating(child, count: count)
                var group = Group(layout: layout, size: try size(), children: children)
                group.setContainerExpression(expression, for: .count)
                return object(.group(group))
            default:
                return nil
            }
        case ("NSCollectionLayoutGroup", "custom", "layoutSize:itemProvider"), ("NSCollectionLayoutGroup", "custom", "layoutSize:_"):
            let size = try i.size(arg(0), "the group's layoutSize", at: position)
            let custom = try i.customItems(from: arg(1), at: position)
            return object(.group(Group(layout: .custom, size: size, children: .custom(custom))))
        case ("NSCollectionLayoutGroupCustomItem", "init", "frame"), ("NSCollectionLayoutGroupCustomItem", "init", "frame:zIndex"):
            let frame = try i.known(arg(0), "the custom item's frame")
            guard case .model(.rect(let x, let y, let width, let height)) = frame else {
                throw i.mismatch("the custom item's frame", "a CGRect", frame, at: position)
            }
            let zIndex = labels == "frame" ? 0 : try i.integer(arg(1), "the custom item's zIndex", at: position)
            return .model(
                .customItem(
                    CustomFrame(
                        x: try i.frameExpression(.number(x), "frame x", at: position), y: try i.frameExpression(.number(y), "frame y", at: position),
                        width: try i.frameExpression(.number(width), "frame width", at: position),
                        height: try i.frameExpression(.number(height), "frame height", at: position), zIndex: zIndex)))

        // Supplementary, boundary and decoration items.
        case ("NSCollectionLayoutSupplementaryItem", "init", "layoutSize:elementKind:containerAnchor"),
            ("NSCollectionLayoutSupplementaryItem", "init", "layoutSize:elementKind:containerAnchor:itemAnchor"):
            return object(
                .supplementary(
                    SupplementaryItem(
                        elementKind: try i.elementKind(arg(1), at: position),
                        size: try i.size(arg(0), "the supplementary item's layoutSize", at: position),
                        containerAnchor: try i.anchor(arg(2), "containerAnchor", at: position),
                        itemAnchor: arguments.count > 3 ? try i.anchor(arg(3), "itemAnchor", at: position) : nil)))
        case ("NSCollectionLayoutBoundarySupplementaryItem", "init", "layoutSize:elementKind:alignment"),
            ("NSCollectionLayoutBoundarySupplementaryItem", "init", "layoutSize:elementKind:alignment:absoluteOffset"):
            return object(
                .boundary(
                    BoundaryItem(
                        elementKind: try i.elementKind(arg(1), at: position),
                        size: try i.size(arg(0), "the boundary item's layoutSize", at: position),
                        alignment: RectAlignment(
                            rawValue: try i.caseName(
                                arg(2), "alignment", allowed: RectAlignment.allCases.map(\.rawValue), at: position)) ?? .top,
                        offset: arguments.count > 3 ? try i.point(arg(3), "absoluteOffset", at: position) : .zero)))
        case ("NSCollectionLayoutDecorationItem", "background", "elementKind"):
            return object(.decoration(DecorationItem(elementKind: try i.elementKind(arg(0), at: position))))

        // Sections.
        case ("NSCollectionLayoutSection", "init", "group"):
            let group = try i.known(arg(0), "the section's group")
            guard case .object(let o) = group, case .group(let g) = o.state else {
                throw i.mismatch("the section's group", "an NSCollectionLayoutGroup", group, at: position)
            }
            if o.copiedAt == nil { o.copiedAt = position }
            return object(.section(Section(content: .group(g))))
        case ("NSCollectionLayoutSection", "list", "using:layoutEnvironment"):
            return object(.section(Section(content: .list(try listConfiguration(arg(0), i, position)))))

        // Configurations and layouts.
        case ("UICollectionLayoutListConfiguration", "init", "appearance"):
            let name = try i.caseName(arg(0), "appearance", allowed: ListConfiguration.Appearance.allCases.map(\.rawValue), at: position)
            return .model(.listConfiguration(ListConfiguration(appearance: ListConfiguration.Appearance(rawValue: name) ?? .plain)))
        case ("UICollectionViewCompositionalLayoutConfiguration", "init", ""):
            return object(.configuration(LayoutConfiguration()))
        case ("UICollectionViewCompositionalLayout", "init", "section"), ("UICollectionViewCompositionalLayout", "init", "section:configuration"):
            let section = try i.known(arg(0), "the layout's section")
            guard case .object(let o) = section, case .section(let s) = o.state else {
                throw i.mismatch("the layout's section", "an NSCollectionLayoutSection", section, at: position)
            }
            if o.copiedAt == nil { o.copiedAt = position }
            return object(
                .layout(
                    CompositionalLayout(
                        content: .section(s), configuration: arguments.count > 1 ? try configuration(arg(1), i, position) : LayoutConfiguration())))
        case ("UICollectionViewCompositionalLayout", "init", "sectionProvider"), ("UICollectionViewCompositionalLayout", "init", "_"),
            ("UICollectionViewCompositionalLayout", "init", "sectionProvider:configuration"):
            let provider = try i.known(arg(0), "the section provider")
            guard case .callable(let callable) = provider else {
                throw i.mismatch("the section provider", "a closure or function", provider, at: position)
            }
            if i.seekTarget != nil, i.captured == nil, !i.seekingInProvider {
                // Seeking a section (see `SeekTarget`): the provider runs now, as far as that
                // section; once, not again for a layout its own code builds (a lazy collection
                // view whose layout is this one would run it index by index, level by level).
                i.seekingInProvider = true
                defer { i.seekingInProvider = false }
                _ = try? DefinitionAssembly.analysis(of: callable, interpreter: i, at: position).sections()
            }
            return object(
                .layout(
                    CompositionalLayout(
                        content: .provider(callable, at: position),
                        configuration: arguments.count > 1 ? try configuration(arg(1), i, position) : LayoutConfiguration())))
        case ("UICollectionViewCompositionalLayout", "list", "using"):
            return object(
                .layout(CompositionalLayout(content: .list(try listConfiguration(arg(0), i, position)), configuration: LayoutConfiguration())))
        default:
            return nil
        }
    }

    private static func number(_ value: Value, _ i: Interpreter, _ what: String, _ position: SourcePosition) throws -> Numeric {
        let value = try i.known(value, what)
        guard case .number(let n) = value else { throw i.mismatch(what, "a number", value, at: position) }
        return n.typed(as: .float)
    }

    private static func listConfiguration(_ value: Value, _ i: Interpreter, _ position: SourcePosition) throws -> ListConfiguration {
        let value = try i.known(value, "the list configuration")
        guard case .model(.listConfiguration(let list)) = value else {
            throw i.mismatch("the list configuration", "a UICollectionLayoutListConfiguration", value, at: position)
        }
        return list
    }

    /// The configuration as it is now: UIKit copies it into the layout.
    static func configuration(_ value: Value, _ i: Interpreter, _ position: SourcePosition) throws -> LayoutConfiguration {
        let value = try i.known(value, "the layout configuration")
        guard case .object(let o) = value, case .configuration(let c) = o.state else {
            throw i.mismatch("the layout configuration", "a UICollectionViewCompositionalLayoutConfiguration", value, at: position)
        }
        if o.copiedAt == nil { o.copiedAt = position }
        return c
    }
}
