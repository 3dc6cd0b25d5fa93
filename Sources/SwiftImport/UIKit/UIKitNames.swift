/// The names of UIKit's compositional layout API the importer knows, and the `IBP` aliases of
/// the back-port library (`IBPNSCollectionLayoutSection` is `NSCollectionLayoutSection`).
enum UIKitNames {
    /// `IBPNSCollectionLayoutItem` → `NSCollectionLayoutItem`, `UIKit.CGRect` → `CGRect`.
    static func canonical(_ name: String) -> String {
        var result = Substring(name)
        if result.hasPrefix("UIKit.") { result = result.dropFirst(6) }
        if result.hasPrefix("IBP"), let next = result.dropFirst(3).first, next.isUppercase { result = result.dropFirst(3) }
        return String(result)
    }

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

    /// Standard library and Core Graphics functions on numbers the importer computes.
    static let numericFunctions: Set<String> = ["min", "max", "floor", "ceil", "round", "abs"]
}
