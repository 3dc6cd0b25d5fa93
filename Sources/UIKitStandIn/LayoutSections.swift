import Foundation

/// `NSCollectionLayoutSection`.
@MainActor
open class NSCollectionLayoutSection {
    public let standInID: Int
    /// Stand-in only: the group the section was made from (nil for a list section).
    public let standInGroup: NSCollectionLayoutGroup?

    public var contentInsets = NSDirectionalEdgeInsets.zero {
        didSet { StandInRecording.set(standInID, "contentInsets", contentInsets.standInText) }
    }

    public var interGroupSpacing: CGFloat = 0 {
        didSet { StandInRecording.set(standInID, "interGroupSpacing", StandInText.number(interGroupSpacing)) }
    }

    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none {
        didSet { StandInRecording.set(standInID, "orthogonalScrollingBehavior", StandInText.enumCase(orthogonalScrollingBehavior)) }
    }

    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = [] {
        didSet { StandInRecording.set(standInID, "boundarySupplementaryItems", StandInText.references(boundarySupplementaryItems)) }
    }

    public var decorationItems: [NSCollectionLayoutDecorationItem] = [] {
        didSet { StandInRecording.set(standInID, "decorationItems", StandInText.references(decorationItems)) }
    }

    private var storedContentInsetsReference = 0
    private var storedSupplementaryContentInsetsReference = 0

    @available(iOS 14.0, *)
    public var contentInsetsReference: UIContentInsetsReference {
        get { UIContentInsetsReference(rawValue: storedContentInsetsReference) ?? .automatic }
        set {
            storedContentInsetsReference = newValue.rawValue
            StandInRecording.set(standInID, "contentInsetsReference", StandInText.enumCase(newValue))
        }
    }

    @available(iOS 16.0, *)
    public var supplementaryContentInsetsReference: UIContentInsetsReference {
        get { UIContentInsetsReference(rawValue: storedSupplementaryContentInsetsReference) ?? .automatic }
        set {
            storedSupplementaryContentInsetsReference = newValue.rawValue
            StandInRecording.set(standInID, "supplementaryContentInsetsReference", StandInText.enumCase(newValue))
        }
    }

    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use supplementaryContentInsetsReference")
    public var supplementariesFollowContentInsets = true {
        didSet { StandInRecording.set(standInID, "supplementariesFollowContentInsets", "\(supplementariesFollowContentInsets)") }
    }

    private init(standIn expression: String, group: NSCollectionLayoutGroup?) {
        standInGroup = group
        standInID = StandInRecording.created(expression)
    }

    public convenience init(group: NSCollectionLayoutGroup) {
        self.init(standIn: "NSCollectionLayoutSection(group: #\(group.standInID))", group: group)
    }

    @available(iOS 14.0, *)
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection
    {
        NSCollectionLayoutSection(
            standIn: "NSCollectionLayoutSection.list(using: \(configuration.standInText), layoutEnvironment: environment)", group: nil)
    }
}

/// `UICollectionLayoutListConfiguration`: a value, recorded where a list section is made from it.
@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public let appearance: Appearance
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    var standInText: String {
        "UICollectionLayoutListConfiguration(appearance: \(StandInText.enumCase(appearance)), headerMode: \(StandInText.enumCase(headerMode)), footerMode: \(StandInText.enumCase(footerMode)))"
    }
}
