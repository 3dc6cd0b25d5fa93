import LayoutModel
import Testing

@testable import LayoutEngine

/// `returnsNil: true`: the section provider returns nil. UIKit's solver puts an empty section in
/// its place when the data section has no items and raises "Invalid section definition" when it
/// has any (its `_UICollectionCompositionalLayoutSolver`, read in the public reverse-engineered
/// source the semantics doc cites). The empty section applies no insets and has no boundary
/// items, so it takes no length; `interSectionSpacing` still comes before and after it, as for
/// any empty section (layout-rules.md, §19.4). Frames below are worked out by hand.
@Suite("A section provider that returns nil (returnsNil)")
struct NilSectionTests {
    /// header: one 100 pt row; reviews: nil; info: 44 pt rows in 8 pt insets under a 30 pt
    /// header; sections 10 apart.
    private let store = """
        name: store
        configuration: {interSectionSpacing: 10}
        sectionsByKind:
          - kind: header
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(100)}
              subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
          - kind: reviews
            returnsNil: true
          - kind: info
            contentInsets: 8
            boundarySupplementaryItems: [{elementKind: title, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}]
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(44)}
              subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
        """

    @Test func anEmptyNilSectionTakesNoLengthButKeepsTheSpacingAroundIt() throws {
        let layout = try LayoutResolver.resolve(
            try definition(store), environment: plain(390, 800),
            data: LayoutData(itemCounts: [1, 0, 2], identifiers: ["header", "reviews", "info"]))
        // header: 0 … 100. reviews: the spacing, then nothing: at 110, 0 tall. info: the spacing
        // again, so it starts at 120; its title 120 … 150 across the insets (x 8, 374 wide); the
        // content top 150 + 8 = 158, rows at 158 and 202; the section ends 246 + 8 = 254.
        expectRect(layout.cell(0, 0), R(0, 0, 390, 100))
        expectRect(layout.sections[1].frame, R(0, 110, 390, 0))
        #expect(layout.cells(section: 1).isEmpty)
        #expect(layout.sections[1].definitionPath.description == "sectionsByKind[1]")
        expectRect(layout.kind("title").first?.frame, R(8, 120, 374, 30))
        expectRect(layout.cell(2, 0), R(8, 158, 374, 44))
        expectRect(layout.cell(2, 1), R(8, 202, 374, 44))
        #expect(layout.contentSize.height == 254)
    }

    @Test func aNilSectionWithItemsIsRefusedWithItsPath() throws {
        #expect(throws: ResolveError.itemsWithoutSection(path: .root / "sectionsByKind" / 1, dataSection: 1, itemCount: 3)) {
            try LayoutResolver.resolve(
                try definition(store), environment: plain(390, 800),
                data: LayoutData(itemCounts: [1, 3, 2], identifiers: ["header", "reviews", "info"]))
        }
    }

    @Test func aNilFirstSectionByIndexLeavesTheNextAtTheSpacing() throws {
        let yaml = """
            name: t
            configuration: {interSectionSpacing: 20}
            sections:
              - returnsNil: true
              - contentInsets: {top: 5}
                group:
                  layout: horizontal
                  size: {width: fractionalWidth(0.5), height: absolute(40)}
                  subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
            """
        let layout = try LayoutResolver.resolve(try definition(yaml), environment: plain(300, 600), data: LayoutData(itemCounts: [0, 3]))
        // Section 0 is empty at 0; section 1 starts 20 later, its content at 25: one 150-wide
        // item per 40 pt row, rows at 25, 65, 105; the content ends at 145.
        expectRect(layout.sections[0].frame, R(0, 0, 300, 0))
        expectRect(layout.cell(1, 0), R(0, 25, 150, 40))
        expectRect(layout.cell(1, 2), R(0, 105, 150, 40))
        #expect(layout.contentSize.height == 145)
    }

    @Test func theDefaultSectionMayReturnNilForKindsTheEntriesDoNotName() throws {
        // spacer (no entry) is empty at 0, 0 tall; grid's two items share its 50 pt row.
        let yaml = """
            name: t
            sectionsByKind:
              - kind: grid
                group:
                  layout: horizontal
                  size: {width: fractionalWidth(1), height: absolute(50)}
                  subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]
            defaultSection: {returnsNil: true}
            """
        let layout = try LayoutResolver.resolve(
            try definition(yaml), environment: plain(200, 600),
            data: LayoutData(itemCounts: [0, 2], identifiers: ["spacer", "grid"]))
        expectRect(layout.sections[0].frame, R(0, 0, 200, 0))
        expectRect(layout.cell(1, 1), R(100, 0, 100, 50))
        // `defaultSection: {returnsNil: true}` is what no defaultSection says, so a spacer with
        // items is the error of a kind the layout does not list.
        #expect(throws: ResolveError.noSectionForKind(dataSection: 0, identifier: "spacer", kinds: ["grid"])) {
            try LayoutResolver.resolve(
                try definition(yaml), environment: plain(200, 600), data: LayoutData(itemCounts: [1, 2], identifiers: ["spacer", "grid"]))
        }
    }
}

extension NilSectionTests {
    /// Without a `defaultSection` the exported provider returns nil past `sections`, so an empty
    /// data section there lays out as UIKit's empty section, and one with items stays an error.
    @Test func noDefaultSectionIsANilSectionForEmptyData() throws {
        let yaml = """
            name: t
            sections:
              - group:
                  layout: horizontal
                  size: {width: fractionalWidth(1), height: absolute(30)}
                  subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
            """
        let layout = try LayoutResolver.resolve(try definition(yaml), environment: plain(100, 300), data: LayoutData(itemCounts: [2, 0]))
        expectRect(layout.cell(0, 1), R(0, 30, 100, 30))
        expectRect(layout.sections[1].frame, R(0, 60, 100, 0))
        // No defaultSection to point at: the list it is past.
        #expect(layout.sections[1].definitionPath.description == "sections")
        #expect(layout.contentSize.height == 60)
        #expect(throws: ResolveError.noSectionForData(dataSection: 1, defined: 1)) {
            try LayoutResolver.resolve(try definition(yaml), environment: plain(100, 300), data: LayoutData(itemCounts: [2, 1]))
        }
    }
}
