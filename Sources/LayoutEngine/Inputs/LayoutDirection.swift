/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}
