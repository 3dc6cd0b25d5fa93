import LayoutModel
import Testing

@testable import SwiftImport

/// Layout methods spread over a class hierarchy, as app screens share a base controller: a call
/// finds the overload its arguments fit in the superclass too (one needing no default value
/// before the subclass's own with a default, as Swift picks), and an override that starts from
/// `super`'s layout and changes it is followed through `super`, the superclass's layout staying a
/// layout of its own.
@Suite struct InheritedMethodImportTests {
    static let screens = """
        import UIKit

        class ListScreen: UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    NSCollectionLayoutSection.list(using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
                }
            }
        }

        final class SpacedListScreen: ListScreen {
            override func makeLayout() -> UICollectionViewLayout {
                let layout = super.makeLayout()
                guard let layout = layout as? UICollectionViewCompositionalLayout else { return layout }
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.interSectionSpacing = 24
                layout.configuration = configuration
                return layout
            }
        }

        final class SearchScreen: ListScreen {
            lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout(compact: true))

            func makeLayout(compact: Bool = true) -> UICollectionViewLayout {
                let layout = makeLayout()
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.interSectionSpacing = compact ? 4 : 16
                (layout as? UICollectionViewCompositionalLayout)?.configuration = configuration
                return layout
            }
        }
        """

    @Test func superAndInheritedOverloadsAreFollowed() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Screens.swift", text: Self.screens)])
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason.description))")
        let spacing = Dictionary(uniqueKeysWithValues: report.layouts.map { ($0.name, $0.definition.configuration.interSectionSpacing) })
        #expect(spacing == ["list": 0, "spaced-list": 24, "search": 4])
        for layout in report.layouts {
            guard case .single(.section(let section)) = layout.definition.sections, case .list(let list) = section.content else {
                Issue.record("\(layout.name): not one list section")
                continue
            }
            #expect(list.appearance == .insetGrouped)
        }
    }
}
