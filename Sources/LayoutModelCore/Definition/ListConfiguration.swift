/// `UICollectionLayoutListConfiguration`.
public struct ListConfiguration: Sendable, Hashable {
    public var appearance: Appearance
    public var headerMode: HeaderMode
    public var footerMode: FooterMode

    public init(appearance: Appearance = .plain, headerMode: HeaderMode = .none, footerMode: FooterMode = .none) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
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
