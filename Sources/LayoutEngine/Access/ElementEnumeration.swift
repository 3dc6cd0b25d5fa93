import LayoutModel

// Producing elements on demand. One visitor serves every query: it walks the sections (all of
// them, or only those whose ink overlaps a query rect), and within a section the groups (all,
// or only those an arithmetic range says can reach the rect), turning template frames into
// reported frames as it goes. Nothing is stored per item.

/// Where elements go: an optional exact filter in reported coordinates.
struct ElementSink {
    var transform: OutputTransform
    /// Only elements whose reported frame intersects this are emitted.
    var filter: Rect?

    @inline(__always)
    func emit(
        _ category: LayoutAttributes.Category, _ kind: String?, _ indexPath: ElementIndexPath, _ frame: Rect, _ zIndex: Int,
        _ body: (LayoutAttributes) throws -> Void
    ) rethrows {
        let reported = transform.apply(frame)
        if let filter, !reported.intersects(filter) { return }
        try body(LayoutAttributes(category: category, elementKind: kind, indexPath: indexPath, frame: reported, zIndex: zIndex))
    }
}

extension ResolvedLayout {
    /// Calls `body` for every element in the documented order (see the type's documentation),
    /// streaming: nothing is materialised. Pinned boundary items are at their natural place.
    public func forEachElement(_ body: (LayoutAttributes) throws -> Void) rethrows {
        try visit(query: nil, scrollOffset: nil, body)
    }

    /// Calls `body` for every element with pinned boundary items where they sit at a scroll
    /// offset (see `elements(in:scrollOffset:)`).
    public func forEachElement(scrollOffset: Double, _ body: (LayoutAttributes) throws -> Void) rethrows {
        try visit(query: nil, scrollOffset: scrollOffset, body)
    }

    /// The visible range along the scroll axis, in internal (left-to-right) coordinates, for a
    /// reported scroll offset.
    func visibleRange(scrollOffset: Double) -> ClosedRange<Double> {
        let start = scrollOffset.isFinite ? scrollOffset : 0
        var range = start...(start + visibleLength)
        if let width = transform.mirrorWidth, scrollAxis == .horizontal {
            range = (width - range.upperBound)...(width - range.lowerBound)
        }
        return range
    }

    func visit(query: Rect?, scrollOffset: Double?, _ body: (LayoutAttributes) throws -> Void) rethrows {
        let sink = ElementSink(transform: transform, filter: query)
        let visible = scrollOffset.map(visibleRange(scrollOffset:))
        let window = query.map(transform.internalRect(containing:))
        let globalFrames = visible.map { pinnedFrames(layoutBoundaries, visible: $0, axis: scrollAxis) } ?? layoutBoundaries.map(\.frame)
        for (item, frame) in zip(layoutBoundaries, globalFrames) {
            try sink.emit(.supplementary, item.kind, ElementIndexPath(section: 0, item: 0), frame, item.zIndex, body)
        }
        guard !plans.isEmpty else { return }
        var index = 0
        if let window {
            // First section whose ink (or any earlier one's) reaches the window's start.
            let start = window.start(scrollAxis)
            var low = 0
            var high = plans.count
            while low < high {
                let mid = (low + high) / 2
                if prefixInkEnd[mid] < start { low = mid + 1 } else { high = mid }
            }
            index = low
        }
        while index < plans.count {
            if let window, suffixInkStart[index] > window.end(scrollAxis) { break }
            try plans[index].visit(window: window, visible: visible, scrollAxis: scrollAxis, sink: sink, body)
            index += 1
        }
    }
}

extension SectionPlan {
    func visit(
        window: Rect?, visible: ClosedRange<Double>?, scrollAxis: Axis, sink: ElementSink,
        _ body: (LayoutAttributes) throws -> Void
    ) rethrows {
        let sectionPath = ElementIndexPath(section: index, item: 0)
        for item in decorations {
            try sink.emit(.decoration, item.kind, sectionPath, item.frame, item.zIndex, body)
        }
        let frames = visible.map { pinnedFrames(boundaries, visible: $0, axis: scrollAxis) } ?? boundaries.map(\.frame)
        for (item, frame) in zip(boundaries, frames) {
            try sink.emit(.supplementary, item.kind, sectionPath, frame, item.zIndex, body)
        }
        guard itemCount > 0, !runs.isEmpty else { return }
        guard let window else {
            for run in runs {
                for group in 0..<run.groupCount { try visitGroup(run, group, sink: sink, body) }
            }
            return
        }
        // Groups share the other axis: reject the whole section's groups at once.
        let along = repeatAxis
        let other = along.cross
        let otherOrigin = groupOrigin[other]
        if otherOrigin + groupInk.end(other) < window.start(other) || otherOrigin + groupInk.start(other) > window.end(other) { return }
        let low = window.start(along) - groupOrigin[along]
        let high = window.end(along) - groupOrigin[along]
        // First run whose last group's ink reaches `low` (group origins only grow).
        var first = 0
        var last = runs.count
        while first < last {
            let mid = (first + last) / 2
            let run = runs[mid]
            if run.offset + Double(run.groupCount - 1) * run.pitch + groupInk.end(along) < low { first = mid + 1 } else { last = mid }
        }
        var r = first
        while r < runs.count {
            let run = runs[r]
            if run.offset + groupInk.start(along) > high { break }
            var lowest = 0
            var highest = run.groupCount - 1
            if run.pitch > 0 {
                lowest = Swift.max(lowest, clampedInt(((low - run.offset - groupInk.end(along)) / run.pitch).rounded(.down)))
                highest = Swift.min(highest, clampedInt(((high - run.offset - groupInk.start(along)) / run.pitch).rounded(.up)))
            }
            if lowest <= highest {
                for group in lowest...highest { try visitGroup(run, group, sink: sink, body) }
            }
            r += 1
        }
    }

    /// Emits one materialised group: its cells with their supplementaries, then its group
    /// supplementaries.
    @inline(__always)
    func visitGroup(_ run: GroupRun, _ group: Int, sink: ElementSink, _ body: (LayoutAttributes) throws -> Void) rethrows {
        let template = templates[run.template]
        let perGroup = template.leafCount
        let firstItem = run.firstItem + group * perGroup
        let items = Swift.min(perGroup, itemCount - firstItem)
        guard items > 0 else { return }
        let origin = self.origin(of: run, group: group)
        for leaf in 0..<items {
            let slot = template.leaves[leaf]
            let indexPath = ElementIndexPath(section: index, item: firstItem + leaf)
            try sink.emit(.cell, nil, indexPath, slot.frame.offsetBy(dx: origin.x, dy: origin.y), slot.zIndex ?? cellZIndex, body)
            let start = template.supplementaryStart[leaf]
            let end = template.supplementaryStart[leaf + 1]
            if start < end {
                for element in template.itemSupplementaries[start..<end] {
                    try sink.emit(.supplementary, element.kind, indexPath, element.frame.offsetBy(dx: origin.x, dy: origin.y), element.zIndex, body)
                }
            }
        }
        for entry in template.groupSupplementaries where entry.firstLeaf < items {
            let element = entry.element
            try sink.emit(
                .supplementary, element.kind, ElementIndexPath(section: index, item: firstItem + entry.firstLeaf),
                element.frame.offsetBy(dx: origin.x, dy: origin.y), element.zIndex, body)
        }
    }

    /// The run holding an item.
    func run(containing item: Int) -> GroupRun? {
        guard item >= 0, item < itemCount, !runs.isEmpty else { return nil }
        var low = 0
        var high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runs[mid].firstItem <= item { low = mid } else { high = mid - 1 }
        }
        return runs[low]
    }
}
