import LayoutEngine

extension LayoutPicture {
    /// A picture of `layout` showing `elements` (usually those near the viewport, queried with
    /// `scrollOffset` when there is one), with everything the layout knows that explains them:
    /// sections with their rows' behaviour and snap points, what each supplementary is and
    /// whether it is pinned, the scroll axis, the safe area and the content size.
    ///
    /// - Parameters:
    ///   - viewport: the screen at the scroll position drawn (origin = `contentOffset`).
    ///   - scrollOffset: the offset `elements` were queried at (`elements(in:scrollOffset:)`);
    ///     nil for the layout at rest.
    public init(
        layout: ResolvedLayout, elements: [LayoutAttributes], viewport: Rect, scrollOffset: Double? = nil,
        labels: [ElementIndexPath: String] = [:], title: String? = nil
    ) {
        self.init(
            elements: elements, contentSize: layout.contentSize, viewport: viewport, safeArea: layout.environment.safeArea,
            sections: layout.sections.map { PictureSection($0, in: layout) }, labels: labels, title: title)
        scrollAxis = layout.scrollDirection
        self.scrollOffset = scrollOffset
        for element in elements where element.category == .supplementary {
            guard let kind = element.elementKind else { continue }
            let key = SupplementaryKey(kind: kind, indexPath: element.indexPath)
            if supplementaryRoles[key] == nil, let role = layout.supplementaryRole(kind: kind, indexPath: element.indexPath) {
                supplementaryRoles[key] = role
            }
        }
    }
}
