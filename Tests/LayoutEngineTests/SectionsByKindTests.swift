import LayoutModel
import Testing

@testable import LayoutEngine

/// `sectionsByKind`: the data's section identifiers choose each section's layout. Every frame
/// below is worked out by hand from the section rules (docs/layout-semantics.md §3–§5): insets
/// around the content, groups stacked with `interGroupSpacing`, sections stacked end to end.
@Suite("Sections chosen by the data's section identifiers (sectionsByKind)")
struct SectionsByKindTests {
    /// banner: one 100 pt item across; grid: two items a row (10 apart) in 10 pt insets, rows 5
    /// apart; anything else: 44 pt rows.
    private let feed = """
        name: feed
        sectionsByKind:
          - kind: banner
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(100)}
              subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
              count: 1
          - kind: grid
            contentInsets: 10
            interGroupSpacing: 5
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(50)}
              subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
              count: 2
              interItemSpacing: fixed(10)
        defaultSection:
          group:
            layout: vertical
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems:
              - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
        """

    private func resolve(_ yaml: String, counts: [Int], identifiers: [String]?) throws -> ResolvedLayout {
        try LayoutResolver.resolve(
            try definition(yaml), environment: plain(400, 800),
            data: LayoutData(itemCounts: counts, identifiers: identifiers))
    }

    @Test func aKindRepeatedInTwoSectionsAndOneThatFallsToTheDefault() throws {
        let layout = try resolve(feed, counts: [3, 1, 2, 2], identifiers: ["grid(id: 1)", "banner", "grid(id: 2)", "promo"])
        // Section 0, grid(id: 1) → grid: content 400 − 2 × 10 = 380 wide from y 10; items
        // (380 − 10) / 2 = 185 wide; the second row 10 + 50 + 5 = 65; the section ends at
        // 65 + 50 + 10 = 125.
        #expect(layout.sections[0].definitionPath.description == "sectionsByKind[1]")
        #expect(layout.sections[0].identifier == "grid(id: 1)")
        #expect(layout.cells(section: 0).count == 3)
        expectRect(layout.cell(0, 0), R(10, 10, 185, 50))
        expectRect(layout.cell(0, 1), R(205, 10, 185, 50))
        expectRect(layout.cell(0, 2), R(10, 65, 185, 50))
        // Section 1, banner: 125 … 225.
        #expect(layout.sections[1].definitionPath.description == "sectionsByKind[0]")
        expectRect(layout.cell(1, 0), R(0, 125, 400, 100))
        // Section 2, grid(id: 2) → grid again: content top 225 + 10 = 235, ends 235 + 50 + 10 = 295.
        #expect(layout.sections[2].definitionPath.description == "sectionsByKind[1]")
        expectRect(layout.cell(2, 0), R(10, 235, 185, 50))
        expectRect(layout.cell(2, 1), R(205, 235, 185, 50))
        // Section 3, promo: no entry → defaultSection, 44 pt rows from 295.
        #expect(layout.sections[3].definitionPath.description == "defaultSection")
        #expect(layout.sections[3].identifier == "promo")
        expectRect(layout.cell(3, 0), R(0, 295, 400, 44))
        expectRect(layout.cell(3, 1), R(0, 339, 400, 44))
        expectClose(layout.contentSize.height, 383)
    }

    @Test func withoutIdentifiersTheKindsAreTakenInOrderThenTheDefault() throws {
        let layout = try resolve(feed, counts: [1, 1, 1, 1], identifiers: nil)
        // banner 0 … 100; grid 100 … 100 + 10 + 50 + 10 = 170; then the default twice: 170, 214.
        #expect(layout.sections.map(\.identifier) == ["banner", "grid", nil, nil])
        #expect(layout.sections.map(\.definitionPath.description) == ["sectionsByKind[0]", "sectionsByKind[1]", "defaultSection", "defaultSection"])
        expectRect(layout.cell(0, 0), R(0, 0, 400, 100))
        expectRect(layout.cell(1, 0), R(10, 110, 185, 50))
        expectRect(layout.cell(2, 0), R(0, 170, 400, 44))
        expectRect(layout.cell(3, 0), R(0, 214, 400, 44))
    }

    @Test func aKindTheLayoutCannotPlaceNamesTheSectionAndTheKind() throws {
        let withoutDefault = feed.components(separatedBy: "defaultSection:")[0]
        #expect(throws: ResolveError.noSectionForKind(dataSection: 1, identifier: "promo(7)", kinds: ["banner", "grid"])) {
            _ = try resolve(withoutDefault, counts: [1, 1], identifiers: ["banner", "promo(7)"])
        }
        let error = ResolveError.noSectionForKind(dataSection: 1, identifier: "promo(7)", kinds: ["banner", "grid"])
        #expect(
            error.description
                == "data section 1 is 'promo(7)' (kind 'promo'): sectionsByKind has no such kind (it lists banner, grid) and there is no defaultSection"
        )
        #expect(throws: ResolveError.noKindForData(dataSection: 2, kinds: 2)) {
            _ = try resolve(withoutDefault, counts: [1, 1, 1], identifiers: nil)
        }
    }

    @Test func aKindWithWidthAlternativesStillChoosesByWidth() throws {
        let yaml = """
            name: adaptive
            sectionsByKind:
              - kind: grid
                oneOf:
                  - when: {minWidth: 600}
                    group:
                      layout: horizontal
                      size: {width: fractionalWidth(1), height: absolute(50)}
                      subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
                      count: 4
                  - group:
                      layout: horizontal
                      size: {width: fractionalWidth(1), height: absolute(50)}
                      subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
                      count: 2
            """
        // 400 pt: two 200 pt items a row, so item 3 starts the second row.
        let narrow = try resolve(yaml, counts: [4], identifiers: ["grid"])
        #expect(narrow.sections[0].definitionPath.description == "sectionsByKind[0].oneOf[1]")
        expectRect(narrow.cell(0, 3), R(200, 50, 200, 50))
        // 800 pt: four 200 pt items in one row.
        let wide = try LayoutResolver.resolve(
            try definition(yaml), environment: plain(800, 600),
            data: LayoutData(itemCounts: [4], identifiers: ["grid"]))
        #expect(wide.sections[0].definitionPath.description == "sectionsByKind[0].oneOf[0]")
        expectRect(wide.cell(0, 3), R(600, 0, 200, 50))
    }

    @Test func anIdentifiersKindIsItsTextBeforeTheParenthesis() {
        #expect(SectionIdentifier.kind(of: "category(id: 7)") == "category")
        #expect(SectionIdentifier.kind(of: "featured") == "featured")
        #expect(SectionIdentifier.kind(of: "Recently Played") == "Recently Played")
        #expect(SectionIdentifier.kind(of: "(7)") == "")
    }
}
