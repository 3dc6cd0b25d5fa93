/// `when:` — a test on what a section provider sees: the layout container's effective width
/// (both bounds inclusive) and the trait collection's size classes and idiom. Every field given
/// must hold; an absent field does not constrain.
public struct Condition: Sendable, Hashable {
    public var minWidth: Double?
    public var maxWidth: Double?
    /// `traitCollection.horizontalSizeClass` must be this.
    public var horizontalSizeClass: SizeClass?
    /// `traitCollection.verticalSizeClass` must be this.
    public var verticalSizeClass: SizeClass?
    /// `traitCollection.userInterfaceIdiom` must be this.
    public var userInterfaceIdiom: UserInterfaceIdiom?

    public init(
        minWidth: Double? = nil, maxWidth: Double? = nil, horizontalSizeClass: SizeClass? = nil,
        verticalSizeClass: SizeClass? = nil, userInterfaceIdiom: UserInterfaceIdiom? = nil
    ) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// Whether the condition holds in an environment. A trait the condition names never matches
    /// an environment that leaves it unspecified, as `traitCollection.horizontalSizeClass ==
    /// .compact` is false for `.unspecified` in UIKit.
    public func holds(in environment: ConditionEnvironment) -> Bool {
        guard admitsWidth(environment.width) else { return false }
        if let horizontalSizeClass, environment.horizontalSizeClass != horizontalSizeClass { return false }
        if let verticalSizeClass, environment.verticalSizeClass != verticalSizeClass { return false }
        if let userInterfaceIdiom, environment.userInterfaceIdiom != userInterfaceIdiom { return false }
        return true
    }

    /// Whether the width bounds alone accept this effective width (the traits are not looked at).
    public func admitsWidth(_ width: Double) -> Bool {
        if let minWidth, width < minWidth { return false }
        if let maxWidth, width > maxWidth { return false }
        return true
    }

    /// Whether the condition tests a trait (size class or idiom), not only the width.
    public var testsTraits: Bool {
        horizontalSizeClass != nil || verticalSizeClass != nil || userInterfaceIdiom != nil
    }
}

/// What a `when` condition is tested against: the layout container's effective width
/// (`container.effectiveContentSize.width`) and the environment's trait collection. A nil trait
/// is UIKit's `.unspecified`.
public struct ConditionEnvironment: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var userInterfaceIdiom: UserInterfaceIdiom?

    public init(
        width: Double, horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
        userInterfaceIdiom: UserInterfaceIdiom? = nil
    ) {
        self.width = width
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// The traits in the definition format's words, e.g. "horizontalSizeClass compact,
    /// verticalSizeClass regular, userInterfaceIdiom phone" (unspecified ones say so).
    public var traitsDescription: String {
        [
            "horizontalSizeClass \(horizontalSizeClass?.rawValue ?? "unspecified")",
            "verticalSizeClass \(verticalSizeClass?.rawValue ?? "unspecified")",
            "userInterfaceIdiom \(userInterfaceIdiom?.rawValue ?? "unspecified")",
        ].joined(separator: ", ")
    }

    public var description: String {
        "container width \(CanonicalNumber.format(width)) pt, " + traitsDescription
    }
}
