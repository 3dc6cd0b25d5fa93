import LayoutModel

/// Writes a `LayoutCodePlan` as source in one language: every decision — what is written, when,
/// in which order — is made here once, and `dialect` only spells it (Swift: a function
/// returning a `UICollectionViewCompositionalLayout` with nested helpers; Objective-C: a C
/// function with `static` helper functions for shared groups and sections).
struct LayoutCodeWalk<Dialect: CodeDialect> {
    let plan: LayoutCodePlan
    let dialect: Dialect
    /// The local holding the layout container in the section being written, when its numbers
    /// may be expressions over it; elsewhere the stored numbers are written.
    private var containerLocal: String?

    init(plan: LayoutCodePlan, dialect: Dialect) {
        self.plan = plan
        self.dialect = dialect
    }

    /// - Parameter fileHeader: the first lines (the generated-file line, and in Swift the
    ///   `// catalog:` lines).
    func render(fileHeader: [String]) -> String {
        var w = CodeWriter()
        w.lines(fileHeader)
        w.lines(dialect.prologue)
        if let title = plan.title { w.line("/// \(CodeComment.sanitized(title))") }
        if let parameter = plan.sectionKindParameter {
            if plan.title != nil { w.line("///") }
            w.lines(dialect.sectionKindDocumentation(parameter, hasDefaultSection: plan.hasDefaultSection))
        }
        dialect.layoutFunction(
            requirement: plan.availability.functionRequirement, sectionKind: plan.sectionKindParameter, &w, helpers: helpers, body: entry)
        w.lines(dialect.epilogue)
        return w.text
    }

    // MARK: Functions

    private func helpers(_ w: inout CodeWriter) {
        if let helper = plan.uniformHelper {
            w.line("// iOS 17 sizes siblings alike; earlier systems measure each item on its own.")
            let signature = dialect.signature(
                dialect.uniformHelperName(helper), parameters: [("estimate", .cgFloat)], returns: .object("NSCollectionLayoutDimension"))
            // It checks for iOS 17 itself and uses nothing newer than iOS 13 otherwise.
            dialect.helperFunction(signature, requirement: nil, &w) { w in
                w.block(dialect.ifOpening(dialect.available(.iOS17))) { w in
                    w.line(dialect.returning(Self.uniformAcrossSiblings(.verbatim("estimate"))))
                }
                w.line(dialect.returning(Self.dimension("estimated", "estimatedDimension", .verbatim("estimate"))))
            }
            w.blank()
        }
        let requirement = plan.availability.functionRequirement
        for shared in plan.sharedGroups {
            let signature = dialect.signature(dialect.helperName(shared.stem), parameters: [], returns: .object("NSCollectionLayoutGroup"))
            dialect.helperFunction(signature, requirement: requirement, &w) { w in
                steps(shared.body.steps, &w)
                w.line(dialect.returning(.verbatim(shared.body.resultName)))
            }
            w.blank()
        }
        for function in plan.sectionFunctions {
            let parameters: [(name: String, type: CodeType)] =
                function.body.needsEnvironment
                ? [("layoutEnvironment", .conforming("NSCollectionLayoutEnvironment"))] : []
            let signature = dialect.signature(
                dialect.helperName(function.stem), parameters: parameters, returns: .object("NSCollectionLayoutSection"))
            dialect.helperFunction(signature, requirement: requirement, &w) { w in
                sectionBody(function.body, &w)
                w.line(dialect.returning(.verbatim(function.body.section.name)))
            }
            w.blank()
        }
    }

    private func entry(_ w: inout CodeWriter) {
        switch plan.entry {
        case .fixedSection(let body):
            sectionBody(body, &w)
            w.blank()
            configuration(&w)
            var arguments: [(label: String?, value: CodeExpression)] = [("section", .verbatim(body.section.name))]
            if let configuration = plan.configuration { arguments.append(("configuration", .verbatim(configuration.name))) }
            let layout = UIKitCall(
                "UICollectionViewCompositionalLayout",
                objc: .message(receiver: "[UICollectionViewCompositionalLayout alloc]", selector: "initWithSection"), arguments)
            w.line(dialect.returning(.call(layout)))
        case .inlineProvider(let body):
            configuration(&w)
            provider(index: false, environment: true, &w) { w in
                sectionBody(body, &w)
                w.line(dialect.returning(.verbatim(body.section.name)))
            }
        case .dispatch(let dispatch):
            configuration(&w)
            let needsEnvironment = dispatch.usesConditions || plan.sectionFunctions.contains(where: \.body.needsEnvironment)
            var namesIndex = true
            if case .single = dispatch.selection { namesIndex = false }
            provider(index: namesIndex, environment: needsEnvironment, &w) { w in
                if dispatch.usesWidth {
                    w.lines(
                        dialect.declaration(
                            "width", .cgFloat, .verbatim("layoutEnvironment.container.effectiveContentSize.width"), mutable: false))
                }
                // What every other data section gets: `defaultSection`, else no section.
                func otherwise(_ w: inout CodeWriter) {
                    if let fallback = dispatch.fallback {
                        choice(fallback, &w)
                    } else {
                        w.line(dialect.returning(.nilLiteral))
                    }
                }
                switch dispatch.selection {
                case .single(let single):
                    choice(single, &w)
                case .byIndex(let cases):
                    dialect.switchBlock("sectionIndex", &w) { w in
                        for item in cases {
                            w.lines(dialect.caseLabels(item.indices))
                            w.indented { choice(item.choice, &$0) }
                        }
                        w.line("default:")
                        w.indented(otherwise)
                    }
                case .byKind(let cases):
                    // Asked once per call; a section without an identifier is of no kind.
                    let ask = CodeExpression.function(plan.sectionKindParameter ?? "sectionKind", [.verbatim("sectionIndex")])
                    dialect.unwrappedIdentifier("identifier", ask, &w, whenMissing: otherwise)
                    dialect.kindSwitch(
                        "identifier", kinds: cases.map(\.kinds), &w,
                        body: { index, w in
                            choice(cases[index].choice, &w)
                        }, otherwise: otherwise)
                }
            }
        }
    }

    /// Returns a layout whose section provider runs `body`.
    private func provider(index: Bool, environment: Bool, _ w: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        let lines = dialect.sectionProvider(namesIndex: index, namesEnvironment: environment, configuration: plan.configuration?.name)
        w.block(lines.opening, closing: lines.closing, body)
    }

    /// The alternatives of one choice: `if width <= 800 { return makeSection0Max800() }`.
    private func choice(_ choice: SectionDispatch.Choice, _ w: inout CodeWriter) {
        for alternative in choice.alternatives {
            let call = dialect.returning(sectionCall(alternative.function))
            if let condition = alternative.condition {
                w.block(dialect.ifOpening(self.condition(condition))) { $0.line(call) }
            } else {
                w.line(call)
            }
        }
        if choice.canFail { w.line(dialect.returning(.nilLiteral)) }
    }

    private func sectionCall(_ stem: String) -> CodeExpression {
        let needsEnvironment = plan.sectionFunctions.first { $0.stem == stem }?.body.needsEnvironment ?? false
        return .function(dialect.helperName(stem), needsEnvironment ? [.verbatim("layoutEnvironment")] : [])
    }

    /// Both bounds inclusive and every trait equal, as `Condition.holds(in:)`.
    private func condition(_ condition: Condition) -> String {
        var tests: [String] = []
        if let min = condition.minWidth { tests.append("width >= \(dialect.spell(.number(min)))") }
        if let max = condition.maxWidth { tests.append("width <= \(dialect.spell(.number(max)))") }
        func trait(_ name: String, _ value: UIKitConstant) {
            tests.append("layoutEnvironment.traitCollection.\(name) == \(dialect.spell(.constant(value)))")
        }
        if let h = condition.horizontalSizeClass { trait("horizontalSizeClass", .sizeClass(h)) }
        if let v = condition.verticalSizeClass { trait("verticalSizeClass", .sizeClass(v)) }
        if let idiom = condition.userInterfaceIdiom { trait("userInterfaceIdiom", .idiom(idiom)) }
        return tests.isEmpty ? dialect.spell(.bool(true)) : tests.joined(separator: " && ")
    }

    private func configuration(_ w: inout CodeWriter) {
        guard let code = plan.configuration else { return }
        steps(code.steps, &w)
        let name = code.name
        let c = code.configuration
        let type = "UICollectionViewCompositionalLayoutConfiguration"
        declare(name, type, .call(UIKitCall(type, objc: .message(receiver: "[\(type) alloc]", selector: "init"), [])), &w)
        if c.scrollDirection != .vertical { set(name, "scrollDirection", .constant(.scrollDirection(c.scrollDirection)), &w) }
        if c.interSectionSpacing != 0 { set(name, "interSectionSpacing", .number(c.interSectionSpacing), &w) }
        if c.contentInsetsReference != .safeArea {
            available(.iOS14, &w) { set(name, "contentInsetsReference", .constant(.reference(c.contentInsetsReference)), &$0) }
        }
        if !code.boundaryNames.isEmpty { set(name, "boundarySupplementaryItems", .locals(code.boundaryNames), &w) }
        w.blank()
    }

    /// `body` inside an availability check when the deployment target needs it.
    /// `body` behind an availability check when the target is older than `version` (with
    /// `otherwise` as its `else` branch, when given); `body` alone when it is not.
    private func available(
        _ version: DeploymentTarget, _ w: inout CodeWriter, _ body: (inout CodeWriter) -> Void,
        otherwise: ((inout CodeWriter) -> Void)? = nil
    ) {
        guard plan.availability.needsCheck(for: version) else {
            body(&w)
            return
        }
        guard let otherwise else {
            w.block(dialect.ifOpening(dialect.available(version)), body)
            return
        }
        w.line(dialect.ifOpening(dialect.available(version)))
        w.indented(body)
        w.line("} else {")
        w.indented(otherwise)
        w.line("}")
    }

    // MARK: Statements

    private func declare(_ name: String, _ type: String, _ value: CodeExpression, mutable: Bool = false, _ w: inout CodeWriter) {
        w.lines(dialect.declaration(name, .object(type), value, mutable: mutable))
    }

    private func set(_ object: String, _ property: String, _ value: CodeExpression, _ w: inout CodeWriter) {
        w.line(dialect.property(object, property, value))
    }

    // MARK: Steps

    private func sectionBody(_ body: SectionBody, _ w: inout CodeWriter) {
        var walk = self
        if let local = body.container {
            // Declared only where an expression reads the container's size: the display scale
            // is read from the environment's trait collection, and an unused local would draw a
            // warning.
            if body.section.section.hasContainerExpressions(where: ContainerSize.readsSize) {
                w.lines(dialect.declaration(local, .conforming("NSCollectionLayoutContainer"), .verbatim(ContainerLocal.value), mutable: false))
                w.blank()
            }
            walk.containerLocal = local
        }
        walk.steps(body.steps, &w)
        walk.section(body.section, &w)
    }

    private func steps(_ steps: [ConstructionStep], _ w: inout CodeWriter) {
        for step in steps {
            switch step {
            case .supplementary(let s): supplementary(s, &w)
            case .item(let s): item(s, &w)
            case .group(let s): group(s, &w)
            case .sharedGroup(let name, let function):
                declare(name, "NSCollectionLayoutGroup", .function(dialect.helperName(function), []), &w)
            case .boundary(let s): boundary(s, &w)
            case .decoration(let s): decoration(s, &w)
            }
            w.blank()
        }
    }

    private func supplementary(_ s: SupplementaryStep, _ w: inout CodeWriter) {
        declare(s.anchorName, "NSCollectionLayoutAnchor", anchor(s.item.containerAnchor), &w)
        let type = "NSCollectionLayoutSupplementaryItem"
        var arguments: [(label: String?, value: CodeExpression)] = [
            ("layoutSize", .verbatim(s.sizeName)), ("elementKind", .elementKind(s.item.elementKind)),
            ("containerAnchor", .verbatim(s.anchorName)),
        ]
        if let itemAnchorName = s.itemAnchorName, let itemAnchor = s.item.itemAnchor {
            declare(itemAnchorName, "NSCollectionLayoutAnchor", anchor(itemAnchor), &w)
            arguments.append(("itemAnchor", .verbatim(itemAnchorName)))
        }
        declare(s.sizeName, "NSCollectionLayoutSize", size(s.item.size), &w)
        let supplementary = UIKitCall(type, objc: .message(receiver: type, selector: "supplementaryItemWithLayoutSize"), arguments)
        declare(s.name, type, .call(supplementary), &w)
        if s.item.zIndex != SupplementaryItem.defaultZIndex { set(s.name, "zIndex", .integer(s.item.zIndex), &w) }
    }

    private func item(_ s: ItemStep, _ w: inout CodeWriter) {
        declare(s.sizeName, "NSCollectionLayoutSize", size(s.item.size), &w)
        let type = "NSCollectionLayoutItem"
        var arguments: [(label: String?, value: CodeExpression)] = [("layoutSize", .verbatim(s.sizeName))]
        if !s.supplementaryNames.isEmpty { arguments.append(("supplementaryItems", .locals(s.supplementaryNames))) }
        declare(s.name, type, .call(UIKitCall(type, objc: .message(receiver: type, selector: "itemWithLayoutSize"), arguments)), &w)
        if s.item.contentInsets != .zero { set(s.name, "contentInsets", insets(s.item.contentInsets), &w) }
        if let edges = s.item.edgeSpacing, !edges.isEmpty { set(s.name, "edgeSpacing", edgeSpacing(edges), &w) }
    }

    private func group(_ s: GroupStep, _ w: inout CodeWriter) {
        let g = s.group
        let type = "NSCollectionLayoutGroup"
        declare(s.sizeName, "NSCollectionLayoutSize", size(g.size), &w)
        let axis = g.layout == .vertical ? "vertical" : "horizontal"
        // The axis's factory, with `children` as its subitem arguments.
        func make(_ children: [(label: String?, value: CodeExpression)]) -> CodeExpression {
            .call(
                UIKitCall(
                    "\(type).\(axis)", objc: .message(receiver: type, selector: "\(axis)GroupWithLayoutSize"),
                    [("layoutSize", .verbatim(s.sizeName))] + children))
        }
        switch s.children {
        case .subitems(let names):
            declare(s.name, type, make([("subitems", .locals(names))]), &w)
        case .count(let child, let count, let keptNote):
            if let keptNote {
                w.lines(
                    CodeComment.lines(
                        "subitem:count: is deprecated in iOS 16 but kept: with \(keptNote), no repeatingSubitem size reproduces its equal division."))
            }
            declare(s.name, type, make([("subitem", .verbatim(child)), ("count", self.count(count, g))]), &w)
        case .equalShare(let child, let count, let share):
            let fraction = g.layout == .vertical ? "fractionalHeight" : "fractionalWidth"
            w.lines(
                CodeComment.lines(
                    "\(child) is \(fraction)(\(CanonicalNumber.format(share))) of the group: the equal share subitem:count: (deprecated in iOS 16) would give each of \(count) copies."
                ))
            declare(s.name, type, make([("repeatingSubitem", .verbatim(child)), ("count", self.count(count, g))]), &w)
        case .repeating(let child, let count, let fallback):
            let repeating = make([("repeatingSubitem", .verbatim(child)), ("count", self.count(count, g))])
            if fallback {
                w.line(dialect.declaration(s.name, .object(type)))
                available(.iOS16, &w, { $0.lines(dialect.assignment(s.name, repeating)) }) { w in
                    w.lines(
                        CodeComment.lines(
                            "Before iOS 16, subitems repeat until the group is full: the same layout when \(countText(count, g)) copies fill it."))
                    w.lines(dialect.assignment(s.name, make([("subitems", .locals([child]))])))
                }
            } else {
                declare(s.name, type, repeating, &w)
            }
        case .custom(let custom):
            customGroup(s, custom, &w)
        }
        if let spacing = g.interItemSpacing {
            set(s.name, "interItemSpacing", self.spacing(spacing, g.containerExpressions[.interItemSpacing]), &w)
        }
        if g.contentInsets != .zero { set(s.name, "contentInsets", insets(g.contentInsets), &w) }
        if let edges = g.edgeSpacing, !edges.isEmpty { set(s.name, "edgeSpacing", edgeSpacing(edges), &w) }
        if !s.supplementaryNames.isEmpty { set(s.name, "supplementaryItems", .locals(s.supplementaryNames), &w) }
    }

    private func customGroup(_ s: GroupStep, _ custom: CustomItems, _ w: inout CodeWriter) {
        var variables = Set<String>()
        for frame in custom.frames + (custom.repeated.map { [$0.frame] } ?? []) {
            for (_, expression) in frame.fields { variables.formUnion(expression.variables) }
        }
        let provider = dialect.customGroup(
            s.name, size: s.sizeName, namesEnvironment: variables.contains("width") || variables.contains("height"))
        w.block(provider.opening, closing: provider.closing) { w in
            for variable in ["width", "height"] where variables.contains(variable) {
                w.lines(dialect.declaration(variable, .cgFloat, .verbatim("environment.container.contentSize.\(variable)"), mutable: false))
            }
            let fixed = custom.frames.map { dialect.spell(customItem($0)) }
            guard let repeated = custom.repeated, repeated.count > 0 else {
                if fixed.isEmpty {
                    w.line(dialect.returning(.array([])))
                } else {
                    dialect.arrayOverLines("return ", fixed, &w)
                }
                return
            }
            dialect.itemList("items", fixed: fixed, &w)
            let usesIndex = repeated.frame.fields.contains { $0.expression.variables.contains("i") }
            w.block(dialect.loop(usesIndex ? "index" : nil, count: repeated.count)) { w in
                if usesIndex { w.lines(dialect.declaration("i", .cgFloat, .cgFloat("index"), mutable: false)) }
                w.line(dialect.appending(dialect.spell(customItem(repeated.frame)), to: "items"))
            }
            w.line(dialect.returning(.verbatim("items")))
        }
    }

    private func customItem(_ frame: CustomFrame) -> CodeExpression {
        let rect = UIKitCall(
            "CGRect", objc: .function("CGRectMake"),
            [
                ("x", .frameField(frame.x)), ("y", .frameField(frame.y)), ("width", .frameField(frame.width)),
                ("height", .frameField(frame.height)),
            ])
        var arguments: [(label: String?, value: CodeExpression)] = [("frame", .call(rect))]
        if frame.zIndex != 0 { arguments.append(("zIndex", .integer(frame.zIndex))) }
        let type = "NSCollectionLayoutGroupCustomItem"
        return .call(UIKitCall(type, objc: .message(receiver: type, selector: "customItemWithFrame"), arguments))
    }

    private func boundary(_ s: BoundaryStep, _ w: inout CodeWriter) {
        let b = s.item
        declare(s.sizeName, "NSCollectionLayoutSize", size(b.size), &w)
        let type = "NSCollectionLayoutBoundarySupplementaryItem"
        var arguments: [(label: String?, value: CodeExpression)] = [
            ("layoutSize", .verbatim(s.sizeName)), ("elementKind", .elementKind(b.elementKind)),
            ("alignment", .constant(.alignment(b.alignment))),
        ]
        if b.offset != .zero { arguments.append(("absoluteOffset", point(b.offset))) }
        let boundary = UIKitCall(type, objc: .message(receiver: type, selector: "boundarySupplementaryItemWithLayoutSize"), arguments)
        declare(s.name, type, .call(boundary), &w)
        if !b.extendsBoundary { set(s.name, "extendsBoundary", .bool(false), &w) }
        if b.pinToVisibleBounds { set(s.name, "pinToVisibleBounds", .bool(true), &w) }
        if b.zIndex != BoundaryItem.defaultZIndex { set(s.name, "zIndex", .integer(b.zIndex), &w) }
        if b.contentInsets != .zero { set(s.name, "contentInsets", insets(b.contentInsets), &w) }
    }

    private func decoration(_ s: DecorationStep, _ w: inout CodeWriter) {
        let d = s.item
        let type = "NSCollectionLayoutDecorationItem"
        let background = UIKitCall(
            "\(type).background", objc: .message(receiver: type, selector: "backgroundDecorationItemWithElementKind"),
            [("elementKind", .elementKind(d.elementKind))])
        declare(s.name, type, .call(background), &w)
        if d.contentInsets != .zero { set(s.name, "contentInsets", insets(d.contentInsets), &w) }
        if d.zIndex != DecorationItem.defaultZIndex { set(s.name, "zIndex", .integer(d.zIndex), &w) }
    }

    private func section(_ s: SectionStep, _ w: inout CodeWriter) {
        let name = s.name
        let section = s.section
        let type = "NSCollectionLayoutSection"
        switch s.content {
        case .group(let group):
            let groupSection = UIKitCall(type, objc: .message(receiver: type, selector: "sectionWithGroup"), [("group", .verbatim(group))])
            declare(name, type, .call(groupSection), &w)
        case .list(let list, let configurationName):
            let configurationType = "UICollectionLayoutListConfiguration"
            let configuration = UIKitCall(
                configurationType, objc: .message(receiver: "[\(configurationType) alloc]", selector: "initWithAppearance"),
                [("appearance", .constant(.appearance(list.appearance)))])
            // A struct in Swift: setting its properties needs a variable.
            let mutates = list.headerMode != .none || list.footerMode != .none || list.headerTopPadding != nil
            declare(configurationName, configurationType, .call(configuration), mutable: mutates, &w)
            if list.headerMode != .none { set(configurationName, "headerMode", .constant(.headerMode(list.headerMode)), &w) }
            if list.footerMode != .none { set(configurationName, "footerMode", .constant(.footerMode(list.footerMode)), &w) }
            if let padding = list.headerTopPadding { set(configurationName, "headerTopPadding", .number(padding), &w) }
            let listSection = UIKitCall(
                "\(type).list", objc: .message(receiver: type, selector: "sectionWithListConfiguration"),
                [("using", .verbatim(configurationName)), ("layoutEnvironment", .verbatim("layoutEnvironment"))])
            declare(name, type, .call(listSection), &w)
        }
        // An expression is written even where its value is 0: it need not be 0 elsewhere.
        if section.interGroupSpacing != 0 || section.interGroupSpacingExpression != nil {
            set(name, "interGroupSpacing", amount(section.interGroupSpacing, section.interGroupSpacingExpression), &w)
        }
        if section.contentInsets != .zero { set(name, "contentInsets", insets(section.contentInsets), &w) }
        if section.contentInsetsReference != .automatic {
            available(.iOS14, &w) { set(name, "contentInsetsReference", .constant(.reference(section.contentInsetsReference)), &$0) }
        }
        if section.supplementaryContentInsetsReference != .automatic {
            available(.iOS16, &w) {
                set(name, "supplementaryContentInsetsReference", .constant(.reference(section.supplementaryContentInsetsReference)), &$0)
            }
        }
        if !section.supplementariesFollowContentInsets {
            // iOS 16 deprecated the property for supplementaryContentInsetsReference: set the
            // successor where the system has it, the property before.
            available(.iOS16, &w, { set(name, "supplementaryContentInsetsReference", .constant(.reference(.none)), &$0) }) {
                set(name, "supplementariesFollowContentInsets", .bool(false), &$0)
            }
        }
        if section.orthogonalScrollingBehavior != .none {
            set(name, "orthogonalScrollingBehavior", .constant(.orthogonal(section.orthogonalScrollingBehavior)), &w)
        }
        if !s.boundaryNames.isEmpty { set(name, "boundarySupplementaryItems", .locals(s.boundaryNames), &w) }
        if !s.decorationNames.isEmpty { set(name, "decorationItems", .locals(s.decorationNames), &w) }
    }

    // MARK: Values

    /// A number: its expression over the container where the section reads the container, else
    /// the stored value.
    private func amount(_ stored: Double, _ expression: Expression?) -> CodeExpression {
        guard let expression, let local = containerLocal else { return .number(stored) }
        return .containerValue(expression, local: local)
    }

    /// A group's count: `Int(…)` of its expression over the container, or the stored count.
    private func count(_ stored: Int, _ group: Group) -> CodeExpression {
        guard let expression = group.containerExpressions[.count], let local = containerLocal else { return .integer(stored) }
        return .containerCount(expression, local: local)
    }

    /// A group's count for a comment: `floor(container.width / 80)` or `4`.
    private func countText(_ stored: Int, _ group: Group) -> String {
        guard let expression = group.containerExpressions[.count], containerLocal != nil else { return String(stored) }
        return expression.description
    }

    private func size(_ size: LayoutSize) -> CodeExpression {
        let type = "NSCollectionLayoutSize"
        return .call(
            UIKitCall(
                type, objc: .message(receiver: type, selector: "sizeWithWidthDimension"),
                [
                    ("widthDimension", dimension(size.width, size.containerExpressions[.horizontal])),
                    ("heightDimension", dimension(size.height, size.containerExpressions[.vertical])),
                ]))
    }

    private func dimension(_ dimension: Dimension, _ expression: Expression?) -> CodeExpression {
        let value = amount(dimension.value, expression)
        switch dimension {
        case .absolute: return Self.dimension("absolute", "absoluteDimension", value)
        case .estimated: return Self.dimension("estimated", "estimatedDimension", value)
        case .fractionalWidth: return Self.dimension("fractionalWidth", "fractionalWidthDimension", value)
        case .fractionalHeight: return Self.dimension("fractionalHeight", "fractionalHeightDimension", value)
        case .uniformAcrossSiblings:
            if let helper = plan.uniformHelper { return .function(dialect.uniformHelperName(helper), [value]) }
            return Self.uniformAcrossSiblings(value)
        }
    }

    /// `.absolute(44)` / `[NSCollectionLayoutDimension absoluteDimension:44]`.
    private static func dimension(_ member: String, _ selector: String, _ value: CodeExpression) -> CodeExpression {
        .call(UIKitCall("." + member, objc: .message(receiver: "NSCollectionLayoutDimension", selector: selector), [(nil, value)]))
    }

    private static func uniformAcrossSiblings(_ estimate: CodeExpression) -> CodeExpression {
        .call(
            UIKitCall(
                ".uniformAcrossSiblings", objc: .message(receiver: "NSCollectionLayoutDimension", selector: "uniformAcrossSiblingsWithEstimate"),
                [("estimate", estimate)]))
    }

    private func insets(_ i: Insets) -> CodeExpression {
        .call(
            UIKitCall(
                "NSDirectionalEdgeInsets", objc: .function("NSDirectionalEdgeInsetsMake"),
                [
                    ("top", amount(i.top, i.containerExpressions[.top])), ("leading", amount(i.leading, i.containerExpressions[.leading])),
                    ("bottom", amount(i.bottom, i.containerExpressions[.bottom])),
                    ("trailing", amount(i.trailing, i.containerExpressions[.trailing])),
                ]))
    }

    private func spacing(_ spacing: Spacing, _ expression: Expression? = nil) -> CodeExpression {
        let (member, value) =
            switch spacing {
            case .fixed(let v): ("fixed", v)
            case .flexible(let v): ("flexible", v)
            }
        let receiver = "NSCollectionLayoutSpacing"
        return .call(UIKitCall("." + member, objc: .message(receiver: receiver, selector: member + "Spacing"), [(nil, amount(value, expression))]))
    }

    private func edgeSpacing(_ e: EdgeSpacing) -> CodeExpression {
        func side(_ s: Spacing?) -> CodeExpression { s.map { spacing($0) } ?? .nilLiteral }
        let type = "NSCollectionLayoutEdgeSpacing"
        return .call(
            UIKitCall(
                type, objc: .message(receiver: type, selector: "spacingForLeading"),
                [
                    ("leading", side(e.leading)), ("top", side(e.top)), ("trailing", side(e.trailing)), ("bottom", side(e.bottom)),
                ]))
    }

    private func point(_ p: Point) -> CodeExpression {
        .call(UIKitCall("CGPoint", objc: .function("CGPointMake"), [("x", .number(p.x)), ("y", .number(p.y))]))
    }

    private func anchor(_ a: Anchor) -> CodeExpression {
        var arguments: [(label: String?, value: CodeExpression)] = [("edges", .edges(a.edges))]
        switch a.offset {
        case .fractional(let p) where p == .zero: break
        case .fractional(let p): arguments.append(("fractionalOffset", point(p)))
        case .absolute(let p): arguments.append(("absoluteOffset", point(p)))
        }
        let type = "NSCollectionLayoutAnchor"
        return .call(UIKitCall(type, objc: .message(receiver: type, selector: "layoutAnchorWithEdges"), arguments))
    }
}
