import Foundation

// What a section provider and a custom group's item provider are given.

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    @available(iOS 14.0, *) case mac = 5
    @available(iOS 17.0, *) case vision = 6
}

/// `UITraitCollection`, with the traits a `when` condition tests and the display scale
/// expressions read.
open class UITraitCollection: @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// UIKit's is 0 until a screen gives one.
    public let displayScale: CGFloat

    public init() {
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        userInterfaceIdiom = .unspecified
        displayScale = 0
    }

    /// Stand-in only: UIKit builds trait collections with `init(traitsFrom:)` and friends.
    public init(
        standInHorizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom, displayScale: CGFloat = 0
    ) {
        horizontalSizeClass = standInHorizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        self.displayScale = displayScale
    }
}

@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}
