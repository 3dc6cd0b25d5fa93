/// `UICollectionLayoutListConfiguration`.
public struct ListConfiguration: Sendable, Hashable {
    public var appearance: Appearance
    public var headerMode: HeaderMode
    public var footerMode: FooterMode
    /// `headerTopPadding` (iOS 15): points above each supplementary header, inside the header's
    /// part of the section. Nil is UIKit's default, which the resolver takes as none.
    public var headerTopPadding: Double?

    public init(
        appearance: Appearance = .plain, headerMode: HeaderMode = .none, footerMode: FooterMode = .none,
        headerTopPadding: Double? = nil
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.headerTopPadding = headerTopPadding
    }

    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: String, Sendable, Hashable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, Sendable, Hashable, CaseIterable {
        case none, supplementary, firstItemInSection
    }

    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: String, Sendable, Hashable, CaseIterable {
        case none, supplementary
    }
}
