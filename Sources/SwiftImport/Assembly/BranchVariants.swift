/// A layout whose code takes a branch the app decides when it runs — `if !items.isEmpty`, `if
/// let footer = footer`, `#if DEBUG`, `if UIDevice.current.userInterfaceIdiom == .pad` — is one
/// layout per answer: the code is followed with the condition fixed to `true`, then to `false`,
/// and each answer that builds a layout is a variant named with the condition
/// (`detail-privacy-permissions`, `detail-no-privacy-permissions`), with a note at the
/// condition. A variant that meets another such condition is followed both ways again, up to
/// `depthLimit` conditions (at most 2^depthLimit variants); answers that build the same layout as
/// an earlier one add nothing. A user reviewing the import sees every layout the screen can
/// show, and the note says which branch each one is.
enum BranchVariants {
    /// Conditions followed both ways in one layout, at most.
    static let depthLimit = 3

    /// The variants of a candidate whose code stopped at a condition the app decides; nil when
    /// it stopped for another reason or no answer builds a layout.
    static func variants(of evaluation: CandidateEvaluation, receiver: Value? = nil, context: RunContext) -> [StateVariants.Variant]? {
        guard case .failed(let failure) = evaluation.outcome else { return nil }
        return variants(after: failure, context: context) { CandidateEvaluation(evaluation.candidate, context: $0, receiver: receiver) }
    }

    /// The variants of code that stopped with `failure`, followed again by `evaluate` in a
    /// context with the condition's answer fixed; nil when `failure` is no condition the app
    /// decides or no answer builds a layout.
    static func variants(
        after failure: ImportFailure, context: RunContext, evaluate: (RunContext) -> CandidateEvaluation?
    ) -> [StateVariants.Variant]? {
        guard failure.reason == .runtimeCondition, let first = failure.branch else { return nil }
        var built: [(variant: StateVariants.Variant, answers: [Bool])] = []
        var seen: Set<LayoutContentKey> = []
        var noted: Set<SourcePosition> = []
        // Breadth first, so a variant of fewer conditions is found before the deeper ones that
        // build the same layout.
        var pending: [(context: RunContext, taken: [(branch: RuntimeBranch, answer: Bool)], next: RuntimeBranch)] = [(context, [], first)]
        while !pending.isEmpty {
            let (base, taken, branch) = pending.removeFirst()
            for answer in [true, false] {
                var fixed = base
                fixed.branches[branch.site] = answer
                let path = taken + [(branch, answer)]
                guard var variant = evaluate(fixed) else { continue }
                variant.holdsItsSites = false
                switch variant.outcome {
                case .content(let content):
                    guard seen.insert(LayoutContentKey(content)).inserted else { continue }
                    // One note per condition, on the first variant that takes it.
                    for step in path where noted.insert(step.branch.site).inserted {
                        let named = [true, false].map { "`…-\(step.branch.words($0).joined(separator: "-"))`" }.joined(separator: " and ")
                        variant.warnings.append(
                            ImportDiagnostic(
                                .note, at: step.branch.site,
                                "followed both ways: `\(step.branch.spelled)` is decided when the app \(step.branch.isBuildSetting ? "is built" : "runs"), so each answer is a layout of its own (\(named))"
                            ))
                    }
                    built.append(
                        (StateVariants.Variant(words: path.flatMap { $0.branch.words($0.answer) }, evaluation: variant), path.map(\.answer)))
                case .failed(let again):
                    guard again.reason == .runtimeCondition, path.count < depthLimit, let next = again.branch, fixed.branches[next.site] == nil else {
                        continue
                    }
                    pending.append((fixed, path, next))
                case .needsArguments:
                    continue
                }
            }
        }
        // In the order a reader takes the branches: each condition's `true` before its `false`.
        let ordered = built.sorted { a, b in
            a.answers.lexicographicallyPrecedes(b.answers) { $0 && !$1 }
        }
        return ordered.isEmpty ? nil : ordered.map(\.variant)
    }
}
