import Foundation

// The value types and enumerations of UIKit's compositional layout API, with UIKit's names,
// raw values and availability (from Apple's documentation of the iOS 18 SDK).
//
// The stand-in is written apart from the tests' UIKit stub (CodeGenerationTests'
// `UIKitSwiftStub`), though both follow the same documentation: the stub is the reference the
// runtime's sources and exported code are type-checked against, the stand-in what they run
// against and are recorded by. Were they one file, a wrong name in it would pass both checks.

public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()

    var standInText: String {
        "NSDirectionalEdgeInsets(top: \(StandInText.number(top)), leading: \(StandInText.number(leading)), bottom: \(StandInText.number(bottom)), trailing: \(StandInText.number(trailing)))"
    }
}

public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    var standInText: String {
        let names: [(NSDirectionalRectEdge, String)] = [(.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

@available(iOS 14.0, *)
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
