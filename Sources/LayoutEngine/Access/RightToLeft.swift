// §11 + §18 Right-to-left. Insets, edge spacing and anchors are directional [D]; the resolver
// computes every frame left-to-right (with the physical right safe area and margins as the
// leading ones, see DirectionalEnvironment) and mirrors on output: x' = W − (x + w), for every
// element, orthogonal rows included (they then start at the right and extend to negative x).
// W is the content width: the bounds width in a vertical layout, the whole content's width in a
// horizontal one (whose first section then sits at the right end).

/// A frame mirrored across a content of width `width`.
func mirrored(_ rect: Rect, width: Double) -> Rect {
    Rect(x: width - (rect.x + rect.width), y: rect.y, width: rect.width, height: rect.height)
}
