// The Swift snippets of seed article 001 (小笔记 · UICollectionViewCompositionalLayout), typed as
// the article shows them (its first snippet's `let itemSize = .init(…)` is not valid Swift —
// the type cannot be inferred — but it says what it means). The element kinds come from seed
// article 000 (Seed000.swift), as the preset's summary says. Each `// catalog:` comment names
// the preset the snippet must match.
import UIKit

class DemoCollectionViewController: UICollectionViewController {
  // catalog: seed-two-column-cards
  func createLayout() -> UICollectionViewLayout {
    let itemSize = .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
    let item = NSCollectionLayoutItem(layoutSize:itemSize)

    let groupSize = .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(360))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize:groupSize, subitems: [item,item])

    let section = NSCollectionLayoutSection(group: group)
    return UICollectionViewCompositionalLayout(section: section)
  }
}

// catalog: list
func createBasicListLayout() -> UICollectionViewLayout { 
    // item 
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),heightDimension: .fractionalHeight(1.0))    
    let item = NSCollectionLayoutItem(layoutSize: itemSize)  

    // group
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),heightDimension: .absolute(44))    
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize,subitems: [item])  

    // section
    let section = NSCollectionLayoutSection(group: group)    
    let layout = UICollectionViewCompositionalLayout(section: section)  
  
    return layout
}

class SwipeActionsViewController: UIViewController {
// catalog: list-inset-grouped
func createLayout() -> UICollectionViewLayout{
    let layout = UICollectionViewCompositionalLayout {[unowned self] sectionIndex, layoutEnvironment in
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        // 添加滑动菜单
        configuration.trailingSwipeActionsConfigurationProvider = {indexPath in
            let action0 = UIContextualAction(style: .normal, title: "移除", handler: {_,_,completionHandler in
                print("移除")
                completionHandler(true)
            })
            action0.backgroundColor = .red
            action0.image = UIImage(systemName:"trash")
            let action1 = UIContextualAction(style: .destructive, title: "移除", handler: {action,view,completionHandler in
                print("移除",action,view)
                completionHandler(true)
            })
            action1.backgroundColor = .green
            action1.image = UIImage(systemName:"ruler.fill")
            let actions = UISwipeActionsConfiguration(actions: [action0,action1])
            actions.performsFirstActionWithFullSwipe = false
            return actions
        }
        let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        return section
    }
    return layout
}
}

class InsetGroupedTopGapViewController: UIViewController {
// catalog: seed-list-inset-grouped-header-footer
func createLayout() -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout {
            _,
            layoutEnvironment in
            var configuration = UICollectionLayoutListConfiguration(
                appearance: .insetGrouped
            )
            configuration.backgroundColor = .clear
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            let section = NSCollectionLayoutSection.list(using: configuration,
                                                         layoutEnvironment: layoutEnvironment)
            section.supplementaryContentInsetsReference = .none
            
            let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                          heightDimension:
                    .absolute(0))
            let footerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                          heightDimension:
                    .absolute(10))
            // 此处处理顶部间距问题
            let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize,
                                                                            elementKind: ElementKind.sectionHeader,
                                                                            alignment: .top)
            let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: footerSize,
                                                                            elementKind: ElementKind.sectionFooter,alignment: .bottom)
                                                                            
            section.boundarySupplementaryItems = [sectionHeader,sectionFooter]
            return section
        }
        return layout
    }
}
