import LayoutModel
import SwiftSyntax

/// One import run over a set of files: finds the layouts and construction sites, follows each
/// layout, follows the calls of builders that take arguments, names everything, and says what
/// became of every construction site.
struct ImportRun {
    let options: SwiftImportOptions

    /// One layout of the report before it is named: a candidate followed, or one call of a
    /// builder that takes arguments.
    private struct Entry {
        var evaluation: CandidateEvaluation
        /// Where the layout is built: the candidate's position, or the builder call's.
        var source: SourcePosition
        /// For a builder call: the words its arguments add to the name, and the call.
        var variant: BuilderVariant?
        /// For a builder no call fixes: why (the code and message of the report).
        var unfollowed: (reason: SkipReason, message: String, at: SourcePosition)?
    }

    /// - Parameter budgets: the run's step budgets; a caller that passes its own can read the
    ///   steps the run took.
    func report(_ sources: [SwiftSource], roots: [String], budgets: StepBudget.Ledger = StepBudget.Ledger()) -> SwiftImportReport {
        var report = SwiftImportReport()
        // A file whose nesting would crash or stall the parser is refused before it is parsed.
        let parseable = sources.filter { source in
            guard let refusal = SourceShape.refusal(in: source.text) else { return true }
            report.skippedFiles.append(
                SkippedFile(
                    path: source.path, position: SourcePosition(file: source.path, line: refusal.line, column: refusal.column),
                    cause: .tooDeep, message: refusal.message))
            return false
        }
        let files = parseable.enumerated().map { ParsedFile(source: $1, order: $0) }
        report.fileCount = files.count
        for file in files {
            if let error = file.firstSyntaxError {
                report.fileWarnings.append(ImportDiagnostic(.warning, at: error, "the file has a syntax error here; layouts in it may be incomplete"))
            }
        }
        let index = DeclarationIndex(files: files)
        let discovery = CandidateFinder.candidates(in: files, index: index)
        let context = RunContext(
            index: index, options: options, budgets: budgets, watched: Set(discovery.sites.map(\.call.id) + discovery.builderCalls.map(\.call.id)),
            snapshotSections: SnapshotSections(calls: discovery.appendSections, index: index, options: options))
        let candidates = discovery.candidates

        // Declarations and layout constructions first; a section built outside them is a
        // layout of its own only where no layout already builds it.
        func isSectionConstruction(_ candidate: LayoutCandidate) -> Bool {
            if case .construction = candidate.origin { return candidate.kind == .section }
            return false
        }
        var evaluations: [CandidateEvaluation?] = candidates.map { candidate in
            isSectionConstruction(candidate) ? nil : CandidateEvaluation(candidate, context: context)
        }
        var usedByOthers: Set<DeclarationKey> = []
        var reachedBySuccess: Set<SyntaxIdentifier> = []
        func absorb(_ evaluation: CandidateEvaluation) {
            // A layout the format refuses is no success: its sections are sought on their own.
            guard case .content(let content) = evaluation.outcome, Self.problems(content).isEmpty else { return }
            usedByOthers.formUnion(evaluation.followed.subtracting(evaluation.candidate.key.map { [$0] } ?? []))
            reachedBySuccess.formUnion(evaluation.reached)
        }
        evaluations.compactMap { $0 }.forEach(absorb)
        // Layouts that read a setting the app changes or take a branch it decides: one per
        // value or answer, each a success like any.
        var stateVariants: [Int: [StateVariants.Variant]] = [:]
        for (offset, evaluation) in evaluations.enumerated() {
            guard let evaluation, enumCases(of: evaluation.candidate) == nil,
                let variants = StateVariants.variants(of: evaluation, context: context)
                    ?? BranchVariants.variants(of: evaluation, context: context)
            else { continue }
            stateVariants[offset] = variants
            variants.map(\.evaluation).forEach(absorb)
        }
        for (offset, candidate) in candidates.enumerated() where isSectionConstruction(candidate) {
            guard case .construction(let call, _) = candidate.origin, !reachedBySuccess.contains(call.id) else { continue }
            let evaluation = CandidateEvaluation(candidate, context: context)
            evaluations[offset] = evaluation
            absorb(evaluation)
        }

        // A section or group function that a layout followed is a building block of that
        // layout, not a layout of its own.
        var entries: [Entry] = []
        // Why a section sought on its own could not be imported, once the code was taken towards it.
        var soughtFailures: [SyntaxIdentifier: ImportFailure] = [:]
        for (offset, evaluation) in evaluations.enumerated() {
            guard let evaluation else { continue }
            if !options.includeBuildingBlocks, let key = evaluation.candidate.key, usedByOthers.contains(key) { continue }
            if case .construction(let call, _) = evaluation.candidate.origin, evaluation.candidate.kind == .section,
                case .failed = evaluation.outcome, reachedBySuccess.contains(call.id)
            {
                continue
            }
            if isSectionConstruction(evaluation.candidate), case .failed = evaluation.outcome,
                let sought = soughtEntries(evaluation.candidate, context: context, failures: &soughtFailures)
            {
                entries += sought
                continue
            }
            if let variants = stateVariants[offset] {
                let candidate = evaluation.candidate
                entries += variants.map {
                    Entry(
                        evaluation: $0.evaluation, source: candidate.position,
                        variant: BuilderVariant(words: $0.words, startLines: candidate.startLines))
                }
                continue
            }
            if case .initializer(let initializer) = evaluation.candidate.origin {
                entries += self.entries(
                    for: evaluation, initializer: initializer, sites: discovery.sites, reachedBySuccess: reachedBySuccess, context: context)
                continue
            }
            entries += self.entries(for: evaluation, calls: discovery.builderCalls, reachedBySuccess: reachedBySuccess, context: context)
        }
        // Sections inside layouts that could not be followed whole, each on its own (not those
        // an entry already builds: an enum member's case, a builder's call).
        var reachedByEntries = reachedBySuccess
        for entry in entries {
            if case .content(let content) = entry.evaluation.outcome, Self.problems(content).isEmpty {
                reachedByEntries.formUnion(entry.evaluation.reached)
            }
        }
        for candidate in discovery.innerSections {
            guard case .construction(let call, _) = candidate.origin, !reachedByEntries.contains(call.id),
                let sought = soughtEntries(candidate, context: context, failures: &soughtFailures)
            else { continue }
            entries += sought
        }
        // Stable: entries at one place (an enum's cases) keep the order they were made in.
        let fileOrder = Dictionary(files.map { ($0.path, $0.order) }, uniquingKeysWith: { first, _ in first })
        entries = entries.enumerated().sorted { a, b in
            ((fileOrder[a.element.source.file] ?? 0), a.element.source, a.offset) < (
                (fileOrder[b.element.source.file] ?? 0), b.element.source, b.offset
            )
        }.map(\.element)

        // Names.
        var headerWarnings: [ImportDiagnostic] = []
        var headers: [String: [CatalogHeader]] = [:]
        for file in files { headers[file.path] = CatalogHeader.headers(in: file, warnings: &headerWarnings) }
        report.fileWarnings += headerWarnings
        var claimedHeaders: Set<String> = []
        var entryHeaders: [CatalogHeader?] = []
        var requests: [NameAssignment.Request] = []
        for entry in entries {
            let candidate = entry.evaluation.candidate
            var header: CatalogHeader?
            if entry.variant == nil, let found = headers[candidate.file.path]?.first(where: { $0.lastLine < candidate.position.line }) {
                if claimedHeaders.insert("\(candidate.file.path):\(found.lastLine)").inserted { header = found }
            }
            entryHeaders.append(header)
            let lines = entry.variant?.startLines ?? candidate.startLines
            let comment = lines.lazy.compactMap { line -> String? in
                if case .name(let name)? = candidate.file.catalogComments[line - 1] { return name }
                return nil
            }.first
            let derived = LayoutNaming.derive(declaration: candidate.declarationName, type: candidate.typeName)
            var name = derived.name
            if let words = entry.variant?.words, !words.isEmpty {
                name = LayoutNaming.kebab(name.split(separator: "-").map(String.init) + words)
            }
            requests.append(
                NameAssignment.Request(
                    explicit: comment ?? header?.name, derived: name, derivedFromType: derived.fromType && (entry.variant?.words.isEmpty ?? true),
                    typeName: candidate.typeName, relativePath: Self.relative(entry.source.file, roots: roots), position: entry.source))
        }
        let naming = NameAssignment.assign(requests, prefix: options.namePrefix)
        report.errors += naming.errors

        // Layouts, skips, and identical copies.
        var names: [String] = []
        var contents: [LayoutContentKey: [String]] = [:]
        var importedEntries: [(entry: Int, layout: Int)] = []
        var skippedEntries: [(entry: Int, skipped: Int)] = []
        for (offset, entry) in entries.enumerated() {
            let name = options.namePrefix + naming.names[offset]
            names.append(name)
            let evaluation = entry.evaluation
            let header = entryHeaders[offset]
            let qualification = naming.qualifications[offset]
            func skip(_ code: SkipReason, _ message: String, at position: SourcePosition) {
                skippedEntries.append((offset, report.skipped.count))
                report.skipped.append(
                    SkippedLayout(
                        name: name, source: entry.source, reason: ImportDiagnostic(.warning, at: position, message), code: code,
                        warnings: evaluation.warnings, qualification: qualification))
            }
            if let unfollowed = entry.unfollowed {
                skip(unfollowed.reason, unfollowed.message, at: unfollowed.at)
                continue
            }
            switch evaluation.outcome {
            case .content(let content):
                let definition = LayoutDefinition(
                    name: name, title: header?.title, summary: header?.summary, tags: header?.tags ?? [],
                    lint: LintOptions(allow: header?.lintAllow ?? []),
                    configuration: content.configuration, sections: content.sections,
                    preview: header?.previewItemCounts.map {
                        Preview(itemCounts: $0, sectionIdentifiers: header?.previewSectionIdentifiers, dataset: header?.previewDataset)
                    })
                let problems = Self.problems(definition)
                if let first = problems.first {
                    let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
                    skip(.invalid, "the layout it builds is not valid: \(first.path): \(first.message)\(more)", at: entry.source)
                } else {
                    contents[LayoutContentKey(content), default: []].append(name)
                    importedEntries.append((offset, report.layouts.count))
                    report.layouts.append(
                        ImportedLayout(
                            name: name, definition: definition, source: entry.source, warnings: evaluation.warnings,
                            assumptions: evaluation.assumptions, qualification: qualification, sectionsChosenBy: content.chosenBy))
                }
            case .failed(let failure):
                skip(failure.reason, failure.message, at: failure.position ?? entry.source)
            case .needsArguments(let parameters):
                skip(
                    .takesArguments,
                    "takes arguments (\(parameters)); no layout calls it, and no call in the imported files gives it arguments the importer can fix",
                    at: entry.source)
            }
        }
        for index in report.layouts.indices {
            let layout = report.layouts[index]
            let key = LayoutContentKey(LayoutContent(configuration: layout.definition.configuration, sections: layout.definition.sections))
            report.layouts[index].identicalTo = (contents[key] ?? []).filter { $0 != layout.name }
        }

        report.sites = Self.sites(
            discovery.sites, entries: entries.map(\.evaluation), names: names, imported: importedEntries.map(\.entry),
            skipped: skippedEntries.map { ($0.entry, report.skipped[$0.skipped]) }, soughtFailures: soughtFailures)
        return report
    }

    /// The errors a layout built has as a document: its canonical text read back as the catalog
    /// reads it (the decoder refuses some things the model can hold), then validated (an item
    /// `estimated(0)`).
    private static func problems(_ definition: LayoutDefinition) -> [Diagnostic] {
        LayoutDocument.check(json: definition.canonicalText, lint: false).diagnostics.filter { $0.severity == .error }
    }

    private static func problems(_ content: LayoutContent) -> [Diagnostic] {
        problems(LayoutDefinition(name: "imported", configuration: content.configuration, sections: content.sections))
    }

    // MARK: Sections on their own

    /// A section construction followed on its own through the code that chooses it at run
    /// time (see `SeekTarget`), named from its case or variable — one per answer where it
    /// stops at a condition the app decides (`BranchVariants`); nil when that fails too (why,
    /// when the section itself is the reason, goes into `failures`).
    private func soughtEntries(_ candidate: LayoutCandidate, context: RunContext, failures: inout [SyntaxIdentifier: ImportFailure]) -> [Entry]? {
        guard case .construction(let call, _) = candidate.origin, let evaluation = CandidateEvaluation(seeking: candidate, context: context) else {
            return nil
        }
        let words = SoughtSectionNaming.words(for: call)
        if case .failed(let failure) = evaluation.outcome {
            if let forks = BranchVariants.variants(
                after: failure, context: context, evaluate: { CandidateEvaluation(seeking: candidate, context: $0) })
            {
                return forks.map {
                    Entry(
                        evaluation: $0.evaluation, source: candidate.position,
                        variant: BuilderVariant(words: words + $0.words, startLines: candidate.startLines))
                }
            }
            failures[call.id] = failure
            return nil
        }
        return [Entry(evaluation: evaluation, source: candidate.position, variant: BuilderVariant(words: words, startLines: candidate.startLines))]
    }

    // MARK: Builders that take arguments

    /// The entries one reported candidate gives: itself, or, for a builder taking arguments,
    /// one per distinct set of arguments its calls give (outside the layouts that already
    /// use it).
    private func entries(
        for evaluation: CandidateEvaluation, calls: [FoundCall], reachedBySuccess: Set<SyntaxIdentifier>, context: RunContext
    ) -> [Entry] {
        let candidate = evaluation.candidate
        let own = Entry(evaluation: evaluation, source: candidate.position)
        if let cases = enumCases(of: candidate) { return entries(for: candidate, cases: cases, context: context) ?? [own] }
        guard case .function(let function) = candidate.origin, !function.parameters.isEmpty else { return [own] }
        var needsArguments = false
        switch evaluation.outcome {
        case .needsArguments: needsArguments = true
        case .content: break
        case .failed: return [own]
        }
        var variants: [Entry] = []
        var seen: Set<VariantKey> = []
        var firstFailure: (ImportFailure, FoundCall)?
        var branchVariants: [Entry] = []
        for call in calls where !reachedBySuccess.contains(call.call.id) && SourceScan.calledName(call.call) == function.name {
            guard let variant = CandidateEvaluation(candidate, call: call, context: context) else { continue }
            if case .failed(let failure) = variant.outcome {
                if firstFailure == nil { firstFailure = (failure, call) }
                // A branch the app decides, in the builder or in the code around the call: each
                // answer is a variant of this call's (used when no enum or `Bool` parameter's
                // cases say more, below).
                let forks =
                    BranchVariants.variants(after: failure, context: context) { CandidateEvaluation(candidate, call: call, context: $0) } ?? []
                for fork in forks {
                    guard case .content(let content) = fork.evaluation.outcome else { continue }
                    let arguments = BuilderVariant(call: call, function: function, arguments: fork.evaluation.arguments ?? [], context: context)
                    let named = BuilderVariant(words: arguments.words + fork.words, startLines: arguments.startLines)
                    guard seen.insert(VariantKey(words: named.words, content: LayoutContentKey(content))).inserted else { continue }
                    branchVariants.append(Entry(evaluation: fork.evaluation, source: call.position, variant: named))
                }
                continue
            }
            guard case .content(let content) = variant.outcome else { continue }
            let arguments = BuilderVariant(call: call, function: function, arguments: variant.arguments ?? [], context: context)
            // The builder's own defaults are the builder itself.
            if !needsArguments && arguments.words.isEmpty { continue }
            guard seen.insert(VariantKey(words: arguments.words, content: LayoutContentKey(content))).inserted else { continue }
            variants.append(Entry(evaluation: variant, source: call.position, variant: arguments))
        }
        if !variants.isEmpty { return (needsArguments ? [] : [own]) + variants + branchVariants }
        guard needsArguments else { return [own] + branchVariants }
        // No call fixes it: a parameter of an enum type is followed for each of its cases.
        let unfixed = firstFailure.flatMap { failure, call in
            failure.reason == .runtimeValue || failure.reason == .runtimeCondition ? call.position : nil
        }
        if firstFailure == nil || unfixed != nil,
            let cases = EnumParameterVariants.variants(of: candidate, unfixedCall: unfixed, context: context)
        {
            return cases.map {
                Entry(
                    evaluation: $0.evaluation, source: candidate.position, variant: BuilderVariant(words: $0.words, startLines: candidate.startLines))
            }
        }
        if !branchVariants.isEmpty { return branchVariants }
        if let (failure, call) = firstFailure {
            var entry = own
            entry.unfollowed = (
                failure.reason,
                "takes arguments; its call at \(call.position.line):\(call.position.column) in \(call.position.file) cannot be followed: \(failure.message)",
                failure.position ?? call.position
            )
            return [entry]
        }
        return [own]
    }

    // MARK: Initializers of layout subclasses

    /// The entries a layout subclass's initializer gives: itself when its defaults build the
    /// layout; for one that takes arguments, one per case of an enum parameter no construction
    /// fixes (`EnumParameterVariants`); else none when the files construct the subclass — each
    /// construction is a layout of its own, with its arguments, and reports itself — or the
    /// initializer's own `takes arguments` skip.
    private func entries(
        for evaluation: CandidateEvaluation, initializer: InitializerInfo, sites: [FoundSite], reachedBySuccess: Set<SyntaxIdentifier>,
        context: RunContext
    ) -> [Entry] {
        let candidate = evaluation.candidate
        let own = Entry(evaluation: evaluation, source: candidate.position)
        guard case .needsArguments = evaluation.outcome else { return [own] }
        let constructions = sites.filter { SourceScan.constructedType($0.call) == initializer.owner.simpleName }
        let unfixed = constructions.first { !reachedBySuccess.contains($0.call.id) }?.position
        if let cases = EnumParameterVariants.variants(of: candidate, unfixedCall: unfixed, context: context) {
            return cases.map {
                Entry(
                    evaluation: $0.evaluation, source: candidate.position, variant: BuilderVariant(words: $0.words, startLines: candidate.startLines))
            }
        }
        return constructions.isEmpty ? [own] : []
    }

    // MARK: Enum members

    /// The cases an enum's method or computed property is followed for (`func layout() ->
    /// NSCollectionLayoutSection { switch self { … } }`): each case may build its own layout.
    private func enumCases(of candidate: LayoutCandidate) -> [EnumCaseInfo]? {
        let owner: TypeInfo?
        switch candidate.origin {
        case .function(let function):
            guard !function.isStatic, function.parameters.allSatisfy(\.hasDefault) else { return nil }
            owner = function.owner
        case .property(let property):
            guard !property.isStatic, property.getter != nil else { return nil }
            owner = property.owner
        case .construction, .initializer:
            return nil
        }
        guard let owner, owner.kind == .enum, !owner.cases.isEmpty else { return nil }
        return owner.cases
    }

    /// One entry per case that builds a distinct layout; one entry when every case builds the
    /// same; nil when no case builds one.
    private func entries(for candidate: LayoutCandidate, cases: [EnumCaseInfo], context: RunContext) -> [Entry]? {
        guard let owner = candidate.typeName.flatMap(context.index.type(named:)) else { return nil }
        var built: [(words: [String], evaluation: CandidateEvaluation, content: LayoutContentKey)] = []
        var firstFailure: CandidateEvaluation?
        for enumCase in cases {
            let receiver = Value.enumCase(EnumCaseValue(typeName: owner.name, name: enumCase.name, type: owner))
            let evaluation = CandidateEvaluation(candidate, context: context, receiver: receiver)
            guard case .content(let content) = evaluation.outcome else {
                if firstFailure == nil { firstFailure = evaluation }
                continue
            }
            let key = LayoutContentKey(content)
            if built.contains(where: { $0.content == key }) { continue }
            built.append((LayoutNaming.split(enumCase.name).map { $0.lowercased() }, evaluation, key))
        }
        if built.isEmpty { return firstFailure.map { [Entry(evaluation: $0, source: candidate.position)] } }
        if built.count == 1, firstFailure == nil { return [Entry(evaluation: built[0].evaluation, source: candidate.position)] }
        return built.map { variant in
            Entry(
                evaluation: variant.evaluation, source: candidate.position,
                variant: BuilderVariant(words: variant.words, startLines: candidate.startLines))
        }
    }

    // MARK: Sites

    /// What became of every construction site: imported when an imported layout's code reached
    /// it or holds it; else why the section itself could not be imported on its own; else the
    /// reason of a skipped layout that reached or holds it; else unreached.
    private static func sites(
        _ found: [FoundSite], entries: [CandidateEvaluation], names: [String], imported: [Int], skipped: [(Int, SkippedLayout)],
        soughtFailures: [SyntaxIdentifier: ImportFailure]
    ) -> [ConstructionSite] {
        var importedBy: [SyntaxIdentifier: [String]] = [:]
        var skippedBy: [SyntaxIdentifier: SkippedLayout] = [:]
        let byFile = Dictionary(grouping: found.indices, by: { found[$0].file.path })
        func sites(held by: CandidateEvaluation) -> [SyntaxIdentifier] {
            guard by.holdsItsSites, let range = by.candidate.range else { return [] }
            return (byFile[by.candidate.file.path] ?? []).compactMap { offset in
                let position = found[offset].call.position.utf8Offset
                return range.contains(position) ? found[offset].call.id : nil
            }
        }
        for offset in imported {
            for site in entries[offset].reached.union(sites(held: entries[offset])) where !(importedBy[site]?.contains(names[offset]) ?? false) {
                importedBy[site, default: []].append(names[offset])
            }
        }
        for (offset, layout) in skipped {
            for site in entries[offset].reached.union(sites(held: entries[offset])) where skippedBy[site] == nil { skippedBy[site] = layout }
        }
        return found.sorted { ($0.file.order, $0.position) < ($1.file.order, $1.position) }.map { site in
            let outcome: ConstructionSite.Outcome
            if let names = importedBy[site.call.id] {
                outcome = .imported(names)
            } else if let failure = soughtFailures[site.call.id] {
                outcome = .skipped(
                    failure.reason, ImportDiagnostic(.warning, at: failure.position ?? site.position, "on its own: \(failure.message)"))
            } else if let layout = skippedBy[site.call.id] {
                outcome = .skipped(
                    layout.code, ImportDiagnostic(.warning, at: layout.reason.position, "part of '\(layout.name)': \(layout.reason.message)"))
            } else {
                outcome = .skipped(
                    .unreached,
                    ImportDiagnostic(
                        .warning, at: site.position,
                        "no layout the importer follows reaches it (code that no layout runs, or a closure nothing calls)"))
            }
            return ConstructionSite(kind: site.kind, position: site.position, call: SourceScan.describe(site.call), outcome: outcome)
        }
    }

    /// A file's path relative to the root it was found under (the first that holds it), or as
    /// given.
    static func relative(_ path: String, roots: [String]) -> String {
        for root in roots where !root.isEmpty {
            let folder = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(folder) { return String(path.dropFirst(folder.count)) }
        }
        return path
    }
}

/// One distinct call of a builder: the words its arguments give and what it builds.
private struct VariantKey: Hashable {
    var words: [String]
    var content: LayoutContentKey
}
