import LayoutModel

// §2 Dimension resolution: absolute → v; fractionalWidth(f) → f·box.w; fractionalHeight(f) →
// f·box.h (either on either axis); estimated(v) → v until measured, then the measured value;
// uniformAcrossSiblings(v) → like estimated, then grown to the largest sibling (see
// UniformAcrossSiblings.swift). The box is chosen by the caller per the table in §2.

extension Dimension {
    /// The length of this dimension inside `box`; `measured` replaces an estimate.
    func resolve(in box: Extent, measured: Double? = nil) -> Double {
        switch self {
        case .absolute(let value): value
        case .fractionalWidth(let fraction): fraction * box.width
        case .fractionalHeight(let fraction): fraction * box.height
        case .estimated(let estimate), .uniformAcrossSiblings(let estimate): measured ?? estimate
        }
    }

    /// True for `uniformAcrossSiblings`.
    var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }
}

extension ResolutionContext {
    /// Resolves a size against a box, rejecting non-finite results and clamping negative ones
    /// to zero (with a warning): definitions and measurements are user input. On the iOS 16+
    /// grid the size is snapped here, before anything measures it: a fraction floors to the
    /// pixel, any other length rounds (PixelGrid.swift).
    mutating func resolve(_ size: LayoutSize, in box: Extent, measured: MeasuredSize? = nil, path: DocumentPath) throws(ResolveError) -> Extent {
        let width = try checked(size.width.resolve(in: box, measured: measured?.width), path / "size" / "width")
        let height = try checked(size.height.resolve(in: box, measured: measured?.height), path / "size" / "height")
        return Extent(width: snapped(width, size.width), height: snapped(height, size.height))
    }

    /// A resolved length on the grid sizes are snapped on (unchanged off it).
    private func snapped(_ length: Double, _ dimension: Dimension) -> Double {
        guard grid.floorsFractions else { return length }
        return dimension.isFractional ? grid.floorFraction(length) : grid.snap(length)
    }

    /// A finite, non-negative length.
    mutating func checked(_ value: Double, _ path: DocumentPath) throws(ResolveError) -> Double {
        guard value.isFinite else { throw .notFinite(path: path, what: "the resolved size") }
        if value < 0 {
            warn(path, "resolved to a negative length (\(Rect.format(value)) pt); using 0", rule: "negative-size")
            return 0
        }
        return value
    }
}
