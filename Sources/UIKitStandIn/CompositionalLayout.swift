import Foundation

/// `UICollectionView`: only what layouts name (the scroll direction and the standard kinds).
@MainActor
open class UICollectionView {
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// `UICollectionViewLayout`, the base class.
@MainActor
open class UICollectionViewLayout {
    public init() {}
}

/// `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    public let standInID: Int

    public var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { StandInRecording.set(standInID, "scrollDirection", StandInText.enumCase(scrollDirection)) }
    }

    public var interSectionSpacing: CGFloat = 0 {
        didSet { StandInRecording.set(standInID, "interSectionSpacing", StandInText.number(interSectionSpacing)) }
    }

    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = [] {
        didSet { StandInRecording.set(standInID, "boundarySupplementaryItems", StandInText.references(boundarySupplementaryItems)) }
    }

    private var storedContentInsetsReference = 2

    @available(iOS 14.0, *)
    public var contentInsetsReference: UIContentInsetsReference {
        get { UIContentInsetsReference(rawValue: storedContentInsetsReference) ?? .safeArea }
        set {
            storedContentInsetsReference = newValue.rawValue
            StandInRecording.set(standInID, "contentInsetsReference", StandInText.enumCase(newValue))
        }
    }

    public init() {
        standInID = StandInRecording.created("UICollectionViewCompositionalLayoutConfiguration()")
    }
}

public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayout`.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public let standInID: Int
    /// Stand-in only: the fixed section, or the provider, the layout was made with.
    public let standInSection: NSCollectionLayoutSection?
    public let standInSectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    public let configuration: UICollectionViewCompositionalLayoutConfiguration?

    public init(section: NSCollectionLayoutSection) {
        standInSection = section
        standInSectionProvider = nil
        configuration = nil
        standInID = StandInRecording.created("UICollectionViewCompositionalLayout(section: #\(section.standInID))")
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        standInSection = section
        standInSectionProvider = nil
        self.configuration = configuration
        standInID = StandInRecording.created(
            "UICollectionViewCompositionalLayout(section: #\(section.standInID), configuration: #\(configuration.standInID))")
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        standInSection = nil
        standInSectionProvider = sectionProvider
        configuration = nil
        standInID = StandInRecording.created("UICollectionViewCompositionalLayout(sectionProvider: …)")
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        standInSection = nil
        standInSectionProvider = sectionProvider
        self.configuration = configuration
        standInID = StandInRecording.created("UICollectionViewCompositionalLayout(sectionProvider: …, configuration: #\(configuration.standInID))")
    }
}
