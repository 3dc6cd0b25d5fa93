import LayoutModel

// §10 uniformAcrossSiblings(estimate:) (iOS 17): an item is at least its measured size (or the
// estimate while unmeasured), grown to the largest such sibling in its parent group instance.
// For the children of a section's outermost group the largest size is shared across the whole
// section: the section lays the groups out once, takes the maximum over every instance, and
// lays them out again with that value (SectionLayout.swift).

/// A per-axis length that uniform children are grown to; nil axes are left alone.
struct UniformSizes: Sendable, Equatable {
    var width: Double?
    var height: Double?

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    var isEmpty: Bool { width == nil && height == nil }

    /// Records a candidate length on an axis, keeping the largest.
    mutating func include(_ value: Double, on axis: Axis) {
        self[axis] = Swift.max(self[axis] ?? value, value)
    }

    /// The larger value per axis.
    func merged(with other: UniformSizes) -> UniformSizes {
        var result = self
        for axis in Axis.allCases { if let v = other[axis] { result.include(v, on: axis) } }
        return result
    }

    /// A size whose `uniformAcrossSiblings` axes are grown to this.
    func grow(_ size: Extent, dimensions: LayoutSize) -> Extent {
        var result = size
        for axis in Axis.allCases where dimensions[axis].isUniformAcrossSiblings {
            if let target = self[axis] { result[axis] = Swift.max(result[axis], target) }
        }
        return result
    }

    /// Whether growing would change any of these uniform children.
    func wouldGrow(_ children: [(size: Extent, dimensions: LayoutSize)]) -> Bool {
        children.contains { child in
            Axis.allCases.contains { axis in
                child.dimensions[axis].isUniformAcrossSiblings && (self[axis].map { $0 > child.size[axis] } ?? false)
            }
        }
    }
}
