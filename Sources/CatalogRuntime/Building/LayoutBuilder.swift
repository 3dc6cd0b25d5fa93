#if canImport(UIKit)
    import UIKit
#elseif canImport(UIKitStandIn)
    import Foundation
    import UIKitStandIn
#endif

#if canImport(UIKit) || canImport(UIKitStandIn)
    import LayoutModelCore

    /// Builds UIKit's layout objects from a validated definition, making the calls the Swift
    /// `catalog export --format swift` writes for an iOS 13 deployment target, in the same order
    /// with the same values (tests compare both against a recording stand-in for every preset and
    /// every definition a fuzz run accepts):
    ///
    /// - children before their parents; an item's supplementary items, then its size, then the
    ///   item; a group's children, its supplementary items, its size, then the group; boundary and
    ///   decoration items before the section they belong to; properties at UIKit's default are not
    ///   set;
    /// - within one section, an item or group equal to one already built is the same object;
    ///   `BuildPlan.sharedGroups` are built afresh in a scope of their own;
    /// - `repeatingSubitem` (iOS 16), `uniformAcrossSiblings` (iOS 17), `contentInsetsReference`
    ///   (iOS 14) and `supplementaryContentInsetsReference` (iOS 16) behind availability checks,
    ///   with the generated code's fallbacks; list sections and the `mac` and `vision` idioms need
    ///   their release (the caller checks `BuildPlan.minimumSystem` first);
    /// - `when` conditions evaluated by the catalog's own `Condition.holds(in:)` against the live
    ///   environment, custom-group frames by the catalog's own `Expression.evaluate` in the item
    ///   provider, from the container UIKit passes;
    /// - numbers over the layout container (`container.width * 0.56`) evaluated by
    ///   `Expression.evaluate` in each provider call's `effectiveContentSize`, where generated
    ///   code computes them; which properties are set and which objects are reused is decided on
    ///   the stored definition, as the export decides it (see `container(for:in:)`);
    /// - `sectionsByKind`: the provider calls `sectionKind(sectionIndex)` once per call, before
    ///   building anything, as the exported `makeNameLayout(sectionKind:)` does; the identifier's
    ///   text before the first "(" picks the entry, and other kinds and nil take `defaultSection`.
    @MainActor
    struct LayoutBuilder {
        let definition: LayoutDefinition
        let plan: BuildPlan
        /// Data section i's identifier (`sectionsByKind`); nil only for layouts that do not go by
        /// kind (`LayoutPack` refuses to build one without it).
        let sectionKind: ((Int) -> String?)?

        /// Objects built so far in one section (or shared group), by the child they were built for.
        struct Scope {
            var built: [GroupChild: NSCollectionLayoutItem] = [:]
            /// The container the section's expressions are evaluated in; nil builds the stored
            /// numbers.
            var container: ContainerSize?
        }

        // MARK: Layout

        func layout() -> UICollectionViewCompositionalLayout {
            switch plan.entry {
            case .fixedSection(let section):
                var scope = Scope()
                let built = self.section(section, environment: nil, &scope)
                if let configuration = configuration() {
                    return UICollectionViewCompositionalLayout(section: built, configuration: configuration)
                }
                return UICollectionViewCompositionalLayout(section: built)
            case .inlineProvider, .provider:
                let configuration = configuration()
                let provider: UICollectionViewCompositionalLayoutSectionProvider = { index, environment in
                    self.section(at: index, environment: environment)
                }
                if let configuration {
                    return UICollectionViewCompositionalLayout(sectionProvider: provider, configuration: configuration)
                }
                return UICollectionViewCompositionalLayout(sectionProvider: provider)
            }
        }

        /// What the layout's provider returns for data section `index` in `environment`: the
        /// section of `sections[index]` (or `defaultSection` past the end), or of the entry for the
        /// kind of `sectionKind(index)` (or `defaultSection`), whose `when` holds first. Its numbers
        /// over the layout container take their values in this environment's container; where one
        /// has no usable value there, the section is built with its stored numbers instead
        /// (`container(for:in:)`), never trapping.
        func section(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
            let choice: SectionChoice?
            switch plan.entry {
            case .fixedSection(let section), .inlineProvider(let section):
                choice = .section(section)
            case .provider:
                switch definition.sections {
                case .single(let only): choice = only
                case .perIndex(let list, let fallback): choice = index >= 0 && index < list.count ? list[index] : fallback
                case .byKind(let entries, let fallback):
                    // Asked exactly once per call, as the exported provider asks; a section without
                    // an identifier is of no kind. The first entry of a kind is the one the resolver
                    // and the export's `switch` take.
                    if let identifier = sectionKind?(index) {
                        choice = definition.sections.kindEntry(forIdentifier: identifier).map { entries[$0].choice } ?? fallback
                    } else {
                        choice = fallback
                    }
                }
            }
            guard let choice else { return nil }
            let conditions = Self.conditionEnvironment(environment)
            for alternative in choice.alternatives where alternative.when?.holds(in: conditions) ?? true {
                var scope = Scope(container: container(for: alternative, in: environment))
                return section(alternative, environment: environment, &scope)
            }
            return nil
        }

        /// The container `section`'s expressions are evaluated in: the environment's
        /// `effectiveContentSize` and `contentSize`, once `Section.specialized(in:at:)` has found a usable number
        /// for every one of them there.
        ///
        /// Where one gives none (negative, not finite, a count below 1 — an environment the
        /// catalog did not check), nil: the section is built with its stored numbers, the values
        /// in `ContainerSize.reference`, a layout a little off rather than a crash.
        ///
        /// The section is then built as stored with each expression evaluated where it is used,
        /// rather than from the specialized copy: the export decides on the stored definition
        /// which properties it sets (an inset of 0 in this container is still set) and which
        /// equal objects it reuses (an item sized `container.width * 0.5` is not one sized
        /// `195`, even where both are 195 wide), and the runtime must make the same calls.
        private func container(for section: Section, in environment: any NSCollectionLayoutEnvironment) -> ContainerSize? {
            guard plan.usesContainer else { return nil }
            let size = environment.container.effectiveContentSize
            let content = environment.container.contentSize
            let scale = Double(environment.traitCollection.displayScale)
            let container = ContainerSize(
                width: Double(size.width), height: Double(size.height), contentWidth: Double(content.width), contentHeight: Double(content.height),
                displayScale: scale > 0 ? scale : nil)
            do {
                _ = try section.specialized(in: container, at: .root)
            } catch {
                return nil
            }
            return container
        }

        /// The environment as `when` conditions see it; UIKit's `.unspecified` traits are nil.
        static func conditionEnvironment(_ environment: any NSCollectionLayoutEnvironment) -> ConditionEnvironment {
            let traits = environment.traitCollection
            return ConditionEnvironment(
                width: Double(environment.container.effectiveContentSize.width),
                horizontalSizeClass: sizeClass(traits.horizontalSizeClass), verticalSizeClass: sizeClass(traits.verticalSizeClass),
                userInterfaceIdiom: idiom(traits.userInterfaceIdiom))
        }

        private static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> SizeClass? {
            switch sizeClass {
            case .compact: .compact
            case .regular: .regular
            default: nil
            }
        }

        private static func idiom(_ idiom: UIUserInterfaceIdiom) -> UserInterfaceIdiom? {
            switch idiom {
            case .phone: return .phone
            case .pad: return .pad
            case .tv: return .tv
            case .carPlay: return .carPlay
            default:
                if #available(iOS 14.0, *), idiom == .mac { return .mac }
                if #available(iOS 17.0, *), idiom == .vision { return .vision }
                return nil
            }
        }

        // MARK: Configuration

        private func configuration() -> UICollectionViewCompositionalLayoutConfiguration? {
            let configuration = definition.configuration
            guard configuration != LayoutConfiguration() else { return nil }
            // Layout-wide items have no expressions (validation refuses them): stored numbers.
            let boundaries = configuration.boundarySupplementaryItems.map { boundary($0, nil) }
            let built = UICollectionViewCompositionalLayoutConfiguration()
            if configuration.scrollDirection != .vertical { built.scrollDirection = .horizontal }
            if configuration.interSectionSpacing != 0 { built.interSectionSpacing = Self.number(configuration.interSectionSpacing) }
            if configuration.contentInsetsReference != .safeArea, RunningSystem.isAtLeast(14), #available(iOS 14.0, *) {
                built.contentInsetsReference = Self.reference(configuration.contentInsetsReference)
            }
            if !boundaries.isEmpty { built.boundarySupplementaryItems = boundaries }
            return built
        }

        // MARK: Sections

        private func section(_ section: Section, environment: (any NSCollectionLayoutEnvironment)?, _ scope: inout Scope) -> NSCollectionLayoutSection
        {
            var group: NSCollectionLayoutItem?
            if case .group(let root) = section.content { group = child(.group(root), &scope) }
            let container = scope.container
            let boundaries = section.boundarySupplementaryItems.map { boundary($0, container) }
            let decorations = section.decorationItems.map { decoration($0, container) }
            let built: NSCollectionLayoutSection
            switch section.content {
            case .group:
                // `child` builds a group for a group child; an empty group stands in only if that
                // ever failed, so the app gets a section rather than a crash.
                built = NSCollectionLayoutSection(group: group as? NSCollectionLayoutGroup ?? Self.emptyGroup())
            case .list(let list):
                built = listSection(list, environment: environment)
            }
            // An expression is set even where its value is 0, as the export writes it.
            if section.interGroupSpacing != 0 || section.interGroupSpacingExpression != nil {
                built.interGroupSpacing = Self.amount(section.interGroupSpacing, section.interGroupSpacingExpression, container)
            }
            if section.contentInsets != .zero { built.contentInsets = Self.insets(section.contentInsets, container) }
            if section.contentInsetsReference != .automatic, RunningSystem.isAtLeast(14), #available(iOS 14.0, *) {
                built.contentInsetsReference = Self.reference(section.contentInsetsReference)
            }
            if section.supplementaryContentInsetsReference != .automatic, RunningSystem.isAtLeast(16), #available(iOS 16.0, *) {
                built.supplementaryContentInsetsReference = Self.reference(section.supplementaryContentInsetsReference)
            }
            if !section.supplementariesFollowContentInsets {
                // As the export writes it: the iOS 16 successor where the system has it.
                if RunningSystem.isAtLeast(16), #available(iOS 16.0, *) {
                    built.supplementaryContentInsetsReference = .none
                } else {
                    built.supplementariesFollowContentInsets = false
                }
            }
            if section.orthogonalScrollingBehavior != .none {
                built.orthogonalScrollingBehavior = Self.orthogonal(section.orthogonalScrollingBehavior)
            }
            if !boundaries.isEmpty { built.boundarySupplementaryItems = boundaries }
            if !decorations.isEmpty { built.decorationItems = decorations }
            return built
        }

        /// A list section; a list needs iOS 14 and the provider's environment, which
        /// `LayoutPack` checks before building (an empty group section stands in otherwise).
        private func listSection(_ list: ListConfiguration, environment: (any NSCollectionLayoutEnvironment)?) -> NSCollectionLayoutSection {
            guard let environment, RunningSystem.isAtLeast(14), #available(iOS 14.0, *) else {
                return NSCollectionLayoutSection(group: Self.emptyGroup())
            }
            var configuration = UICollectionLayoutListConfiguration(appearance: Self.appearance(list.appearance))
            if list.headerMode != .none { configuration.headerMode = list.headerMode == .supplementary ? .supplementary : .firstItemInSection }
            if list.footerMode != .none { configuration.footerMode = .supplementary }
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }

        // MARK: Items and groups

        /// Builds `child` once per scope; a shared group in a scope of its own.
        private func child(_ child: GroupChild, _ scope: inout Scope) -> NSCollectionLayoutItem {
            if let existing = scope.built[child] { return existing }
            let built: NSCollectionLayoutItem
            switch child {
            case .item(let item):
                built = self.item(item, &scope)
            case .group(let group) where plan.sharedGroups.contains(group):
                var own = Scope(container: scope.container)
                built = self.group(group, &own)
            case .group(let group):
                built = self.group(group, &scope)
            }
            scope.built[child] = built
            return built
        }

        private func item(_ item: Item, _ scope: inout Scope) -> NSCollectionLayoutItem {
            let container = scope.container
            let supplementaries = item.supplementaryItems.map { supplementary($0, container) }
            let size = layoutSize(item.size, container)
            let built =
                supplementaries.isEmpty
                ? NSCollectionLayoutItem(layoutSize: size)
                : NSCollectionLayoutItem(layoutSize: size, supplementaryItems: supplementaries)
            if item.contentInsets != .zero { built.contentInsets = Self.insets(item.contentInsets, container) }
            if let edges = item.edgeSpacing, !edges.isEmpty { built.edgeSpacing = edgeSpacing(edges) }
            return built
        }

        private func group(_ group: Group, _ scope: inout Scope) -> NSCollectionLayoutGroup {
            enum Children {
                case subitems([NSCollectionLayoutItem])
                case count(NSCollectionLayoutItem, Int)
                case repeating(NSCollectionLayoutItem, Int)
                case custom(CustomItems)
            }
            let container = scope.container
            let children: Children
            switch group.children {
            case .subitems(let list): children = .subitems(list.map { child($0, &scope) })
            case .count(let c, let count): children = .count(child(c, &scope), Self.count(count, group, container))
            case .repeating(let c, let count): children = .repeating(child(c, &scope), Self.count(count, group, container))
            case .custom(let custom): children = .custom(custom)
            }
            let supplementaries = group.supplementaryItems.map { supplementary($0, container) }
            let size = layoutSize(group.size, container)
            let vertical = group.layout == .vertical
            let built: NSCollectionLayoutGroup
            switch children {
            case .subitems(let subitems):
                built = vertical ? .vertical(layoutSize: size, subitems: subitems) : .horizontal(layoutSize: size, subitems: subitems)
            case .count(let subitem, let count):
                // iOS 13's equal division, deprecated (not removed) in iOS 16; what the definition means.
                built =
                    vertical
                    ? .vertical(layoutSize: size, subitem: subitem, count: count) : .horizontal(layoutSize: size, subitem: subitem, count: count)
            case .repeating(let subitem, let count):
                if RunningSystem.isAtLeast(16), #available(iOS 16.0, *) {
                    built =
                        vertical
                        ? .vertical(layoutSize: size, repeatingSubitem: subitem, count: count)
                        : .horizontal(layoutSize: size, repeatingSubitem: subitem, count: count)
                } else {
                    // Before iOS 16 subitems repeat until the group is full: the same layout when
                    // `count` copies fill it (as the generated fallback says).
                    built = vertical ? .vertical(layoutSize: size, subitems: [subitem]) : .horizontal(layoutSize: size, subitems: [subitem])
                }
            case .custom(let custom):
                built = .custom(layoutSize: size) { environment in Self.customItems(custom, in: environment) }
            }
            if let spacing = group.interItemSpacing {
                built.interItemSpacing = self.spacing(spacing, group.containerExpressions[.interItemSpacing], container)
            }
            if group.contentInsets != .zero { built.contentInsets = Self.insets(group.contentInsets, container) }
            if let edges = group.edgeSpacing, !edges.isEmpty { built.edgeSpacing = edgeSpacing(edges) }
            if !supplementaries.isEmpty { built.supplementaryItems = supplementaries }
            return built
        }

        /// A custom group's frames for the container UIKit passes: the fixed frames, then `repeat`'s.
        private static func customItems(_ custom: CustomItems, in environment: any NSCollectionLayoutEnvironment)
            -> [NSCollectionLayoutGroupCustomItem]
        {
            let container = environment.container.contentSize
            var variables = ["width": Double(container.width), "height": Double(container.height)]
            var items: [NSCollectionLayoutGroupCustomItem] = []
            items.reserveCapacity(custom.leafCount)
            for frame in custom.frames { items.append(customItem(frame, variables)) }
            if let repeated = custom.repeated, repeated.count > 0 {
                for index in 0..<repeated.count {
                    variables["i"] = Double(index)
                    items.append(customItem(repeated.frame, variables))
                }
            }
            return items
        }

        private static func customItem(_ frame: CustomFrame, _ variables: [String: Double]) -> NSCollectionLayoutGroupCustomItem {
            func value(_ expression: LayoutModelCore.Expression) -> CGFloat {
                if case .number(let literal) = expression { return number(literal) }
                // Validation guarantees every variable is known; NaN is what generated code writes
                // for one that is not.
                return CGFloat((try? expression.evaluate(variables)) ?? .nan)
            }
            let rect = CGRect(x: value(frame.x), y: value(frame.y), width: value(frame.width), height: value(frame.height))
            return frame.zIndex == 0
                ? NSCollectionLayoutGroupCustomItem(frame: rect) : NSCollectionLayoutGroupCustomItem(frame: rect, zIndex: frame.zIndex)
        }

        private static func emptyGroup() -> NSCollectionLayoutGroup {
            .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)), subitems: [])
        }

        // MARK: Supplementary, boundary and decoration items

        private func supplementary(_ item: SupplementaryItem, _ layoutContainer: ContainerSize?) -> NSCollectionLayoutSupplementaryItem {
            let container = anchor(item.containerAnchor)
            let itemAnchor = item.itemAnchor.map(anchor)
            let size = layoutSize(item.size, layoutContainer)
            let kind = item.elementKind
            let built =
                if let itemAnchor {
                    NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: container, itemAnchor: itemAnchor)
                } else {
                    NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: container)
                }
            if item.zIndex != SupplementaryItem.defaultZIndex { built.zIndex = item.zIndex }
            return built
        }

        private func boundary(_ item: BoundaryItem, _ container: ContainerSize?) -> NSCollectionLayoutBoundarySupplementaryItem {
            let size = layoutSize(item.size, container)
            let alignment = Self.alignment(item.alignment)
            let built =
                item.offset == .zero
                ? NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: item.elementKind, alignment: alignment)
                : NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: item.elementKind, alignment: alignment,
                    absoluteOffset: Self.point(item.offset))
            if !item.extendsBoundary { built.extendsBoundary = false }
            if item.pinToVisibleBounds { built.pinToVisibleBounds = true }
            if item.zIndex != BoundaryItem.defaultZIndex { built.zIndex = item.zIndex }
            if item.contentInsets != .zero { built.contentInsets = Self.insets(item.contentInsets, container) }
            return built
        }

        private func decoration(_ item: DecorationItem, _ container: ContainerSize?) -> NSCollectionLayoutDecorationItem {
            let built = NSCollectionLayoutDecorationItem.background(elementKind: item.elementKind)
            if item.contentInsets != .zero { built.contentInsets = Self.insets(item.contentInsets, container) }
            if item.zIndex != DecorationItem.defaultZIndex { built.zIndex = item.zIndex }
            return built
        }

        private func anchor(_ anchor: Anchor) -> NSCollectionLayoutAnchor {
            var edges: NSDirectionalRectEdge = []
            for edge in anchor.edges {
                switch edge {
                case .top: edges.insert(.top)
                case .leading: edges.insert(.leading)
                case .bottom: edges.insert(.bottom)
                case .trailing: edges.insert(.trailing)
                }
            }
            switch anchor.offset {
            case .fractional(let offset) where offset == .zero:
                return NSCollectionLayoutAnchor(edges: edges)
            case .fractional(let offset):
                return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: Self.point(offset))
            case .absolute(let offset):
                return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: Self.point(offset))
            }
        }

        // MARK: Values

        private func layoutSize(_ size: LayoutSize, _ container: ContainerSize?) -> NSCollectionLayoutSize {
            let width = dimension(size.width, size.containerExpressions[.horizontal], container)
            let height = dimension(size.height, size.containerExpressions[.vertical], container)
            return NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
        }

        private func dimension(
            _ dimension: LayoutModelCore.Dimension, _ expression: LayoutModelCore.Expression?, _ container: ContainerSize?
        ) -> NSCollectionLayoutDimension {
            let value = Self.amount(dimension.value, expression, container)
            switch dimension {
            case .absolute: return .absolute(value)
            case .estimated: return .estimated(value)
            case .fractionalWidth: return .fractionalWidth(value)
            case .fractionalHeight: return .fractionalHeight(value)
            case .uniformAcrossSiblings:
                if RunningSystem.isAtLeast(17), #available(iOS 17.0, *) { return .uniformAcrossSiblings(estimate: value) }
                // Earlier releases measure each item on its own.
                return .estimated(value)
            }
        }

        private func spacing(
            _ spacing: Spacing, _ expression: LayoutModelCore.Expression? = nil, _ container: ContainerSize? = nil
        ) -> NSCollectionLayoutSpacing {
            switch spacing {
            case .fixed(let value): .fixed(Self.amount(value, expression, container))
            case .flexible(let value): .flexible(Self.amount(value, expression, container))
            }
        }

        private func edgeSpacing(_ edges: EdgeSpacing) -> NSCollectionLayoutEdgeSpacing {
            let leading = edges.leading.map { spacing($0) }
            let top = edges.top.map { spacing($0) }
            let trailing = edges.trailing.map { spacing($0) }
            let bottom = edges.bottom.map { spacing($0) }
            return NSCollectionLayoutEdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
        }

        /// A number as generated code writes it: the canonical form has no negative zero.
        private static func number(_ value: Double) -> CGFloat {
            value == 0 ? 0 : CGFloat(value)
        }

        /// A number: its expression's value in `container`, else the stored number. The value is
        /// not passed through `number(_:)`: generated code computes it, sign of a zero included.
        private static func amount(_ stored: Double, _ expression: LayoutModelCore.Expression?, _ container: ContainerSize?) -> CGFloat {
            guard let expression, let container, let value = try? expression.evaluate(container.variables) else { return number(stored) }
            return CGFloat(value)
        }

        /// A group's count: its expression's whole part in `container` (`Int(…)` in generated
        /// code), else the stored count.
        private static func count(_ stored: Int, _ group: Group, _ container: ContainerSize?) -> Int {
            guard let expression = group.containerExpressions[.count], let container,
                let value = try? expression.evaluate(container.variables)
            else { return stored }
            return Group.count(from: value)
        }

        private static func insets(_ insets: Insets, _ container: ContainerSize?) -> NSDirectionalEdgeInsets {
            func edge(_ edge: DirectionalEdge) -> CGFloat { amount(insets[edge], insets.containerExpressions[edge], container) }
            return NSDirectionalEdgeInsets(top: edge(.top), leading: edge(.leading), bottom: edge(.bottom), trailing: edge(.trailing))
        }

        private static func point(_ point: Point) -> CGPoint {
            CGPoint(x: number(point.x), y: number(point.y))
        }

        private static func alignment(_ alignment: RectAlignment) -> NSRectAlignment {
            switch alignment {
            case .top: .top
            case .topLeading: .topLeading
            case .leading: .leading
            case .bottomLeading: .bottomLeading
            case .bottom: .bottom
            case .bottomTrailing: .bottomTrailing
            case .trailing: .trailing
            case .topTrailing: .topTrailing
            }
        }

        private static func orthogonal(_ behavior: OrthogonalScrollingBehavior) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
            switch behavior {
            case .none: .none
            case .continuous: .continuous
            case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
            case .paging: .paging
            case .groupPaging: .groupPaging
            case .groupPagingCentered: .groupPagingCentered
            }
        }

        @available(iOS 14.0, *)
        private static func reference(_ reference: ContentInsetsReference) -> UIContentInsetsReference {
            switch reference {
            case .automatic: .automatic
            case .none: .none
            case .safeArea: .safeArea
            case .layoutMargins: .layoutMargins
            case .readableContent: .readableContent
            }
        }

        @available(iOS 14.0, *)
        private static func appearance(_ appearance: ListConfiguration.Appearance) -> UICollectionLayoutListConfiguration.Appearance {
            switch appearance {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            case .sidebar: .sidebar
            case .sidebarPlain: .sidebarPlain
            }
        }
    }
#endif
