/// Layouts that go by section kind (`sectionsByKind`), as YAML documents, for the tests that run
/// exported code and the runtime (round trip, compile checks, recording equality, probes), and
/// the identifiers those tests ask them for sections with.
public enum SectionKindSamples {
    /// The feed of issue 30: a paging row, a grid with more columns from 600 pt, a category
    /// section with a header, and an inset-grouped list for every other kind.
    public static let feed = #"""
        name: kinds-feed
        title: Feed by section kind
        configuration:
          interSectionSpacing: 8
        sectionsByKind:
          - kind: featured
            orthogonalScrollingBehavior: groupPaging
            group: {layout: horizontal, size: {width: fractionalWidth(0.9), height: absolute(200)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 1}
          - kind: grid
            oneOf:
              - when: {minWidth: 600}
                group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(120)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 4}
              - group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(120)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 2}
          - kind: category
            boundarySupplementaryItems:
              - elementKind: UICollectionElementKindSectionHeader
                size: {width: fractionalWidth(1), height: estimated(44)}
                alignment: top
            group: {layout: vertical, size: {width: fractionalWidth(1), height: estimated(60)}, subitems: [{item: {size: {width: fractionalWidth(1), height: estimated(60)}}}]}
        defaultSection:
          list: {appearance: insetGrouped}
        """#

    /// Kinds that are no identifiers (quotes, a backslash, a trigraph, non-ASCII, a space),
    /// kinds whose names would clash (`Featured` and `featured`, `default`), a Swift keyword,
    /// two kinds sharing one section, a kind with no section past 400 pt, no `defaultSection`,
    /// and a configuration header whose local would be called `sectionKind`.
    public static let hostile = #"""
        name: kinds-hostile
        configuration:
          boundarySupplementaryItems:
            - elementKind: section-kind-element-kind
              size: {width: fractionalWidth(1), height: absolute(30)}
              alignment: top
        sectionsByKind:
          - kind: "say \"hi\" \\ ??/ 東京 🎉"
            group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]}
          - kind: Featured
            group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
          - kind: featured
            group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]}
          - kind: default
            oneOf:
              - when: {maxWidth: 400}
                group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(60)}, subitems: [{item: {size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}}}]}
          - kind: top stories
            group: {layout: vertical, size: {width: fractionalWidth(1), height: absolute(70)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(0.5)}}}]}
          - kind: é
            group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(80)}, subitems: [{item: {size: {width: fractionalWidth(0.2), height: fractionalHeight(1)}}}]}
          - kind: class
            contentInsets: {leading: 4, trailing: 4}
            group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(90)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
        """#

    /// One kind, and a default section with alternatives by width (the provider's no-identifier
    /// branch then tests the width too).
    public static let adaptiveDefault = #"""
        name: kinds-adaptive-default
        sectionsByKind:
          - kind: banner
            group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(150)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
        defaultSection:
          oneOf:
            - when: {minWidth: 700}
              group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(100)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 3}
            - group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(100)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 1}
        """#

    /// Kinds the provider returns nil for (`returnsNil`), as shipping apps hide an empty section:
    /// one between two sections, and every kind not listed (the `default:` branch).
    public static let nilSections = #"""
        name: kinds-nil-sections
        configuration:
          interSectionSpacing: 6
        sectionsByKind:
          - kind: header
            group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(120)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
          - kind: reviews
            returnsNil: true
          - kind: info
            contentInsets: {top: 4, bottom: 4}
            group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
        defaultSection:
          returnsNil: true
        """#

    public static let all = [feed, hostile, adaptiveDefault, nilSections]

    /// The identifiers data sections 0, 1, … are given when a test asks a layout with these kinds
    /// for sections: each kind as it is, each with associated values (`grid(id: 3)`), a kind
    /// none is (`unlisted-kind`, longer until it is none), the empty kind (`(id: 1)`), and none
    /// (nil). Sections past the table have no identifier either.
    public static func probeIdentifiers(kinds: [String]) -> [String?] {
        var unlisted = "unlisted-kind"
        while kinds.contains(unlisted) { unlisted += "-x" }
        return kinds + kinds.map { $0 + "(id: 3)" } + [unlisted, "(id: 1)", nil]
    }
}
