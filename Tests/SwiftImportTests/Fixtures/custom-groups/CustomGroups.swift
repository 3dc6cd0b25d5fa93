import UIKit

struct CustomGroups {
    // Literal frames, some over the container's size: they come back as frame expressions.
    func mosaic() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
        let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
            let width = environment.container.contentSize.width
            let height = environment.container.contentSize.height
            let gap: CGFloat = 8
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: (width - gap) / 2, height: height)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: (width + gap) / 2, y: 0, width: (width - gap) / 2, height: height / 2 - 4), zIndex: 2),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: (width + gap) / 2, y: height / 2 + 4, width: min(width / 2, 180), height: 96)),
            ]
        }
        return NSCollectionLayoutSection(group: group)
    }

    // One frame per index from a loop: `repeat`, with `i` for the index.
    func ladder() -> NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
            itemProvider: { env in
                let size = env.container.contentSize
                var items: [NSCollectionLayoutGroupCustomItem] = [
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: size.width, height: 30)),
                ]
                for index in 0..<4 {
                    let i = CGFloat(index)
                    items.append(NSCollectionLayoutGroupCustomItem(frame: CGRect(x: i * 20, y: 30 + i * 30, width: size.width - i * 20, height: 30)))
                }
                return items
            })
        return NSCollectionLayoutSection(group: group)
    }
}
