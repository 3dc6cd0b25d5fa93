import UIKit

// The identifier looked up through another object: a protocol requirement the files do not
// implement, and a view model's method reading a struct's kind-like member.
protocol ProfilePresenting: AnyObject {
    func section(at index: Int) -> ProfileSection
}

enum ProfileSection {
    case header, posts, followers
}

final class ProfileViewController: UIViewController {
    let presenter: ProfilePresenting

    init(presenter: ProfilePresenting) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] index, _ in
            switch self.presenter.section(at: index) {
            case .header: return Rows.make(height: 240)
            case .posts: return Rows.grid(columns: 3)
            case .followers: return Rows.make(height: 52)
            }
        }
    }
}

struct ActivitySectionModel: Hashable {
    enum Kind: Hashable {
        case summary, chart, entries
    }

    let title: String
    let kind: Kind
}

final class ActivityViewModel {
    private(set) var sections: [ActivitySectionModel] = []

    func sectionType(for index: Int) -> ActivitySectionModel.Kind {
        sections[index].kind
    }
}

final class ActivityViewController: UIViewController {
    private let viewModel: ActivityViewModel

    init(viewModel: ActivityViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] index, _ in
            let kind = self.viewModel.sectionType(for: index)
            if kind == .chart {
                return Rows.make(height: 300)
            }
            return Rows.make(height: 48)
        }
    }
}
