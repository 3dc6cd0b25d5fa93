import LayoutModel
import Testing
@testable import SwiftImport

@Suite struct SmokeTests {
    @Test func grid() throws {
        let source = """
        import UIKit
        class GridViewController: UIViewController {
            func createLayout() -> UICollectionViewLayout {
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                let layout = UICollectionViewCompositionalLayout(section: section)
                return layout
            }
        }
        """
        let report = SwiftImporter().importSources([SwiftSource(path: "Grid.swift", text: source)])
        print(report.layouts.map { "\($0.name) \($0.source): \($0.definition.canonicalText)" })
        print(report.skipped.map { "\($0.name): \($0.reason)" })
        print(report.errors, report.fileWarnings)
        print(report.layouts.flatMap(\.warnings))
        #expect(report.layouts.count == 1)
    }
}
