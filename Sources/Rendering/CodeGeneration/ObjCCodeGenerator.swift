import LayoutModel

/// Writes a `LayoutCodePlan` as an Objective-C file: a C function returning a
/// `UICollectionViewCompositionalLayout *`, with `static` helper functions for shared groups
/// and sections.
struct ObjCCodeGenerator {
    let plan: LayoutCodePlan

    /// `MakeNestedGroupsLayout`.
    var functionName: String { "Make\(plan.typeName)Layout" }

    /// `API_AVAILABLE(ios(14.0))` when the function needs a newer iOS than the target.
    private var availabilityAttribute: String? {
        plan.availability.functionRequirement.map { "API_AVAILABLE(ios(\($0)))" }
    }

    func render(header: String) -> String {
        var w = CodeWriter()
        w.line(header)
        w.line("#import <UIKit/UIKit.h>")
        w.blank()
        w.line("NS_ASSUME_NONNULL_BEGIN")
        w.blank()
        if let title = plan.title { w.line("/// \(CodeComment.sanitized(title))") }
        let signature = "UICollectionViewCompositionalLayout *\(functionName)(void)"
        w.line(signature + (availabilityAttribute.map { " " + $0 } ?? "") + ";")
        w.blank()
        helpers(&w)
        w.block(signature + " {") { entry(&$0) }
        w.blank()
        w.line("NS_ASSUME_NONNULL_END")
        return w.text
    }

    // MARK: Functions

    private func staticFunction(_ signature: String, _ w: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
        if let availabilityAttribute { w.line(availabilityAttribute) }
        w.block("static " + signature + " {", body)
        w.blank()
    }

    private func helperName(_ stem: String) -> String { "Make\(plan.typeName)\(stem)" }

    /// The iOS 17 sizing helper, named after the layout like the other helpers but without
    /// `Make` (it returns a dimension, not a layout part).
    private func uniformHelperName(_ helper: String) -> String {
        "\(LayoutCodePlan.helperPrefix(for: plan.typeName))\(CodeIdentifier.uppercasingFirst(helper))"
    }

    private func helpers(_ w: inout CodeWriter) {
        if let helper = plan.uniformHelper {
            w.line("// iOS 17 sizes siblings alike; earlier systems measure each item on its own.")
            w.block("static NSCollectionLayoutDimension *\(uniformHelperName(helper))(CGFloat estimate) {") { w in
                w.block("if (@available(iOS \(DeploymentTarget.iOS17), *)) {") { w in
                    w.line("return [NSCollectionLayoutDimension uniformAcrossSiblingsWithEstimate:estimate];")
                }
                w.line("return [NSCollectionLayoutDimension estimatedDimension:estimate];")
            }
            w.blank()
        }
        for shared in plan.sharedGroups {
            staticFunction("NSCollectionLayoutGroup *\(helperName(shared.stem))(void)", &w) { w in
                steps(shared.body.steps, &w)
                w.line("return \(shared.body.resultName);")
            }
        }
        for function in plan.sectionFunctions {
            let parameter = function.body.needsEnvironment ? "id<NSCollectionLayoutEnvironment> layoutEnvironment" : "void"
            staticFunction("NSCollectionLayoutSection *\(helperName(function.stem))(\(parameter))", &w) { w in
                sectionBody(function.body, &w)
                w.line("return \(function.body.section.name);")
            }
        }
    }

    private func entry(_ w: inout CodeWriter) {
        switch plan.entry {
        case .fixedSection(let body):
            sectionBody(body, &w)
            w.blank()
            configuration(&w)
            if let configuration = plan.configuration {
                w.line("return [[UICollectionViewCompositionalLayout alloc] initWithSection:\(body.section.name) configuration:\(configuration.name)];")
            } else {
                w.line("return [[UICollectionViewCompositionalLayout alloc] initWithSection:\(body.section.name)];")
            }
        case .inlineProvider(let body):
            configuration(&w)
            provider(&w) { w in
                sectionBody(body, &w)
                w.line("return \(body.section.name);")
            }
        case .dispatch(let dispatch):
            configuration(&w)
            provider(&w) { w in
                if dispatch.usesWidth {
                    w.line("CGFloat width = layoutEnvironment.container.effectiveContentSize.width;")
                }
                if let single = dispatch.single {
                    choice(single, &w)
                    return
                }
                w.block("switch (sectionIndex) {") { w in
                    for item in dispatch.cases {
                        for index in item.indices { w.line("case \(index):") }
                        w.indented { choice(item.choice, &$0) }
                    }
                    w.line("default:")
                    w.indented { w in
                        if let fallback = dispatch.fallback {
                            choice(fallback, &w)
                        } else {
                            w.line("return nil;")
                        }
                    }
                }
            }
        }
    }

    private func provider(_ w: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        let opening = "return [[UICollectionViewCompositionalLayout alloc] initWithSectionProvider:"
            + "^NSCollectionLayoutSection * _Nullable(NSInteger sectionIndex, id<NSCollectionLayoutEnvironment> layoutEnvironment) {"
        let closing = plan.configuration.map { "} configuration:\($0.name)];" } ?? "}];"
        w.block(opening, closing: closing, body)
    }

    private func choice(_ choice: SectionDispatch.Choice, _ w: inout CodeWriter) {
        for alternative in choice.alternatives {
            let call = "return " + sectionCall(alternative.function) + ";"
            if let condition = alternative.condition {
                w.block("if (\(Self.condition(condition))) {") { $0.line(call) }
            } else {
                w.line(call)
            }
        }
        if choice.canFail { w.line("return nil;") }
    }

    private func sectionCall(_ stem: String) -> String {
        let needsEnvironment = plan.sectionFunctions.first { $0.stem == stem }?.body.needsEnvironment ?? false
        return "\(helperName(stem))(\(needsEnvironment ? "layoutEnvironment" : ""))"
    }

    static func condition(_ condition: Condition) -> String {
        var tests: [String] = []
        if let min = condition.minWidth { tests.append("width >= \(CodeLiteral.objcNumber(min))") }
        if let max = condition.maxWidth { tests.append("width <= \(CodeLiteral.objcNumber(max))") }
        let traits = "layoutEnvironment.traitCollection"
        func sizeClass(_ value: SizeClass) -> String { "UIUserInterfaceSizeClass" + value.rawValue.capitalized }
        if let h = condition.horizontalSizeClass { tests.append("\(traits).horizontalSizeClass == \(sizeClass(h))") }
        if let v = condition.verticalSizeClass { tests.append("\(traits).verticalSizeClass == \(sizeClass(v))") }
        if let idiom = condition.userInterfaceIdiom { tests.append("\(traits).userInterfaceIdiom == \(Self.idiom(idiom))") }
        return tests.isEmpty ? "YES" : tests.joined(separator: " && ")
    }

    /// `UIUserInterfaceIdiomPhone`, … (`TV` keeps UIKit's capitals).
    static func idiom(_ idiom: UserInterfaceIdiom) -> String {
        switch idiom {
        case .phone: "UIUserInterfaceIdiomPhone"
        case .pad: "UIUserInterfaceIdiomPad"
        case .tv: "UIUserInterfaceIdiomTV"
        case .carPlay: "UIUserInterfaceIdiomCarPlay"
        case .mac: "UIUserInterfaceIdiomMac"
        case .vision: "UIUserInterfaceIdiomVision"
        }
    }

    private func configuration(_ w: inout CodeWriter) {
        guard let code = plan.configuration else { return }
        steps(code.steps, &w)
        let name = code.name, c = code.configuration
        w.line("UICollectionViewCompositionalLayoutConfiguration *\(name) = [[UICollectionViewCompositionalLayoutConfiguration alloc] init];")
        if c.scrollDirection != .vertical { w.line("\(name).scrollDirection = \(Self.scrollDirection(c.scrollDirection));") }
        if c.interSectionSpacing != 0 { w.line("\(name).interSectionSpacing = \(CodeLiteral.objcNumber(c.interSectionSpacing));") }
        if c.contentInsetsReference != .safeArea {
            available(.iOS14, &w) { $0.line("\(name).contentInsetsReference = \(Self.reference(c.contentInsetsReference));") }
        }
        if !code.boundaryNames.isEmpty { w.line("\(name).boundarySupplementaryItems = \(array(code.boundaryNames));") }
        w.blank()
    }

    private func available(_ version: DeploymentTarget, _ w: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
        if plan.availability.needsCheck(for: version) {
            w.block("if (@available(iOS \(version), *)) {", body)
        } else {
            body(&w)
        }
    }

    // MARK: Steps

    private func sectionBody(_ body: SectionBody, _ w: inout CodeWriter) {
        steps(body.steps, &w)
        section(body.section, &w)
    }

    private func steps(_ steps: [ConstructionStep], _ w: inout CodeWriter) {
        for step in steps {
            switch step {
            case .supplementary(let s): supplementary(s, &w)
            case .item(let s): item(s, &w)
            case .group(let s): group(s, &w)
            case .sharedGroup(let name, let function): w.line("NSCollectionLayoutGroup *\(name) = \(helperName(function))();")
            case .boundary(let s): boundary(s, &w)
            case .decoration(let s): decoration(s, &w)
            }
            w.blank()
        }
    }

    /// `Type *name = [message];`, split over lines when long.
    private func declare(_ type: String, _ name: String, _ message: ObjCMessage, _ w: inout CodeWriter) {
        w.lines(message.lines(prefix: "\(type) *\(name) = ", suffix: ";"))
    }

    private func supplementary(_ s: SupplementaryStep, _ w: inout CodeWriter) {
        declare("NSCollectionLayoutAnchor", s.anchorName, anchor(s.item.containerAnchor), &w)
        var parts = [
            ("supplementaryItemWithLayoutSize", s.sizeName), ("elementKind", elementKind(s.item.elementKind)),
            ("containerAnchor", s.anchorName),
        ]
        if let itemAnchorName = s.itemAnchorName, let itemAnchor = s.item.itemAnchor {
            declare("NSCollectionLayoutAnchor", itemAnchorName, anchor(itemAnchor), &w)
            parts.append(("itemAnchor", itemAnchorName))
        }
        declare("NSCollectionLayoutSize", s.sizeName, size(s.item.size), &w)
        declare("NSCollectionLayoutSupplementaryItem", s.name, ObjCMessage(head: "[NSCollectionLayoutSupplementaryItem ", parts: parts), &w)
        if s.item.zIndex != SupplementaryItem.defaultZIndex { w.line("\(s.name).zIndex = \(CodeLiteral.objcInteger(s.item.zIndex));") }
    }

    private func item(_ s: ItemStep, _ w: inout CodeWriter) {
        declare("NSCollectionLayoutSize", s.sizeName, size(s.item.size), &w)
        var parts = [("itemWithLayoutSize", s.sizeName)]
        if !s.supplementaryNames.isEmpty { parts.append(("supplementaryItems", array(s.supplementaryNames))) }
        declare("NSCollectionLayoutItem", s.name, ObjCMessage(head: "[NSCollectionLayoutItem ", parts: parts), &w)
        if s.item.contentInsets != .zero { w.line("\(s.name).contentInsets = \(insets(s.item.contentInsets));") }
        if let edges = s.item.edgeSpacing, !edges.isEmpty { w.line("\(s.name).edgeSpacing = \(edgeSpacing(edges).inline);") }
    }

    private func group(_ s: GroupStep, _ w: inout CodeWriter) {
        let g = s.group
        declare("NSCollectionLayoutSize", s.sizeName, size(g.size), &w)
        let factory = g.layout == .vertical ? "verticalGroupWithLayoutSize" : "horizontalGroupWithLayoutSize"
        let head = "[NSCollectionLayoutGroup "
        switch s.children {
        case .subitems(let names):
            declare("NSCollectionLayoutGroup", s.name, ObjCMessage(head: head, parts: [(factory, s.sizeName), ("subitems", array(names))]), &w)
        case .count(let child, let count, let keptNote):
            if let keptNote {
                w.lines(CodeComment.lines(
                    "subitem:count: is deprecated in iOS 16 but kept: with \(keptNote), no repeatingSubitem size reproduces its equal division."))
            }
            declare("NSCollectionLayoutGroup", s.name, ObjCMessage(
                head: head, parts: [(factory, s.sizeName), ("subitem", child), ("count", CodeLiteral.objcInteger(count))]), &w)
        case .equalShare(let child, let count, let share):
            let fraction = g.layout == .vertical ? "fractionalHeight" : "fractionalWidth"
            w.lines(CodeComment.lines(
                "\(child) is \(fraction)(\(CanonicalNumber.format(share))) of the group: the equal share subitem:count: (deprecated in iOS 16) would give each of \(count) copies."))
            declare("NSCollectionLayoutGroup", s.name, ObjCMessage(
                head: head, parts: [(factory, s.sizeName), ("repeatingSubitem", child), ("count", CodeLiteral.objcInteger(count))]), &w)
        case .repeating(let child, let count, let fallback):
            let repeating = ObjCMessage(
                head: head, parts: [(factory, s.sizeName), ("repeatingSubitem", child), ("count", CodeLiteral.objcInteger(count))])
            if fallback {
                w.line("NSCollectionLayoutGroup *\(s.name);")
                w.line("if (@available(iOS \(DeploymentTarget.iOS16), *)) {")
                w.indented { w in
                    w.lines(repeating.lines(prefix: "\(s.name) = ", suffix: ";"))
                }
                w.line("} else {")
                w.indented { w in
                    w.lines(CodeComment.lines("Before iOS 16, subitems repeat until the group is full: the same layout when \(count) copies fill it."))
                    let subitems = ObjCMessage(head: head, parts: [(factory, s.sizeName), ("subitems", array([child]))])
                    w.lines(subitems.lines(prefix: "\(s.name) = ", suffix: ";"))
                }
                w.line("}")
            } else {
                declare("NSCollectionLayoutGroup", s.name, repeating, &w)
            }
        case .custom(let custom):
            customGroup(s, custom, &w)
        }
        if let spacing = g.interItemSpacing { w.line("\(s.name).interItemSpacing = \(self.spacing(spacing));") }
        if g.contentInsets != .zero { w.line("\(s.name).contentInsets = \(insets(g.contentInsets));") }
        if let edges = g.edgeSpacing, !edges.isEmpty { w.line("\(s.name).edgeSpacing = \(edgeSpacing(edges).inline);") }
        if !s.supplementaryNames.isEmpty { w.line("\(s.name).supplementaryItems = \(array(s.supplementaryNames));") }
    }

    private func customGroup(_ s: GroupStep, _ custom: CustomItems, _ w: inout CodeWriter) {
        var variables = Set<String>()
        for frame in custom.frames + (custom.repeated.map { [$0.frame] } ?? []) {
            for (_, expression) in frame.fields { variables.formUnion(expression.variables) }
        }
        let opening = "NSCollectionLayoutGroup *\(s.name) = [NSCollectionLayoutGroup customGroupWithLayoutSize:\(s.sizeName) itemProvider:"
            + "^NSArray<NSCollectionLayoutGroupCustomItem *> *(id<NSCollectionLayoutEnvironment> environment) {"
        w.block(opening, closing: "}];") { w in
            if variables.contains("width") { w.line("CGFloat width = environment.container.contentSize.width;") }
            if variables.contains("height") { w.line("CGFloat height = environment.container.contentSize.height;") }
            let fixed = custom.frames.map(customItem)
            guard let repeated = custom.repeated, repeated.count > 0 else {
                if fixed.isEmpty {
                    w.line("return @[];")
                } else {
                    w.block("return @[", closing: "];") { w in
                        w.lines(fixed.enumerated().map { $0.offset < fixed.count - 1 ? $0.element + "," : $0.element })
                    }
                }
                return
            }
            w.line("NSMutableArray<NSCollectionLayoutGroupCustomItem *> *items = [NSMutableArray array];")
            for item in fixed { w.line("[items addObject:\(item)];") }
            let usesIndex = repeated.frame.fields.contains { $0.expression.variables.contains("i") }
            w.block("for (NSInteger index = 0; index < \(repeated.count); index++) {") { w in
                if usesIndex { w.line("CGFloat i = (CGFloat)index;") }
                w.line("[items addObject:\(customItem(repeated.frame))];")
            }
            w.line("return items;")
        }
    }

    private func customItem(_ frame: CustomFrame) -> String {
        let rect = "CGRectMake(\(FrameExpressionCode.objcField(frame.x)), \(FrameExpressionCode.objcField(frame.y)), \(FrameExpressionCode.objcField(frame.width)), \(FrameExpressionCode.objcField(frame.height)))"
        return frame.zIndex == 0
            ? "[NSCollectionLayoutGroupCustomItem customItemWithFrame:\(rect)]"
            : "[NSCollectionLayoutGroupCustomItem customItemWithFrame:\(rect) zIndex:\(CodeLiteral.objcInteger(frame.zIndex))]"
    }

    private func boundary(_ s: BoundaryStep, _ w: inout CodeWriter) {
        let b = s.item
        declare("NSCollectionLayoutSize", s.sizeName, size(b.size), &w)
        var parts = [
            ("boundarySupplementaryItemWithLayoutSize", s.sizeName), ("elementKind", elementKind(b.elementKind)),
            ("alignment", Self.alignment(b.alignment)),
        ]
        if b.offset != .zero { parts.append(("absoluteOffset", point(b.offset))) }
        declare("NSCollectionLayoutBoundarySupplementaryItem", s.name, ObjCMessage(head: "[NSCollectionLayoutBoundarySupplementaryItem ", parts: parts), &w)
        if !b.extendsBoundary { w.line("\(s.name).extendsBoundary = NO;") }
        if b.pinToVisibleBounds { w.line("\(s.name).pinToVisibleBounds = YES;") }
        if b.zIndex != BoundaryItem.defaultZIndex { w.line("\(s.name).zIndex = \(CodeLiteral.objcInteger(b.zIndex));") }
        if b.contentInsets != .zero { w.line("\(s.name).contentInsets = \(insets(b.contentInsets));") }
    }

    private func decoration(_ s: DecorationStep, _ w: inout CodeWriter) {
        let d = s.item
        declare("NSCollectionLayoutDecorationItem", s.name, ObjCMessage(
            head: "[NSCollectionLayoutDecorationItem ", parts: [("backgroundDecorationItemWithElementKind", elementKind(d.elementKind))]), &w)
        if d.contentInsets != .zero { w.line("\(s.name).contentInsets = \(insets(d.contentInsets));") }
        if d.zIndex != DecorationItem.defaultZIndex { w.line("\(s.name).zIndex = \(CodeLiteral.objcInteger(d.zIndex));") }
    }

    private func section(_ s: SectionStep, _ w: inout CodeWriter) {
        let name = s.name, section = s.section
        switch s.content {
        case .group(let group):
            declare("NSCollectionLayoutSection", name, ObjCMessage(head: "[NSCollectionLayoutSection ", parts: [("sectionWithGroup", group)]), &w)
        case .list(let list, let configurationName):
            declare("UICollectionLayoutListConfiguration", configurationName, ObjCMessage(
                head: "[[UICollectionLayoutListConfiguration alloc] ", parts: [("initWithAppearance", Self.appearance(list.appearance))]), &w)
            if list.headerMode != .none { w.line("\(configurationName).headerMode = \(Self.headerMode(list.headerMode));") }
            if list.footerMode != .none { w.line("\(configurationName).footerMode = \(Self.footerMode(list.footerMode));") }
            if let padding = list.headerTopPadding { w.line("\(configurationName).headerTopPadding = \(CodeLiteral.objcNumber(padding));") }
            declare("NSCollectionLayoutSection", name, ObjCMessage(
                head: "[NSCollectionLayoutSection ",
                parts: [("sectionWithListConfiguration", configurationName), ("layoutEnvironment", "layoutEnvironment")]), &w)
        }
        if section.interGroupSpacing != 0 { w.line("\(name).interGroupSpacing = \(CodeLiteral.objcNumber(section.interGroupSpacing));") }
        if section.contentInsets != .zero { w.line("\(name).contentInsets = \(insets(section.contentInsets));") }
        if section.contentInsetsReference != .automatic {
            available(.iOS14, &w) { $0.line("\(name).contentInsetsReference = \(Self.reference(section.contentInsetsReference));") }
        }
        if section.supplementaryContentInsetsReference != .automatic {
            available(.iOS16, &w) {
                $0.line("\(name).supplementaryContentInsetsReference = \(Self.reference(section.supplementaryContentInsetsReference));")
            }
        }
        if section.orthogonalScrollingBehavior != .none {
            w.line("\(name).orthogonalScrollingBehavior = \(Self.orthogonal(section.orthogonalScrollingBehavior));")
        }
        if !s.boundaryNames.isEmpty { w.line("\(name).boundarySupplementaryItems = \(array(s.boundaryNames));") }
        if !s.decorationNames.isEmpty { w.line("\(name).decorationItems = \(array(s.decorationNames));") }
    }

    // MARK: Values

    private func array(_ names: [String]) -> String { "@[" + names.joined(separator: ", ") + "]" }

    private func size(_ size: Size) -> ObjCMessage {
        ObjCMessage(head: "[NSCollectionLayoutSize ", parts: [
            ("sizeWithWidthDimension", dimension(size.width)), ("heightDimension", dimension(size.height)),
        ])
    }

    private func dimension(_ dimension: Dimension) -> String {
        let value = CodeLiteral.objcNumber(dimension.value)
        switch dimension {
        case .absolute: return "[NSCollectionLayoutDimension absoluteDimension:\(value)]"
        case .estimated: return "[NSCollectionLayoutDimension estimatedDimension:\(value)]"
        case .fractionalWidth: return "[NSCollectionLayoutDimension fractionalWidthDimension:\(value)]"
        case .fractionalHeight: return "[NSCollectionLayoutDimension fractionalHeightDimension:\(value)]"
        case .uniformAcrossSiblings:
            if let helper = plan.uniformHelper { return "\(uniformHelperName(helper))(\(value))" }
            return "[NSCollectionLayoutDimension uniformAcrossSiblingsWithEstimate:\(value)]"
        }
    }

    private func insets(_ i: Insets) -> String {
        "NSDirectionalEdgeInsetsMake(\(CodeLiteral.objcNumber(i.top)), \(CodeLiteral.objcNumber(i.leading)), \(CodeLiteral.objcNumber(i.bottom)), \(CodeLiteral.objcNumber(i.trailing)))"
    }

    private func spacing(_ spacing: Spacing) -> String {
        switch spacing {
        case .fixed(let v): "[NSCollectionLayoutSpacing fixedSpacing:\(CodeLiteral.objcNumber(v))]"
        case .flexible(let v): "[NSCollectionLayoutSpacing flexibleSpacing:\(CodeLiteral.objcNumber(v))]"
        }
    }

    private func edgeSpacing(_ e: EdgeSpacing) -> ObjCMessage {
        func side(_ s: Spacing?) -> String { s.map(spacing) ?? "nil" }
        return ObjCMessage(head: "[NSCollectionLayoutEdgeSpacing ", parts: [
            ("spacingForLeading", side(e.leading)), ("top", side(e.top)), ("trailing", side(e.trailing)), ("bottom", side(e.bottom)),
        ])
    }

    private func point(_ p: Point) -> String {
        "CGPointMake(\(CodeLiteral.objcNumber(p.x)), \(CodeLiteral.objcNumber(p.y)))"
    }

    private func anchor(_ a: Anchor) -> ObjCMessage {
        let edges = a.edges.isEmpty
            ? "NSDirectionalRectEdgeNone"
            : a.edges.map { "NSDirectionalRectEdge" + CodeIdentifier.uppercasingFirst($0.rawValue) }.joined(separator: " | ")
        let head = "[NSCollectionLayoutAnchor "
        switch a.offset {
        case .fractional(let p) where p == .zero:
            return ObjCMessage(head: head, parts: [("layoutAnchorWithEdges", edges)])
        case .fractional(let p):
            return ObjCMessage(head: head, parts: [("layoutAnchorWithEdges", edges), ("fractionalOffset", point(p))])
        case .absolute(let p):
            return ObjCMessage(head: head, parts: [("layoutAnchorWithEdges", edges), ("absoluteOffset", point(p))])
        }
    }

    private func elementKind(_ kind: String) -> String {
        switch kind {
        case "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter": kind
        default: CodeLiteral.objcString(kind)
        }
    }

    static func alignment(_ a: RectAlignment) -> String { "NSRectAlignment" + CodeIdentifier.uppercasingFirst(a.rawValue) }
    static func reference(_ r: ContentInsetsReference) -> String { "UIContentInsetsReference" + CodeIdentifier.uppercasingFirst(r.rawValue) }
    static func scrollDirection(_ d: ScrollDirection) -> String { "UICollectionViewScrollDirection" + CodeIdentifier.uppercasingFirst(d.rawValue) }
    static func orthogonal(_ o: OrthogonalScrollingBehavior) -> String {
        "UICollectionLayoutSectionOrthogonalScrollingBehavior" + CodeIdentifier.uppercasingFirst(o.rawValue)
    }
    static func appearance(_ a: ListConfiguration.Appearance) -> String {
        "UICollectionLayoutListAppearance" + CodeIdentifier.uppercasingFirst(a.rawValue)
    }
    static func headerMode(_ m: ListConfiguration.HeaderMode) -> String {
        "UICollectionLayoutListHeaderMode" + CodeIdentifier.uppercasingFirst(m.rawValue)
    }
    static func footerMode(_ m: ListConfiguration.FooterMode) -> String {
        "UICollectionLayoutListFooterMode" + CodeIdentifier.uppercasingFirst(m.rawValue)
    }
}
