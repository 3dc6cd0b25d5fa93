import LayoutModel

/// An orthogonal section's `orthogonalScrollingBehavior` in words: UIKit's name, which is what
/// people search for, and a short description of what the row does.
public enum ScrollingBehaviorLabel {
    /// UIKit's case name: `groupPagingCentered`.
    public static func name(_ behavior: OrthogonalScrollingBehavior) -> String {
        behavior.rawValue
    }

    /// What the row does, in a few words: `pages by group, centred`.
    public static func summary(_ behavior: OrthogonalScrollingBehavior) -> String {
        switch behavior {
        case .none: "does not scroll sideways"
        case .continuous: "scrolls freely"
        case .continuousGroupLeadingBoundary: "scrolls freely, stops at a group edge"
        case .paging: "pages a screen at a time"
        case .groupPaging: "pages by group"
        case .groupPagingCentered: "pages by group, centred"
        }
    }

    /// Both: `groupPagingCentered — pages by group, centred`.
    public static func full(_ behavior: OrthogonalScrollingBehavior, ascii: Bool = false) -> String {
        "\(name(behavior)) \(ascii ? "-" : "—") \(summary(behavior))"
    }
}
