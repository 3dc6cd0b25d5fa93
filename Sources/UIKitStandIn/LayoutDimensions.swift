import Foundation

/// `NSCollectionLayoutDimension`: made by its class factories, recorded.
@MainActor
open class NSCollectionLayoutDimension {
    /// Stand-in only: the object's number in the transcript.
    public let standInID: Int
    public let dimension: CGFloat
    private let kind: String

    private init(_ kind: String, _ value: CGFloat, argument: String = "") {
        self.kind = kind
        dimension = value
        standInID = StandInRecording.created("NSCollectionLayoutDimension.\(kind)(\(argument)\(StandInText.number(value)))")
    }

    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension("fractionalWidth", fractionalWidth)
    }

    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension("fractionalHeight", fractionalHeight)
    }

    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension("absolute", absoluteDimension)
    }

    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension("estimated", estimatedDimension)
    }

    @available(iOS 17.0, *)
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension("uniformAcrossSiblings", estimatedDimension, argument: "estimate: ")
    }

    public var isFractionalWidth: Bool { kind == "fractionalWidth" }
    public var isFractionalHeight: Bool { kind == "fractionalHeight" }
    public var isAbsolute: Bool { kind == "absolute" }
    public var isEstimated: Bool { kind == "estimated" }
    @available(iOS 17.0, *)
    public var isUniformAcrossSiblings: Bool { kind == "uniformAcrossSiblings" }
}

/// `NSCollectionLayoutSize`.
@MainActor
open class NSCollectionLayoutSize {
    public let standInID: Int
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        standInID = StandInRecording.created("NSCollectionLayoutSize(widthDimension: #\(width.standInID), heightDimension: #\(height.standInID))")
    }
}

/// `NSCollectionLayoutSpacing`.
@MainActor
open class NSCollectionLayoutSpacing {
    public let standInID: Int
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        standInID = StandInRecording.created("NSCollectionLayoutSpacing.\(flexible ? "flexible" : "fixed")(\(StandInText.number(spacing)))")
    }

    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
    }
}

/// `NSCollectionLayoutEdgeSpacing`.
@MainActor
open class NSCollectionLayoutEdgeSpacing {
    public let standInID: Int
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        func reference(_ spacing: NSCollectionLayoutSpacing?) -> String { spacing.map { "#\($0.standInID)" } ?? "nil" }
        standInID = StandInRecording.created(
            "NSCollectionLayoutEdgeSpacing(leading: \(reference(leading)), top: \(reference(top)), trailing: \(reference(trailing)), bottom: \(reference(bottom)))"
        )
    }
}
