import UIKit

// An if/else chain of `==` over string identifiers from an array property; the guard against
// the array's count holds for every section the provider is asked for.
final class InboxViewController: UIViewController {
    var sectionIDs: [String] = []

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard sectionIndex < self.sectionIDs.count else { return nil }
            let id = self.sectionIDs[sectionIndex]
            if id == "pinned" {
                return Rows.make(height: 90)
            } else if id == "unread" {
                return Rows.make(height: 72)
            } else {
                return Rows.make(height: 56)
            }
        }
    }
}
