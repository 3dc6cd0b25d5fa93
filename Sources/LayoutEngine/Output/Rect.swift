import LayoutModel

/// A rectangle in points (`CGRect`), origin at the top-left of the collection view's content.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// `CGRect.intersects`: true when the rectangles share interior area (touching edges do
    /// not count), as UIKit's `layoutAttributesForElements(in:)` uses it.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// This rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX)
        let minY = Swift.min(self.minY, other.minY)
        return Rect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    public var description: String {
        "(\(Self.format(x)), \(Self.format(y)), \(Self.format(width)), \(Self.format(height)))"
    }

    /// Points to three decimals, without trailing zeros; huge and non-finite values print as
    /// they are instead of trapping in an integer conversion.
    static func format(_ v: Double) -> String {
        let rounded = (v * 1000).rounded() / 1000
        return CanonicalNumber.format(rounded.isFinite ? rounded : v)
    }
}

/// A width and a height in points (`CGSize`).
public struct Extent: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Extent(width: 0, height: 0)
}
