import LayoutModel

/// A definition resolved for one environment and data set: every element's frame, as UIKit's
/// `UICollectionViewCompositionalLayout` would compute it.
///
/// Frames are not stored per item: each section keeps its group template and computes any
/// index's frame arithmetically, so a layout of ten million items is as small as one of ten.
///
/// ## Element order
/// `forEachElement` and the rect queries report elements in one stable order:
/// 1. layout-level boundary items (configuration headers/footers), in definition order;
/// 2. then each section in index order:
///    decoration items (definition order), boundary items (definition order), then its groups
///    in order; within a group, each item's cell followed by that item's supplementary items
///    (definition order), then the group supplementaries (a nested group's before its
///    parent's, depth-first).
public struct ResolvedLayout: Sendable {
    /// The environment the layout was resolved for.
    public let environment: LayoutEnvironment
    /// How the frames were rounded: `.snapped` only when it was asked for and the environment
    /// has a usable `displayScale`.
    public var snapping: PixelSnapping { snappingRule == nil ? .exact : .snapped }
    /// The rule the frames were snapped by (the environment's iOS release's), nil when exact.
    public let snappingRule: SnappingRule?
    /// `collectionViewContentSize`.
    public let contentSize: Extent
    public let sections: [ResolvedSection]
    /// Suspicious but legal things noticed while resolving (e.g. a group where nothing fits).
    public let warnings: [LayoutWarning]
    /// How many elements `forEachElement` reports, computed without materialising them.
    public let elementCount: Int

    let plans: [SectionPlan]
    let layoutBoundaries: [PlacedBoundary]
    let transform: OutputTransform
    let scrollAxis: Axis
    /// The length of the visible region along the scroll axis (bounds less the safe area).
    let visibleLength: Double
    /// prefixInkEnd[s] = the farthest ink end along the scroll axis among sections 0...s;
    /// suffixInkStart[s] = the nearest ink start among sections s... (for binary search).
    let prefixInkEnd: [Double]
    let suffixInkStart: [Double]

    init(
        environment: LayoutEnvironment, snappingRule: SnappingRule?, contentSize: Extent, plans: [SectionPlan],
        layoutBoundaries: [PlacedBoundary], warnings: [LayoutWarning], transform: OutputTransform, scrollAxis: Axis,
        visibleLength: Double
    ) {
        self.environment = environment
        self.snappingRule = snappingRule
        self.contentSize = contentSize
        self.plans = plans
        self.layoutBoundaries = layoutBoundaries
        self.warnings = warnings
        self.transform = transform
        self.scrollAxis = scrollAxis
        self.visibleLength = visibleLength
        var prefix: [Double] = []
        var suffix = [Double](repeating: 0, count: plans.count)
        var farthest = -Double.infinity
        for plan in plans {
            farthest = Swift.max(farthest, plan.inkEnd)
            prefix.append(farthest)
        }
        var nearest = Double.infinity
        for index in plans.indices.reversed() {
            nearest = Swift.min(nearest, plans[index].inkStart)
            suffix[index] = nearest
        }
        prefixInkEnd = prefix
        suffixInkStart = suffix
        sections = plans.map { plan in
            ResolvedSection(
                index: plan.index, frame: transform.apply(plan.frame), contentFrame: transform.apply(plan.contentFrame),
                itemCount: plan.itemCount, groupCount: plan.groupCount, definitionPath: plan.definitionPath,
                identifier: plan.identifier, orthogonal: plan.orthogonal)
        }
        var count = layoutBoundaries.count
        for plan in plans { count = count.addingSaturating(plan.elementCount) }
        elementCount = count
    }
}

extension SectionPlan {
    /// How many elements the section reports.
    var elementCount: Int {
        var count = decorations.count + boundaries.count
        for run in runs {
            let template = templates[run.template]
            let perGroup = template.leafCount
            guard perGroup > 0 else { continue }
            let items = itemCount(of: run)
            let full = items / perGroup
            let rest = items % perGroup
            let perFullGroup = perGroup + template.itemSupplementaryCount(firstLeaves: perGroup) + template.groupSupplementaryCount(items: perGroup)
            count = count.addingSaturating(full.multipliedSaturating(by: perFullGroup))
            if rest > 0 {
                count = count.addingSaturating(
                    rest + template.itemSupplementaryCount(firstLeaves: rest) + template.groupSupplementaryCount(items: rest))
            }
        }
        return count
    }
}

extension Int {
    func addingSaturating(_ other: Int) -> Int {
        let (value, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : value
    }

    func multipliedSaturating(by other: Int) -> Int {
        let (value, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : value
    }
}
