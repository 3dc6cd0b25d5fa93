import LayoutModel
import Testing

@testable import SwiftImport

/// Container arithmetic in shipping code (issue 31): a section provider that computes sizes,
/// insets, spacing and a column count from `layoutEnvironment.container.effectiveContentSize`
/// imports as expressions over `container.width` and `container.height`.
@Suite struct ContainerArithmeticImportTests {
    static let source = """
        import UIKit

        final class ShelfViewController: UIViewController {
            static let spacing: CGFloat = 8

            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let width = environment.container.effectiveContentSize.width
                    let columns = Int(width / 80)
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width * 0.9),
                                                           heightDimension: .absolute((width - 3 * Self.spacing) / 4)),
                        subitem: item, count: columns)
                    group.interItemSpacing = .fixed(Self.spacing)
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = environment.container.effectiveContentSize.height / 40
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: width * 0.05, bottom: 0, trailing: width * 0.05)
                    return section
                }
            }
        }
        """

    @Test func everyNumberComputedFromTheContainerBecomesAnExpression() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Shelf.swift", text: Self.source)])
        let layout = try #require(report.layouts.first, "\(report.skipped.map(\.reason))")
        let definition = layout.definition
        guard case .single(.section(let section)) = definition.sections, let group = section.group else {
            Issue.record("one section with a group expected")
            return
        }
        #expect(group.size.containerExpressions[.horizontal]?.description == "container.width * 0.9")
        #expect(group.size.containerExpressions[.vertical]?.description == "(container.width - 3 * 8) / 4")
        #expect(group.containerExpressions[.count]?.description == "floor(container.width / 80)")
        #expect(group.containerExpressions[.interItemSpacing] == nil)
        #expect(group.interItemSpacing == .fixed(8))
        #expect(section.interGroupSpacingExpression?.description == "container.height / 40")
        #expect(section.contentInsets.containerExpressions[.leading]?.description == "container.width * 0.05")
        #expect(section.contentInsets.containerExpressions[.top] == nil)
        // The stored numbers are the expressions' values at 390 × 844: 351, 91.5, 4 columns.
        #expect(group.size.width == .absolute(351))
        #expect(group.size.height == .absolute(91.5))
        guard case .count(_, 4) = group.children else {
            Issue.record("4 columns at the reference width, got \(group.children)")
            return
        }
        // What the importer returns is what the catalog reads back from its canonical form.
        #expect(LayoutDocument.check(definition.canonicalText, lint: false).definition == definition)
    }

    @Test func theContainerSizeBeforeItsInsetsIsItsOwnVariable() throws {
        let text = Self.source.replacingOccurrences(
            of: "let width = environment.container.effectiveContentSize.width",
            with: "let width = environment.container.contentSize.width")
        let report = SwiftImporter().importSources([SwiftSource(path: "Shelf.swift", text: text)])
        let layout = try #require(report.layouts.first, "\(report.skipped.map(\.reason))")
        guard case .single(.section(let section)) = layout.definition.sections, let group = section.group else {
            Issue.record("one section with a group expected")
            return
        }
        #expect(group.size.containerExpressions[.horizontal]?.description == "container.contentSize.width * 0.9")
        #expect(group.containerExpressions[.count]?.description == "floor(container.contentSize.width / 80)")
        // The height the code reads stays the effective one.
        #expect(section.interGroupSpacingExpression?.description == "container.height / 40")
    }

    @Test func aColumnCountConvertedBackToCGFloatCentresTheRow() throws {
        // Columns of 36 pt centred in the width: the count is a whole number (`Int(_:)`), the
        // space left over is split between the edges. At 390 pt: 10 columns, 30 pt left, 15 each.
        let source = """
            import UIKit

            enum Swatches {
                static func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, environment in
                        let width = environment.container.effectiveContentSize.width
                        let columns = Int(width / 36)
                        let edge = (width - CGFloat(columns) * 36) / 2
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .absolute(36), heightDimension: .absolute(34)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(34)),
                            subitems: [item])
                        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: edge, bottom: 0, trailing: edge)
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "Swatches.swift", text: source)])
        let layout = try #require(report.layouts.first, "\(report.skipped.map(\.reason))")
        guard case .single(.section(let section)) = layout.definition.sections, let group = section.group else {
            Issue.record("one section with a group expected")
            return
        }
        #expect(group.contentInsets.containerExpressions[.leading]?.description == "(container.width - floor(container.width / 36) * 36) / 2")
        #expect(group.contentInsets.leading == 15)
    }
}
