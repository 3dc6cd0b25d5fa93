import LayoutEngine
import LayoutModel

extension PictureSection {
    /// How an orthogonal section's row scrolls, as a picture explains it: the behaviour by
    /// UIKit's name and in words, and the points of the row that come to rest at its resting
    /// edge (page boundaries, group leading edges).
    public struct RowScrolling: Sendable, Hashable {
        /// `orthogonalScrollingBehavior`.
        public var behavior: OrthogonalScrollingBehavior
        /// The axis the row scrolls along (horizontal in a vertical layout).
        public var axis: Axis
        /// Where the row comes to rest, as distances scrolled from its start
        /// (``OrthogonalScrolling/snapOffsets``).
        public var snapOffsets: SnapOffsets
        /// The content coordinate along `axis` that offsets are measured from
        /// (``OrthogonalRowPlacement/restingEdge``).
        public var restingEdge: Double
        /// +1 when offsets grow along `axis`, −1 when against it (right-to-left rows).
        public var direction: Double

        public init(
            behavior: OrthogonalScrollingBehavior, axis: Axis, snapOffsets: SnapOffsets = .none, restingEdge: Double = 0,
            direction: Double = 1
        ) {
            self.behavior = behavior
            self.axis = axis
            self.snapOffsets = snapOffsets
            self.restingEdge = restingEdge
            self.direction = direction < 0 ? -1 : 1
        }

        /// The content coordinate along `axis` of the snap point at `offset`.
        public func position(ofOffset offset: Double) -> Double {
            restingEdge + direction * offset
        }

        /// The snap points whose positions fall within `low...high` along `axis`, as
        /// (offset index, position), at most `limit` of them. Offsets ascend, so the range is
        /// found by binary search: a row of ten million groups costs what the drawn part costs.
        public func snapPoints(within low: Double, _ high: Double, limit: Int = 2_000) -> [(index: Int, position: Double)] {
            guard low <= high, !snapOffsets.isEmpty, limit > 0 else { return [] }
            // Positions move monotonically with offsets: up with direction +1, down with −1.
            let offsetLow = direction > 0 ? low - restingEdge : restingEdge - high
            let offsetHigh = direction > 0 ? high - restingEdge : restingEdge - low
            var first = 0
            var last = snapOffsets.count
            while first < last {
                let mid = (first + last) / 2
                if snapOffsets[mid] < offsetLow { first = mid + 1 } else { last = mid }
            }
            var points: [(index: Int, position: Double)] = []
            var index = first
            while index < snapOffsets.count, points.count < limit {
                let offset = snapOffsets[index]
                guard offset <= offsetHigh else { break }
                if offset.isFinite { points.append((index, position(ofOffset: offset))) }
                index += 1
            }
            return points
        }
    }
}
