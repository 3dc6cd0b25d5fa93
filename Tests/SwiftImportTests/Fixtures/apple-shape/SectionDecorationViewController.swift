import UIKit

final class SectionDecorationViewController: UIViewController {
    static let sectionBackgroundDecorationElementKind = "section-background-element-kind"

    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { Section { HGroup { Item() }.height(.absolute(44)) }.decorationItems { Background() } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.sectionBackgroundDecorationElementKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: Self.sectionBackgroundDecorationElementKind)
        return layout
    }
}

final class SectionBackgroundDecorationView: UICollectionReusableView {}
