import UIKit

// Cases with associated values, matched by case name with and without binding them; the
// identifiers come from an array the view controller fills when the data arrives.
final class CatalogueViewController: UIViewController {
    enum Section: Hashable {
        case header
        case category(id: Int)
        case promo(String)
        case footer
    }

    private var sections: [Section] = []

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] sectionIndex, _ in
            let section = self.sections[sectionIndex]
            switch section {
            case .header:
                return Rows.make(height: 64)
            case .category(let id):
                // The id picks the items, not the geometry.
                print("category \(id)")
                return Rows.grid(columns: 2)
            case .promo:
                return Rows.make(height: 160)
            case .footer:
                return nil
            }
        }
    }

    func update(categories: [Int]) {
        sections = [.header] + categories.map { .category(id: $0) } + [.footer]
    }
}
