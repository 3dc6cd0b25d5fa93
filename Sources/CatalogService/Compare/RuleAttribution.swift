import LayoutEngine
import LayoutModel

/// Picks the rule of docs/layout-rules.md most likely behind a disagreement, from what the
/// element is and what its section uses. A guess to start reading from, not a diagnosis: the
/// checks run from the most specific cause to the most general.
struct RuleAttribution {
    /// What a section's definition uses, as far as the rules care.
    struct SectionFeatures {
        var isList = false
        var isOrthogonal = false
        var hasCountGroup = false
        var hasEstimatedSize = false
        /// Non-zero contentInsets along the axis the section lays its groups out along, with a
        /// top-level group that is a fraction along that axis (§19.1).
        var fractionMeasuredPastInsets = false
        var boundaryKinds: Set<String> = []
        var groupSupplementaryKinds: Set<String> = []
        var itemSupplementaryKinds: Set<String> = []
    }

    let environment: LayoutEnvironment
    let layoutBoundaryKinds: Set<String>
    /// By resolved section index.
    let sections: [SectionFeatures]
    let itemCounts: [Int]
    let verticalScroll: Bool

    init(definition: LayoutDefinition, layout: ResolvedLayout, itemCounts: [Int]) {
        environment = layout.environment
        self.itemCounts = itemCounts
        verticalScroll = definition.configuration.scrollDirection == .vertical
        layoutBoundaryKinds = Set(definition.configuration.boundarySupplementaryItems.map(\.elementKind))
        let byPath = Dictionary(definition.sectionsWithPaths.map { ($0.path.description, $0.section) }, uniquingKeysWith: { a, _ in a })
        let vertical = verticalScroll
        sections = layout.sections.map { resolved in
            guard let section = byPath[resolved.definitionPath.description] else { return SectionFeatures() }
            return Self.features(section, orthogonal: resolved.orthogonal != nil, verticalScroll: vertical)
        }
    }

    static func features(_ section: Section, orthogonal: Bool, verticalScroll: Bool) -> SectionFeatures {
        var features = SectionFeatures()
        features.isOrthogonal = orthogonal
        features.boundaryKinds = Set(section.boundarySupplementaryItems.map(\.elementKind))
        switch section.content {
        case .list:
            features.isList = true
            features.boundaryKinds.formUnion([ListElementKind.header, ListElementKind.footer])
        case .group(let group):
            visit(group, &features)
            // Along the axis the groups are laid out along: the scroll axis, or across it for an
            // orthogonal row.
            let alongWidth = verticalScroll == orthogonal
            let insets = section.contentInsets
            let along = alongWidth ? insets.leading + insets.trailing : insets.top + insets.bottom
            let dimension = alongWidth ? group.size.width : group.size.height
            features.fractionMeasuredPastInsets = along != 0 && dimension.isFractional
        }
        return features
    }

    private static func visit(_ group: Group, _ features: inout SectionFeatures) {
        features.groupSupplementaryKinds.formUnion(group.supplementaryItems.map(\.elementKind))
        if group.size.width.isEstimated || group.size.height.isEstimated { features.hasEstimatedSize = true }
        func child(_ child: GroupChild) {
            switch child {
            case .item(let item):
                features.itemSupplementaryKinds.formUnion(item.supplementaryItems.map(\.elementKind))
                if item.size.width.isEstimated || item.size.height.isEstimated { features.hasEstimatedSize = true }
            case .group(let nested):
                visit(nested, &features)
            }
        }
        switch group.children {
        case .subitems(let children): children.forEach(child)
        case .count(let c, _):
            features.hasCountGroup = true
            child(c)
        case .repeating(let c, _): child(c)
        case .custom: break
        }
    }

    private func features(_ element: LayoutAttributes) -> SectionFeatures {
        sections.indices.contains(element.indexPath.section) ? sections[element.indexPath.section] : SectionFeatures()
    }

    private func isEmptySection(_ section: Int) -> Bool {
        itemCounts.indices.contains(section) && itemCounts[section] == 0
    }

    /// Both sides have the element at different frames.
    func frame(_ element: LayoutAttributes, device: Rect, catalog: Rect) -> LikelyRule {
        let difference = max(
            abs(device.x - catalog.x), abs(device.y - catalog.y),
            abs(device.width - catalog.width), abs(device.height - catalog.height))
        if let scale = environment.displayScale, scale > 0, difference <= 1 / scale + 1e-9 { return .pixelSnapping }
        if environment.layoutDirection == .rightToLeft {
            let mirrored = environment.width - (catalog.x + catalog.width)
            if abs(mirrored - device.x) < 1e-3 && abs(device.width - catalog.width) < 1e-3 { return .rightToLeft }
        }
        let features = features(element)
        if isEmptySection(element.indexPath.section) { return .emptySection }
        if features.isList { return .listMetrics }
        switch element.category {
        case .decoration:
            return .decorations
        case .supplementary:
            let kind = element.elementKind ?? ""
            if layoutBoundaryKinds.contains(kind) || features.boundaryKinds.contains(kind) { return .boundaryItems }
            if features.groupSupplementaryKinds.contains(kind) { return .groupSupplementary }
            return .itemSupplementary
        case .cell:
            if features.hasEstimatedSize { return .estimatedSizes }
            if features.isOrthogonal { return .orthogonalGroupLength }
            if features.hasCountGroup { return .countGroup }
            if features.fractionMeasuredPastInsets { return .sectionInsetsAlongAxis }
            let sameSize = abs(device.width - catalog.width) < 1e-3 && abs(device.height - catalog.height) < 1e-3
            if sameSize {
                let alongScroll = verticalScroll ? abs(device.y - catalog.y) : abs(device.x - catalog.x)
                return alongScroll > 1e-3 ? .sectionStacking : .containers
            }
            return .groupLayout
        }
    }

    /// One side lacks the element.
    func missing(_ element: LayoutAttributes) -> LikelyRule {
        if isEmptySection(element.indexPath.section) { return .emptySection }
        let features = features(element)
        switch element.category {
        case .cell: return .itemCounts
        case .decoration: return .decorations
        case .supplementary:
            let kind = element.elementKind ?? ""
            if features.groupSupplementaryKinds.contains(kind) { return .supplementaryPresence }
            if layoutBoundaryKinds.contains(kind) || features.boundaryKinds.contains(kind) {
                return features.isList ? .listMetrics : .boundaryItems
            }
            return .itemSupplementary
        }
    }
}
