import LayoutEngine
import Testing

@testable import Rendering

@Suite struct ElementKindLabelTests {
    private func boundary(_ host: BoundarySupplementary.Host, _ edge: BoundarySupplementary.Edge, kind: String = "k") -> SupplementaryRole {
        .boundary(BoundarySupplementary(elementKind: kind, host: host, edge: edge, isPinned: false, naturalFrame: .zero))
    }

    @Test func uikitKindsReadAsWordsAndOthersInFull() {
        #expect(ElementKindLabel.kind("UICollectionElementKindSectionHeader") == "section header")
        #expect(ElementKindLabel.kind("UICollectionElementKindSectionFooter") == "section footer")
        // Custom kinds are kept whole, so two that share a prefix stay apart.
        #expect(ElementKindLabel.kind("section-header-element-kind") == "section-header-element-kind")
        #expect(ElementKindLabel.kind("BadgeSupplementaryView1") != ElementKindLabel.kind("BadgeSupplementaryView"))
        // One line, whatever the definition held: a line break is written as an escape.
        #expect(ElementKindLabel.kind("two\nlines") == "two\\nlines")
        #expect(ElementKindLabel.kind("evil\u{1B}[2J\u{202E}") == "evil\\u{1B}[2J\\u{202E}")
    }

    @Test func rolesReadAsWhatTheElementIs() {
        #expect(ElementKindLabel.role(boundary(.layout, .start)) == "layout header")
        #expect(ElementKindLabel.role(boundary(.layout, .end)) == "layout footer")
        #expect(ElementKindLabel.role(boundary(.section, .start)) == "section header")
        #expect(ElementKindLabel.role(boundary(.section, .end)) == "section footer")
        #expect(ElementKindLabel.role(boundary(.section, .other)) == "section boundary item")
        #expect(ElementKindLabel.role(.item) == "badge")
        #expect(ElementKindLabel.role(.group) == "group supplementary")
    }

    @Test func picturesPreferTheRoleAndFallBackToTheKind() {
        #expect(ElementKindLabel.label(kind: "top-banner", category: .supplementary, role: boundary(.layout, .start)) == "layout header")
        #expect(ElementKindLabel.label(kind: "UICollectionElementKindSectionFooter", category: .supplementary, role: nil) == "section footer")
        #expect(ElementKindLabel.label(kind: "background", category: .decoration, role: nil) == "background")
        #expect(ElementKindLabel.label(kind: nil, category: .decoration, role: nil) == "decoration")
    }

    /// A table must tell every kind apart: the role with the kind when they differ.
    @Test func tableDescriptionsAreUnambiguous() {
        let header = boundary(.section, .start)
        #expect(
            ElementKindLabel.description(kind: "UICollectionElementKindSectionHeader", category: .supplementary, role: header) == "section header")
        #expect(ElementKindLabel.description(kind: "title-kind", category: .supplementary, role: header) == "section header (title-kind)")
        #expect(ElementKindLabel.description(kind: "badge-element-kind", category: .supplementary, role: .item) == "badge (badge-element-kind)")
        #expect(ElementKindLabel.description(kind: "UICollectionElementKindSectionFooter", category: .supplementary, role: nil) == "section footer")
        #expect(ElementKindLabel.description(kind: nil, category: .cell, role: nil) == "")
        let all = ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter", "header", "footer"]
        #expect(Set(all.map { ElementKindLabel.description(kind: $0, category: .supplementary, role: nil) }).count == all.count)
    }
}
