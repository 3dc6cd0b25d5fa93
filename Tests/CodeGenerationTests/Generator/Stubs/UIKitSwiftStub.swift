/// A stand-in for the part of UIKit that generated Swift code uses, written from Apple's
/// documentation: the same type, initializer, method and property names, argument labels,
/// optionality and `@available` annotations, and `@MainActor` isolation as the iOS 18 SDK.
///
/// Compiled as a module named `UIKit`, it lets Linux type-check generated code. Its objects
/// also record what they were built with (members prefixed `stub` are not UIKit's), so a
/// harness can read a built layout back.
///
/// Traits, views, the collection view and its layout base class are in the module's second file,
/// `UIKitViewStub`. Not covered: NSObject conformance of the layout classes, and everything
/// generated code and probes do not call. Availability is declared but not enforced off Apple
/// platforms.
enum UIKitSwiftStub {
    static let source = #"""
        @_exported import Foundation

        // MARK: Geometry

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
        }

        public struct NSDirectionalRectEdge: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }

            public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
            public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
            public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
            public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
            public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
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

        // MARK: Sizes and spacing

        @MainActor
        open class NSCollectionLayoutDimension {
            /// Stub only: which factory made the dimension.
            public enum StubKind: String, Sendable {
                case absolute, estimated, fractionalWidth, fractionalHeight, uniformAcrossSiblings
            }

            public let stubKind: StubKind
            public let dimension: CGFloat

            private init(_ kind: StubKind, _ value: CGFloat) {
                stubKind = kind
                dimension = value
            }

            open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
                NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
            }

            open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
                NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
            }

            open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
                NSCollectionLayoutDimension(.absolute, absoluteDimension)
            }

            open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
                NSCollectionLayoutDimension(.estimated, estimatedDimension)
            }

            @available(iOS 17.0, *)
            open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
                NSCollectionLayoutDimension(.uniformAcrossSiblings, estimatedDimension)
            }

            public var isFractionalWidth: Bool { stubKind == .fractionalWidth }
            public var isFractionalHeight: Bool { stubKind == .fractionalHeight }
            public var isAbsolute: Bool { stubKind == .absolute }
            public var isEstimated: Bool { stubKind == .estimated }
            @available(iOS 17.0, *)
            public var isUniformAcrossSiblings: Bool { stubKind == .uniformAcrossSiblings }
        }

        @MainActor
        open class NSCollectionLayoutSize {
            public let widthDimension: NSCollectionLayoutDimension
            public let heightDimension: NSCollectionLayoutDimension

            public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
                widthDimension = width
                heightDimension = height
            }
        }

        @MainActor
        open class NSCollectionLayoutSpacing {
            public let spacing: CGFloat
            public let isFlexibleSpacing: Bool
            public var isFixedSpacing: Bool { !isFlexibleSpacing }

            private init(_ spacing: CGFloat, flexible: Bool) {
                self.spacing = spacing
                isFlexibleSpacing = flexible
            }

            open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
                NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
            }

            open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
                NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
            }
        }

        @MainActor
        open class NSCollectionLayoutEdgeSpacing {
            public let leading: NSCollectionLayoutSpacing?
            public let top: NSCollectionLayoutSpacing?
            public let trailing: NSCollectionLayoutSpacing?
            public let bottom: NSCollectionLayoutSpacing?

            public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
                self.leading = leading
                self.top = top
                self.trailing = trailing
                self.bottom = bottom
            }
        }

        // MARK: Items and groups

        @MainActor
        open class NSCollectionLayoutItem {
            public let layoutSize: NSCollectionLayoutSize
            fileprivate var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
            public var contentInsets = NSDirectionalEdgeInsets.zero
            public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

            /// Read-only on items; groups make it settable, as UIKit does.
            open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

            public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
                self.layoutSize = layoutSize
                storedSupplementaryItems = supplementaryItems
            }

            public convenience init(layoutSize: NSCollectionLayoutSize) {
                self.init(layoutSize: layoutSize, supplementaryItems: [])
            }
        }

        @MainActor
        open class NSCollectionLayoutGroupCustomItem {
            public let frame: CGRect
            public let zIndex: Int

            public init(frame: CGRect, zIndex: Int) {
                self.frame = frame
                self.zIndex = zIndex
            }

            public convenience init(frame: CGRect) {
                self.init(frame: frame, zIndex: 0)
            }
        }

        public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

        @MainActor
        open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
            /// Stub only: how the group was made.
            public enum StubArrangement: String, Sendable {
                case horizontal, vertical, custom
            }

            /// Stub only: which factory made the group, with its count.
            public enum StubChildren {
                case subitems
                case subitemCount(Int)
                case repeatingSubitem(Int)
                case custom(NSCollectionLayoutGroupCustomItemProvider)
            }

            public let stubArrangement: StubArrangement
            public let stubChildren: StubChildren
            public let subitems: [NSCollectionLayoutItem]
            public var interItemSpacing: NSCollectionLayoutSpacing?

            open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
                get { storedSupplementaryItems }
                set { storedSupplementaryItems = newValue }
            }

            private init(_ size: NSCollectionLayoutSize, _ arrangement: StubArrangement, _ children: StubChildren, _ subitems: [NSCollectionLayoutItem]) {
                stubArrangement = arrangement
                stubChildren = children
                self.subitems = subitems
                super.init(layoutSize: size, supplementaryItems: [])
            }

            open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
                NSCollectionLayoutGroup(layoutSize, .horizontal, .subitems, subitems)
            }

            @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use horizontal(layoutSize:repeatingSubitem:count:) instead")
            open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
                NSCollectionLayoutGroup(layoutSize, .horizontal, .subitemCount(count), [subitem])
            }

            @available(iOS 16.0, *)
            open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
                NSCollectionLayoutGroup(layoutSize, .horizontal, .repeatingSubitem(count), [subitem])
            }

            open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
                NSCollectionLayoutGroup(layoutSize, .vertical, .subitems, subitems)
            }

            @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use vertical(layoutSize:repeatingSubitem:count:) instead")
            open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
                NSCollectionLayoutGroup(layoutSize, .vertical, .subitemCount(count), [subitem])
            }

            @available(iOS 16.0, *)
            open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
                NSCollectionLayoutGroup(layoutSize, .vertical, .repeatingSubitem(count), [subitem])
            }

            open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
                NSCollectionLayoutGroup(layoutSize, .custom, .custom(itemProvider), [])
            }
        }

        // MARK: Supplementary, boundary and decoration items

        @MainActor
        open class NSCollectionLayoutAnchor {
            public let edges: NSDirectionalRectEdge
            public let offset: CGPoint
            public let isAbsoluteOffset: Bool
            public var isFractionalOffset: Bool { !isAbsoluteOffset }

            private init(_ edges: NSDirectionalRectEdge, _ offset: CGPoint, absolute: Bool) {
                self.edges = edges
                self.offset = offset
                isAbsoluteOffset = absolute
            }

            public convenience init(edges: NSDirectionalRectEdge) {
                self.init(edges, .zero, absolute: false)
            }

            public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
                self.init(edges, absoluteOffset, absolute: true)
            }

            public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
                self.init(edges, fractionalOffset, absolute: false)
            }
        }

        @MainActor
        open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
            public let elementKind: String
            public let containerAnchor: NSCollectionLayoutAnchor
            public let itemAnchor: NSCollectionLayoutAnchor?
            /// UIKit does not document the default; the stub assumes the catalog's, 1.
            public var zIndex = 1

            fileprivate init(_ size: NSCollectionLayoutSize, _ kind: String, _ containerAnchor: NSCollectionLayoutAnchor, _ itemAnchor: NSCollectionLayoutAnchor?) {
                elementKind = kind
                self.containerAnchor = containerAnchor
                self.itemAnchor = itemAnchor
                super.init(layoutSize: size, supplementaryItems: [])
            }

            public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
                self.init(layoutSize, elementKind, containerAnchor, nil)
            }

            public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor) {
                self.init(layoutSize, elementKind, containerAnchor, itemAnchor)
            }
        }

        @MainActor
        open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
            public let alignment: NSRectAlignment
            public let offset: CGPoint
            public var extendsBoundary = true
            public var pinToVisibleBounds = false

            private init(_ size: NSCollectionLayoutSize, _ kind: String, _ alignment: NSRectAlignment, _ offset: CGPoint) {
                self.alignment = alignment
                self.offset = offset
                super.init(size, kind, NSCollectionLayoutAnchor(edges: []), nil)
            }

            public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
                self.init(layoutSize, elementKind, alignment, .zero)
            }

            public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
                self.init(layoutSize, elementKind, alignment, absoluteOffset)
            }
        }

        @MainActor
        open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
            public let elementKind: String
            public var zIndex = 0

            private init(elementKind: String) {
                self.elementKind = elementKind
                super.init(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                    supplementaryItems: [])
            }

            open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
                NSCollectionLayoutDecorationItem(elementKind: elementKind)
            }
        }

        // MARK: Sections

        @MainActor
        open class NSCollectionLayoutSection {
            /// Stub only: the group, or the list configuration, the section was made from.
            public let stubGroup: NSCollectionLayoutGroup?
            public let stubListConfiguration: Any?
            public var contentInsets = NSDirectionalEdgeInsets.zero
            public var interGroupSpacing: CGFloat = 0
            public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
            public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
            public var decorationItems: [NSCollectionLayoutDecorationItem] = []
            private var storedContentInsetsReference = 0
            private var storedSupplementaryContentInsetsReference = 0

            @available(iOS 14.0, *)
            public var contentInsetsReference: UIContentInsetsReference {
                get { UIContentInsetsReference(rawValue: storedContentInsetsReference) ?? .automatic }
                set { storedContentInsetsReference = newValue.rawValue }
            }

            @available(iOS 16.0, *)
            public var supplementaryContentInsetsReference: UIContentInsetsReference {
                get { UIContentInsetsReference(rawValue: storedSupplementaryContentInsetsReference) ?? .automatic }
                set { storedSupplementaryContentInsetsReference = newValue.rawValue }
            }

            @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use supplementaryContentInsetsReference")
            public var supplementariesFollowContentInsets = true

            private init(group: NSCollectionLayoutGroup?, list: Any?) {
                stubGroup = group
                stubListConfiguration = list
            }

            public convenience init(group: NSCollectionLayoutGroup) {
                self.init(group: group, list: nil)
            }

            @available(iOS 14.0, *)
            public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                NSCollectionLayoutSection(group: nil, list: configuration)
            }
        }

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
        }

        // MARK: Environment

        @MainActor
        public protocol NSCollectionLayoutContainer: AnyObject {
            var contentSize: CGSize { get }
            var effectiveContentSize: CGSize { get }
            var contentInsets: NSDirectionalEdgeInsets { get }
            var effectiveContentInsets: NSDirectionalEdgeInsets { get }
        }

        @MainActor
        public protocol NSCollectionLayoutEnvironment: AnyObject {
            var container: any NSCollectionLayoutContainer { get }
            var traitCollection: UITraitCollection { get }
        }

        // MARK: Layout

        @MainActor
        open class UICollectionViewCompositionalLayoutConfiguration {
            public var scrollDirection = UICollectionView.ScrollDirection.vertical
            public var interSectionSpacing: CGFloat = 0
            public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
            private var storedContentInsetsReference = 2

            @available(iOS 14.0, *)
            public var contentInsetsReference: UIContentInsetsReference {
                get { UIContentInsetsReference(rawValue: storedContentInsetsReference) ?? .safeArea }
                set { storedContentInsetsReference = newValue.rawValue }
            }

            public init() {}
        }

        public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

        @MainActor
        open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
            /// Stub only: the fixed section, or the provider.
            public let stubSection: NSCollectionLayoutSection?
            public let stubSectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
            public var configuration: UICollectionViewCompositionalLayoutConfiguration

            public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
                stubSection = section
                stubSectionProvider = nil
                self.configuration = configuration
            }

            public convenience init(section: NSCollectionLayoutSection) {
                self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
            }

            public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
                stubSection = nil
                stubSectionProvider = sectionProvider
                self.configuration = configuration
            }

            public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
                self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
            }
        }
        """#
}
