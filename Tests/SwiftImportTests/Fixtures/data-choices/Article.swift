import UIKit

struct Article {
    var hasHero: Bool
    var bodyHeight: CGFloat
}

// A provider written as a method: a placeholder while the article loads, a hero when the article
// has one, the body after. Without an article it is the placeholder's layout; the hero comes in
// on its own (named from its variable); the body's height is the article's own: it stays skipped.
final class ArticleViewController: UIViewController {
    var article: Article?

    func section(at index: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        guard let article else {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            let placeholder = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            return placeholder
        }
        if index == 0, article.hasHero {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)), subitems: [item])
            let hero = NSCollectionLayoutSection(group: group)
            hero.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
            return hero
        }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(article.bodyHeight))
        let body = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        return body
    }
}
