/// `ElementIndexPath(item:section:)`; printed `[section, item]`.
public struct ElementIndexPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: ElementIndexPath, rhs: ElementIndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}
