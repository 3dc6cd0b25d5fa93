/// `NSCollectionLayoutSection`, or a list section built from `UICollectionLayoutListConfiguration`.
public struct Section: Sendable, Hashable {
    /// The group template, or a list configuration.
    public var content: Content
    public var interGroupSpacing: Double
    public var contentInsets: Insets
    public var contentInsetsReference: ContentInsetsReference
    public var supplementaryContentInsetsReference: ContentInsetsReference
    /// `supplementariesFollowContentInsets` (iOS 13–15; `supplementaryContentInsetsReference`
    /// replaced it in iOS 16): false measures boundary items across the section's reference
    /// width without the section's own leading and trailing insets. The exported code and the
    /// runtime use `supplementaryContentInsetsReference = .none` from iOS 16.
    public var supplementariesFollowContentInsets: Bool
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Section headers and footers.
    public var boundarySupplementaryItems: [BoundaryItem]
    /// Background decorations.
    public var decorationItems: [DecorationItem]
    /// The condition under which this section applies (inside `oneOf`).
    public var when: Condition?
    /// `interGroupSpacing` as an expression over the layout container, or nil; the number holds
    /// its value in `ContainerSize.reference`. Set with `setInterGroupSpacing(_:)`.
    public private(set) var interGroupSpacingExpression: Expression?

    /// Makes `interGroupSpacing` an expression over the layout container (nil: a plain number
    /// again, the one it holds now).
    public mutating func setInterGroupSpacing(_ expression: Expression?) {
        interGroupSpacingExpression = expression
        if let expression { interGroupSpacing = expression.referenceValue }
    }

    public init(
        content: Content,
        interGroupSpacing: Double = 0,
        contentInsets: Insets = .zero,
        contentInsetsReference: ContentInsetsReference = .automatic,
        supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
        supplementariesFollowContentInsets: Bool = true,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        boundarySupplementaryItems: [BoundaryItem] = [],
        decorationItems: [DecorationItem] = [],
        when: Condition? = nil
    ) {
        self.content = content
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.when = when
    }

    /// What lays out a section's items.
    public enum Content: Sendable, Hashable {
        /// `NSCollectionLayoutSection(group:)`.
        case group(Group)
        /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
        case list(ListConfiguration)
    }

    /// The group template, when the section is not a list.
    public var group: Group? {
        if case .group(let g) = content { return g }
        return nil
    }
}
