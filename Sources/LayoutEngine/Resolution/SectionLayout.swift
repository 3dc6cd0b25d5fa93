import LayoutModel

// §4 Section, with the device evidence of §19.1 and §19.4. Wc/Hc is the layout container after
// the reference insets across the scroll axis (ContentInsetsReference.swift). The section content
// box is the container less the section's contentInsets; the groups are placed in it. The
// top-level group's fractions, though, measure the container itself along the axis the section
// lays its groups out along (the scroll axis, or across it for an orthogonal row): the insets
// offset the content there but do not shrink its fractions (§19.1, observed on device). Across
// that axis the insets do shrink them. K = the template's leaf count; ⌈N/K⌉ groups are
// materialised; item i goes to group ⌊i/K⌋, leaf slot i mod K. Groups are stacked along the
// scroll axis one per row, never side by side: group g at (s.L, contentTop + Σ(H_j + spacing)),
// interGroupSpacing only between groups. contentTop = section start + extending start items +
// s.T; the section ends at the last group + s.B + extending end items. A partial last group
// keeps the template's full size (§18). An empty section collapses (§19.4): it applies no
// contentInsets, so without boundary items it takes no length; its boundary items still lay out.
//
// Storage: a section is a list of runs of identical groups. Without measured sizes there is one
// run (the template repeated arithmetically: no per-item storage). With measured sizes for
// self-sizing items, each group holding a measured item is laid out on its own (§10: sizing is
// per materialised group, and a flow layout re-wraps: its item count may differ), and the
// unmeasured groups between them stay template runs. Memory is proportional to the number of
// measured groups, never to the item count.

/// A run of identical consecutive groups.
struct GroupRun: Sendable {
    var firstGroup: Int
    var firstItem: Int
    var groupCount: Int
    /// Index into the section's templates.
    var template: Int
    /// The first group's offset along the repeat axis from group 0's origin.
    var offset: Double
    /// Template length along the repeat axis + interGroupSpacing.
    var pitch: Double
}

/// Everything needed to produce a section's elements on demand.
struct SectionPlan: Sendable {
    var index: Int
    var itemCount: Int
    var definitionPath: DocumentPath
    /// `ResolvedSection.identifier`.
    var identifier: String?
    /// The axis groups repeat along: the scroll axis, or across it for orthogonal sections.
    var repeatAxis: Axis
    /// Group 0's origin (left-to-right layout coordinates).
    var groupOrigin: Point
    var templates: [GroupTemplate]
    var runs: [GroupRun]
    var groupCount: Int
    var cellZIndex: Int
    var decorations: [PlacedDecoration]
    var boundaries: [PlacedBoundary]
    var frame: Rect
    var contentFrame: Rect
    var orthogonal: OrthogonalScrolling?
    /// Extent along the scroll axis of everything the section draws (badges and overflowing
    /// items can stick out of its frame).
    var inkStart: Double
    var inkEnd: Double
    /// Template ink bounds relative to a group origin, over all templates.
    var groupInk: Rect

    /// The template leaf count of run `r`.
    func itemsPerGroup(_ run: GroupRun) -> Int { templates[run.template].leafCount }

    /// The origin of group `g` of run `run`.
    func origin(of run: GroupRun, group g: Int) -> Point {
        let along = run.offset + Double(g) * run.pitch
        return repeatAxis == .horizontal
            ? Point(x: groupOrigin.x + along, y: groupOrigin.y)
            : Point(x: groupOrigin.x, y: groupOrigin.y + along)
    }

    /// How many items run `run` holds.
    func itemCount(of run: GroupRun) -> Int {
        let capacity = run.groupCount.multipliedReportingOverflow(by: itemsPerGroup(run))
        let remaining = itemCount - run.firstItem
        return capacity.overflow ? remaining : Swift.min(capacity.partialValue, remaining)
    }
}

/// The part of the environment every section shares.
struct SectionEnvironment {
    var environment: DirectionalEnvironment
    var configuration: LayoutConfiguration
    var scrollAxis: Axis
}

extension ResolutionContext {
    mutating func layoutSection(
        _ section: Section, path: DocumentPath, index: Int, data: LayoutData.SectionData, start: Double,
        in shared: SectionEnvironment
    ) throws(ResolveError) -> SectionPlan {
        let env = shared.environment
        let scroll = shared.scrollAxis
        let cross = scroll.cross
        let bounds = env.bounds
        let reference = section.contentInsetsReference.resolved(configuration: shared.configuration.contentInsetsReference)
        let referenceInsets = env.crossInsets(for: reference, scrollAxis: scroll)
        let containerCross = bounds[cross] - referenceInsets.start - referenceInsets.end
        if containerCross < 0 {
            throw .noRoom(
                path: path / "contentInsetsReference", axis: cross, available: bounds[cross],
                needed: referenceInsets.start + referenceInsets.end, detail: "the \(reference.rawValue) insets")
        }
        let itemCount = data.itemCount
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let repeatAxis = orthogonal ? cross : scroll
        // §19.4: a section without items applies no contentInsets.
        let insets = itemCount > 0 ? section.contentInsets : Insets()
        let box = Extent.along(scroll, bounds[scroll] - insets.total(along: scroll), cross: containerCross - insets.total(along: cross))
        if box[cross] < 0 {
            throw .noRoom(
                path: path / "contentInsets", axis: cross, available: containerCross,
                needed: insets.total(along: cross), detail: "the section's contentInsets")
        }
        // §19.1: the top-level group's fractional container. Along the repeat axis it is the
        // container (the insets only offset the groups); across it, the content box.
        var groupBox = box
        groupBox[repeatAxis] = orthogonal ? containerCross : bounds[scroll]
        if groupBox[scroll] < 0 {
            // Only an orthogonal row loses its top/bottom insets from the fractions' height;
            // content of absolute or estimated length still has all the room it needs.
            warn(
                path / "contentInsets",
                "the section's insets along the scroll axis (\(Rect.format(insets.total(along: scroll))) pt) exceed the container (\(Rect.format(bounds[scroll])) pt); fractions of that length resolve against 0",
                rule: "insets-exceed-container")
            groupBox[scroll] = 0
        }
        guard let group = section.group else { throw .emptyGroup(path: path) }
        let groupPath = path / "group"
        let spacing = section.interGroupSpacing.isFinite ? Swift.max(0, section.interGroupSpacing) : 0

        // Groups: the template, then runs (with per-group layout where measurements exist).
        let measured = data.measuredItems.filter { $0.key >= 0 && $0.key < itemCount }
        let perGroup = itemCount > 0 && !measured.isEmpty && group.hasSelfSizingItems
        var layout = try groupRuns(
            group, path: groupPath, box: groupBox, itemCount: itemCount, axis: repeatAxis, spacing: spacing,
            measurements: perGroup ? LeafMeasurements(sizes: measured) : .none, override: nil)
        if perGroup, !layout.sectionUniform.isEmpty, group.hasUniformChildren {
            // §10: the outermost group's uniform children share the largest size section-wide.
            layout = try groupRuns(
                group, path: groupPath, box: groupBox, itemCount: itemCount, axis: repeatAxis, spacing: spacing,
                measurements: LeafMeasurements(sizes: measured), override: layout.sectionUniform)
        }
        let templates = layout.templates
        let runs = layout.runs
        // The top-level group's edgeSpacing spaces it like an item in its parent: along the
        // repeat axis its minimums widen every group's slot (already in the pitch), across it
        // the group is placed like a child across its group's main axis (§3.4).
        let groupEdges = group.edgeSpacing
        // Every amount that places something below is snapped (§19.5; identities when exact):
        // each position is then a snapped position plus snapped amounts, so it stays on the grid.
        let px = grid
        let leadAlong = px.snap(groupEdges.startAmount(repeatAxis).minimum)
        let trailAlong = px.snap(groupEdges.endAmount(repeatAxis).minimum)

        // Boundary items: their size decides where the content starts.
        let supplementaryInsets: (start: Double, end: Double)
        switch BoundaryInsetsRule(section, iOS: env.iOSVersion) {
        case .followSection:
            supplementaryInsets = (start: referenceInsets.start + insets.start(along: cross), end: referenceInsets.end + insets.end(along: cross))
        case .sectionReferenceOnly:
            supplementaryInsets = referenceInsets
        case .reference(let reference):
            supplementaryInsets = env.crossInsets(for: reference, scrollAxis: scroll)
        }
        let boundaryBox = BoundaryBox(
            crossStart: supplementaryInsets.start,
            crossLength: bounds[cross] - supplementaryInsets.start - supplementaryInsets.end,
            mainLength: bounds[scroll])
        let measuredBoundaries = try measureBoundaryItems(
            section.boundarySupplementaryItems, path: path / "boundarySupplementaryItems", scrollAxis: scroll,
            box: boundaryBox, measured: data.measuredSupplementaries)
        let contentStart = start + boundaryExtension(measuredBoundaries, .start, axis: scroll) + px.snap(insets.start(along: scroll))

        // Where group 0 sits, and how long the content is along the scroll axis.
        let crossStart = px.snap(referenceInsets.start + insets.start(along: cross))
        let usedTemplates = itemCount > 0 ? Set(runs.map(\.template)).map { templates[$0] } : []
        var centering = 0.0
        var contentLength = 0.0
        var rowLength = 0.0
        if let last = runs.last, itemCount > 0 {
            let lastGroupEnd =
                leadAlong + last.offset + Double(last.groupCount - 1) * last.pitch
                + templates[last.template].size[repeatAxis] + trailAlong
            if orthogonal {
                rowLength = lastGroupEnd
                contentLength =
                    usedTemplates.reduce(0) { Swift.max($0, $1.size[scroll]) }
                    + px.snap(groupEdges.startAmount(scroll).minimum) + px.snap(groupEdges.endAmount(scroll).minimum)
            } else {
                contentLength = lastGroupEnd
            }
        }
        if orthogonal, itemCount > 0, let first = templates.first {
            centering = px.snap(centeringInset(section.orthogonalScrollingBehavior, contentLength: box[cross], groupLength: first.size[cross]))
        }
        // Across a stacked section the group sits in the content box like a child in a group;
        // an orthogonal row runs along the scroll axis, where only the minimums apply.
        let across = px.snap(
            orthogonal
                ? groupEdges.startAmount(scroll).minimum
                : templates.first.map {
                    crossAxisOffset(
                        childLength: $0.size[cross], available: box[cross],
                        start: groupEdges.startAmount(cross), end: groupEdges.endAmount(cross))
                } ?? 0)
        let groupOrigin =
            orthogonal
            ? Rect.along(scroll, start: contentStart + across, length: 0, crossStart: crossStart + centering + leadAlong, crossLength: 0)
            : Rect.along(scroll, start: contentStart + leadAlong, length: 0, crossStart: crossStart + across, crossLength: 0)
        let contentEnd = contentStart + contentLength
        let endInset = px.snap(insets.end(along: scroll))
        let end = contentEnd + endInset + boundaryExtension(measuredBoundaries, .end, axis: scroll)
        let frame = px.snap(Rect.along(scroll, start: start, length: end - start, crossStart: referenceInsets.start, crossLength: containerCross))
        let contentFrame = Rect.along(scroll, start: contentStart, length: contentLength, crossStart: crossStart, crossLength: box[cross])
        guard frame.isFinite else { throw .notFinite(path: path, what: "the section's frame") }

        let boundaries = placeBoundaryItems(
            measuredBoundaries, scrollAxis: scroll, box: boundaryBox, hostStart: start, hostEnd: end,
            contentEnd: contentEnd, endInset: endInset, grid: px)
        let decorations = placeDecorations(section.decorationItems, sectionFrame: frame, grid: px)

        var orthogonalInfo: OrthogonalScrolling?
        if orthogonal {
            let leadingSpace = crossStart + centering
            // rowLength already counts the group edge spacing (leading and trailing).
            // groupPagingCentered leaves the same space after the last group as before the first.
            let trailingSpace = px.snap(centering + insets.end(along: cross) + referenceInsets.end)
            let length = leadingSpace + rowLength + trailingSpace
            let visible = bounds[cross]
            let maximum = Swift.max(0, length - visible)
            let groupEdges = itemCount > 0 ? runs.map { SnapOffsets.Run(start: $0.offset, step: $0.pitch, count: $0.groupCount) } : []
            orthogonalInfo = OrthogonalScrolling(
                behavior: section.orthogonalScrollingBehavior, axis: cross, contentLength: length, visibleLength: visible,
                snapOffsets: snapOffsets(section.orthogonalScrollingBehavior, groupRuns: groupEdges, pageLength: visible, maximum: maximum))
        }

        // Ink: what a rect query must consider, along the scroll axis and per group.
        var groupInk = templates.first?.ink ?? .zero
        for template in usedTemplates { groupInk = groupInk.union(template.ink) }
        var inkStart = frame.start(scroll)
        var inkEnd = frame.end(scroll)
        for item in boundaries {
            inkStart = Swift.min(inkStart, item.frame.start(scroll))
            inkEnd = Swift.max(inkEnd, item.frame.end(scroll))
        }
        for item in decorations {
            inkStart = Swift.min(inkStart, item.frame.start(scroll))
            inkEnd = Swift.max(inkEnd, item.frame.end(scroll))
        }
        if itemCount > 0, let first = runs.first, let last = runs.last {
            let originStart = Point(x: groupOrigin.x, y: groupOrigin.y)[scroll]
            if orthogonal {
                inkStart = Swift.min(inkStart, originStart + groupInk.start(scroll))
                inkEnd = Swift.max(inkEnd, originStart + groupInk.end(scroll))
            } else {
                inkStart = Swift.min(inkStart, originStart + first.offset + groupInk.start(scroll))
                inkEnd = Swift.max(inkEnd, originStart + last.offset + Double(last.groupCount - 1) * last.pitch + groupInk.end(scroll))
            }
        }

        return SectionPlan(
            index: index, itemCount: itemCount, definitionPath: path, repeatAxis: repeatAxis,
            groupOrigin: Point(x: groupOrigin.x, y: groupOrigin.y), templates: templates, runs: itemCount > 0 ? runs : [],
            groupCount: itemCount > 0 ? layout.groupCount : 0,
            cellZIndex: cellZIndex(hasDecorations: !section.decorationItems.isEmpty), decorations: decorations,
            boundaries: boundaries, frame: frame, contentFrame: contentFrame, orthogonal: orthogonalInfo,
            inkStart: inkStart, inkEnd: inkEnd, groupInk: groupInk)
    }

    /// The section's group templates and runs.
    private mutating func groupRuns(
        _ group: Group, path: DocumentPath, box: Extent, itemCount: Int, axis: Axis, spacing: Double,
        measurements: LeafMeasurements, override: UniformSizes?
    ) throws(ResolveError) -> (templates: [GroupTemplate], runs: [GroupRun], groupCount: Int, sectionUniform: UniformSizes) {
        let constraints = ChildConstraints(box: box, firstItem: 0)
        var base = try layoutGroup(group, path: path, constraints: constraints, measurements: .none, childOverride: override)
        var sectionUniform = base.uniformChildren
        // §19.5: the group's own length is snapped; its children are already placed on the grid.
        base.size = grid.snap(base.size)
        let template = GroupTemplate(base)
        try checkFinite(template, path: path)
        var templates = [template]
        var runs: [GroupRun] = []
        let perGroup = template.leafCount
        if itemCount > 0 && perGroup == 0 { throw .emptyGroup(path: path) }
        guard itemCount > 0 else { return (templates, [], 0, sectionUniform) }
        let edgeAlong = group.edgeSpacing.startAmount(axis).minimum + group.edgeSpacing.endAmount(axis).minimum
        // Group g + 1 starts after group g's snapped end plus the space between them, snapped: a
        // snapped length plus one snapped space, the same for every group.
        func pitchAfter(_ length: Double) -> Double {
            grid.isExact ? length + spacing + edgeAlong : length + grid.snap(spacing + edgeAlong)
        }
        let pitch = pitchAfter(template.size[axis])

        let keys = measurements.sizes.keys.sorted()
        var item = 0
        var groupIndex = 0
        var offset = 0.0
        var nextKey = 0
        while item < itemCount {
            while nextKey < keys.count && keys[nextKey] < item { nextKey += 1 }
            let plain: Int
            if nextKey < keys.count {
                plain = (keys[nextKey] - item) / perGroup
            } else {
                let remaining = itemCount - item
                plain = remaining / perGroup + (remaining % perGroup == 0 ? 0 : 1)
            }
            if plain > 0 {
                runs.append(GroupRun(firstGroup: groupIndex, firstItem: item, groupCount: plain, template: 0, offset: offset, pitch: pitch))
                let advance = plain.multipliedReportingOverflow(by: perGroup)
                item = advance.overflow ? itemCount : Swift.min(itemCount, item + advance.partialValue)
                groupIndex += plain
                offset += Double(plain) * pitch
                continue
            }
            // The group starting at `item` holds a measured item: lay it out on its own.
            var fragment = try layoutGroup(
                group, path: path, constraints: ChildConstraints(box: box, firstItem: item),
                measurements: measurements, childOverride: override)
            sectionUniform = sectionUniform.merged(with: fragment.uniformChildren)
            fragment.size = grid.snap(fragment.size)
            let measuredTemplate = GroupTemplate(fragment)
            try checkFinite(measuredTemplate, path: path)
            if measuredTemplate.leafCount == 0 { throw .emptyGroup(path: path) }
            templates.append(measuredTemplate)
            let ownPitch = pitchAfter(measuredTemplate.size[axis])
            runs.append(
                GroupRun(
                    firstGroup: groupIndex, firstItem: item, groupCount: 1, template: templates.count - 1,
                    offset: offset, pitch: ownPitch))
            item += measuredTemplate.leafCount
            groupIndex += 1
            offset += ownPitch
        }
        return (templates, runs, groupIndex, sectionUniform)
    }

    private func checkFinite(_ template: GroupTemplate, path: DocumentPath) throws(ResolveError) {
        guard template.ink.isFinite, template.size.width.isFinite, template.size.height.isFinite else {
            throw .notFinite(path: path, what: "a frame in the group")
        }
    }
}

extension Group {
    /// Whether any item in the tree has a self-sizing dimension (so measurements matter).
    var hasSelfSizingItems: Bool {
        func check(_ child: GroupChild) -> Bool {
            switch child {
            case .item(let item): item.size.width.isEstimated || item.size.height.isEstimated
            case .group(let group): group.hasSelfSizingItems
            }
        }
        switch children {
        case .subitems(let list): return list.contains(where: check)
        case .count(let child, _), .repeating(let child, _): return check(child)
        case .custom: return false
        }
    }

    /// Whether a direct child is sized uniformAcrossSiblings on some axis.
    var hasUniformChildren: Bool {
        func uniform(_ child: GroupChild) -> Bool {
            child.size.width.isUniformAcrossSiblings || child.size.height.isUniformAcrossSiblings
        }
        switch children {
        case .subitems(let list): return list.contains(where: uniform)
        case .count(let child, _), .repeating(let child, _): return uniform(child)
        case .custom: return false
        }
    }
}
