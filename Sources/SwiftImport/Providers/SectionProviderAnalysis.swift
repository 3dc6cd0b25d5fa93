import LayoutModel
import SwiftSyntax

/// Turns a section provider closure into the definition format's `section` / `sections` +
/// `defaultSection`, with `oneOf` / `when` where it depends on the container's width.
///
/// The closure is followed for one section index and one width at a time. The constants the
/// index and the width are compared with (see `IndexProbe`, `WidthProbe`) say which indices
/// and widths can differ, so a handful of runs covers them all: indices 0 through the largest
/// one tested, plus a few past it that must agree (they become `defaultSection`); widths on
/// each side of, and at, every bound.
final class SectionProviderAnalysis {
    let interpreter: Interpreter
    let position: SourcePosition
    /// Calls the provider with a section index and a layout environment.
    let provide: (Value, Value) throws -> Value
    /// The first index for which the provider stops the app, and where.
    private var trap: (index: Int, failure: ImportFailure)?

    /// Whether the provider may read the section identifier the app's data holds (a real
    /// provider, called with a section index), and is then followed per kind.
    let followsKinds: Bool
    /// For a provider imported as `sectionsByKind`: where it reads the identifier, and the kinds.
    private(set) var chosenBy: DataChosenSections?

    init(interpreter: Interpreter, position: SourcePosition, followsKinds: Bool = true, provide: @escaping (Value, Value) throws -> Value) {
        self.interpreter = interpreter
        self.position = position
        self.followsKinds = followsKinds
        self.provide = provide
    }

    /// Indices past the largest tested one that must all give the same section.
    static let extraIndices = 4
    /// The representative width tried first (an iPhone's).
    static let firstWidth = 375.0
    static let maximumWidthBounds = 32

    func sections() throws -> SectionProvider {
        if interpreter.seekTarget != nil, interpreter.captured == nil { return try seek() }
        guard followsKinds else { return try sectionsByIndex() }
        // Followed once for section 0 with the data's section identifier watched: a provider that
        // reads one is followed per kind instead of per index.
        let discovery = KindProbe(trial: nil)
        let first: (choice: SectionChoice?, indexProbe: IndexProbe)
        do {
            first = try choice(forIndex: 0, kinds: discovery)
        } catch let failure as ImportFailure {
            // Without an identifier read, the provider is followed by index as before.
            guard discovery.readIdentifier else { return try sectionsByIndex(failedFirst: discovery.consulted ? nil : failure) }
            // An enum's identifiers were given its first case; the analysis tries each case and
            // meets this failure again at its own kind. Text identifiers fail here for good.
            guard discovery.enumType != nil else {
                var failure = failure
                if !failure.isMixedIndexUse { failure.message = "for sections of kinds the code does not name: \(failure.message)" }
                return try kindsFailed(failure, discovery: discovery)
            }
            first = (nil, IndexProbe())
        }
        guard discovery.readIdentifier else {
            // A trial that reached nothing the kinds change is the first trial by index.
            if !discovery.consulted, let trapped = discovery.trap { trap = (0, trapped) }
            return try sectionsByIndexTellingMixedUse(first.indexProbe, known: discovery.consulted ? nil : first)
        }
        do {
            let analysis = SectionKindAnalysis(provider: self, discovery: discovery, first: first)
            let (provider, chosenBy) = try analysis.sections()
            self.chosenBy = chosenBy
            return provider
        } catch let failure as ImportFailure {
            return try kindsFailed(failure, discovery: discovery)
        }
    }

    /// Sections by index for a provider that did not read the data's section identifier at
    /// section 0. When that fails and the provider tests the index, it may read the identifier
    /// at a later index (`if sectionIndex == 0 { … } else { switch sections[sectionIndex] … }`):
    /// the failure then says so rather than what the identifier's value was.
    private func sectionsByIndexTellingMixedUse(_ indexProbe: IndexProbe, known: (choice: SectionChoice?, indexProbe: IndexProbe)?) throws
        -> SectionProvider
    {
        do {
            return try sectionsByIndex(known: known)
        } catch let failure as ImportFailure where !indexProbe.isEmpty && !failure.isTrap {
            for index in 1...min(indexProbe.largest + 1, Self.seekIndexLimit) {
                let probe = KindProbe(trial: nil)
                _ = try? choice(forIndex: index, kinds: probe)
                guard let source = probe.source else { continue }
                throw ImportFailure(
                    "the section provider compares the section index and, at section \(index), reads \(source.pattern.phrase) (`\(source.expression)`); neither `sections:` nor `sectionsByKind:` can say that",
                    at: position, reason: .notInFormat)
            }
            throw failure
        }
    }

    /// A provider that reads the data's section identifiers but cannot be written as
    /// `sectionsByKind` because it chooses by the index too: followed by index as before when the
    /// identifiers come from a data source whose enum's cases the snapshot orders; otherwise, and
    /// for any other failure (a kind's section the data sizes), the failure stands.
    private func kindsFailed(_ failure: ImportFailure, discovery: KindProbe) throws -> SectionProvider {
        guard failure.isMixedIndexUse, let source = discovery.source,
            source.pattern == .dataSourceIdentifier || source.pattern == .snapshotIdentifiers,
            discovery.enumType != nil
        else { throw failure }
        let byIndex: SectionProvider
        do {
            byIndex = try sectionsByIndex()
        } catch {
            throw failure
        }
        interpreter.note("not imported by kind (\(failure.message)); its sections were taken by index, as before", at: failure.position ?? position)
        return byIndex
    }

    /// `section:` or `sections:` + `defaultSection:`, following the provider index by index.
    /// - Parameters:
    ///   - known: section 0's choice, when a trial already gave it.
    ///   - failedFirst: the failure a trial of section 0 already met, thrown again without following it.
    func sectionsByIndex(known: (choice: SectionChoice?, indexProbe: IndexProbe)? = nil, failedFirst: ImportFailure? = nil) throws -> SectionProvider
    {
        if let failedFirst { throw failedFirst }
        let tested = IndexProbe()
        var choices: [Int: SectionChoice?] = [:]
        func choice(_ index: Int) throws -> SectionChoice? {
            if let known = choices[index] { return known }
            let (result, probe) = if index == 0, let known { known } else { try self.choice(forIndex: index) }
            for value in probe.tested { tested.record(.int(value)) }
            for value in probe.bounds { tested.recordBound(.int(value)) }
            if probe.usedAsValue { tested.markUsedAsValue() }
            choices[index] = result
            return result
        }
        _ = try choice(0)
        var last = 0
        // Past the largest tested index, an index used only in comparisons gives the same answer
        // to every test: one more index stands for all. An index used as a value needs more.
        while true {
            let largest = tested.largest
            while last < largest + 1 + (tested.usedAsValue ? Self.extraIndices : 0) {
                last += 1
                _ = try choice(last)
            }
            if tested.largest == largest, last >= largest + 1 + (tested.usedAsValue ? Self.extraIndices : 0) { break }
        }
        let largest = tested.largest
        if let trap {
            interpreter.warn(
                "for section \(trap.index) the section provider \(trap.failure.message), so that section has no layout", at: trap.failure.position)
        }
        let tail = (largest + 1...last).map { choices[$0] ?? nil }
        guard let fallback = tail.first, tail.allSatisfy({ $0 == fallback }) else {
            let different = (largest + 1...last).first { (choices[$0] ?? nil) != (choices[largest + 1] ?? nil) } ?? last
            throw ImportFailure(
                "the section provider gives section \(different) a different layout from section \(largest + 1), past the last index it tests; `sections:` cannot say that",
                at: position, reason: .notInFormat)
        }
        if tested.isEmpty {
            guard let only = fallback, only != .returnsNil else { throw ImportFailure("the section provider returns no section", at: position) }
            return .single(only)
        }
        var list = (0...largest).map { choices[$0] ?? nil }
        while list.count > max(tested.requiredCount, 1), list.last == fallback { list.removeLast() }
        // A section the provider returns nil for (an empty one the app hides) is `returnsNil`;
        // one where it stops the app has no layout at all.
        var entries: [SectionChoice] = []
        for (index, entry) in list.enumerated() {
            guard let entry else {
                throw ImportFailure(
                    "the section provider stops the app for section \(index) but builds later ones", at: position, reason: .notInFormat)
            }
            entries.append(entry)
        }
        // Past the end, `return nil` is what no `defaultSection` says.
        let defaultSection = fallback == .returnsNil ? nil : fallback
        guard entries.contains(where: { $0 != .returnsNil }) || defaultSection != nil else {
            throw ImportFailure("the section provider returns no section", at: position)
        }
        return .perIndex(entries, defaultSection: defaultSection)
    }

    // MARK: Seeking one section

    /// Indices a provider is followed for when a section is sought in it.
    static let seekIndexLimit = 64

    /// Follows the provider for one index after another until it builds the section sought
    /// (see `SeekTarget`), each in the environment the code around it is followed in (a width
    /// and traits tried for `when` alternatives of that section, or none). The provider itself
    /// is not imported: it always fails, after the section is caught or with the first reason
    /// none of its indices reached it.
    private func seek() throws -> SectionProvider {
        let probe = IndexProbe()
        let outer = interpreter.indexProbe
        defer { interpreter.indexProbe = outer }
        var firstFailure: ImportFailure?
        var index = 0
        while index < Self.seekIndexLimit {
            interpreter.indexProbe = probe
            do {
                _ = try provide(.number(Numeric(.number(Double(index)), kind: .int, followsIndex: true)), .environment(.provider))
            } catch let failure as ImportFailure {
                if firstFailure == nil { firstFailure = failure }
            }
            if interpreter.captured != nil {
                throw interpreter.seekFailure
                    ?? ImportFailure("the section provider was followed only as far as the section sought", at: position, reason: .unreached)
            }
            // Past the largest index the code tests, every index gives the same answer.
            if index > probe.largest + (probe.usedAsValue ? Self.extraIndices : 0) { break }
            index += 1
        }
        // A section no index reaches in the order the code gives (one appended to the snapshot
        // only in some states): once more for an index known only at run time.
        interpreter.indexProbe = nil
        do {
            _ = try provide(
                .unknown("the section index (the section sought is not at any index the code fixes)", at: position, code: .runtimeValue),
                .environment(.provider))
        } catch let failure as ImportFailure {
            if firstFailure == nil { firstFailure = failure }
        }
        if interpreter.captured != nil {
            throw interpreter.seekFailure
                ?? ImportFailure("the section provider was followed only as far as the section sought", at: position, reason: .unreached)
        }
        throw firstFailure ?? ImportFailure("the section provider never builds the section sought", at: position, reason: .unreached)
    }

    // MARK: One index

    private struct Outcome {
        var section: Section?
        /// Where the provider's `return` for it is, to order alternatives as the code does.
        var returnedAt: SourcePosition?
        /// The provider stopped the app (`fatalError`, a force-unwrapped nil) instead of
        /// returning: no section, but not the `return nil` UIKit takes for an empty one.
        var trapped = false
    }

    /// One environment a provider is followed in: a container width and trait values (a trait
    /// not listed is `.unspecified`).
    private struct Trial: Hashable {
        var width: Double
        var traits: [EnvironmentProbe.Trait: String]
    }

    /// The section (or `oneOf` alternatives) for one index, and how the index was tested.
    ///
    /// Every width stretch cut by the bounds the code compares with is tried, for every
    /// combination of the values of the traits it tests (`.unspecified` included), until no
    /// trial finds a new bound or trait.
    func choice(forIndex index: Int, kinds: KindProbe? = nil) throws -> (SectionChoice?, IndexProbe) {
        let indexProbe = IndexProbe()
        var bounds: Set<Double> = []
        var traits: Set<EnvironmentProbe.Trait> = []
        var outcomes: [Trial: Outcome] = [:]
        func run(_ trial: Trial) throws {
            guard outcomes[trial] == nil else { return }
            let probe = EnvironmentProbe(width: trial.width, traits: trial.traits)
            outcomes[trial] = try evaluate(index: index, indexProbe: indexProbe, environmentProbe: probe, kinds: kinds)
            bounds.formUnion(probe.widthBounds)
            traits.formUnion(probe.testedTraits)
        }
        try run(Trial(width: Self.firstWidth, traits: [:]))
        while true {
            let (knownBounds, knownTraits) = (bounds, traits)
            for assignment in Self.assignments(of: traits) {
                guard !bounds.isEmpty else {
                    try run(Trial(width: Self.firstWidth, traits: assignment))
                    continue
                }
                for piece in Self.pieces(bounds.sorted()) {
                    let trial = Trial(width: piece.representative, traits: assignment)
                    // A width already tried inside an open stretch stands for it.
                    if !piece.isPoint, outcomes[trial] == nil,
                        let tried = outcomes.keys.first(where: { $0.traits == assignment && piece.contains($0.width) })
                    {
                        outcomes[trial] = outcomes[tried]
                        continue
                    }
                    try run(trial)
                }
            }
            if bounds == knownBounds, traits == knownTraits { break }
            if bounds.count > Self.maximumWidthBounds {
                throw ImportFailure(
                    "the section provider compares the container width with more than \(Self.maximumWidthBounds) values", at: position, reason: .limit
                )
            }
        }

        // The alternatives for one combination of trait values, over the widths.
        func rows(_ assignment: [EnvironmentProbe.Trait: String]) throws -> [Section] {
            guard !bounds.isEmpty else {
                return outcomes[Trial(width: Self.firstWidth, traits: assignment)]?.section.map { [$0] } ?? []
            }
            let pieces = Self.pieces(bounds.sorted()).map { ($0, outcomes[Trial(width: $0.representative, traits: assignment)] ?? Outcome()) }
            switch try alternatives(pieces) {
            case .section(let section)?: return [section]
            case .oneOf(let list)?: return list
            case .returnsNil?, nil: return []
            }
        }
        func perPiece(_ assignment: [EnvironmentProbe.Trait: String]) -> [Section?] {
            let widths = bounds.isEmpty ? [Self.firstWidth] : Self.pieces(bounds.sorted()).map(\.representative)
            return widths.map { outcomes[Trial(width: $0, traits: assignment)]?.section }
        }

        if traits.isEmpty {
            let list = try rows([:])
            if list.isEmpty { return (Self.noSection(outcomes.values), indexProbe) }
            if list.count == 1, list[0].when == nil { return (.section(list[0]), indexProbe) }
            return (.oneOf(list), indexProbe)
        }

        // Trait values whose sections differ from the unspecified ones' get alternatives of
        // their own (their traits in `when`), first; the unspecified ones' come last and serve
        // every other value.
        var result: [Section] = []
        let unspecified = perPiece([:])
        for assignment in Self.assignments(of: traits) where assignment.count == traits.count && perPiece(assignment) != unspecified {
            for var section in try rows(assignment) {
                var condition = section.when ?? Condition()
                condition.horizontalSizeClass = assignment[.horizontalSizeClass].flatMap(SizeClass.init(rawValue:))
                condition.verticalSizeClass = assignment[.verticalSizeClass].flatMap(SizeClass.init(rawValue:))
                condition.userInterfaceIdiom = assignment[.userInterfaceIdiom].flatMap(UserInterfaceIdiom.init(rawValue:))
                section.when = condition
                result.append(section)
            }
        }
        result += try rows([:])

        // The alternatives must choose what the code builds in every environment tried.
        for (trial, outcome) in outcomes {
            let environment = ConditionEnvironment(
                width: trial.width, horizontalSizeClass: trial.traits[.horizontalSizeClass].flatMap(SizeClass.init(rawValue:)),
                verticalSizeClass: trial.traits[.verticalSizeClass].flatMap(SizeClass.init(rawValue:)),
                userInterfaceIdiom: trial.traits[.userInterfaceIdiom].flatMap(UserInterfaceIdiom.init(rawValue:)))
            var chosen = result.first { $0.when?.holds(in: environment) ?? true }
            chosen?.when = nil
            if chosen != outcome.section {
                throw ImportFailure(
                    "the section provider's tests of \(traits.sorted().map(\.rawValue).joined(separator: ", ")) cannot be written as `when` alternatives (\(environment) differs)",
                    at: position, reason: .notInFormat)
            }
        }
        if result.isEmpty { return (Self.noSection(outcomes.values), indexProbe) }
        if result.count == 1, result[0].when == nil { return (.section(result[0]), indexProbe) }
        return (.oneOf(result), indexProbe)
    }

    /// What an index gets where no trial built a section: `returnsNil` when the provider
    /// returned nil, nil (no choice) when it stopped the app in some trial.
    private static func noSection(_ outcomes: some Collection<Outcome>) -> SectionChoice? {
        outcomes.contains(where: \.trapped) ? nil : .returnsNil
    }

    /// Every combination of values of `traits` (`.unspecified` as a missing key), the
    /// unspecified one first, in a stable order.
    private static func assignments(of traits: Set<EnvironmentProbe.Trait>) -> [[EnvironmentProbe.Trait: String]] {
        var result: [[EnvironmentProbe.Trait: String]] = [[:]]
        for trait in traits.sorted() {
            result = result.flatMap { partial in
                [partial]
                    + trait.values.map { value in
                        var next = partial
                        next[trait] = value
                        return next
                    }
            }
        }
        return result
    }

    private func evaluate(index: Int, indexProbe: IndexProbe, environmentProbe: EnvironmentProbe, kinds: KindProbe?) throws -> Outcome {
        interpreter.indexProbe = indexProbe
        interpreter.environmentProbe = environmentProbe
        interpreter.kindProbe = kinds
        kinds?.index = index
        interpreter.lastReturn = nil
        defer {
            interpreter.indexProbe = nil
            interpreter.environmentProbe = nil
            interpreter.kindProbe = nil
        }
        let result: Value
        do {
            let index = Value.number(Numeric(.number(Double(index)), kind: .int, followsIndex: true))
            result = try interpreter.known(try provide(index, .environment(.provider)), "the section provider's result")
        } catch let failure as ImportFailure where failure.isTrap {
            // For a kind, its own trap (see SectionKindAnalysis); for an index, the first index's.
            if let kinds {
                if kinds.trap == nil { kinds.trap = failure }
            } else if trap == nil || (trap?.index ?? 0) > index {
                trap = (index, failure)
            }
            return Outcome(section: nil, returnedAt: nil, trapped: true)
        }
        switch result {
        case .none:
            return Outcome(section: nil, returnedAt: interpreter.lastReturn)
        case .object(let object):
            guard case .section(let section) = object.state else {
                throw interpreter.mismatch("the section provider's result", "an NSCollectionLayoutSection", result, at: position)
            }
            if object.copiedAt == nil { object.copiedAt = position }
            return Outcome(section: section, returnedAt: interpreter.lastReturn)
        default:
            throw interpreter.mismatch("the section provider's result", "an NSCollectionLayoutSection", result, at: position)
        }
    }

    // MARK: Widths

    /// A stretch of widths: an open interval between bounds, or one bound itself.
    struct Piece: Hashable {
        var lower: Double?
        var upper: Double?
        /// A single width (`lower == upper`), included.
        var isPoint: Bool
        var representative: Double

        /// Whether a width lies in the stretch.
        func contains(_ width: Double) -> Bool {
            if isPoint { return width == lower }
            if let lower, width <= lower { return false }
            if let upper, width >= upper { return false }
            return width >= 0
        }
    }

    static func pieces(_ bounds: [Double]) -> [Piece] {
        guard let first = bounds.first, let last = bounds.last else { return [] }
        var pieces: [Piece] = []
        if first > 0 { pieces.append(Piece(lower: nil, upper: first, isPoint: false, representative: first >= 1 ? first - 1 : first / 2)) }
        for (offset, bound) in bounds.enumerated() {
            if bound >= 0 { pieces.append(Piece(lower: bound, upper: bound, isPoint: true, representative: bound)) }
            if offset + 1 < bounds.count {
                let next = bounds[offset + 1]
                if next > 0 {
                    pieces.append(Piece(lower: bound < 0 ? nil : bound, upper: next, isPoint: false, representative: max(0, (bound + next) / 2)))
                }
            }
        }
        pieces.append(Piece(lower: max(last, 0) == last ? last : nil, upper: nil, isPoint: false, representative: max(last, 0) + 1))
        return pieces
    }

    /// A run of adjacent pieces giving the same section.
    private struct Region {
        var section: Section
        var lower: Double?
        var lowerIncluded: Bool
        var upper: Double?
        var upperIncluded: Bool
        var returnedAt: SourcePosition?
        var order: Int
    }

    /// The `oneOf` alternatives for a provider result that depends on the width. Alternatives
    /// keep the order in which the code returns them; one that holds between others' bounds
    /// becomes the fallback without `when`; both bounds of `when` are inclusive, so where the
    /// code excludes a bound, the alternative that includes it comes first.
    private func alternatives(_ pieces: [(Piece, Outcome)]) throws -> SectionChoice? {
        // Adjacent pieces with one section are one region; pieces with no section separate them.
        var regions: [Region?] = []
        for (piece, outcome) in pieces {
            guard let section = outcome.section else {
                regions.append(nil)
                continue
            }
            if let last = regions.last, var region = last, region.section == section {
                region.upper = piece.upper
                region.upperIncluded = piece.isPoint
                regions[regions.count - 1] = region
            } else {
                regions.append(
                    Region(
                        section: section, lower: piece.lower, lowerIncluded: piece.isPoint, upper: piece.upper, upperIncluded: piece.isPoint,
                        returnedAt: outcome.returnedAt, order: regions.count))
            }
        }
        let found = regions.compactMap { $0 }
        guard !found.isEmpty else { return nil }
        if found.count == 1, regions.count == 1 { return .section(found[0].section) }
        let hasGaps = found.count != regions.count

        // The fallback: a section open at every bound it shares, so the others claim them all.
        var fallback: Section?
        if !hasGaps {
            let candidates = Dictionary(grouping: found, by: \.section).filter { _, list in
                list.allSatisfy { r in (r.lower == nil || !r.lowerIncluded) && (r.upper == nil || !r.upperIncluded) }
            }
            // The most regions wins; then the one returned last in the code; then the widest.
            fallback =
                candidates.max { a, b in
                    if a.value.count != b.value.count { return a.value.count < b.value.count }
                    let (x, y) = (a.value.compactMap(\.returnedAt).max(), b.value.compactMap(\.returnedAt).max())
                    if let x, let y, x != y { return x < y }
                    return (a.value.map(\.order).max() ?? 0) < (b.value.map(\.order).max() ?? 0)
                }?.key
        }
        var pending = found.filter { $0.section != fallback }
        // Order: a region including a shared bound precedes the neighbour excluding it; among
        // free regions, the one the code returns first.
        var ordered: [Region] = []
        while !pending.isEmpty {
            let free = pending.filter { r in
                !pending.contains { other in other.order != r.order && Self.mustPrecede(other, r) }
            }
            let pool = free.isEmpty ? pending : free
            guard
                let next = pool.min(by: { a, b in
                    switch (a.returnedAt, b.returnedAt) {
                    case (let x?, let y?) where x != y: return x < y
                    default: return a.order < b.order
                    }
                })
            else { break }
            ordered.append(next)
            pending.removeAll { $0.order == next.order }
        }
        var result: [Section] = []
        for (position, region) in ordered.enumerated() {
            var section = region.section
            let earlier = Set(ordered.prefix(position).map(\.order))
            section.when = when(for: region, regions: regions, claimedBy: earlier)
            result.append(section)
        }
        if let fallback { result.append(fallback) }
        return .oneOf(result)
    }

    /// Whether `a` must come before `b`: they touch at a bound that `a` includes and `b` does not.
    private static func mustPrecede(_ a: Region, _ b: Region) -> Bool {
        if let t = a.upper, a.upperIncluded, b.lower == t, !b.lowerIncluded { return true }
        if let t = a.lower, a.lowerIncluded, b.upper == t, !b.upperIncluded { return true }
        return false
    }

    /// Inclusive bounds for a region. An excluded bound is written as is when an earlier
    /// alternative includes it; otherwise as the next representable width, which is exact.
    private func when(for region: Region, regions: [Region?], claimedBy earlier: Set<Int>) -> Condition {
        func claimed(_ bound: Double, above: Bool) -> Bool {
            regions.contains { candidate in
                guard let c = candidate, earlier.contains(c.order) else { return false }
                return above ? (c.upper == bound && c.upperIncluded) : (c.lower == bound && c.lowerIncluded)
            }
        }
        var condition = Condition()
        if let lower = region.lower, lower > 0 || !region.lowerIncluded {
            if region.lowerIncluded || claimed(lower, above: true) {
                condition.minWidth = lower
            } else {
                condition.minWidth = lower.nextUp
                interpreter.note(
                    "the code excludes a width of exactly \(CanonicalNumber.format(lower)) here; `when` bounds are inclusive, so the bound is written as the next larger width",
                    at: region.returnedAt)
            }
        }
        if let upper = region.upper {
            if region.upperIncluded || claimed(upper, above: false) {
                condition.maxWidth = upper
            } else {
                condition.maxWidth = upper.nextDown
                interpreter.note(
                    "the code excludes a width of exactly \(CanonicalNumber.format(upper)) here; `when` bounds are inclusive, so the bound is written as the next smaller width",
                    at: region.returnedAt)
            }
        }
        return condition
    }
}
