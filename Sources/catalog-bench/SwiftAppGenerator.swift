import Foundation

/// `catalog-bench make-swift-app DIR [FILES]`: writes a generated iOS app of FILES (1,000)
/// `.swift` files under DIR, to time `catalog import-swift` on an app of that size beside
/// `swiftc -frontend -parse` of the same files. Its shape follows the apps of
/// docs/import-corpus.md: about 120 lines a file, one file in ten building layouts (view
/// controllers with UIKit builders, section providers switching on a section enum that a
/// snapshot fills, list configurations, a builder with parameters called with literals, an
/// extension of UIKit used across files), the rest the code around them (models, view models,
/// views, services). Every layout it writes imports, so the time is real work. The text is
/// the same on every run.
enum SwiftAppGenerator {
    static func write(to folder: String, files: Int) throws {
        let root = URL(fileURLWithPath: folder)
        for (path, text) in make(files: files) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// Relative path → text, in a stable order.
    static func make(files: Int) -> [(String, String)] {
        var result: [(String, String)] = [("Shared/LayoutHelpers.swift", helpers)]
        for n in 1..<max(files, 1) {
            let module = "Feature\(n % 20)"
            switch n % 10 {
            case 0: result.append(("\(module)/Screen\(n)ViewController.swift", screen(n) + extras(n)))
            case 1, 4, 7: result.append(("\(module)/Model\(n).swift", model(n) + extras(n)))
            case 2, 5, 8: result.append(("\(module)/ViewModel\(n).swift", viewModel(n) + extras(n)))
            case 3, 6: result.append(("\(module)/Cell\(n).swift", cell(n) + extras(n)))
            default: result.append(("\(module)/Service\(n).swift", service(n) + extras(n)))
            }
        }
        return result
    }

    /// Helpers every screen uses: an extension of UIKit and a builder with parameters.
    static let helpers = """
        import UIKit

        enum Metrics {
            static let gutter: CGFloat = 8
            static let rowHeight: CGFloat = 44
        }

        extension NSCollectionLayoutSection {
            static func grid(columns: Int, height: CGFloat) -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitem: item, count: columns)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = Metrics.gutter
                return section
            }

            static func carousel(width: CGFloat) -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(width), heightDimension: .absolute(180)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                return section
            }
        }

        """

    /// A view controller with a section provider over its section enum, a list, and a grid.
    static func screen(_ n: Int) -> String {
        let columns = 2 + n % 3
        let height = 60 + n % 80
        return """
            import UIKit

            final class Screen\(n)ViewController: UIViewController {
                enum Section: Int, CaseIterable {
                    case featured, grid, list
                }

                private var collectionView: UICollectionView!
                private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
                private var items: [Int] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
                    view.addSubview(collectionView)
                    configureDataSource()
                }

                func createLayout() -> UICollectionViewLayout {
                    let configuration = UICollectionViewCompositionalLayoutConfiguration()
                    configuration.interSectionSpacing = 16
                    return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
                        switch self.dataSource.sectionIdentifier(for: index) {
                        case .featured:
                            return .carousel(width: 0.\(80 + n % 15))
                        case .grid:
                            let columns = environment.container.effectiveContentSize.width > 600 ? \(columns * 2) : \(columns)
                            return .grid(columns: columns, height: \(height))
                        case .list:
                            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                            list.headerMode = .supplementary
                            return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
                        case nil:
                            return nil
                        }
                    }, configuration: configuration)
                }

                func createCompactLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(section: .grid(columns: \(columns + 1), height: Metrics.rowHeight))
                }

                private func configureDataSource() {
                    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
                    snapshot.appendSections([.featured, .grid, .list])
                    snapshot.appendItems(items, toSection: .grid)
                    dataSource.apply(snapshot, animatingDifferences: false)
                }

                private func reload(with values: [Int]) {
                    items = values.filter { $0 % 2 == 0 }.sorted()
                    var snapshot = dataSource.snapshot()
                    snapshot.reloadSections([.grid])
                    dataSource.apply(snapshot)
                }
            }

            """
    }

    /// A model type with coding and a few computed properties.
    static func model(_ n: Int) -> String {
        var fields = ""
        var cases = ""
        for f in 0..<8 {
            fields += "    var field\(f): \(["String", "Int", "Double", "Bool"][f % 4])\n"
            cases += "        case field\(f) = \"field_\(f)\"\n"
        }
        return """
            import Foundation

            struct Model\(n): Codable, Hashable, Identifiable {
                let id: UUID
            \(fields)
                enum CodingKeys: String, CodingKey {
                    case id
            \(cases)    }

                var summary: String {
                    "\\(field0) (\\(field1))"
                }

                var isRecent: Bool {
                    field1 > \(n % 100) && field3
                }

                func updated(_ value: String) -> Model\(n) {
                    var copy = self
                    copy.field0 = value
                    return copy
                }

                static func sample(_ index: Int) -> Model\(n) {
                    Model\(n)(id: UUID(), field0: "item \\(index)", field1: index, field2: Double(index) / 2, field3: index % 2 == 0,
                              field4: "more", field5: index * 2, field6: 0.5, field7: false)
                }
            }

            extension Model\(n) {
                static func sorted(_ models: [Model\(n)]) -> [Model\(n)] {
                    models.sorted { lhs, rhs in
                        if lhs.field1 != rhs.field1 { return lhs.field1 < rhs.field1 }
                        return lhs.field0 < rhs.field0
                    }
                }

                static func grouped(_ models: [Model\(n)]) -> [Int: [Model\(n)]] {
                    Dictionary(grouping: models) { $0.field1 % 10 }
                }
            }

            """
    }

    /// A view model with state, closures and a switch.
    static func viewModel(_ n: Int) -> String {
        """
        import Combine
        import Foundation

        @MainActor
        final class ViewModel\(n): ObservableObject {
            enum State: Equatable {
                case idle
                case loading
                case loaded([String])
                case failed(String)
            }

            @Published private(set) var state: State = .idle
            private var cancellables: Set<AnyCancellable> = []
            private let service: Service\(n - n % 10 + 9)

            init(service: Service\(n - n % 10 + 9)) {
                self.service = service
            }

            var title: String {
                switch state {
                case .idle: return "Ready"
                case .loading: return "Loading…"
                case .loaded(let items): return "\\(items.count) items"
                case .failed(let message): return "Failed: \\(message)"
                }
            }

            func load() {
                state = .loading
                service.fetch { [weak self] result in
                    guard let self else { return }
                    switch result {
                    case .success(let values):
                        self.state = .loaded(values.map { "value \\($0)" })
                    case .failure(let error):
                        self.state = .failed(error.localizedDescription)
                    }
                }
            }

            func filter(_ query: String) -> [String] {
                guard case .loaded(let items) = state else { return [] }
                let lowered = query.lowercased()
                return items.filter { lowered.isEmpty || $0.lowercased().contains(lowered) }
            }
        }

        """
    }

    /// A collection view cell laid out in code.
    static func cell(_ n: Int) -> String {
        """
        import UIKit

        final class Cell\(n): UICollectionViewCell {
            static let reuseIdentifier = "Cell\(n)"

            private let titleLabel = UILabel()
            private let detailLabel = UILabel()
            private let imageView = UIImageView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                let stack = UIStackView(arrangedSubviews: [imageView, titleLabel, detailLabel])
                stack.axis = .vertical
                stack.spacing = \(4 + n % 6)
                stack.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                    stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                ])
                titleLabel.font = .preferredFont(forTextStyle: .headline)
                detailLabel.font = .preferredFont(forTextStyle: .subheadline)
                detailLabel.textColor = .secondaryLabel
                imageView.contentMode = .scaleAspectFill
                imageView.clipsToBounds = true
            }

            @available(*, unavailable)
            required init?(coder: NSCoder) {
                nil
            }

            func configure(title: String, detail: String?, image: UIImage?) {
                titleLabel.text = title
                detailLabel.text = detail
                detailLabel.isHidden = detail == nil
                imageView.image = image
            }

            override func prepareForReuse() {
                super.prepareForReuse()
                configure(title: "", detail: nil, image: nil)
            }
        }

        """
    }

    /// What files also hold, bringing them to the corpus's length (about 120 lines): a
    /// formatter, a cache, and an analytics event.
    static func extras(_ n: Int) -> String {
        """
        enum Format\(n) {
            static let separator = " · "

            static func duration(_ seconds: Int) -> String {
                let hours = seconds / 3600
                let minutes = (seconds % 3600) / 60
                if hours > 0 { return "\\(hours) h \\(minutes) min" }
                return minutes > 0 ? "\\(minutes) min" : "\\(seconds) s"
            }

            static func count(_ value: Int, singular: String, plural: String) -> String {
                value == 1 ? "1 \\(singular)" : "\\(value) \\(plural)"
            }

            static func joined(_ parts: [String?]) -> String {
                parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: separator)
            }
        }

        final class Cache\(n)<Value> {
            private var storage: [String: (value: Value, expires: Date)] = [:]
            private let lifetime: TimeInterval = \(60 * (1 + n % 5))
            private let lock = NSLock()

            func value(for key: String, now: Date = Date()) -> Value? {
                lock.lock()
                defer { lock.unlock() }
                guard let entry = storage[key], entry.expires > now else {
                    storage[key] = nil
                    return nil
                }
                return entry.value
            }

            func store(_ value: Value, for key: String, now: Date = Date()) {
                lock.lock()
                defer { lock.unlock() }
                storage[key] = (value, now.addingTimeInterval(lifetime))
            }

            func removeAll() {
                lock.lock()
                storage.removeAll()
                lock.unlock()
            }
        }

        struct Event\(n) {
            let name: String
            var properties: [String: String] = [:]

            static func screenViewed(_ screen: String) -> Event\(n) {
                Event\(n)(name: "screen_viewed", properties: ["screen": screen])
            }

            static func itemTapped(_ id: String, position: Int) -> Event\(n) {
                Event\(n)(name: "item_tapped", properties: ["id": id, "position": String(position)])
            }
        }

        """
    }

    /// A networking service with a request builder and decoding.
    static func service(_ n: Int) -> String {
        """
        import Foundation

        final class Service\(n) {
            enum Endpoint {
                case list(page: Int)
                case detail(id: String)
                case search(query: String)

                var path: String {
                    switch self {
                    case .list(let page): return "/items?page=\\(page)"
                    case .detail(let id): return "/items/\\(id)"
                    case .search(let query): return "/search?q=\\(query)"
                    }
                }
            }

            private let session: URLSession
            private let base = URL(string: "https://example.com/api/v\(1 + n % 3)")!

            init(session: URLSession = .shared) {
                self.session = session
            }

            func request(_ endpoint: Endpoint) -> URLRequest {
                var request = URLRequest(url: base.appendingPathComponent(endpoint.path))
                request.httpMethod = "GET"
                request.setValue("application/json", forHTTPHeaderField: "Accept")
                request.timeoutInterval = \(10 + n % 20)
                return request
            }

            func fetch(_ completion: @escaping (Result<[Int], Error>) -> Void) {
                session.dataTask(with: request(.list(page: 1))) { data, _, error in
                    if let error {
                        completion(.failure(error))
                        return
                    }
                    do {
                        let values = try JSONDecoder().decode([Int].self, from: data ?? Data())
                        completion(.success(values))
                    } catch {
                        completion(.failure(error))
                    }
                }.resume()
            }
        }

        """
    }
}
