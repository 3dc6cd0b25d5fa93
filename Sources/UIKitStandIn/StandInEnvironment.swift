import Foundation

/// One environment a layout is asked for sections in: the container's sizes and the traits.
///
/// The effective content size is the content size less 8 pt on each side, so code that reads
/// one where it should read the other shows in a transcript.
public struct StandInProbe: Sendable, Hashable, CustomStringConvertible {
    public var sectionIndex: Int
    public var width: Double
    public var height: Double
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var idiom: UIUserInterfaceIdiom
    /// The trait collection's display scale: 2 unless given, so code that takes the reference
    /// container's 3 instead of the environment's builds other numbers.
    public var displayScale: Double

    public init(
        sectionIndex: Int, width: Double, height: Double = 800, horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified, displayScale: Double = 2
    ) {
        self.sectionIndex = sectionIndex
        self.width = width
        self.height = height
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
        self.displayScale = displayScale
    }

    public var description: String {
        "sectionIndex: \(sectionIndex), effective width \(width - 16), \(horizontalSizeClass)/\(verticalSizeClass)/\(idiom)"
    }
}

/// A layout container with fixed sizes.
@MainActor
public final class StandInContainer: NSCollectionLayoutContainer {
    public let contentSize: CGSize
    public let effectiveContentSize: CGSize
    public let contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    public let effectiveContentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)

    public init(width: Double, height: Double) {
        contentSize = CGSize(width: width, height: height)
        effectiveContentSize = CGSize(width: width - 16, height: height)
    }
}

/// The environment a probe describes.
@MainActor
public final class StandInEnvironment: NSCollectionLayoutEnvironment {
    public let container: any NSCollectionLayoutContainer
    public let traitCollection: UITraitCollection

    public init(_ probe: StandInProbe) {
        container = StandInContainer(width: probe.width, height: probe.height)
        traitCollection = UITraitCollection(
            standInHorizontal: probe.horizontalSizeClass, vertical: probe.verticalSizeClass, idiom: probe.idiom,
            displayScale: CGFloat(probe.displayScale))
    }

    /// A custom group's environment: its container is the group, 321 × 123 pt here.
    public init(customGroupWith traits: UITraitCollection) {
        container = StandInContainer(width: 321, height: 123)
        traitCollection = traits
    }
}
