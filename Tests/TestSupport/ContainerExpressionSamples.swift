/// Layouts whose numbers are expressions over the layout container (`container.width`,
/// `container.height`, `container.contentSize.width`), as YAML documents, for the tests that export them, compile the export and
/// compare it with what the runtime builds.
public enum ContainerExpressionSamples {
    /// Cards 56% of the container wide, as many per group as 80-pt columns fit, with spacing and
    /// insets proportional to the width: at 390 pt, 218.4 wide and 4 per group; at 1024, 573.44
    /// and 12.
    public static let cards = #"""
        name: container-cards
        section:
          interGroupSpacing: "container.width * 0.02"
          contentInsets: {top: 0, leading: "container.width * 0.05", bottom: 0, trailing: "container.width * 0.05"}
          group:
            layout: horizontal
            size: {width: absolute("container.width * 0.56"), height: absolute(200)}
            subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
            count: "floor(container.width / 80)"
        """#

    /// Every operator and function, the effective size's variables and the content size's width
    /// (the badge), and every place an expression may stand, over
    /// several sections: a value that is 0 on phones (`max(container.width - 600, 0)`), an item
    /// as wide as a fixed one at 390 pt, a group with expressions used by two sections (never
    /// shared) and a section without any (whose function needs no environment). Every number is
    /// usable in any container from 300 × 300 pt.
    public static let mix = #"""
        name: container-mix
        sections:
          - interGroupSpacing: "max(container.width - 600, 0)"
            contentInsets: {top: "ceil(container.height / 100)", leading: "min(container.width * 0.05, 40)", bottom: 0, trailing: 16}
            boundarySupplementaryItems:
              - elementKind: UICollectionElementKindSectionHeader
                size: {width: fractionalWidth(1), height: estimated("container.height % 50 + 30")}
                alignment: top
                contentInsets: {top: 0, leading: "container.width / 100", bottom: 0, trailing: 0}
            decorationItems:
              - elementKind: background
                contentInsets: {top: 0, leading: "-(-container.width) * 0.01", bottom: 0, trailing: 0}
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(100)}
              interItemSpacing: flexible("container.width % 7")
              subitems:
                - item:
                    size: {width: absolute("container.width * 0.5"), height: fractionalHeight(1)}
                    supplementaryItems:
                      - elementKind: badge
                        size: {width: absolute("container.contentSize.width / 20"), height: absolute(20)}
                        containerAnchor: {edges: [top, trailing]}
                - item: {size: {width: absolute(195), height: fractionalHeight(1)}}
          - group: &tall
              layout: vertical
              size: {width: fractionalWidth(1), height: "estimated(max(container.height * 0.25, 120))"}
              contentInsets: {top: 0, leading: "(container.width - 300) / 10", bottom: 0, trailing: 0}
              repeatingSubitem: {item: {size: {width: fractionalWidth(1), height: absolute(44)}, contentInsets: {top: 0, leading: 0, bottom: "ceil(container.width / 300)", trailing: 0}}}
              count: "container.width / 200 + 1"
          - oneOf:
              - when: {minWidth: 700}
                interGroupSpacing: 8
                group: *tall
              - group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(60)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 2}
        """#

    /// Rows with a hairline under each section, one pixel of the display
    /// (`1 / traitCollection.displayScale`), and a section with no container size at all: its code
    /// reads the trait collection, not the container.
    public static let hairline = #"""
        name: container-hairline
        section:
          group:
            layout: vertical
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(1), height: absolute(44)}}}]
          boundarySupplementaryItems:
            - elementKind: separator
              size: {width: fractionalWidth(1), height: absolute("1 / traitCollection.displayScale")}
              alignment: bottom
        """#

    /// A responsive grid as apps write it: as many columns as 230 pt make, rounded to the
    /// nearest, each `1 / columns` of the row (a fraction over the container), with a height
    /// that is a fraction of its width.
    public static let responsive = #"""
        name: container-responsive
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: fractionalWidth("0.5 / round(container.width / 230)")}
            subitems: [{item: {size: {width: fractionalWidth("1 / round(container.width / 230)"), height: fractionalHeight(1)}, contentInsets: 4}}]
        """#

    public static let all = [cards, mix, hairline, responsive]
}
