import LayoutModel
import Testing

@testable import SwiftImport

/// `.zero` where UIKit wants a number (`NSDirectionalEdgeInsets(top: .zero, …)`) is 0: an
/// implicit member of `CGFloat`, whichever numeric type, never an enum case the layout cannot
/// follow (issue 31; a shipping app's four layouts were skipped for it).
@Suite struct ImplicitZeroTests {
    @Test func aZeroInsetIsZero() throws {
        let source = """
            import UIKit

            func makeMemoLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                             subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: .zero, leading: 16, bottom: .zero, trailing: 16)
                section.interGroupSpacing = .zero
                return UICollectionViewCompositionalLayout(section: section)
            }
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "Memo.swift", text: source)])
        let layout = try #require(report.layouts.first, "\(report.skipped.map(\.reason))")
        guard case .single(.section(let section)) = layout.definition.sections else {
            Issue.record("not one section")
            return
        }
        #expect(section.contentInsets == Insets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(section.interGroupSpacing == 0)
    }
}
