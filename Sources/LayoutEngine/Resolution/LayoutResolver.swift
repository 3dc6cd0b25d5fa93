import LayoutModel

/// Resolves layout definitions into frames, following docs/layout-semantics.md (and its §18
/// decisions); docs/layout-rules.md lists every rule with how sure it is.
public enum LayoutResolver {
    /// Resolves a definition for a collection view environment and its data.
    ///
    /// The work is proportional to the number of sections and measured groups, not to the
    /// number of items: frames are computed on demand by `ResolvedLayout`.
    /// - Parameters:
    ///   - definition: the layout to resolve.
    ///   - environment: the collection view's size, insets, margins, scale, traits and iOS release.
    ///   - data: how many items each section has, their identifiers and measured sizes.
    ///   - snapping: `.snapped` rounds to the device pixels of the environment's
    ///     `displayScale` as UIKit does on the environment's iOS release (`SnappingRule`: fractions
    ///     floored and positions accumulated from iOS 16, each frame rounded on its own before);
    ///     `.exact` (the default) reports the unrounded arithmetic. Snapping without a usable
    ///     `displayScale` reports exact frames and an `invalid-scale` warning.
    /// - Throws: `ResolveError` when the data needs a section the definition does not have,
    ///   no `oneOf` alternative holds in this environment, insets leave no room for a group, or a
    ///   value is not a finite number.
    public static func resolve(
        _ definition: LayoutDefinition, environment: LayoutEnvironment, data: LayoutData, snapping: PixelSnapping = .exact
    ) throws(ResolveError) -> ResolvedLayout {
        try check(environment)
        var context = ResolutionContext()
        // The iOS 16+ rule snaps while resolving, so the output rounding only cleans up after
        // mirroring; the iOS 13–15 rule resolves exactly and rounds each reported frame.
        var outputGrid = PixelGrid.exact
        var rule: SnappingRule?
        if snapping == .snapped {
            if let scale = environment.displayScale, scale.isFinite, scale > 0 {
                let chosen = SnappingRule(environment.iOSVersion)
                switch chosen {
                case .floorFractions:
                    context.grid = .flooringFractions(scale: scale)
                    outputGrid = context.grid
                case .roundEachFrame:
                    outputGrid = .roundingEachFrame(scale: scale)
                }
                rule = chosen
            } else {
                let given = environment.displayScale.map { "displayScale \($0) is not a positive number" } ?? "the environment has no displayScale"
                context.warn(nil, "\(given); frames are not snapped", rule: "invalid-scale")
            }
        }
        let grid = context.grid
        let env = DirectionalEnvironment(environment)
        let container = containerSize(for: definition.configuration, in: env)
        // Asked once: most layouts have no container expression, and walking each data section's
        // group tree to find none would be paid per section.
        let specializes = definition.hasContainerExpressions
        var configuration = definition.configuration
        if specializes {
            do {
                configuration = try configuration.specialized(in: container)
            } catch {
                throw .expression(path: error.path, message: error.message)
            }
        }
        let scroll = configuration.scrollDirection.axis
        let cross = scroll.cross
        let bounds = env.bounds
        let shared = SectionEnvironment(environment: env, configuration: configuration, scrollAxis: scroll)

        // §5 Layout-level boundary items: measured against the container across the scroll axis
        // (after the configuration's reference insets), placed at the start and end of the whole
        // content, which they extend [B].
        let layoutReference = env.crossInsets(for: configuration.contentInsetsReference.resolved(configuration: .safeArea), scrollAxis: scroll)
        let layoutBox = BoundaryBox(
            crossStart: layoutReference.start,
            crossLength: Swift.max(0, bounds[cross] - layoutReference.start - layoutReference.end),
            mainLength: bounds[scroll])
        let layoutItems = try context.measureBoundaryItems(
            configuration.boundarySupplementaryItems, path: .root / "configuration" / "boundarySupplementaryItems",
            scrollAxis: scroll, box: layoutBox, measured: [:])

        // Sections, stacked along the scroll axis; interSectionSpacing only between them (§18).
        let spacing = configuration.interSectionSpacing.isFinite ? Swift.max(0, configuration.interSectionSpacing) : 0
        let conditions = ConditionEnvironment(
            width: container.width, horizontalSizeClass: environment.horizontalSizeClass,
            verticalSizeClass: environment.verticalSizeClass, userInterfaceIdiom: environment.userInterfaceIdiom)
        var cursor = boundaryExtension(layoutItems, .start, axis: scroll)
        let snappedSpacing = grid.snap(spacing)
        var plans: [SectionPlan] = []
        plans.reserveCapacity(data.sections.count)
        for (index, sectionData) in data.sections.enumerated() {
            guard sectionData.itemCount >= 0 else { throw .negativeItemCount(section: index, count: sectionData.itemCount) }
            let selected = try definition.section(
                forDataSection: index, identifier: sectionData.identifier, itemCount: sectionData.itemCount, conditions: conditions)
            if selected.returnedNil, sectionData.itemCount > 0 {
                throw .itemsWithoutSection(path: selected.path, dataSection: index, itemCount: sectionData.itemCount)
            }
            var section = selected.section
            if specializes, !selected.returnedNil {
                do {
                    section = try section.specialized(in: container, at: selected.path)
                } catch {
                    throw .expression(path: error.path, message: error.message)
                }
            }
            if case .list(let list) = section.content { section = list.section(merging: section, scale: environment.displayScale) }
            if index > 0 { cursor += snappedSpacing }
            var plan = try context.layoutSection(section, path: selected.path, index: index, data: sectionData, start: cursor, in: shared)
            plan.identifier = selected.identifier
            cursor = plan.frame.end(scroll)
            plans.append(plan)
        }
        let contentEnd = cursor + boundaryExtension(layoutItems, .end, axis: scroll)
        let layoutBoundaries = placeBoundaryItems(
            layoutItems, scrollAxis: scroll, box: layoutBox, hostStart: 0, hostEnd: contentEnd,
            contentEnd: cursor, endInset: 0, grid: grid)
        let contentSize = Extent.along(scroll, contentEnd, cross: bounds[cross])
        guard contentSize.width.isFinite, contentSize.height.isFinite else {
            throw .notFinite(path: .root, what: "the content size")
        }

        let transform = OutputTransform(
            mirrorWidth: environment.layoutDirection == .rightToLeft ? contentSize.width : nil, grid: outputGrid)
        let visibleLength = Swift.max(0, bounds[scroll] - env.safeArea.total(along: scroll))
        return ResolvedLayout(
            environment: environment, snappingRule: rule, contentSize: outputGrid.snap(contentSize), plans: plans,
            layoutBoundaries: layoutBoundaries, warnings: context.warnings, transform: transform, scrollAxis: scroll,
            visibleLength: visibleLength)
    }

    /// `layoutEnvironment.container.effectiveContentSize`: the bounds less the configuration's
    /// reference insets across the scroll axis (layout-semantics.md §1, the environment
    /// container), what container expressions and `when` conditions see, with the environment's
    /// display scale (the reference's where none is given).
    /// - Parameters:
    ///   - configuration: the layout's configuration (its scroll direction and reference).
    ///   - environment: the collection view's environment.
    /// - Returns: the container's effective width and height.
    public static func containerSize(for configuration: LayoutConfiguration, in environment: LayoutEnvironment) -> ContainerSize {
        containerSize(for: configuration, in: DirectionalEnvironment(environment))
    }

    static func containerSize(for configuration: LayoutConfiguration, in env: DirectionalEnvironment) -> ContainerSize {
        let scroll = configuration.scrollDirection.axis
        let reference = env.crossInsets(for: configuration.contentInsetsReference.resolved(configuration: .safeArea), scrollAxis: scroll)
        let across = reference.start + reference.end
        return ContainerSize(
            width: Swift.max(0, env.bounds.width - (scroll == .vertical ? across : 0)),
            height: Swift.max(0, env.bounds.height - (scroll == .horizontal ? across : 0)),
            contentWidth: env.bounds.width, contentHeight: env.bounds.height, displayScale: env.displayScale)
    }

    private static func check(_ environment: LayoutEnvironment) throws(ResolveError) {
        let values: [(String, Double)] = [
            ("width", environment.width), ("height", environment.height),
            ("safeArea.top", environment.safeArea.top), ("safeArea.left", environment.safeArea.left),
            ("safeArea.bottom", environment.safeArea.bottom), ("safeArea.right", environment.safeArea.right),
            ("layoutMargins.top", environment.layoutMargins.top), ("layoutMargins.left", environment.layoutMargins.left),
            ("layoutMargins.bottom", environment.layoutMargins.bottom), ("layoutMargins.right", environment.layoutMargins.right),
        ]
        for (name, value) in values where !value.isFinite || value < 0 {
            throw .invalidEnvironment("\(name) must be a finite number ≥ 0, got \(value)")
        }
        if let readable = environment.readableContentWidth, !readable.isFinite || readable < 0 {
            throw .invalidEnvironment("readableContentWidth must be a finite number ≥ 0, got \(readable)")
        }
    }
}
