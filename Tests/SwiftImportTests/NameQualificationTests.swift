import LayoutModel
import Testing

@testable import SwiftImport

/// Names never block a run: a name several layouts derive is qualified by the enclosing type,
/// then by the part of the path that differs, then by a number, the same on every run; only two
/// `// catalog:` names alike are an error.
@Suite struct NameQualificationTests {
    /// A view controller whose `methodName()` builds one grid row of `columns` cells.
    static func controller(_ type: String, method: String = "createLayout", columns: Int = 3, comment: String? = nil) -> String {
        """
        import UIKit

        final class \(type): UIViewController {
        \(comment.map { "    // catalog: \($0)\n" } ?? "")    func \(method)() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let row = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: item, count: \(columns))
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
            }
        }

        """
    }

    static func run(_ files: [(String, String)], options: SwiftImportOptions = SwiftImportOptions()) -> SwiftImportReport {
        SwiftImporter(options: options).importSources(files.map { SwiftSource(path: $0.0, text: $0.1) })
    }

    @Test func aNameDerivedInSeveralTypesIsQualifiedByEachType() throws {
        let report = Self.run([
            ("App/Grid.swift", Self.controller("GridViewController", method: "createLayoutOld", columns: 5)),
            ("App/List.swift", Self.controller("ListViewController", method: "createLayoutOld", columns: 1)),
        ])
        #expect(report.errors.isEmpty)
        // `createLayoutOld` derives `layout-old` in both: each becomes its type's words and `old`.
        #expect(report.layouts.map(\.name) == ["grid-old", "list-old"])
        let grid = try #require(report.layout(named: "grid-old"))
        #expect(grid.qualification == NameQualification(derived: "layout-old", others: 1, step: .type))
        #expect(grid.qualification?.description == "'layout-old' is derived by 1 other layout; qualified by the enclosing type")
        guard case .count(_, let count)? = grid.definition.sectionsWithPaths.first?.section.group?.children else {
            Issue.record("grid-old: not a count group")
            return
        }
        #expect(count == 5)
    }

    @Test func twoLayoutsOfOneTypeInOneFileAreNumberedInSourceOrder() throws {
        // Both derive `feed` from the type: the type cannot tell them apart, nor the path.
        let source = """
            import UIKit

            final class FeedViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(section: makeSection())
                }

                override func viewDidLoad() {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    _ = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }

                func makeSection() -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            """
        let report = Self.run([("Feed.swift", source)])
        #expect(report.errors.isEmpty)
        // `makeSection` is a building block of `createLayout`: two layouts, not three.
        #expect(report.layouts.map(\.name) == ["feed", "feed-2"])
        #expect(report.layouts.first?.qualification == nil)
        #expect(report.layouts.last?.qualification == NameQualification(derived: "feed", others: 1, step: .number))
        #expect(report.layouts.last?.source.line == 11)
    }

    @Test func copiesOfAnAppAreQualifiedByThePathThatDiffersAndSaidIdentical() throws {
        let feed = Self.controller("FeedViewController")
        let report = Self.run([("Apps/iOS12/Feed/FeedViewController.swift", feed), ("Apps/iOS13/Feed/FeedViewController.swift", feed)])
        #expect(report.errors.isEmpty)
        // The folders both paths share (Apps/ and Feed/) say nothing: `ios-12` and `ios-13` do.
        #expect(report.layouts.map(\.name) == ["ios-12-feed", "ios-13-feed"])
        #expect(report.layouts.map(\.qualification?.step) == [.path, .path])
        #expect(report.layouts.first?.identicalTo == ["ios-13-feed"])
        #expect(report.layouts.last?.identicalTo == ["ios-12-feed"])
    }

    @Test func namesAreTheSameOnEveryRunAndInAnyFileOrder() {
        let files = [
            ("A/Grid.swift", Self.controller("GridViewController", method: "createLayoutOld")),
            ("B/Grid.swift", Self.controller("GridViewController", method: "createLayoutOld", columns: 4)),
            ("A/List.swift", Self.controller("ListViewController", method: "createLayoutOld")),
        ]
        let first = Self.run(files).layouts.map { "\($0.source.file) \($0.name)" }.sorted()
        let reversed = Self.run(files.reversed()).layouts.map { "\($0.source.file) \($0.name)" }.sorted()
        // The two grids share their type: told apart by their folder; the list by its type.
        #expect(first == ["A/Grid.swift a-grid-old", "A/List.swift list-old", "B/Grid.swift b-grid-old"])
        #expect(reversed == first)
    }

    @Test func twoCommentsNamingOneLayoutAreTheOnlyError() throws {
        let report = Self.run([
            ("Home.swift", Self.controller("HomeViewController", comment: "home")),
            ("Start.swift", Self.controller("StartViewController", comment: "home")),
        ])
        #expect(report.errors.count == 1)
        let error = try #require(report.errors.first)
        #expect(error.position?.file == "Start.swift")
        #expect(error.position?.line == 5)
        #expect(error.message == "two `// catalog:` names say 'home': here and at Home.swift:5:10; a layout's name must be unique")
    }

    @Test func aCommentKeepsItsNameAndTheDerivedOneGivesWay() {
        let report = Self.run([
            ("Grid.swift", Self.controller("GridViewController", comment: "list")),
            ("List.swift", Self.controller("ListViewController")),
        ])
        #expect(report.errors.isEmpty)
        // `list` is the comment's; the list view controller's derived `list` is numbered, since
        // its type is its name already.
        #expect(Set(report.layouts.map(\.name)) == ["list", "list-2"])
        #expect(report.layout(named: "list")?.source.file == "Grid.swift")
        #expect(report.layout(named: "list-2")?.qualification == NameQualification(derived: "list", others: 0, step: .number))
    }

    @Test func qualifyingByTypeDropsTheWordsTheTypeNowStandsFor() {
        #expect(NameAssignment.typeQualified("layout-old", type: "DistinctSectionsViewController") == "distinct-sections-old")
        #expect(NameAssignment.typeQualified("grid-section", type: "GridViewController") == "grid")
        #expect(NameAssignment.typeQualified("hero", type: "Home.FeedViewController") == "feed-hero")
    }

    @Test func thePathPartThatDiffersIsWhatIsLeftBetweenTheSharedEnds() {
        let paths = ["Apps/iOS12/Feed.swift", "Apps/iOS13/Feed.swift", "Apps/Beta/Feed.swift"].map(NameAssignment.pathWords)
        #expect(NameAssignment.distinguishing(paths) == [["ios", "12"], ["ios", "13"], ["beta"]])
        #expect(NameAssignment.distinguishing([NameAssignment.pathWords("Feed.swift")]) == [[]])
        // Files of one folder: nothing tells them apart (they are numbered).
        #expect(NameAssignment.distinguishing(["App/Grid.swift", "App/GridViewController.swift"].map(NameAssignment.pathWords)) == [[], []])
    }
}
