import LayoutEngine

/// The order a picture paints elements in, back to front.
enum DrawingOrder {
    /// `elements` sorted back to front: by `zIndex`; at equal `zIndex`, decorations before
    /// cells and supplementaries; otherwise in input order.
    ///
    /// Decorations are section backgrounds: at a tie, painting one over its own cells would hide
    /// exactly what the picture is for. Everything else at a tie keeps the order the layout
    /// reported, which makes the result deterministic (`sorted` alone is not stable).
    static func backToFront(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.enumerated()
            .sorted { lhs, rhs in
                if lhs.element.zIndex != rhs.element.zIndex { return lhs.element.zIndex < rhs.element.zIndex }
                let lhsLayer = layer(of: lhs.element)
                let rhsLayer = layer(of: rhs.element)
                if lhsLayer != rhsLayer { return lhsLayer < rhsLayer }
                return lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    private static func layer(of element: LayoutAttributes) -> Int {
        element.category == .decoration ? 0 : 1
    }
}
