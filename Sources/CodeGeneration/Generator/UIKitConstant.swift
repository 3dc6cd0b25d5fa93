import LayoutModel

/// A case of a UIKit enumeration: Swift writes the catalog's name as a member (`.topLeading`),
/// Objective-C prefixes it with the type (`NSRectAlignmentTopLeading`).
struct UIKitConstant {
    /// The case as the catalog and Swift name it.
    var member: String
    /// The Objective-C type the constant's name starts with.
    var objcType: String
    /// Objective-C's name where it is not the type and the capitalised member.
    var objcName: String?

    /// `NSRectAlignmentTopLeading`, `UIUserInterfaceIdiomTV`.
    var objcSpelling: String { objcName ?? objcType + CodeIdentifier.uppercasingFirst(member) }

    static func alignment(_ a: RectAlignment) -> Self { Self(member: a.rawValue, objcType: "NSRectAlignment") }
    static func reference(_ r: ContentInsetsReference) -> Self { Self(member: r.rawValue, objcType: "UIContentInsetsReference") }
    static func scrollDirection(_ d: ScrollDirection) -> Self { Self(member: d.rawValue, objcType: "UICollectionViewScrollDirection") }
    static func orthogonal(_ o: OrthogonalScrollingBehavior) -> Self {
        Self(member: o.rawValue, objcType: "UICollectionLayoutSectionOrthogonalScrollingBehavior")
    }
    static func appearance(_ a: ListConfiguration.Appearance) -> Self { Self(member: a.rawValue, objcType: "UICollectionLayoutListAppearance") }
    static func headerMode(_ m: ListConfiguration.HeaderMode) -> Self { Self(member: m.rawValue, objcType: "UICollectionLayoutListHeaderMode") }
    static func footerMode(_ m: ListConfiguration.FooterMode) -> Self { Self(member: m.rawValue, objcType: "UICollectionLayoutListFooterMode") }
    static func sizeClass(_ s: SizeClass) -> Self { Self(member: s.rawValue, objcType: "UIUserInterfaceSizeClass") }
    static func edge(_ e: DirectionalEdge) -> Self { Self(member: e.rawValue, objcType: "NSDirectionalRectEdge") }

    /// `UIUserInterfaceIdiomPhone`, … (`TV` keeps UIKit's capitals).
    static func idiom(_ i: UserInterfaceIdiom) -> Self {
        Self(member: i.rawValue, objcType: "UIUserInterfaceIdiom", objcName: i == .tv ? "UIUserInterfaceIdiomTV" : nil)
    }
}
