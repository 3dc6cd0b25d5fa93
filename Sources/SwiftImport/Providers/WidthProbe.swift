/// Stands for the layout container's width while a section provider is followed: each
/// comparison with a constant is answered for the width being tried and remembered, so the
/// analysis knows which widths to try next.
final class WidthProbe {
    /// The width being tried.
    let width: Double
    /// Every constant the width was compared with.
    private(set) var bounds: Set<Double> = []

    init(width: Double) {
        self.width = width
    }

    /// `width op bound` for the width being tried.
    func test(_ op: String, _ bound: Double) -> Bool {
        bounds.insert(bound)
        return Interpreter.compare(op, width, bound)
    }
}
