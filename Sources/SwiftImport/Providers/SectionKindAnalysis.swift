import LayoutModel

/// Turns a section provider that builds whatever section the app's data holds at the index —
/// `switch dataSource.sectionIdentifier(for: index)`, `sections[index]`, `presenter.section(at:)`
/// — into `sectionsByKind` + `defaultSection`, with `oneOf` / `when` per kind as for indices.
///
/// Which identifier sits at which index only the app knows, but the code says which kinds it
/// tells apart (see `KindProbe`): the provider is followed once per kind with the identifier
/// read as that kind. For an enum, every case is followed: the cases the code compares the
/// identifier with get an entry each, and what the others build (all alike: a `default:`, a
/// final `else`) is the `defaultSection` — none when the code names every case, or when the
/// others build different sections (each then gets its entry). For text, the strings the code
/// compares with are the kinds, and following it for none of them gives the `defaultSection`.
struct SectionKindAnalysis {
    let provider: SectionProviderAnalysis
    /// The first trial (section 0, no kind): what it learned of the identifier.
    let discovery: KindProbe
    /// Its result, and how it used the index.
    let first: (choice: SectionChoice?, indexProbe: IndexProbe)

    /// Kinds followed at most (an enum's cases, or the strings compared with).
    static let maximumKinds = 256

    private var interpreter: Interpreter { provider.interpreter }
    private var position: SourcePosition { provider.position }

    func sections() throws -> (SectionProvider, DataChosenSections?) {
        if let conflict = discovery.conflict { throw ImportFailure(conflict, at: position, reason: .notInFormat) }
        try checkIndexUse(first.indexProbe)
        var results: [String: SectionChoice?] = [:]
        var tested: [String] = []
        var kinds: [String]
        var fallback: SectionChoice?
        if let type = discovery.enumType {
            let cases = type.cases.map(\.name)
            guard cases.count <= Self.maximumKinds else {
                throw ImportFailure(
                    "the section identifiers' enum \(type.name) has more than \(Self.maximumKinds) cases", at: position, reason: .limit)
            }
            let caseNames = Set(cases)
            for name in cases {
                let (choice, probe) = try follow(kind: name)
                results[name] = choice
                for kind in probe.tested where caseNames.contains(kind) && !tested.contains(kind) { tested.append(kind) }
            }
            let others = cases.filter { !tested.contains($0) }
            if let other = others.first, others.allSatisfy({ (results[$0] ?? nil) == (results[other] ?? nil) }) {
                kinds = tested
                fallback = results[other] ?? nil
            } else {
                if !others.isEmpty {
                    interpreter.note("the cases the code does not name build different sections; each case is a kind of its own", at: position)
                }
                kinds = cases
            }
            kinds = order(kinds, of: type)
        } else {
            // Text: the strings compared with, in the order the code first compares them, and
            // none of them (the first trial) for the default.
            fallback = first.choice
            kinds = discovery.tested
            var known = Set(kinds)
            var next = 0
            while next < kinds.count {
                guard kinds.count <= Self.maximumKinds else {
                    throw ImportFailure(
                        "the section provider compares the section identifier with more than \(Self.maximumKinds) kinds", at: position, reason: .limit
                    )
                }
                let (choice, probe) = try follow(kind: kinds[next])
                results[kinds[next]] = choice
                for kind in probe.tested where known.insert(kind).inserted { kinds.append(kind) }
                next += 1
            }
        }
        if let trap = discovery.trap, discovery.enumType == nil {
            interpreter.warn("for sections of no kind the code names the section provider \(trap.message), so they have no layout", at: trap.position)
        }

        // A kind the code names and returns nil for is `returnsNil` (UIKit lays out an empty
        // section there while its data is empty, as the app means). An enum case it does not
        // name gets no entry when the others return nil too: no `defaultSection` says the same.
        // A kind for which the provider stops the app has no layout.
        if fallback == .returnsNil { fallback = nil }
        let named = discovery.enumType == nil ? Set(kinds) : Set(tested)
        var entries: [KindSection] = []
        for kind in kinds {
            guard let choice = results[kind] ?? nil else {
                if fallback != nil {
                    throw ImportFailure(
                        "the section provider stops the app for sections of kind '\(kind)' but builds other kinds; `sectionsByKind` cannot say that",
                        at: position, reason: .notInFormat)
                }
                continue
            }
            if choice == .returnsNil, fallback == nil, !named.contains(kind) { continue }
            entries.append(KindSection(kind: kind, choice: choice))
        }
        guard entries.contains(where: { $0.choice != .returnsNil }) || fallback != nil else {
            throw ImportFailure("the section provider returns no section", at: position)
        }
        guard !entries.isEmpty else {
            // The identifier is read, but every kind builds the same section.
            guard let fallback else { throw ImportFailure("the section provider returns no section", at: position) }
            return (.single(fallback), nil)
        }
        let source = discovery.source.map {
            DataChosenSections(
                pattern: $0.pattern, expression: $0.expression, helper: discovery.helper, kinds: entries.map(\.kind), hasDefault: fallback != nil)
        }
        if let source { interpreter.note(source.summary, at: position) }
        return (.byKind(entries, defaultSection: fallback), source)
    }

    /// The provider followed for one kind (at every width and trait it tests), and what it
    /// recorded; at a few more indices when it uses the index as a value, which must not change
    /// the section a kind builds.
    private func follow(kind: String) throws -> (SectionChoice?, KindProbe) {
        let probe = KindProbe(trial: kind, learned: discovery)
        let (choice, indexProbe): (SectionChoice?, IndexProbe)
        do {
            (choice, indexProbe) = try provider.choice(forIndex: 0, kinds: probe)
        } catch var failure as ImportFailure {
            failure.message = "for sections of kind '\(kind)': \(failure.message)"
            throw failure
        }
        if let conflict = probe.conflict { throw ImportFailure(conflict, at: position, reason: .notInFormat) }
        try checkIndexUse(indexProbe)
        if let trap = probe.trap {
            interpreter.warn("for sections of kind '\(kind)' the section provider \(trap.message), so they have no layout", at: trap.position)
        }
        if indexProbe.usedAsValue {
            for index in 1...SectionProviderAnalysis.extraIndices {
                let (other, _) = try provider.choice(forIndex: index, kinds: KindProbe(trial: kind, learned: discovery))
                if other != choice {
                    var failure = ImportFailure(
                        "the section provider builds sections of kind '\(kind)' differently at section \(index) than at section 0: it chooses by the section index as well as by the data's section identifier; `sectionsByKind` cannot say that",
                        at: position, reason: .notInFormat)
                    failure.isMixedIndexUse = true
                    throw failure
                }
            }
        }
        return (choice, probe)
    }

    /// A provider that compares the section index too (`if sectionIndex == 0`) chooses by both;
    /// the format gives sections by one or the other.
    private func checkIndexUse(_ indexProbe: IndexProbe) throws {
        guard !indexProbe.isEmpty else { return }
        let values = (indexProbe.tested.union(indexProbe.bounds)).sorted().map(String.init).joined(separator: ", ")
        var failure = ImportFailure(
            "the section provider compares the section index (with \(values)) as well as reading the data's section identifier; `sectionsByKind` cannot say that",
            at: position, reason: .notInFormat)
        failure.isMixedIndexUse = true
        throw failure
    }

    /// An enum's kinds in the order the app's snapshot appends its cases (see `SnapshotSections`),
    /// the cases it does not append after them in declaration order; else declaration order.
    private func order(_ kinds: [String], of type: TypeInfo) -> [String] {
        let declared = type.cases.map(\.name)
        var ranked: [String] = []
        if let order = interpreter.snapshotSections?.order(of: type, owner: discovery.source?.owner), order.source != nil {
            for value in order.cases { if case .enumCase(let c) = value, !ranked.contains(c.name) { ranked.append(c.name) } }
        }
        ranked += declared.filter { !ranked.contains($0) }
        return ranked.filter(kinds.contains)
    }
}
