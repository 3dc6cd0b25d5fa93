import LayoutModel

/// Writes a `LayoutCodePlan` as a Swift function returning a
/// `UICollectionViewCompositionalLayout`.
struct SwiftCodeGenerator {
    let plan: LayoutCodePlan

    /// `makeNestedGroupsLayout`.
    var functionName: String { "make\(plan.typeName)Layout" }

    /// - Parameters:
    ///   - header: the first line.
    ///   - catalogHeader: the `// catalog:` lines that follow it.
    func render(header: String, catalogHeader: [String]) -> String {
        var w = CodeWriter()
        w.line(header)
        w.lines(catalogHeader)
        w.line("import UIKit")
        w.blank()
        if let title = plan.title { w.line("/// \(CodeComment.sanitized(title))") }
        if let requirement = plan.availability.functionRequirement {
            w.line("@available(iOS \(requirement), *)")
        }
        // UIKit's layout classes are main-actor isolated.
        w.line("@MainActor")
        w.block("func \(functionName)() -> UICollectionViewCompositionalLayout {") { w in
            helpers(&w)
            entry(&w)
        }
        return w.text
    }

    // MARK: Functions

    private func helpers(_ w: inout CodeWriter) {
        if let helper = plan.uniformHelper {
            w.line("// iOS 17 sizes siblings alike; earlier systems measure each item on its own.")
            w.block("func \(helper)(_ estimate: CGFloat) -> NSCollectionLayoutDimension {") { w in
                w.block("if #available(iOS \(DeploymentTarget.iOS17), *) {") { w in
                    w.line("return .uniformAcrossSiblings(estimate: estimate)")
                }
                w.line("return .estimated(estimate)")
            }
            w.blank()
        }
        for shared in plan.sharedGroups {
            w.block("func make\(shared.stem)() -> NSCollectionLayoutGroup {") { w in
                steps(shared.body.steps, &w)
                w.line("return \(shared.body.resultName)")
            }
            w.blank()
        }
        for function in plan.sectionFunctions {
            let parameter = function.body.needsEnvironment ? "_ layoutEnvironment: any NSCollectionLayoutEnvironment" : ""
            w.block("func make\(function.stem)(\(parameter)) -> NSCollectionLayoutSection {") { w in
                sectionBody(function.body, &w)
                w.line("return \(function.body.section.name)")
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
            let configurationArgument = plan.configuration.map { ", configuration: \($0.name)" } ?? ""
            w.line("return UICollectionViewCompositionalLayout(section: \(body.section.name)\(configurationArgument))")
        case .inlineProvider(let body):
            configuration(&w)
            provider(index: false, environment: true, &w) { w in
                sectionBody(body, &w)
                w.line("return \(body.section.name)")
            }
        case .dispatch(let dispatch):
            configuration(&w)
            let needsEnvironment = dispatch.usesConditions || plan.sectionFunctions.contains(where: \.body.needsEnvironment)
            provider(index: dispatch.single == nil, environment: needsEnvironment, &w) { w in
                if dispatch.usesWidth {
                    w.line("let width = layoutEnvironment.container.effectiveContentSize.width")
                }
                if let single = dispatch.single {
                    choice(single, &w)
                    return
                }
                // Swift style: `case` lines align with `switch`.
                w.line("switch sectionIndex {")
                for item in dispatch.cases {
                    w.line("case \(item.indices.map(String.init).joined(separator: ", ")):")
                    w.indented { choice(item.choice, &$0) }
                }
                w.line("default:")
                w.indented { w in
                    if let fallback = dispatch.fallback {
                        choice(fallback, &w)
                    } else {
                        w.line("return nil")
                    }
                }
                w.line("}")
            }
        }
    }

    /// `return UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in … }`.
    private func provider(index: Bool, environment: Bool, _ w: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        let parameters = "\(index ? "sectionIndex" : "_"), \(environment ? "layoutEnvironment" : "_")"
        if let configuration = plan.configuration {
            w.block("return UICollectionViewCompositionalLayout(sectionProvider: { \(parameters) in",
                    closing: "}, configuration: \(configuration.name))", body)
        } else {
            w.block("return UICollectionViewCompositionalLayout { \(parameters) in", body)
        }
    }

    /// The alternatives of one choice: `if width <= 800 { return makeSection0Max800() }`.
    private func choice(_ choice: SectionDispatch.Choice, _ w: inout CodeWriter) {
        for alternative in choice.alternatives {
            let call = "return " + sectionCall(alternative.function)
            if let condition = alternative.condition {
                w.block("if \(Self.condition(condition)) {") { $0.line(call) }
            } else {
                w.line(call)
            }
        }
        if choice.canFail { w.line("return nil") }
    }

    private func sectionCall(_ stem: String) -> String {
        let needsEnvironment = plan.sectionFunctions.first { $0.stem == stem }?.body.needsEnvironment ?? false
        return "make\(stem)(\(needsEnvironment ? "layoutEnvironment" : ""))"
    }

    /// Both bounds inclusive and every trait equal, as `Condition.holds(in:)`.
    static func condition(_ condition: Condition) -> String {
        var tests: [String] = []
        if let min = condition.minWidth { tests.append("width >= \(CodeLiteral.swiftNumber(min))") }
        if let max = condition.maxWidth { tests.append("width <= \(CodeLiteral.swiftNumber(max))") }
        let traits = "layoutEnvironment.traitCollection"
        if let h = condition.horizontalSizeClass { tests.append("\(traits).horizontalSizeClass == .\(h.rawValue)") }
        if let v = condition.verticalSizeClass { tests.append("\(traits).verticalSizeClass == .\(v.rawValue)") }
        if let idiom = condition.userInterfaceIdiom { tests.append("\(traits).userInterfaceIdiom == .\(idiom.rawValue)") }
        return tests.isEmpty ? "true" : tests.joined(separator: " && ")
    }

    private func configuration(_ w: inout CodeWriter) {
        guard let code = plan.configuration else { return }
        steps(code.steps, &w)
        let name = code.name, c = code.configuration
        w.line("let \(name) = UICollectionViewCompositionalLayoutConfiguration()")
        if c.scrollDirection != .vertical { w.line("\(name).scrollDirection = .\(c.scrollDirection.rawValue)") }
        if c.interSectionSpacing != 0 { w.line("\(name).interSectionSpacing = \(CodeLiteral.swiftNumber(c.interSectionSpacing))") }
        if c.contentInsetsReference != .safeArea {
            available(.iOS14, &w) { $0.line("\(name).contentInsetsReference = .\(c.contentInsetsReference.rawValue)") }
        }
        if !code.boundaryNames.isEmpty { w.line("\(name).boundarySupplementaryItems = [\(code.boundaryNames.joined(separator: ", "))]") }
        w.blank()
    }

    /// `body` inside `if #available(iOS …, *) { }` when the deployment target needs it.
    private func available(_ version: DeploymentTarget, _ w: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
        if plan.availability.needsCheck(for: version) {
            w.block("if #available(iOS \(version), *) {", body)
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
            case .sharedGroup(let name, let function): w.line("let \(name) = make\(function)()")
            case .boundary(let s): boundary(s, &w)
            case .decoration(let s): decoration(s, &w)
            }
            w.blank()
        }
    }

    private func supplementary(_ s: SupplementaryStep, _ w: inout CodeWriter) {
        w.line("let \(s.anchorName) = \(anchor(s.item.containerAnchor))")
        var itemAnchorArgument = ""
        if let itemAnchorName = s.itemAnchorName, let itemAnchor = s.item.itemAnchor {
            w.line("let \(itemAnchorName) = \(anchor(itemAnchor))")
            itemAnchorArgument = ", itemAnchor: \(itemAnchorName)"
        }
        w.line("let \(s.sizeName) = \(size(s.item.size))")
        w.line("let \(s.name) = NSCollectionLayoutSupplementaryItem(layoutSize: \(s.sizeName), elementKind: \(elementKind(s.item.elementKind)), containerAnchor: \(s.anchorName)\(itemAnchorArgument))")
        if s.item.zIndex != SupplementaryItem.defaultZIndex { w.line("\(s.name).zIndex = \(s.item.zIndex)") }
    }

    private func item(_ s: ItemStep, _ w: inout CodeWriter) {
        w.line("let \(s.sizeName) = \(size(s.item.size))")
        let supplementaries = s.supplementaryNames.isEmpty ? "" : ", supplementaryItems: [\(s.supplementaryNames.joined(separator: ", "))]"
        w.line("let \(s.name) = NSCollectionLayoutItem(layoutSize: \(s.sizeName)\(supplementaries))")
        if s.item.contentInsets != .zero { w.line("\(s.name).contentInsets = \(insets(s.item.contentInsets))") }
        if let edges = s.item.edgeSpacing, !edges.isEmpty { w.line("\(s.name).edgeSpacing = \(edgeSpacing(edges))") }
    }

    private func group(_ s: GroupStep, _ w: inout CodeWriter) {
        let g = s.group
        w.line("let \(s.sizeName) = \(size(g.size))")
        let factory = "NSCollectionLayoutGroup.\(g.layout == .vertical ? "vertical" : "horizontal")"
        switch s.children {
        case .subitems(let names):
            w.line("let \(s.name) = \(factory)(layoutSize: \(s.sizeName), subitems: [\(names.joined(separator: ", "))])")
        case .count(let child, let count, let keptNote):
            if let keptNote {
                w.lines(CodeComment.lines(
                    "subitem:count: is deprecated in iOS 16 but kept: with \(keptNote), no repeatingSubitem size reproduces its equal division."))
            }
            w.line("let \(s.name) = \(factory)(layoutSize: \(s.sizeName), subitem: \(child), count: \(count))")
        case .equalShare(let child, let count, let share):
            let fraction = g.layout == .vertical ? "fractionalHeight" : "fractionalWidth"
            w.lines(CodeComment.lines(
                "\(child) is \(fraction)(\(CanonicalNumber.format(share))) of the group: the equal share subitem:count: (deprecated in iOS 16) would give each of \(count) copies."))
            w.line("let \(s.name) = \(factory)(layoutSize: \(s.sizeName), repeatingSubitem: \(child), count: \(count))")
        case .repeating(let child, let count, let fallback):
            if fallback {
                w.line("let \(s.name): NSCollectionLayoutGroup")
                w.line("if #available(iOS \(DeploymentTarget.iOS16), *) {")
                w.indented { w in
                    w.line("\(s.name) = \(factory)(layoutSize: \(s.sizeName), repeatingSubitem: \(child), count: \(count))")
                }
                w.line("} else {")
                w.indented { w in
                    w.lines(CodeComment.lines("Before iOS 16, subitems repeat until the group is full: the same layout when \(count) copies fill it."))
                    w.line("\(s.name) = \(factory)(layoutSize: \(s.sizeName), subitems: [\(child)])")
                }
                w.line("}")
            } else {
                w.line("let \(s.name) = \(factory)(layoutSize: \(s.sizeName), repeatingSubitem: \(child), count: \(count))")
            }
        case .custom(let custom):
            customGroup(s, custom, &w)
        }
        if let spacing = g.interItemSpacing { w.line("\(s.name).interItemSpacing = \(self.spacing(spacing))") }
        if g.contentInsets != .zero { w.line("\(s.name).contentInsets = \(insets(g.contentInsets))") }
        if let edges = g.edgeSpacing, !edges.isEmpty { w.line("\(s.name).edgeSpacing = \(edgeSpacing(edges))") }
        if !s.supplementaryNames.isEmpty { w.line("\(s.name).supplementaryItems = [\(s.supplementaryNames.joined(separator: ", "))]") }
    }

    private func customGroup(_ s: GroupStep, _ custom: CustomItems, _ w: inout CodeWriter) {
        var variables = Set<String>()
        for frame in custom.frames + (custom.repeated.map { [$0.frame] } ?? []) {
            for (_, expression) in frame.fields { variables.formUnion(expression.variables) }
        }
        let usesEnvironment = variables.contains("width") || variables.contains("height")
        w.block("let \(s.name) = NSCollectionLayoutGroup.custom(layoutSize: \(s.sizeName)) { \(usesEnvironment ? "environment" : "_") in") { w in
            if variables.contains("width") { w.line("let width = environment.container.contentSize.width") }
            if variables.contains("height") { w.line("let height = environment.container.contentSize.height") }
            let fixed = custom.frames.map(customItem)
            guard let repeated = custom.repeated, repeated.count > 0 else {
                if fixed.isEmpty {
                    w.line("return []")
                } else {
                    w.block("return [", closing: "]") { $0.lines(fixed.map { $0 + "," }) }
                }
                return
            }
            if fixed.isEmpty {
                w.line("var items: [NSCollectionLayoutGroupCustomItem] = []")
            } else {
                w.block("var items = [", closing: "]") { $0.lines(fixed.map { $0 + "," }) }
            }
            let usesIndex = repeated.frame.fields.contains { $0.expression.variables.contains("i") }
            w.block("for \(usesIndex ? "index" : "_") in 0..<\(repeated.count) {") { w in
                if usesIndex { w.line("let i = CGFloat(index)") }
                w.line("items.append(\(customItem(repeated.frame)))")
            }
            w.line("return items")
        }
    }

    private func customItem(_ frame: CustomFrame) -> String {
        let rect = "CGRect(x: \(FrameExpressionCode.swiftField(frame.x)), y: \(FrameExpressionCode.swiftField(frame.y)), width: \(FrameExpressionCode.swiftField(frame.width)), height: \(FrameExpressionCode.swiftField(frame.height)))"
        return frame.zIndex == 0
            ? "NSCollectionLayoutGroupCustomItem(frame: \(rect))"
            : "NSCollectionLayoutGroupCustomItem(frame: \(rect), zIndex: \(frame.zIndex))"
    }

    private func boundary(_ s: BoundaryStep, _ w: inout CodeWriter) {
        let b = s.item
        w.line("let \(s.sizeName) = \(size(b.size))")
        let offset = b.offset == .zero ? "" : ", absoluteOffset: \(point(b.offset))"
        w.line("let \(s.name) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(s.sizeName), elementKind: \(elementKind(b.elementKind)), alignment: .\(b.alignment.rawValue)\(offset))")
        if !b.extendsBoundary { w.line("\(s.name).extendsBoundary = false") }
        if b.pinToVisibleBounds { w.line("\(s.name).pinToVisibleBounds = true") }
        if b.zIndex != BoundaryItem.defaultZIndex { w.line("\(s.name).zIndex = \(b.zIndex)") }
        if b.contentInsets != .zero { w.line("\(s.name).contentInsets = \(insets(b.contentInsets))") }
    }

    private func decoration(_ s: DecorationStep, _ w: inout CodeWriter) {
        let d = s.item
        w.line("let \(s.name) = NSCollectionLayoutDecorationItem.background(elementKind: \(elementKind(d.elementKind)))")
        if d.contentInsets != .zero { w.line("\(s.name).contentInsets = \(insets(d.contentInsets))") }
        if d.zIndex != DecorationItem.defaultZIndex { w.line("\(s.name).zIndex = \(d.zIndex)") }
    }

    private func section(_ s: SectionStep, _ w: inout CodeWriter) {
        let name = s.name, section = s.section
        switch s.content {
        case .group(let group):
            w.line("let \(name) = NSCollectionLayoutSection(group: \(group))")
        case .list(let list, let configurationName):
            let mutates = list.headerMode != .none || list.footerMode != .none || list.headerTopPadding != nil
            w.line("\(mutates ? "var" : "let") \(configurationName) = UICollectionLayoutListConfiguration(appearance: .\(list.appearance.rawValue))")
            if list.headerMode != .none { w.line("\(configurationName).headerMode = .\(list.headerMode.rawValue)") }
            if list.footerMode != .none { w.line("\(configurationName).footerMode = .\(list.footerMode.rawValue)") }
            if let padding = list.headerTopPadding { w.line("\(configurationName).headerTopPadding = \(CodeLiteral.swiftNumber(padding))") }
            w.line("let \(name) = NSCollectionLayoutSection.list(using: \(configurationName), layoutEnvironment: layoutEnvironment)")
        }
        if section.interGroupSpacing != 0 { w.line("\(name).interGroupSpacing = \(CodeLiteral.swiftNumber(section.interGroupSpacing))") }
        if section.contentInsets != .zero { w.line("\(name).contentInsets = \(insets(section.contentInsets))") }
        if section.contentInsetsReference != .automatic {
            available(.iOS14, &w) { $0.line("\(name).contentInsetsReference = .\(section.contentInsetsReference.rawValue)") }
        }
        if section.supplementaryContentInsetsReference != .automatic {
            available(.iOS16, &w) { $0.line("\(name).supplementaryContentInsetsReference = .\(section.supplementaryContentInsetsReference.rawValue)") }
        }
        if section.orthogonalScrollingBehavior != .none {
            w.line("\(name).orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)")
        }
        if !s.boundaryNames.isEmpty { w.line("\(name).boundarySupplementaryItems = [\(s.boundaryNames.joined(separator: ", "))]") }
        if !s.decorationNames.isEmpty { w.line("\(name).decorationItems = [\(s.decorationNames.joined(separator: ", "))]") }
    }

    // MARK: Values

    private func size(_ size: Size) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(size.width)), heightDimension: \(dimension(size.height)))"
    }

    private func dimension(_ dimension: Dimension) -> String {
        let value = CodeLiteral.swiftNumber(dimension.value)
        switch dimension {
        case .absolute: return ".absolute(\(value))"
        case .estimated: return ".estimated(\(value))"
        case .fractionalWidth: return ".fractionalWidth(\(value))"
        case .fractionalHeight: return ".fractionalHeight(\(value))"
        case .uniformAcrossSiblings:
            if let helper = plan.uniformHelper { return "\(helper)(\(value))" }
            return ".uniformAcrossSiblings(estimate: \(value))"
        }
    }

    private func insets(_ i: Insets) -> String {
        "NSDirectionalEdgeInsets(top: \(CodeLiteral.swiftNumber(i.top)), leading: \(CodeLiteral.swiftNumber(i.leading)), bottom: \(CodeLiteral.swiftNumber(i.bottom)), trailing: \(CodeLiteral.swiftNumber(i.trailing)))"
    }

    private func spacing(_ spacing: Spacing) -> String {
        switch spacing {
        case .fixed(let v): ".fixed(\(CodeLiteral.swiftNumber(v)))"
        case .flexible(let v): ".flexible(\(CodeLiteral.swiftNumber(v)))"
        }
    }

    private func edgeSpacing(_ e: EdgeSpacing) -> String {
        func side(_ s: Spacing?) -> String { s.map(spacing) ?? "nil" }
        return "NSCollectionLayoutEdgeSpacing(leading: \(side(e.leading)), top: \(side(e.top)), trailing: \(side(e.trailing)), bottom: \(side(e.bottom)))"
    }

    private func point(_ p: Point) -> String {
        "CGPoint(x: \(CodeLiteral.swiftNumber(p.x)), y: \(CodeLiteral.swiftNumber(p.y)))"
    }

    private func anchor(_ a: Anchor) -> String {
        let edges = "[" + a.edges.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
        switch a.offset {
        case .fractional(let p) where p == .zero:
            return "NSCollectionLayoutAnchor(edges: \(edges))"
        case .fractional(let p):
            return "NSCollectionLayoutAnchor(edges: \(edges), fractionalOffset: \(point(p)))"
        case .absolute(let p):
            return "NSCollectionLayoutAnchor(edges: \(edges), absoluteOffset: \(point(p)))"
        }
    }

    /// UIKit's own constants for the standard kinds (their values are these strings).
    private func elementKind(_ kind: String) -> String {
        switch kind {
        case "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader"
        case "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter"
        default: CodeLiteral.swiftString(kind)
        }
    }
}
