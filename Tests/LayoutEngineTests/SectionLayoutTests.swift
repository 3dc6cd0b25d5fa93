import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§4–5 Sections: repetition, partial groups, empty sections, spacing, selection")
struct SectionLayoutTests {
    private let bar = """
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
        """

    @Test func partialLastGroupKeepsTheTemplatesFullSize() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(80)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.2), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [7])
        // K = 5 → ⌈7/5⌉ = 2 groups; the second holds 2 items but is 80 high → 160
        #expect(layout.sections[0].groupCount == 2)
        expectClose(layout.contentSize.height, 160)
        expectRect(layout.cell(0, 6), R(80, 80, 80, 80))
        #expect(layout.cell(0, 7) == nil)
    }

    @Test func emptySectionCollapsesItsInsetsButKeepsItsBoundaryItems() throws {
        let layout = try resolve(
            """
            name: t
            section:
              contentInsets: {top: 10, bottom: 20}
              boundarySupplementaryItems:
                - {elementKind: header, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top}
                - {elementKind: footer, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: bottom}
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [0])
        // §19.4: no items → no insets. Header 0..40, content top = 40 + 0, zero content, footer
        // at 40 + 0 = 40, end 70 (with the insets it would have been 100)
        expectRect(layout.kind("header").first?.frame, R(0, 0, 400, 40))
        expectRect(layout.kind("footer").first?.frame, R(0, 40, 400, 30))
        expectClose(layout.contentSize.height, 70)
        #expect(layout.sections[0].groupCount == 0)
        #expect(layout.cells().isEmpty)
    }

    @Test func interSectionSpacingIsNotAddedAfterTheLastSection() throws {
        let layout = try resolve(
            """
            name: t
            configuration: {interSectionSpacing: 20}
            section:
            \(bar)
            """, plain(400, 800), items: [1, 1])
        // section 0: 0..50; section 1: 70..120; content = 120
        expectRect(layout.cell(1, 0), R(0, 70, 400, 50))
        expectRect(layout.sections[1].frame, R(0, 70, 400, 50))
        expectClose(layout.contentSize.height, 120)
    }

    @Test func perIndexSectionsUseTheDefaultSectionPastTheEnd() throws {
        let layout = try resolve(
            """
            name: t
            sections:
              - \(bar.trimmingCharacters(in: .whitespaces))
              - oneOf:
                  - group:
                      layout: horizontal
                      size: {width: fractionalWidth(1), height: absolute(20)}
                      subitems:
                        - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            defaultSection:
            \(bar)
            """, plain(400, 800), items: [1, 1, 1, 1])
        #expect(layout.sections.map(\.definitionPath.description) == ["sections[0]", "sections[1].oneOf[0]", "defaultSection", "defaultSection"])
        // heights 50, 20, 50, 50
        expectRect(layout.cell(3, 0), R(0, 120, 400, 50))
    }

    @Test func moreDataSectionsThanSectionsWithoutDefaultIsAResolveError() throws {
        let definition = try definition(
            """
            name: t
            sections:
              - \(bar.trimmingCharacters(in: .whitespaces))
            """)
        #expect(throws: ResolveError.noSectionForData(dataSection: 1, defined: 1)) {
            try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [1, 1]))
        }
    }

    @Test func elementCountMatchesTheStreamWithoutMaterialising() throws {
        let layout = try resolve(nestedGroupsYAML, plain(393, 852), items: [10, 0, 4])
        #expect(layout.elementCount == 14)
        #expect(layout.all.count == 14)
    }
}
