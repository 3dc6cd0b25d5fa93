import SwiftSyntax

/// The evaluation steps one declaration's code may take, shared by every evaluation that starts
/// in it.
///
/// An import follows the same code more than once: a layout's function, then each section built
/// in it, on its own, when the layout could not be imported whole; each again in other
/// environments; each case of a setting; each call of a builder from that code. With a limit
/// per evaluation only (2,000,000 steps), a loop whose end cannot be seen cost the whole limit
/// every time: a 6 KB file with one such loop and three sections took 13 s, and more sections
/// would take longer.
/// The evaluations that start in one declaration's code therefore draw on one budget of
/// `limit` steps; once it is spent, later ones share `reserve` more (enough for code that does
/// not pass through the loop again), so that code costs at most `limit + reserve` steps however
/// often it is followed.
final class StepBudget {
    /// The steps of the code's evaluations before the first one gives up: about 0.5 s for
    /// `while true { }` in a release build, 3 s for a loop adding to a huge `Double`, while the
    /// layouts of the test fixtures and of a generated 10,000-line file take at most 1,238.
    static let limit = 1_000_000
    /// The steps later evaluations of the same code share after that.
    static let reserve = 100_000

    private(set) var spent = 0
    /// Set when the first evaluation gave up, with where it was.
    private var exhausted = false
    private var exhaustion: SourcePosition?

    /// Takes one step; false when none is left.
    func take() -> Bool {
        guard spent < (exhausted ? Self.limit + Self.reserve : Self.limit) else { return false }
        spent += 1
        return true
    }

    /// Why the evaluation that found no step left gives up, having taken `own` steps itself.
    func failure(own: Int, at position: SourcePosition?) -> ImportFailure {
        guard exhausted else {
            exhausted = true
            exhaustion = position
            if own >= Self.limit {
                return ImportFailure("gave up after \(Self.limit) evaluation steps (a loop whose end cannot be seen?)", at: position, reason: .limit)
            }
            return ImportFailure(
                "gave up after \(Self.limit) evaluation steps of this code, \(own) of them here and the rest following it for other layouts, sections or environments (a loop whose end cannot be seen?)",
                at: position, reason: .limit)
        }
        let first = exhaustion.map { " at \($0.line):\($0.column) of \($0.file)" } ?? ""
        return ImportFailure(
            "gave up: this code has taken \(Self.limit + Self.reserve) evaluation steps, followed for this and for other layouts, sections or environments (it first gave up\(first): a loop whose end cannot be seen?)",
            at: position, reason: .limit)
    }

    /// The budgets of one import run, by the code evaluations start in.
    final class Ledger {
        private var budgets: [SyntaxIdentifier: StepBudget] = [:]
        private var ownBudgets: [StepBudget] = []

        /// Every step the run's evaluations took.
        var spent: Int {
            budgets.values.reduce(0) { $0 + $1.spent } + ownBudgets.reduce(0) { $0 + $1.spent }
        }

        /// The budget of the code `code` identifies; a budget of its own when nil.
        func budget(for code: SyntaxIdentifier?) -> StepBudget {
            guard let code else {
                let budget = StepBudget()
                ownBudgets.append(budget)
                return budget
            }
            if let budget = budgets[code] { return budget }
            let budget = StepBudget()
            budgets[code] = budget
            return budget
        }
    }
}
