@testable import LayoutModel

/// The models the fixtures must decode to, built by hand from the documents' text.
enum ExpectedModels {
    static let everything: LayoutDefinition = {
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: Anchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3))),
            itemAnchor: Anchor(edges: [.leading, .bottom]))
        let leading = Item(
            size: LayoutSize(width: .fractionalWidth(0.7), height: .fractionalHeight(1)),
            contentInsets: Insets(all: 10), edgeSpacing: EdgeSpacing(top: .fixed(1)), supplementaryItems: [badge])
        let pair = Group(
            layout: .vertical, size: LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
            children: .count(
                .item(
                    Item(
                        size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.3)),
                        contentInsets: Insets(all: 10))), count: 2))
        let groupBadge = SupplementaryItem(
            elementKind: "group-badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
            containerAnchor: Anchor(edges: [.top, .trailing], offset: .absolute(Point(x: 5, y: -5))), zIndex: 4)
        let first = Section(
            content: .group(
                Group(
                    layout: .horizontal, size: LayoutSize(width: .fractionalWidth(0.85), height: .fractionalHeight(0.4)),
                    children: .subitems([.item(leading), .group(pair)]),
                    interItemSpacing: .flexible(8), contentInsets: Insets(all: 6),
                    edgeSpacing: EdgeSpacing(leading: .flexible(0), top: .fixed(8), trailing: .fixed(4), bottom: .flexible(2)),
                    supplementaryItems: [groupBadge])),
            interGroupSpacing: 10,
            contentInsets: Insets(top: 1, leading: 2, bottom: 3, trailing: 4),
            contentInsetsReference: .safeArea,
            supplementaryContentInsetsReference: .none,
            orthogonalScrollingBehavior: .groupPagingCentered,
            boundarySupplementaryItems: [
                BoundaryItem(
                    elementKind: "section-header", size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                    alignment: .top, offset: Point(x: 0, y: -4), extendsBoundary: false, pinToVisibleBounds: true, zIndex: 2,
                    contentInsets: Insets(leading: 8, trailing: 8))
            ],
            decorationItems: [DecorationItem(elementKind: "section-background", contentInsets: Insets(all: 5), zIndex: -1)])
        let wide = Section(
            content: .group(
                Group(
                    layout: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                    children: .repeating(.item(Item(size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)))), count: 3))),
            when: Condition(minWidth: 800))
        let medium = Section(
            content: .list(ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary)),
            when: Condition(minWidth: 400, maxWidth: 799.5))
        let narrow = Section(content: .list(ListConfiguration(appearance: .sidebar)))
        let third = (try? Expression(parsing: "(width - 32) / 3")) ?? .number(0)
        let custom = Section(
            content: .group(
                Group(
                    layout: .custom, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(120)),
                    children: .custom(
                        CustomItems(
                            frames: [
                                CustomFrame(
                                    x: .number(0), y: .number(0), width: third,
                                    height: .binary(.divide, .variable("height"), .number(3)), zIndex: 2)
                            ],
                            repeated: CustomRepeat(
                                count: 2,
                                frame: CustomFrame(
                                    x: .binary(
                                        .add, .number(8),
                                        .binary(
                                            .multiply, .binary(.add, .variable("i"), .number(1)),
                                            .binary(.add, third, .number(8)))),
                                    y: .binary(
                                        .divide, .binary(.multiply, .binary(.add, .variable("i"), .number(1)), .variable("height")), .number(3)),
                                    width: third,
                                    height: .binary(.divide, .variable("height"), .number(3)))))))))
        let fallback = Section(
            content: .group(
                Group(
                    layout: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(100)),
                    children: .subitems([.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(100))))]))))
        return LayoutDefinition(
            format: 1, name: "everything.v1", title: "Every Construct", summary: "One of each key of the format",
            tags: ["grid", "nested"],
            configuration: LayoutConfiguration(
                scrollDirection: .vertical, interSectionSpacing: 20, contentInsetsReference: .layoutMargins,
                boundarySupplementaryItems: [
                    BoundaryItem(
                        elementKind: "layout-header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                        alignment: .top, pinToVisibleBounds: true, zIndex: 3)
                ]),
            sections: .perIndex(
                [.section(first), .oneOf([wide, medium, narrow]), .section(custom)],
                defaultSection: .section(fallback)),
            preview: Preview(itemCounts: [5, 10, 3, 7], dataset: "emoji"))
    }()
}
