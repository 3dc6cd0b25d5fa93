/// The second file of the UIKit stub module (`UIKitSwiftStub` is the first): views, view
/// controllers, windows and scenes, the collection view with its data source, reusable views
/// and layout attributes, traits, Auto Layout anchors and the device — the part of UIKit a
/// device probe (`ProbeGenerator`) calls to host a layout and read its frames back.
///
/// Written from Apple's documentation of the iOS 18 SDK: the same names, argument labels,
/// optionality, `@MainActor` isolation and `@available` annotations. Bodies only keep values
/// (a view's frame, a trait's default) so the module links; nothing lays anything out. Members
/// UIKit inherits from NSObject and NSCoding are left out except where a protocol needs them
/// (`UIResponder` is an `NSObject` so scenes can sit in a `Set`); Objective-C optional protocol
/// requirements are requirements with default implementations.
enum UIKitViewStub {
    static let source = #"""
        // MARK: Geometry

        public struct UIEdgeInsets: Equatable, Sendable {
            public var top: CGFloat
            public var left: CGFloat
            public var bottom: CGFloat
            public var right: CGFloat

            public init() {
                self.init(top: 0, left: 0, bottom: 0, right: 0)
            }

            public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
                self.top = top
                self.left = left
                self.bottom = bottom
                self.right = right
            }

            public static let zero = UIEdgeInsets()
        }

        /// UIKit's additions to Foundation's index paths.
        extension IndexPath {
            public init(item: Int, section: Int) {
                self.init(indexes: [section, item])
            }

            public init(row: Int, section: Int) {
                self.init(indexes: [section, row])
            }

            public var section: Int {
                get { self[0] }
                set { self[0] = newValue }
            }

            public var item: Int {
                get { self[1] }
                set { self[1] = newValue }
            }

            public var row: Int {
                get { self[1] }
                set { self[1] = newValue }
            }
        }

        // MARK: Traits

        public enum UIUserInterfaceSizeClass: Int, Sendable {
            case unspecified = 0, compact = 1, regular = 2
        }

        public enum UIUserInterfaceIdiom: Int, Sendable {
            case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3
            @available(iOS 14.0, *) case mac = 5
            @available(iOS 17.0, *) case vision = 6
        }

        public enum UIUserInterfaceLayoutDirection: Int, Sendable {
            case leftToRight = 0, rightToLeft = 1
        }

        public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
            case unspecified = -1, leftToRight = 0, rightToLeft = 1
        }

        public enum UISemanticContentAttribute: Int, Sendable {
            case unspecified = 0, playback = 1, spatial = 2, forceLeftToRight = 3, forceRightToLeft = 4
        }

        open class UITraitCollection: @unchecked Sendable {
            public let horizontalSizeClass: UIUserInterfaceSizeClass
            public let verticalSizeClass: UIUserInterfaceSizeClass
            public let userInterfaceIdiom: UIUserInterfaceIdiom
            /// 0.0 (unspecified) unless a screen gives one.
            public let displayScale: CGFloat
            public let layoutDirection: UITraitEnvironmentLayoutDirection

            public init() {
                horizontalSizeClass = .unspecified
                verticalSizeClass = .unspecified
                userInterfaceIdiom = .unspecified
                displayScale = 0
                layoutDirection = .unspecified
            }

            public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
                self.init(stubHorizontal: horizontalSizeClass, stubVertical: .unspecified, stubIdiom: .unspecified)
            }

            public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
                self.init(stubHorizontal: .unspecified, stubVertical: verticalSizeClass, stubIdiom: .unspecified)
            }

            /// Stub only: UIKit builds trait collections with init(traitsFrom:) and friends.
            public init(stubHorizontal: UIUserInterfaceSizeClass, stubVertical: UIUserInterfaceSizeClass, stubIdiom: UIUserInterfaceIdiom) {
                horizontalSizeClass = stubHorizontal
                verticalSizeClass = stubVertical
                userInterfaceIdiom = stubIdiom
                displayScale = 0
                layoutDirection = .unspecified
            }
        }

        /// The traits a view controller or view overrides for itself and its descendants.
        @available(iOS 17.0, *)
        public protocol UIMutableTraits {
            var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
            var verticalSizeClass: UIUserInterfaceSizeClass { get set }
            var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
            var displayScale: CGFloat { get set }
            var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
        }

        @available(iOS 17.0, *)
        public struct UITraitOverrides: UIMutableTraits {
            public var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
            public var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
            public var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
            public var displayScale: CGFloat = 0
            public var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
        }

        // MARK: Auto Layout

        public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
            public var rawValue: Float

            public init(rawValue: Float) {
                self.rawValue = rawValue
            }

            public init(_ rawValue: Float) {
                self.rawValue = rawValue
            }

            public static let required = UILayoutPriority(1000)
            public static let defaultHigh = UILayoutPriority(750)
            public static let dragThatCanResizeScene = UILayoutPriority(510)
            public static let sceneSizeStayPut = UILayoutPriority(500)
            public static let dragThatCannotResizeScene = UILayoutPriority(490)
            public static let defaultLow = UILayoutPriority(250)
            public static let fittingSizeLevel = UILayoutPriority(50)
        }

        @MainActor
        open class NSLayoutConstraint {
            open var priority = UILayoutPriority.required
            open var constant: CGFloat
            open var isActive = false
            open var identifier: String?

            fileprivate init(constant: CGFloat) {
                self.constant = constant
            }

            open class func activate(_ constraints: [NSLayoutConstraint]) {
                for constraint in constraints { constraint.isActive = true }
            }

            open class func deactivate(_ constraints: [NSLayoutConstraint]) {
                for constraint in constraints { constraint.isActive = false }
            }
        }

        @MainActor
        open class NSLayoutAnchor<AnchorType: AnyObject> {
            fileprivate init() {}

            open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
                NSLayoutConstraint(constant: 0)
            }

            open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
                NSLayoutConstraint(constant: 0)
            }

            open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
                NSLayoutConstraint(constant: 0)
            }

            open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
                NSLayoutConstraint(constant: c)
            }

            open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
                NSLayoutConstraint(constant: c)
            }

            open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
                NSLayoutConstraint(constant: c)
            }
        }

        @MainActor
        open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

        @MainActor
        open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

        @MainActor
        open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
            open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
                NSLayoutConstraint(constant: c)
            }

            open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
                NSLayoutConstraint(constant: c)
            }

            open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
                NSLayoutConstraint(constant: c)
            }
        }

        @MainActor
        open class UILayoutGuide {
            open var identifier = ""
            open weak var owningView: UIView?
            /// Stub only: the guide's rectangle in its owning view's coordinates.
            public var stubLayoutFrame = CGRect.zero

            public init() {}

            open var layoutFrame: CGRect { stubLayoutFrame }
            open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
            open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
            open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
            open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
            open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
            open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
            open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
            open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
            open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
            open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
        }

        // MARK: Views

        @MainActor
        open class UIResponder: NSObject {}

        @MainActor
        open class UIView: UIResponder {
            open var frame: CGRect
            open var bounds: CGRect
            open var isHidden = false
            open var translatesAutoresizingMaskIntoConstraints = true
            open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            open var preservesSuperviewLayoutMargins = false
            open var insetsLayoutMarginsFromSafeArea = true
            open var semanticContentAttribute = UISemanticContentAttribute.unspecified
            private var stubSubviews: [UIView] = []
            private weak var stubSuperview: UIView?

            public init(frame: CGRect) {
                self.frame = frame
                bounds = CGRect(origin: .zero, size: frame.size)
                super.init()
            }

            public required init?(coder: NSCoder) {
                frame = .zero
                bounds = .zero
                super.init()
            }

            public override convenience init() {
                self.init(frame: .zero)
            }

            open var superview: UIView? { stubSuperview }
            open var subviews: [UIView] { stubSubviews }
            open var window: UIWindow? { self as? UIWindow ?? superview?.window }

            open func addSubview(_ view: UIView) {
                view.stubSuperview = self
                stubSubviews.append(view)
            }

            open func removeFromSuperview() {
                stubSuperview?.stubSubviews.removeAll { $0 === self }
                stubSuperview = nil
            }

            open func setNeedsLayout() {}
            open func layoutIfNeeded() {}
            open func layoutSubviews() {}
            open func safeAreaInsetsDidChange() {}
            open func layoutMarginsDidChange() {}

            open var safeAreaInsets: UIEdgeInsets { .zero }
            open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
            open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
            open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
            open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
                semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
            }

            open var traitCollection: UITraitCollection { UITraitCollection() }

            open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

            open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

            open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }

            open func systemLayoutSizeFitting(
                _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                verticalFittingPriority: UILayoutPriority
            ) -> CGSize { targetSize }

            open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
            open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
            open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
            open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
            open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
            open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
            open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
            open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
            open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
            open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
        }

        public enum NSTextAlignment: Int, Sendable {
            case left = 0, center = 1, right = 2, justified = 3, natural = 4
        }

        @MainActor
        open class UILabel: UIView {
            open var text: String?
            open var numberOfLines = 1
            open var textAlignment = NSTextAlignment.natural
        }

        @MainActor
        open class UIScrollView: UIView {
            public enum ContentInsetAdjustmentBehavior: Int, Sendable {
                case automatic = 0, scrollableAxes = 1, never = 2, always = 3
            }

            open var contentOffset = CGPoint.zero
            open var contentSize = CGSize.zero
            open var contentInset = UIEdgeInsets.zero
            open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
            open var adjustedContentInset: UIEdgeInsets { contentInset }
        }

        // MARK: Windows, scenes and the application

        @MainActor
        open class UIScene: UIResponder {
            public enum ActivationState: Int, Sendable {
                case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
            }

            open var activationState: ActivationState { .unattached }
        }

        @MainActor
        open class UIWindowScene: UIScene {
            open var windows: [UIWindow] { [] }
            open var traitCollection: UITraitCollection { UITraitCollection() }
        }

        @MainActor
        open class UIWindow: UIView {
            open var rootViewController: UIViewController?
            open weak var windowScene: UIWindowScene?

            public init(windowScene: UIWindowScene) {
                self.windowScene = windowScene
                super.init(frame: .zero)
            }

            public override init(frame: CGRect) {
                super.init(frame: frame)
            }

            public required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            open var isKeyWindow: Bool { false }

            open func makeKeyAndVisible() {
                isHidden = false
            }
        }

        @MainActor
        open class UIApplication: UIResponder {
            open class var shared: UIApplication { UIApplication() }
            open var connectedScenes: Set<UIScene> { [] }
        }

        @MainActor
        open class UIDevice {
            open class var current: UIDevice { UIDevice() }
            open var name: String { "" }
            open var model: String { "" }
            open var localizedModel: String { "" }
            open var systemName: String { "" }
            open var systemVersion: String { "" }
            open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
        }

        // MARK: View controllers

        @MainActor
        open class UIViewController: UIResponder {
            private var stubView: UIView?
            private var stubChildren: [UIViewController] = []
            private weak var stubParent: UIViewController?
            open var additionalSafeAreaInsets = UIEdgeInsets.zero
            open var viewRespectsSystemMinimumLayoutMargins = true
            @available(iOS 17.0, *)
            open var traitOverrides: UITraitOverrides {
                get { UITraitOverrides() }
                set {}
            }

            public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                super.init()
            }

            public required init?(coder: NSCoder) {
                super.init()
            }

            public override convenience init() {
                self.init(nibName: nil, bundle: nil)
            }

            /// Loaded on first access, as UIKit does; setting it replaces the root view.
            open var view: UIView! {
                get {
                    if stubView == nil { loadView() }
                    return stubView
                }
                set { stubView = newValue }
            }

            open var viewIfLoaded: UIView? { stubView }
            open var isViewLoaded: Bool { stubView != nil }

            open func loadView() {
                stubView = UIView(frame: .zero)
            }

            open func viewDidLoad() {}

            open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
                NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            }

            open var traitCollection: UITraitCollection { UITraitCollection() }

            open var children: [UIViewController] { stubChildren }
            open var parent: UIViewController? { stubParent }

            open func addChild(_ childController: UIViewController) {
                childController.stubParent = self
                stubChildren.append(childController)
            }

            open func removeFromParent() {
                stubParent?.stubChildren.removeAll { $0 === self }
                stubParent = nil
            }

            open func willMove(toParent parent: UIViewController?) {}
            open func didMove(toParent parent: UIViewController?) {}
        }

        // MARK: Collection view

        @MainActor
        open class UICollectionViewLayoutAttributes {
            open var frame = CGRect.zero
            open var zIndex = 0
            open var alpha: CGFloat = 1
            open var isHidden = false
            open var indexPath: IndexPath
            private let category: UICollectionView.ElementCategory
            private let kind: String?

            private init(_ category: UICollectionView.ElementCategory, _ kind: String?, _ indexPath: IndexPath) {
                self.category = category
                self.kind = kind
                self.indexPath = indexPath
            }

            public convenience init(forCellWith indexPath: IndexPath) {
                self.init(.cell, nil, indexPath)
            }

            public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
                self.init(.supplementaryView, elementKind, indexPath)
            }

            public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
                self.init(.decorationView, decorationViewKind, indexPath)
            }

            open var representedElementCategory: UICollectionView.ElementCategory { category }
            open var representedElementKind: String? { kind }

            open var size: CGSize {
                get { frame.size }
                set { frame.size = newValue }
            }

            open var center: CGPoint {
                get { CGPoint(x: frame.midX, y: frame.midY) }
                set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
            }
        }

        @MainActor
        open class UICollectionViewLayout {
            public init() {}

            open var collectionView: UICollectionView? { nil }
            open var collectionViewContentSize: CGSize { .zero }

            open func prepare() {}
            open func invalidateLayout() {}

            open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
            open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
            open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
            open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

            open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
        }

        @MainActor
        open class UICollectionReusableView: UIView {
            open var reuseIdentifier: String? { nil }

            open func prepareForReuse() {}
            open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

            open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                layoutAttributes
            }
        }

        @MainActor
        open class UICollectionViewCell: UICollectionReusableView {
            private lazy var stubContentView = UIView(frame: bounds)
            open var backgroundView: UIView?
            open var isSelected = false
            open var isHighlighted = false

            open var contentView: UIView { stubContentView }
        }

        @MainActor
        public protocol UICollectionViewDataSource: NSObjectProtocol {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
            /// Optional in UIKit (one section when not implemented).
            func numberOfSections(in collectionView: UICollectionView) -> Int
            /// Optional in UIKit.
            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView
        }

        extension UICollectionViewDataSource {
            public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

            public func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView {
                UICollectionReusableView(frame: .zero)
            }
        }

        @MainActor
        open class UICollectionView: UIScrollView {
            public enum ScrollDirection: Int, Sendable {
                case vertical, horizontal
            }

            public enum ElementCategory: UInt, Sendable {
                case cell = 0, supplementaryView = 1, decorationView = 2
            }

            public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
            public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

            open var collectionViewLayout: UICollectionViewLayout
            open weak var dataSource: (any UICollectionViewDataSource)?

            public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
                collectionViewLayout = layout
                super.init(frame: frame)
            }

            public required init?(coder: NSCoder) {
                collectionViewLayout = UICollectionViewLayout()
                super.init(coder: coder)
            }

            open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

            open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}

            open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell(frame: .zero)
            }

            open func dequeueReusableSupplementaryView(
                ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
            ) -> UICollectionReusableView {
                UICollectionReusableView(frame: .zero)
            }

            open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

            open func numberOfItems(inSection section: Int) -> Int {
                dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
            }

            open func reloadData() {}

            open var visibleCells: [UICollectionViewCell] { [] }
            open var indexPathsForVisibleItems: [IndexPath] { [] }

            open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }

            open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                collectionViewLayout.layoutAttributesForItem(at: indexPath)
            }

            open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
            }
        }
        """#
}
