/// One edge of `NSDirectionalRectEdge`.
public enum DirectionalEdge: String, Sendable, Hashable, CaseIterable, Comparable {
    case top, leading, bottom, trailing

    /// Document order: top, leading, bottom, trailing (UIKit's bit order).
    public static func < (lhs: DirectionalEdge, rhs: DirectionalEdge) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
