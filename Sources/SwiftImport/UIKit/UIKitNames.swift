/// The names of UIKit's compositional layout API the importer knows, the `IBP` aliases of
/// the back-port library (`IBPNSCollectionLayoutSection` is `NSCollectionLayoutSection`), and
/// AppKit's spellings of the same layout model (`NSCollectionViewCompositionalLayout`).
enum UIKitNames {
    /// `IBPNSCollectionLayoutItem` → `NSCollectionLayoutItem`, `UIKit.CGRect` → `CGRect`,
    /// `NSCollectionViewCompositionalLayout` → `UICollectionViewCompositionalLayout`.
    static func canonical(_ name: String) -> String {
        var result = Substring(name)
        if result.hasPrefix("UIKit.") { result = result.dropFirst(6) }
        if result.hasPrefix("AppKit.") { result = result.dropFirst(7) }
        if result.hasPrefix("IBP"), let next = result.dropFirst(3).first, next.isUppercase { result = result.dropFirst(3) }
        if result.hasPrefix("NSCollectionView"), let uikit = appKitNames[String(result)] { return uikit }
        return String(result)
    }

    /// AppKit's names for the types whose layout model UIKit shares: an `NSCollectionView`'s
    /// compositional layout is built with the same sections, groups and items.
    static let appKitNames: [String: String] = [
        "NSCollectionViewCompositionalLayout": "UICollectionViewCompositionalLayout",
        "NSCollectionViewCompositionalLayoutConfiguration": "UICollectionViewCompositionalLayoutConfiguration",
        "NSCollectionViewLayout": "UICollectionViewLayout",
        "NSCollectionView": "UICollectionView",
        "NSCollectionView.ScrollDirection": "UICollectionView.ScrollDirection",
    ]

    /// Types whose initializers, factories or constants the importer follows.
    static let types: Set<String> = [
        "UICollectionViewCompositionalLayout", "UICollectionViewLayout", "NSCollectionLayoutSection",
        "NSCollectionLayoutGroup", "NSCollectionLayoutItem", "NSCollectionLayoutSize", "NSCollectionLayoutDimension",
        "NSCollectionLayoutSpacing", "NSCollectionLayoutEdgeSpacing", "NSDirectionalEdgeInsets", "NSCollectionLayoutAnchor",
        "NSDirectionalRectEdge", "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutBoundarySupplementaryItem",
        "NSCollectionLayoutDecorationItem", "NSCollectionLayoutGroupCustomItem",
        "UICollectionViewCompositionalLayoutConfiguration", "UICollectionLayoutListConfiguration",
        "UICollectionLayoutSectionOrthogonalScrollingBehavior", "NSRectAlignment", "UIContentInsetsReference",
        "UICollectionView", "UICollectionView.ScrollDirection", "UICollectionLayoutListConfiguration.Appearance",
        "UICollectionLayoutListConfiguration.HeaderMode", "UICollectionLayoutListConfiguration.FooterMode",
        "UIUserInterfaceSizeClass", "UIUserInterfaceIdiom", "CGRect", "CGPoint", "CGSize", "CGFloat", "Double", "Float",
        "Int", "String", "Array", "NSCollectionLayoutEnvironment", "NSCollectionLayoutContainer",
        "FloatingPointRoundingRule",
    ]

    /// Types whose members without arguments are enum cases.
    static let enumTypes: Set<String> = [
        "UICollectionLayoutSectionOrthogonalScrollingBehavior", "NSRectAlignment", "UIContentInsetsReference",
        "NSDirectionalRectEdge", "UICollectionView.ScrollDirection", "UICollectionLayoutListConfiguration.Appearance",
        "UICollectionLayoutListConfiguration.HeaderMode", "UICollectionLayoutListConfiguration.FooterMode",
        "UIUserInterfaceSizeClass", "UIUserInterfaceIdiom", "FloatingPointRoundingRule",
    ]

    /// What a declaration returning this type is, for finding layouts.
    enum LayoutKind: Int, Comparable {
        case group, section, layout

        static func < (lhs: LayoutKind, rhs: LayoutKind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The kind of layout a declared type (`UICollectionViewLayout`,
    /// `NSCollectionLayoutSection?`, `IBPUICollectionViewCompositionalLayout!`) stands for.
    static func layoutKind(ofType written: String) -> LayoutKind? {
        var name = written.filter { !$0.isWhitespace }
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        switch canonical(name) {
        case "UICollectionViewLayout", "UICollectionViewCompositionalLayout": return .layout
        case "NSCollectionLayoutSection": return .section
        case "NSCollectionLayoutGroup": return .group
        default: return nil
        }
    }

    /// UIKit's element kind constants and the strings they stand for.
    static let elementKindConstants: [String: String] = [
        "UICollectionView.elementKindSectionHeader": "UICollectionElementKindSectionHeader",
        "UICollectionView.elementKindSectionFooter": "UICollectionElementKindSectionFooter",
        "UICollectionElementKindSectionHeader": "UICollectionElementKindSectionHeader",
        "UICollectionElementKindSectionFooter": "UICollectionElementKindSectionFooter",
    ]

    /// Names of state an app has only while it runs (views and their sizes, the screen, the
    /// device, settings, the user's text size): what they give is a run-time value, not code
    /// the importer is missing.
    static let runtimeState: Set<String> = [
        "view", "collectionView", "tableView", "traitCollection", "bounds", "frame", "window", "safeAreaInsets",
        "navigationController", "tabBarController", "parent", "presentingViewController", "splitViewController",
        "UIScreen", "UIDevice", "UIApplication", "UserDefaults", "Bundle", "ProcessInfo", "NotificationCenter",
        "UIFont", "UIFontMetrics", "UITraitCollection", "UIView", "UIWindow", "UIWindowScene", "Date", "Locale",
    ]

    /// Standard library and Core Graphics functions on numbers the importer computes.
    static let numericFunctions: Set<String> = ["min", "max", "floor", "ceil", "round", "abs"]
}
