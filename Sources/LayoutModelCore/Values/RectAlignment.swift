/// `NSRectAlignment`: where a boundary supplementary item sits on its section or layout.
public enum RectAlignment: String, Sendable, Hashable, CaseIterable {
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// The edges this alignment touches, e.g. `.topLeading` → top and leading.
    public var edges: [DirectionalEdge] {
        switch self {
        case .top: [.top]
        case .topLeading: [.top, .leading]
        case .leading: [.leading]
        case .bottomLeading: [.leading, .bottom]
        case .bottom: [.bottom]
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: [.trailing]
        case .topTrailing: [.top, .trailing]
        }
    }
}
