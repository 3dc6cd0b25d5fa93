import LayoutModel
import Testing

@testable import SwiftImport

/// Column counts from the container's width used as a fraction (issue 31): `fractionalWidth(1 /
/// columns)` where the columns are the width rounded (`(width / 230).rounded()`, `round(…)`) or
/// cut (`Int(width / 200)`) comes in as a fraction over the container instead of being skipped.
@Suite struct ContainerFractionImportTests {
    static func source(_ columns: String) -> String {
        """
        import UIKit

        final class GridViewController: UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let width = environment.container.effectiveContentSize.width
                    let columns = \(columns)
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }
        """
    }

    static let width = Expression.variable("container.width")

    @Test(arguments: [
        ("(width / 230).rounded()", Expression.call(.round, [.binary(.divide, width, .number(230))])),
        ("round(width / 230)", .call(.round, [.binary(.divide, width, .number(230))])),
        ("(width / 230).rounded(.toNearestOrAwayFromZero)", .call(.round, [.binary(.divide, width, .number(230))])),
        ("CGFloat(Int(width / 200))", .call(.floor, [.binary(.divide, width, .number(200))])),
    ])
    func theItemIsOneColumnOfTheContainer(columns: String, expected: Expression) throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Grid.swift", text: Self.source(columns))])
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason.description))")
        let layout = try #require(report.layouts.first)
        let group = try #require(layout.definition.sectionsWithPaths.first?.section.group)
        guard case .subitems(let children) = group.children, case .item(let item)? = children.first else {
            Issue.record("no item")
            return
        }
        #expect(item.size.containerExpressions[.horizontal] == .binary(.divide, .number(1), expected))
        #expect(item.size.width.kind == .fractionalWidth)
    }
}
