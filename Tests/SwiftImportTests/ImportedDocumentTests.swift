import LayoutModel
import Testing

@testable import SwiftImport

/// Every layout the importer reports reads back as a document, since `catalog` receives it
/// from the Swift reader as canonical text: what the model can hold but the format refuses (an
/// item estimated at 0) is skipped as invalid, naming the document path, instead of making the
/// whole answer unreadable. A badge anchored to two opposite edges, as a public sample writes
/// it, is UIKit's (centred between them) and comes in.
@Suite struct ImportedDocumentTests {
    @Test func anAnchorOnOppositeEdgesImportsAndAZeroEstimateOnAnItemIsSkipped() throws {
        let report = SwiftImporter().importSources([
            SwiftSource(
                path: "App/Badges.swift",
                text: """
                    import UIKit

                    final class BadgesViewController: UIViewController {
                        func createLayout() -> UICollectionViewLayout {
                            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
                            let anchor = NSCollectionLayoutAnchor(edges: [.bottom, .leading, .trailing], fractionalOffset: CGPoint(x: 0, y: 0.3))
                            let info = NSCollectionLayoutSupplementaryItem(
                                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)), elementKind: "info", containerAnchor: anchor)
                            let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [info])
                            let group = NSCollectionLayoutGroup.horizontal(
                                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)), subitems: [item])
                            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                        }

                        func createShrunkLayout() -> UICollectionViewLayout {
                            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(0))
                            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(
                                group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
                        }

                        func createPlainLayout() -> UICollectionViewLayout {
                            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(
                                group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
                        }
                    }
                    """)
        ])
        #expect(report.errors.isEmpty)
        #expect(report.layouts.map(\.name) == ["badges", "plain"])
        let badges = try #require(report.layout(named: "badges"))
        let info = badges.definition.sectionsWithPaths.first?.section.group.flatMap {
            if case .subitems(let children) = $0.children, case .item(let item)? = children.first { return item.supplementaryItems.first }
            return nil
        }
        #expect(info?.containerAnchor.edges == [.leading, .bottom, .trailing])
        let skipped = try #require(report.skipped.first)
        #expect(skipped.name == "shrunk")
        #expect(skipped.code == .invalid)
        #expect(skipped.reason.message.contains("size.height"), "\(skipped.reason.message)")
        for layout in report.layouts {
            #expect(LayoutDocument.check(json: layout.definition.canonicalText, lint: false).definition != nil)
        }
    }
}
