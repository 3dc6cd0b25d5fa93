import LayoutModel

// §3 Laying out children inside a group (horizontal shown; vertical swaps the axes).
// G = the group's resolved size, CB = G inset by the group's contentInsets; every child is
// resolved against CB's size and placed inside CB.
//  • subitems: cycle a, b, c, a, …; a child fits if its slot (with edge spacing and the minimum
//    inter-item gap) ends within CB (with the < 1 pt floor slop of FlexibleSpacing.swift). The
//    first child that does not fit ends the group; no later subitem is tried [S]. If not even
//    the first child fits, it is placed anyway and a `nothing-fits` warning names the group
//    (§18).
//  • subitem + count (iOS 13): n children sized equally along the main axis:
//    (CB.main − gap·(n−1) − n·(child's main edge spacing)) / n; the child's own main dimension is
//    ignored [D, S]. The children's container is CB less the (n − 1) gaps along the main axis, so
//    a cross dimension that is a fraction of the main axis measures that (§19.2, observed on
//    device); across the main axis it is CB.
//  • repeatingSubitem + count (iOS 16): n children at their own size, no fit check [D].
//  • custom: CustomGroups.swift.
// Leaves are numbered depth-first in placement order (§3.6); a nested group is sized like an
// item and laid out recursively.

/// What a parent imposes on a child it lays out.
struct ChildConstraints {
    /// The parent's content box size (§2: children resolve against it).
    var box: Extent
    /// The section item index of the child's first leaf (for measured sizes).
    var firstItem: Int
    /// A count group's equal share along its main axis, overriding the child's dimension.
    var forced: (axis: Axis, length: Double)?
    /// Sibling growth of `uniformAcrossSiblings` axes.
    var grow = UniformSizes()
}

/// A child of a horizontal or vertical group, laid out in its own coordinates.
private struct LinearEntry {
    var fragment: Fragment
    var slot: MainAxisSlot
    var crossStart: EdgeAmount
    var crossEnd: EdgeAmount
    var dimensions: LayoutSize
}

extension ResolutionContext {
    /// Lays out an item (§3.5): its slot is its resolved size; the final frame is the slot inset
    /// by contentInsets except on self-sizing axes; badges hang off the final frame.
    mutating func layoutItem(_ item: Item, path: DocumentPath, constraints: ChildConstraints, measurements: LeafMeasurements) throws(ResolveError)
        -> Fragment
    {
        let measured = measurements.size(forItem: constraints.firstItem)
        var size = try resolve(item.size, in: constraints.box, measured: measured, path: path)
        var selfSizing = estimatedAxes(item.size)
        if let forced = constraints.forced {
            size[forced.axis] = forced.length
            selfSizing.remove(forced.axis)
        }
        size = constraints.grow.grow(size, dimensions: item.size)
        let insets = item.contentInsets
        var frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if !selfSizing.contains(.horizontal) {
            frame.x += insets.leading
            frame.width -= insets.horizontal
        }
        if !selfSizing.contains(.vertical) {
            frame.y += insets.top
            frame.height -= insets.vertical
        }
        if frame.width < 0 || frame.height < 0 {
            warn(
                path / "contentInsets",
                "contentInsets are larger than the item (\(Rect.format(size.width)) × \(Rect.format(size.height)) pt); its frame is clamped to zero size",
                rule: "insets-exceed-item")
            frame.width = Swift.max(0, frame.width)
            frame.height = Swift.max(0, frame.height)
        }
        frame = grid.snap(frame)
        var fragment = Fragment(size: size)
        fragment.leaves = [LeafTemplate(frame: frame, zIndex: nil)]
        for element in try anchoredSupplementaries(item.supplementaryItems, host: frame, path: path) {
            fragment.itemSupplementaries.append((0, element))
        }
        return fragment
    }

    /// Lays out a group and everything in it, in the group's own coordinates.
    /// - Parameter childOverride: growth imposed on the group's direct uniform children (the
    ///   section-wide maximum for a section's outermost group); nil lets siblings grow to the
    ///   largest among themselves.
    mutating func layoutGroup(
        _ group: Group, path: DocumentPath, constraints: ChildConstraints, measurements: LeafMeasurements,
        childOverride: UniformSizes? = nil
    ) throws(ResolveError) -> Fragment {
        var selfSizing = estimatedAxes(group.size)
        var size = try resolve(group.size, in: constraints.box, path: path)
        if let forced = constraints.forced {
            size[forced.axis] = forced.length
            selfSizing.remove(forced.axis)
        }
        size = constraints.grow.grow(size, dimensions: group.size)
        let insets = group.contentInsets
        var box = Extent(width: size.width - insets.horizontal, height: size.height - insets.vertical)
        for axis in Axis.allCases where box[axis] < 0 {
            // A self-sizing axis is refitted below, so its estimate being small is no error.
            if selfSizing.contains(axis) {
                box[axis] = 0
            } else {
                throw .noRoom(path: path, axis: axis, available: size[axis], needed: insets.total(along: axis), detail: "contentInsets")
            }
        }

        var fragment: Fragment
        if case .custom(let custom) = group.children {
            let leaves = try customLeaves(custom, groupSize: size, insets: insets, path: path)
            for axis in selfSizing {
                let farthest = leaves.reduce(insets.start(along: axis)) { Swift.max($0, $1.frame.end(axis)) }
                size[axis] = farthest + insets.end(along: axis)
            }
            fragment = Fragment(size: size)
            fragment.leaves = leaves
        } else {
            let main = group.mainAxis ?? .horizontal
            let cross = main.cross
            var entries = try linearChildren(
                group, main: main, box: box, path: path, firstItem: constraints.firstItem,
                measurements: measurements, grow: childOverride ?? UniformSizes())
            var raw = UniformSizes()
            for entry in entries {
                for axis in Axis.allCases where entry.dimensions[axis].isUniformAcrossSiblings {
                    raw.include(entry.fragment.size[axis], on: axis)
                }
            }
            if childOverride == nil, !raw.isEmpty,
                raw.wouldGrow(entries.map { ($0.fragment.size, $0.dimensions) })
            {
                entries = try linearChildren(
                    group, main: main, box: box, path: path, firstItem: constraints.firstItem,
                    measurements: measurements, grow: raw)
            }
            let gap = EdgeAmount(group.interItemSpacing).minimum
            if selfSizing.contains(main) {
                box[main] = minimumMainLength(entries.map(\.slot), gap: gap)
                size[main] = box[main] + insets.total(along: main)
            }
            if selfSizing.contains(cross) {
                box[cross] = fittedCrossLength(entries.map { ($0.fragment.size[cross], $0.crossStart, $0.crossEnd) })
                size[cross] = box[cross] + insets.total(along: cross)
            }
            let grown = constraints.grow.grow(size, dimensions: group.size)
            if grown != size {
                for axis in Axis.allCases { box[axis] += grown[axis] - size[axis] }
                size = grown
            }
            fragment = Fragment(size: size)
            fragment.uniformChildren = raw
            let offsets = mainAxisOffsets(entries.map(\.slot), spacing: group.interItemSpacing, available: box[main])
            let starts = snappedStarts(entries.map(\.fragment.size[main]), offsets: offsets, leading: insets.start(along: main))
            for (index, entry) in entries.enumerated() {
                let across = crossAxisOffset(
                    childLength: entry.fragment.size[cross], available: box[cross],
                    start: entry.crossStart, end: entry.crossEnd)
                let origin = Rect.along(
                    main, start: starts[index], length: 0,
                    crossStart: grid.snap(insets.start(along: cross) + across), crossLength: 0)
                fragment.append(entry.fragment, at: Point(x: origin.x, y: origin.y))
            }
        }
        // §19.3: a group's supplementary items anchor to its (snapped) frame less its contentInsets.
        let host = Rect(x: 0, y: 0, width: grid.snap(size.width), height: grid.snap(size.height)).inset(by: insets)
        for element in try anchoredSupplementaries(group.supplementaryItems, host: host, path: path) {
            fragment.groupSupplementaries.append(GroupSupplementaryTemplate(element: element, firstLeaf: 0))
        }
        return fragment
    }

    /// Where each child starts along its group's main axis. Exact: the leading inset plus its
    /// offset. Snapped (§19.5): the first at its snapped exact position, every later one at the
    /// snapped sum of the previous child's snapped end and the exact space between the two (its
    /// trailing and the next one's leading edge spacing, and the gap).
    private func snappedStarts(_ lengths: [Double], offsets: [Double], leading: Double) -> [Double] {
        guard !grid.isExact else { return offsets.map { leading + $0 } }
        var starts: [Double] = []
        starts.reserveCapacity(offsets.count)
        var previousEnd = 0.0
        for index in offsets.indices {
            let start: Double
            if index == 0 {
                start = grid.snap(leading + offsets[0])
            } else {
                let space = offsets[index] - (offsets[index - 1] + lengths[index - 1])
                start = grid.snap(previousEnd + space)
            }
            starts.append(start)
            previousEnd = start + grid.snap(lengths[index])
        }
        return starts
    }

    /// The children of a horizontal or vertical group, each in its own coordinates.
    private mutating func linearChildren(
        _ group: Group, main: Axis, box: Extent, path: DocumentPath, firstItem: Int,
        measurements: LeafMeasurements, grow: UniformSizes
    ) throws(ResolveError) -> [LinearEntry] {
        let cross = main.cross
        let gap = EdgeAmount(group.interItemSpacing).minimum
        var entries: [LinearEntry] = []
        var leaves = 0
        // Without measurements a child's layout depends only on the child and the box, not on
        // which item it starts at: lay each distinct child out once. Cycling subitems and count
        // groups repeat the same child, and relaying it out at every repetition made nested
        // groups exponential in their depth.
        var memo: [Int: LinearEntry] = [:]
        let memoizes = measurements.sizes.isEmpty

        func entry(
            _ child: GroupChild, _ childPath: DocumentPath, in childBox: Extent, forced: (axis: Axis, length: Double)?,
            key: Int
        ) throws(ResolveError) -> LinearEntry {
            if memoizes, let known = memo[key] { return known }
            let made = try layOut(child, childPath, in: childBox, forced: forced)
            if memoizes { memo[key] = made }
            return made
        }

        func layOut(
            _ child: GroupChild, _ childPath: DocumentPath, in childBox: Extent,
            forced: (axis: Axis, length: Double)?
        ) throws(ResolveError) -> LinearEntry {
            let constraints = ChildConstraints(box: childBox, firstItem: firstItem + leaves, forced: forced, grow: grow)
            let fragment: Fragment
            switch child {
            case .item(let item):
                fragment = try layoutItem(item, path: childPath / "item", constraints: constraints, measurements: measurements)
            case .group(let nested):
                fragment = try layoutGroup(nested, path: childPath / "group", constraints: constraints, measurements: measurements)
            }
            let edges = child.edgeSpacing
            return LinearEntry(
                fragment: fragment,
                slot: MainAxisSlot(length: fragment.size[main], leading: edges.startAmount(main), trailing: edges.endAmount(main)),
                crossStart: edges.startAmount(cross), crossEnd: edges.endAmount(cross), dimensions: child.size)
        }

        func accept(_ next: LinearEntry) throws(ResolveError) {
            entries.append(next)
            leaves += next.fragment.leafCount
            if leaves > Self.leafLimit { throw .tooManyItems(path: path, count: leaves, limit: Self.leafLimit) }
        }

        switch group.children {
        case .subitems(let list):
            guard !list.isEmpty else { return [] }
            var used = 0.0
            var cycleStart = 0.0
            var placed = 0
            while true {
                let index = placed % list.count
                let next = try entry(list[index], path / "subitems" / index, in: box, forced: nil, key: index)
                let end = used + (entries.isEmpty ? 0 : gap) + next.slot.minimumExtent
                guard fitsWithSlop(end, within: box[main]) else {
                    if entries.isEmpty {
                        warn(
                            path,
                            "not even the first child fits: it needs \(Rect.format(end)) pt along the group's main axis but the content box has \(Rect.format(box[main])) pt; it is placed anyway",
                            rule: "nothing-fits")
                        try accept(next)
                    }
                    break
                }
                try accept(next)
                used = end
                placed += 1
                if placed > Self.leafLimit { throw .tooManyItems(path: path, count: placed, limit: Self.leafLimit) }
                if placed % list.count == 0 {
                    // Children that take no room would repeat forever; stop after one round. A
                    // round under a millionth of a point counts as none: the fit is judged on
                    // whole points, so such children (a fraction of 1e-300 of a width) would
                    // repeat a million times within one point, past the leaf limit.
                    if used - cycleStart < 1e-6 {
                        warn(
                            path, "the subitems take no room along the group's main axis; the group holds one round of them",
                            rule: "zero-length-subitems")
                        break
                    }
                    cycleStart = used
                }
            }
        case .count(let child, let count):
            guard count >= 1 else { throw .emptyGroup(path: path / "count") }
            guard count <= Self.leafLimit else { throw .tooManyItems(path: path / "count", count: count, limit: Self.leafLimit) }
            let edges = child.edgeSpacing
            let edgeTotal = Double(count) * (edges.startAmount(main).minimum + edges.endAmount(main).minimum)
            let gaps = gap * Double(count - 1)
            // An equal share is a fraction of the content box: the iOS 16+ grid floors it (chosen,
            // as for fractionalWidth; docs/layout-rules.md).
            let each = grid.floorFraction((box[main] - gaps - edgeTotal) / Double(count))
            if each < 0 {
                throw .noRoom(
                    path: path, axis: main, available: box[main], needed: gaps + edgeTotal,
                    detail: "\(count - 1) gaps of \(Rect.format(gap)) pt and edge spacing")
            }
            // §19.2: the children's container is the content box less the gaps, so a child's
            // cross dimension given as a fraction of the main axis measures that.
            var childBox = box
            childBox[main] = box[main] - gaps
            for _ in 0..<count { try accept(try entry(child, path / "subitem", in: childBox, forced: (main, each), key: 0)) }
        case .repeating(let child, let count):
            guard count >= 1 else { throw .emptyGroup(path: path / "count") }
            guard count <= Self.leafLimit else { throw .tooManyItems(path: path / "count", count: count, limit: Self.leafLimit) }
            for _ in 0..<count { try accept(try entry(child, path / "repeatingSubitem", in: box, forced: nil, key: 0)) }
        case .custom:
            break
        }
        return entries
    }
}
