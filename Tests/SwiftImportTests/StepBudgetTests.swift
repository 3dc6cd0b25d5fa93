import Testing

@testable import SwiftImport

/// Code that gave up for the step limit is not given the whole limit again each time the import
/// follows it (issue 22: a 6 KB file with one endless loop and three sections took 13 s, its
/// function followed once as a layout and once more for each section on its own).
@Suite struct StepBudgetTests {
    static let endless = "a loop whose end cannot be seen?"

    @Test func aBudgetHasItsLimitThenAReserveForLaterEvaluations() {
        let budget = StepBudget()
        // One evaluation takes all 1,000,000 steps; the next one finds none.
        #expect((0..<1_000_000).allSatisfy { _ in budget.take() })
        #expect(!budget.take())
        let first = SourcePosition(file: "Loop.swift", line: 4, column: 5)
        #expect(budget.failure(own: 1_000_000, at: first).message == "gave up after 1000000 evaluation steps (\(Self.endless))")
        // Later evaluations of the same code share 100,000 more, then give up pointing at the first.
        #expect((0..<100_000).allSatisfy { _ in budget.take() })
        #expect(!budget.take())
        let later = budget.failure(own: 100_000, at: SourcePosition(file: "Loop.swift", line: 9, column: 20))
        #expect(
            later.message
                == "gave up: this code has taken 1100000 evaluation steps, followed for this and for other layouts, sections or environments "
                + "(it first gave up at 4:5 of Loop.swift: \(Self.endless))")
        #expect(later.position == SourcePosition(file: "Loop.swift", line: 9, column: 20))
    }

    @Test func anEvaluationThatSharedTheLimitSaysHowMuchWasItsOwn() {
        let budget = StepBudget()
        // An earlier evaluation of the code took 1,000 steps; this one took the other 999,000.
        #expect((0..<1_000_000).allSatisfy { _ in budget.take() })
        #expect(!budget.take())
        #expect(
            budget.failure(own: 999_000, at: nil).message
                == "gave up after 1000000 evaluation steps of this code, 999000 of them here and the rest following it for other layouts, sections or environments (\(Self.endless))"
        )
    }

    /// The layout's function builds its section, then gives up in a loop; the section, followed
    /// on its own through the same code (the code after its construction might change it), gets
    /// only the reserve, and says where the code first gave up.
    @Test func aSectionFollowedAgainInCodeThatGaveUpSharesItsBudget() throws {
        let text = """
            import UIKit

            func makeFeedLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                while true { }
                return UICollectionViewCompositionalLayout(section: section)
            }
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "Loop.swift", text: text)])
        #expect(report.layouts.isEmpty)
        let layout = try #require(report.skipped.first { $0.name == "feed" })
        #expect(layout.reason.message == "gave up after 1000000 evaluation steps (\(Self.endless))")
        // The loop is line 7: `while` at column 5, its condition `true` at column 11.
        let first = try #require(layout.reason.position)
        #expect(first.line == 7 && [5, 11].contains(first.column))
        let section = try #require(report.sites.first { $0.call == "NSCollectionLayoutSection(group:)" })
        guard case .skipped(let reason, let diagnostic) = section.outcome else {
            Issue.record("the section was imported: \(section.outcome)")
            return
        }
        #expect(reason == .limit)
        #expect(
            diagnostic.message
                == "on its own: gave up: this code has taken 1100000 evaluation steps, followed for this and for other layouts, sections or environments "
                + "(it first gave up at 7:\(first.column) of Loop.swift: \(Self.endless))")
    }
}
