import Foundation

/// `NSCollectionLayoutItem`.
@MainActor
open class NSCollectionLayoutItem {
    public let standInID: Int
    public let layoutSize: NSCollectionLayoutSize
    fileprivate var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public var contentInsets = NSDirectionalEdgeInsets.zero {
        didSet { StandInRecording.set(standInID, "contentInsets", contentInsets.standInText) }
    }

    public var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
        didSet { StandInRecording.set(standInID, "edgeSpacing", edgeSpacing.map { "#\($0.standInID)" } ?? "nil") }
    }

    /// Read-only on items; groups make it settable, as UIKit does.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(standIn: "NSCollectionLayoutItem(layoutSize: #\(layoutSize.standInID))", layoutSize: layoutSize, supplementaryItems: [])
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(
            standIn:
                "NSCollectionLayoutItem(layoutSize: #\(layoutSize.standInID), supplementaryItems: \(StandInText.references(supplementaryItems)))",
            layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// Stand-in only: every subclass initializer records itself once, here.
    init(standIn expression: String, layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        storedSupplementaryItems = supplementaryItems
        standInID = StandInRecording.created(expression)
    }
}

/// `NSCollectionLayoutGroupCustomItem`.
@MainActor
open class NSCollectionLayoutGroupCustomItem {
    public let standInID: Int
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
        standInID = StandInRecording.created("NSCollectionLayoutGroupCustomItem(frame: \(StandInText.rect(frame)))")
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        standInID = StandInRecording.created("NSCollectionLayoutGroupCustomItem(frame: \(StandInText.rect(frame)), zIndex: \(zIndex))")
    }
}

public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// `NSCollectionLayoutGroup`.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    /// Stand-in only: a custom group's item provider, which the exercise calls.
    public let standInItemProvider: NSCollectionLayoutGroupCustomItemProvider?

    public var interItemSpacing: NSCollectionLayoutSpacing? {
        didSet { StandInRecording.set(standInID, "interItemSpacing", interItemSpacing.map { "#\($0.standInID)" } ?? "nil") }
    }

    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set {
            storedSupplementaryItems = newValue
            StandInRecording.set(standInID, "supplementaryItems", StandInText.references(newValue))
        }
    }

    private init(
        _ factory: String, _ size: NSCollectionLayoutSize, _ arguments: String, _ subitems: [NSCollectionLayoutItem],
        provider: NSCollectionLayoutGroupCustomItemProvider? = nil
    ) {
        self.subitems = subitems
        standInItemProvider = provider
        super.init(
            standIn: "NSCollectionLayoutGroup.\(factory)(layoutSize: #\(size.standInID)\(arguments))", layoutSize: size, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup("horizontal", layoutSize, ", subitems: \(StandInText.references(subitems))", subitems)
    }

    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use horizontal(layoutSize:repeatingSubitem:count:) instead")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup("horizontal", layoutSize, ", subitem: #\(subitem.standInID), count: \(count)", [subitem])
    }

    @available(iOS 16.0, *)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup("horizontal", layoutSize, ", repeatingSubitem: #\(subitem.standInID), count: \(count)", [subitem])
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup("vertical", layoutSize, ", subitems: \(StandInText.references(subitems))", subitems)
    }

    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use vertical(layoutSize:repeatingSubitem:count:) instead")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup("vertical", layoutSize, ", subitem: #\(subitem.standInID), count: \(count)", [subitem])
    }

    @available(iOS 16.0, *)
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup("vertical", layoutSize, ", repeatingSubitem: #\(subitem.standInID), count: \(count)", [subitem])
    }

    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup("custom", layoutSize, ", itemProvider: …", [], provider: itemProvider)
    }
}

extension StandInText {
    @MainActor
    static func references(_ items: [NSCollectionLayoutItem]) -> String {
        "[" + items.map { "#\($0.standInID)" }.joined(separator: ", ") + "]"
    }
}
