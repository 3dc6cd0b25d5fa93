import Testing

@testable import LayoutModel

/// An anchor on two opposite edges (issue 31): UIKit accepts it and centres the item between
/// them, so the format accepts it and lint says what it does.
@Suite struct OppositeAnchorEdgesTests {
    static func badge(_ anchors: String) -> String {
        Doc.section(
            """
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(100)}
              subitems:
                - item:
                    size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}
                    supplementaryItems: [{elementKind: info, size: {width: fractionalWidth(1), height: absolute(20)}, \(anchors)}]
            """)
    }

    @Test func eachAnchorOnOppositeEdgesIsWarnedPerAxis() {
        let warnings = Doc.warnings(
            Self.badge("containerAnchor: {edges: [bottom, leading, trailing]}, itemAnchor: {edges: [top, leading, bottom, trailing]}"),
            rule: "opposite-anchor-edges")
        let path = "section.group.subitems[0].item.supplementaryItems[0]"
        #expect(warnings.map(\.path.description) == [path + ".containerAnchor.edges", path + ".itemAnchor.edges", path + ".itemAnchor.edges"])
        #expect(
            warnings.first?.message
                == "edges leading and trailing cancel out: UIKit centres supplementary item 'info' between them at its own size, as with neither; leave both out, or keep the one you mean"
        )
    }

    @Test func oneEdgePerAxisIsNotWarned() {
        #expect(Doc.warnings(Self.badge("containerAnchor: {edges: [bottom, trailing]}"), rule: "opposite-anchor-edges").isEmpty)
    }
}
