import Foundation

/// `NSCollectionLayoutAnchor`.
@MainActor
open class NSCollectionLayoutAnchor {
    public let standInID: Int
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isAbsoluteOffset = false
        standInID = StandInRecording.created("NSCollectionLayoutAnchor(edges: \(edges.standInText))")
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
        standInID = StandInRecording.created(
            "NSCollectionLayoutAnchor(edges: \(edges.standInText), absoluteOffset: \(StandInText.point(absoluteOffset)))")
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
        standInID = StandInRecording.created(
            "NSCollectionLayoutAnchor(edges: \(edges.standInText), fractionalOffset: \(StandInText.point(fractionalOffset)))")
    }
}

/// `NSCollectionLayoutSupplementaryItem`.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?

    /// UIKit does not document the default; the stand-in assumes the catalog's, 1.
    public var zIndex = 1 {
        didSet { StandInRecording.set(standInID, "zIndex", "\(zIndex)") }
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(
            standIn:
                "NSCollectionLayoutSupplementaryItem(layoutSize: #\(layoutSize.standInID), elementKind: \(StandInText.string(elementKind)), containerAnchor: #\(containerAnchor.standInID))",
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            standIn:
                "NSCollectionLayoutSupplementaryItem(layoutSize: #\(layoutSize.standInID), elementKind: \(StandInText.string(elementKind)), containerAnchor: #\(containerAnchor.standInID), itemAnchor: #\(itemAnchor.standInID))",
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    init(
        standIn expression: String, layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(standIn: expression, layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a header or footer.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint

    public var extendsBoundary = true {
        didSet { StandInRecording.set(standInID, "extendsBoundary", "\(extendsBoundary)") }
    }

    public var pinToVisibleBounds = false {
        didSet { StandInRecording.set(standInID, "pinToVisibleBounds", "\(pinToVisibleBounds)") }
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(
            standIn:
                "NSCollectionLayoutBoundarySupplementaryItem(layoutSize: #\(layoutSize.standInID), elementKind: \(StandInText.string(elementKind)), alignment: \(StandInText.enumCase(alignment)))",
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.init(
            standIn:
                "NSCollectionLayoutBoundarySupplementaryItem(layoutSize: #\(layoutSize.standInID), elementKind: \(StandInText.string(elementKind)), alignment: \(StandInText.enumCase(alignment)), absoluteOffset: \(StandInText.point(absoluteOffset)))",
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    private init(standIn expression: String, layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        self.alignment = alignment
        self.offset = offset
        // A boundary item's anchor is UIKit's own business: no anchor is made through the API.
        super.init(standIn: expression, layoutSize: layoutSize, elementKind: elementKind, containerAnchor: StandInAnchor.unrecorded, itemAnchor: nil)
    }
}

/// `NSCollectionLayoutDecorationItem`: a section background.
@MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String

    public var zIndex = 0 {
        didSet { StandInRecording.set(standInID, "zIndex", "\(zIndex)") }
    }

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            standIn: "NSCollectionLayoutDecorationItem.background(elementKind: \(StandInText.string(elementKind)))",
            layoutSize: StandInAnchor.unrecordedSize, supplementaryItems: [])
    }

    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
