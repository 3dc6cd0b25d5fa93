import LayoutModel
import Testing

@testable import SwiftImport

/// Sections followed on their own when the layout around them cannot be imported whole (see
/// `SeekTarget`): only a section whose code ran to its end comes in; a layout the format refuses
/// still gives the sections it holds; a layout whose code builds itself again ends.
@Suite struct SoughtSectionTests {
    static func run(_ files: [(String, String)]) -> SwiftImportReport {
        SwiftImporter(options: SwiftImportOptions()).importSources(files.map { SwiftSource(path: $0.0, text: $0.1) })
    }

    static func outcome(_ report: SwiftImportReport, line: Int) -> ConstructionSite.Outcome? {
        report.sites.first { $0.position.line == line }?.outcome
    }

    /// The header is added after the construction only when the chat has a title, known when
    /// the app runs (a `String?`, whose values cannot be listed as a `Bool`'s can): the section as
    /// built is not what the app shows, so the layout is followed both ways — with the header
    /// and without — and never as the section alone.
    @Test func aSectionChangedPastARunTimeChoiceIsFollowedBothWays() throws {
        let report = Self.run([
            (
                "App/Chat.swift",
                """
                import UIKit

                final class ChatViewController: UIViewController {
                    var headerTitle: String?

                    func createLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout { [headerTitle] index, environment in
                            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
                            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                            if headerTitle != nil {
                                let header = NSCollectionLayoutBoundarySupplementaryItem(
                                    layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                                section.boundarySupplementaryItems = [header]
                            }
                            return section
                        }
                    }
                }
                """
            )
        ])
        #expect(report.errors.isEmpty)
        #expect(report.layouts.map(\.name) == ["chat-header-title", "chat-no-header-title"])
        func headers(_ name: String) -> [String]? {
            guard case .single(.section(let section))? = report.layout(named: name)?.definition.sections else { return nil }
            return section.boundarySupplementaryItems.map(\.elementKind)
        }
        #expect(headers("chat-header-title") == ["UICollectionElementKindSectionHeader"])
        #expect(headers("chat-no-header-title") == [])
        // Line 7 builds the layout, line 9 the section: both imported, by both.
        #expect(report.recall.found == 2)
        #expect(report.recall.imported == 2)
        let note = try #require(report.layouts.flatMap(\.warnings).first { $0.message.hasPrefix("followed both ways") })
        #expect(note.position?.line == 10)
        #expect(note.message.contains("`headerTitle != nil`"))
    }

    /// `.empty()` gives an item an estimate of 0, which the format refuses (only supplementary and
    /// boundary items may be `estimated(0)`): the layout is invalid, but the
    /// loading section it holds comes in on its own, with the definition derived here.
    @Test func aLayoutTheFormatRefusesStillGivesItsSections() throws {
        let report = Self.run([
            (
                "App/Library.swift",
                """
                import UIKit

                final class LibraryViewController: UIViewController {
                    enum Section: Int { case loading, shelf }

                    func createLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout { index, _ in
                            switch Section(rawValue: index) {
                            case .loading:
                                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.8))
                                let cell = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                                return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [cell]))
                            default:
                                return .empty()
                            }
                        }
                    }
                }

                extension NSCollectionLayoutSection {
                    static func empty() -> NSCollectionLayoutSection {
                        let none = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(0))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: none, subitems: [NSCollectionLayoutItem(layoutSize: none)]))
                    }
                }
                """
            )
        ])
        #expect(report.errors.isEmpty)
        guard case .skipped(.invalid, _)? = Self.outcome(report, line: 7) else {
            Issue.record("the layout is not skipped as invalid: \(String(describing: Self.outcome(report, line: 7)))")
            return
        }
        guard case .imported(let names)? = Self.outcome(report, line: 12) else {
            Issue.record("the loading section is not imported: \(String(describing: Self.outcome(report, line: 12)))")
            return
        }
        #expect(names == ["library-loading"])
        // A full-width group 0.8 of the container's height holding one cell its own size.
        let expected = try #require(
            LayoutDocument.check(
                """
                name: library-loading
                section:
                  group:
                    layout: vertical
                    size: {width: fractionalWidth(1), height: fractionalHeight(0.8)}
                    subitems:
                      - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
                """, lint: false
            ).definition)
        let imported = try #require(report.layout(named: "library-loading"))
        #expect(imported.definition.contentHash == expected.contentHash, "\(imported.definition.canonicalText)")
    }

    /// The collection view is a lazy property built with this very layout, and the layout reads
    /// its frame: following it once is enough (it ran index by index, level by level, near the
    /// step limit before: 99 s in a debug build); the frame is the layout's container.
    ///
    /// Bounded by steps, not time: a time limit is tripped by a loaded machine as easily as by
    /// the walk it guards against.
    @Test func aLayoutBuiltAgainByItsOwnCodeEnds() throws {
        let budgets = StepBudget.Ledger()
        let report = ImportRun(options: SwiftImportOptions()).report(
            [
                SwiftSource(
                    path: "App/Movies.swift",
                    text: """
                        import UIKit

                        final class MoviesViewController: UIViewController {
                            private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())

                            private func createLayout() -> UICollectionViewLayout {
                                UICollectionViewCompositionalLayout { index, _ in
                                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(self.collectionView.frame.height / 3))
                                    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                                }
                            }
                        }
                        """)
            ], roots: ["App"], budgets: budgets)
        // Following the layout once takes 66 steps; walking it again index by
        // index, level by level ran to the budget (StepBudget.limit, a million).
        #expect(budgets.spent < 10_000, "\(budgets.spent) steps")
        #expect(report.errors.isEmpty)
        // The collection view's frame is the layout's container: a third of its height.
        #expect(report.recall.found == 2)
        #expect(report.recall.imported == 2)
        let movies = try #require(report.layout(named: "movies"))
        guard case .single(.section(let section)) = movies.definition.sections else {
            Issue.record("movies: not one section")
            return
        }
        #expect(section.group?.size.containerExpressions[.vertical]?.description == "container.contentSize.height / 3")
    }
}
