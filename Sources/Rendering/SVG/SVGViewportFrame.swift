import LayoutEngine

/// The device screen drawn around a viewport: the fade over everything off-screen, the
/// safe-area bands, and a rounded bezel.
///
/// The screen's corners are rounded like a phone's; the fade's hole has the same rounded shape,
/// so content in the cut-off corners reads as off-screen too.
struct SVGViewportFrame: Sendable {
    /// The viewport in pixels.
    var screen: Rect
    /// Safe-area insets in pixels.
    var safeArea: EdgeInsets

    static let bezelWidth = 6.0

    /// Corner radius of the screen: about what phones have (≈ 9 % of the shorter side), capped
    /// so tablets and desktops do not look like pills.
    var cornerRadius: Double { min(min(screen.width, screen.height) * 0.09, 36) }

    /// A translucent white veil over `area` with the screen cut out. Draw it above the content.
    func drawOffscreenMask(into canvas: inout SVGCanvas, covering area: Rect) {
        var path = PathData()
        path.addRect(area)
        path.addRoundedRect(screen, radius: cornerRadius)
        canvas.path(path, class: SVGTheme.offscreenMask, evenOdd: true)
    }

    /// Light bands over the insets, with a dashed line where the safe area begins.
    func drawSafeArea(into canvas: inout SVGCanvas) {
        let top = clampInset(safeArea.top, screen.height)
        let bottom = clampInset(safeArea.bottom, screen.height - top)
        let left = clampInset(safeArea.left, screen.width)
        let right = clampInset(safeArea.right, screen.width - left)
        guard top + bottom + left + right > 0 else { return }
        canvas.openGroup(class: "layer-safe-area")
        let middle = Rect(x: screen.minX, y: screen.minY + top, width: screen.width, height: screen.height - top - bottom)
        let bands = [
            Rect(x: screen.minX, y: screen.minY, width: screen.width, height: top),
            Rect(x: screen.minX, y: screen.maxY - bottom, width: screen.width, height: bottom),
            Rect(x: screen.minX, y: middle.minY, width: left, height: middle.height),
            Rect(x: screen.maxX - right, y: middle.minY, width: right, height: middle.height),
        ]
        for band in bands where band.width > 0 && band.height > 0 {
            canvas.rect(band, class: SVGTheme.safeArea)
        }
        if top > 0 {
            canvas.line(x1: screen.minX, y1: screen.minY + top, x2: screen.maxX, y2: screen.minY + top, class: SVGTheme.safeAreaEdge)
        }
        if bottom > 0 {
            canvas.line(x1: screen.minX, y1: screen.maxY - bottom, x2: screen.maxX, y2: screen.maxY - bottom, class: SVGTheme.safeAreaEdge)
        }
        if left > 0 {
            canvas.line(x1: screen.minX + left, y1: middle.minY, x2: screen.minX + left, y2: middle.maxY, class: SVGTheme.safeAreaEdge)
        }
        if right > 0 {
            canvas.line(x1: screen.maxX - right, y1: middle.minY, x2: screen.maxX - right, y2: middle.maxY, class: SVGTheme.safeAreaEdge)
        }
        canvas.closeGroup()
    }

    /// The bezel: a thick rounded outline just outside the screen, whose inner edge follows
    /// the screen's rounded corners.
    func drawBezel(into canvas: inout SVGCanvas) {
        let half = Self.bezelWidth / 2
        let outline = Rect(x: screen.minX - half, y: screen.minY - half, width: screen.width + 2 * half, height: screen.height + 2 * half)
        canvas.rect(
            outline, class: SVGTheme.bezel, cornerRadius: cornerRadius + half,
            attributes: [("data-viewport", "true")])
    }

    /// Insets are inputs: negative, NaN or larger than the screen must not draw outside it.
    private func clampInset(_ value: Double, _ available: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        return min(value, max(0, available))
    }
}
