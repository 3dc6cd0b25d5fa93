import LayoutModel
import Testing

@testable import SwiftImport

/// Element kinds that only name (issue 31): a kind given as a constant the imported files do not
/// declare comes in by its spelling, with a note at its place, instead of skipping the layout.
@Suite struct ElementKindNameTests {
    /// A section with a header, a background decoration and a badge on its items, each kind
    /// given as `header`, `background` and `badge`.
    static func source(header: String, background: String, badge: String) -> String {
        """
        import UIKit

        enum Shelf {
            static func makeLayout() -> UICollectionViewLayout {
                let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing])
                let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                    elementKind: \(badge), containerAnchor: badgeAnchor)
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)),
                                                  supplementaryItems: [badge])
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: \(header), alignment: .top)]
                section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: \(background))]
                return UICollectionViewCompositionalLayout(section: section)
            }
        }
        """
    }

    static func section(_ report: SwiftImportReport) throws -> Section {
        let layout = try #require(report.layout(named: "shelf"), "\(report.skipped.map(\.reason))")
        guard case .single(.section(let section)) = layout.definition.sections else {
            Issue.record("not one section")
            throw ImportFailure("not one section", at: nil)
        }
        return section
    }

    @Test func kindsDeclaredOutsideTheFilesComeInByTheirSpelling() throws {
        let text = Self.source(header: "SectionHeader.elementKind", background: "Theme.Kinds.shelfBackground", badge: "BadgeView.kind")
        let report = SwiftImporter().importSources([SwiftSource(path: "Shelf.swift", text: text)])
        let section = try Self.section(report)
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["SectionHeader.elementKind"])
        #expect(section.decorationItems.map(\.elementKind) == ["Theme.Kinds.shelfBackground"])
        guard case .group(let group) = section.content, case .subitems(let children) = group.children, case .item(let item)? = children.first else {
            Issue.record("not a group of items")
            return
        }
        #expect(item.supplementaryItems.map(\.elementKind) == ["BadgeView.kind"])
        // One note per kind, at the kind's place, in the order the code runs: line 7 column 26
        // is `BadgeView.kind` after 12 spaces and `elementKind: ` (13 characters); line 15
        // column 26 the header's, the same way; line 16 column 93 the decoration's, after 8
        // spaces, `section.decorationItems = [` (27), `NSCollectionLayoutDecorationItem` (32),
        // `.background(` (12) and `elementKind: ` (13).
        let notes = try #require(report.layout(named: "shelf")).warnings.filter { $0.severity == .note }
        #expect(notes.map { "\($0.position?.line ?? 0):\($0.position?.column ?? 0)" } == ["7:26", "15:26", "16:93"])
        #expect(
            notes.first?.message
                == "element kind `BadgeView.kind` cannot be followed (`BadgeView.kind` is not part of the layout API the importer follows); imported as its spelling, \"BadgeView.kind\" (an element kind names views and sizes nothing)"
        )
    }

    @Test func aKindTheFilesDeclareIsItsValueAndAHelpersParameterKeepsTheCallersSpelling() throws {
        let text =
            Self.source(header: "UICollectionView.elementKindSectionHeader", background: "Shelf.backgroundKind", badge: "kind(BadgeView.kind)") + """

                extension Shelf {
                    static let backgroundKind = "shelf-background"
                    static func kind(_ name: String) -> String { name }
                }
                """
        let report = SwiftImporter().importSources([SwiftSource(path: "Shelf.swift", text: text)])
        let section = try Self.section(report)
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["UICollectionElementKindSectionHeader"])
        #expect(section.decorationItems.map(\.elementKind) == ["shelf-background"])
        guard case .group(let group) = section.content, case .subitems(let children) = group.children, case .item(let item)? = children.first else {
            Issue.record("not a group of items")
            return
        }
        // Through a helper's parameter the spelling is the caller's, not `name`.
        #expect(item.supplementaryItems.map(\.elementKind) == ["BadgeView.kind"])
    }

    @Test func aKindMadeByACallOrKnownOnlyAtRunTimeStillSkips() {
        // A call's result is not a name: what it returns is not known to name anything fixed.
        let called = SwiftImporter().importSources([
            SwiftSource(
                path: "Shelf.swift",
                text: Self.source(
                    header: "Kinds.make(\"header\")", background: "\"bg\"", badge: "\"badge\""))
        ])
        #expect(called.layouts.isEmpty)
        #expect(called.skipped.count == 1)
    }

    @Test func interpolatedKindsKeepTheirEscapesAndDelimiters() throws {
        // The literal pieces around an interpolation resolve their escapes as the compiler does:
        // `\u{2D}` is "-", `\u{41}` "A"; in a raw string `\(` is text and `\#(` interpolates.
        let text = Self.source(
            header: #""\("shelf")\u{2D}header""#, background: ##"#"\(x)-\#("bg")\t"#"##, badge: #""badge\u{41}\("dot")""#)
        let report = SwiftImporter().importSources([SwiftSource(path: "Shelf.swift", text: text)])
        let section = try Self.section(report)
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["shelf-header"])
        #expect(section.decorationItems.map(\.elementKind) == [#"\(x)-bg\t"#])
        guard case .group(let group) = section.content, case .subitems(let children) = group.children, case .item(let item)? = children.first else {
            Issue.record("not a group of items")
            return
        }
        #expect(item.supplementaryItems.map(\.elementKind) == ["badgeAdot"])
    }
}
