import CatalogTestSupport
import Foundation
import Testing

/// `catalog import-swift` on a provider that switches over the data source's section identifier:
/// stored as `sectionsByKind`, and the report says which pattern it recognised, in the table, as a
/// note, and in JSON.
@Suite struct ImportSwiftByKindTests {
    static let feed = """
        import UIKit

        final class FeedViewController: UIViewController {
            enum Section: Hashable {
                case featured, grid, footer
            }

            private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    guard let section = self.dataSource.sectionIdentifier(for: sectionIndex) else { return nil }
                    switch section {
                    case .featured: return Self.rows(220)
                    case .grid: return Self.rows(120)
                    default: return Self.rows(44)
                    }
                }
            }

            static func rows(_ height: CGFloat) -> NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
        }
        """

    @Test func aProviderOverTheDataSourcesIdentifierIsStoredByKind() throws {
        let app = try SwiftAppFixture()
        defer { app.remove() }
        try app.write("Sources/Feed.swift", Self.feed)
        let imported = try app.catalog(["import-swift", "Sources"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("by kind: 2 kinds and a default from dataSource.sectionIdentifier(for:)"), "\(imported.stdout)")
        #expect(
            imported.stderr.contains(
                "note: sections chosen by the data source's section identifier (`dataSource.sectionIdentifier(for:)`): 2 kinds and a default"),
            "\(imported.stderr)")

        let shown = try app.catalog(["show", "feed", "--format", "yaml"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("sectionsByKind:"), "\(shown.stdout)")
        #expect(shown.stdout.contains("kind: featured") && shown.stdout.contains("kind: grid") && shown.stdout.contains("defaultSection:"))

        let json = try SwiftAppFixture.object(try app.catalog(["import-swift", "Sources", "--dry-run", "--format", "json"]).stdout)
        let layouts = try #require(json["layouts"] as? [[String: Any]])
        let chosen = try #require(layouts.first?["sectionsChosenBy"] as? [String: Any])
        #expect(chosen["pattern"] as? String == "data-source-identifier")
        #expect(chosen["expression"] as? String == "dataSource.sectionIdentifier(for:)")
        #expect(chosen["kinds"] as? [String] == ["featured", "grid"])
        #expect(chosen["hasDefault"] as? Bool == true)
    }
}
