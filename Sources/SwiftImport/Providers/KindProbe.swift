/// Watches how a section provider uses the section identifier the app's data holds, while it is
/// followed for one kind (see `SectionKindAnalysis`).
///
/// A provider that switches over `dataSource.sectionIdentifier(for: index)` builds whatever the
/// app's snapshot holds at that index, which only the app knows; but the code says which kinds
/// it tells apart. The identifier it reads is given the kind being tried, and each enum case or
/// string it is compared with is recorded: those are the kinds that may build different
/// sections, and following the provider once per kind (and once for none of them) finds them all.
final class KindProbe {
    /// The kind being tried: an enum case's name or a string. Nil tries none of the kinds the
    /// code tests (an enum's identifiers are given its first case then: an enum has no other value).
    let trial: String?
    /// The section index the provider is called with: the identifier read at it is the kind tried.
    var index = 0
    /// The first failure that stops the app for this kind (`fatalError()` in its case).
    var trap: ImportFailure?
    /// The kinds the identifier was compared with, in the order first compared; past
    /// `SectionKindAnalysis.maximumKinds` the analysis gives up, so no more are kept.
    private(set) var tested: [String] = []
    private var testedSet: Set<String> = []
    /// Where the identifier came from, the first time the provider read it.
    private(set) var source: (pattern: DataChosenSections.Pattern, expression: String, owner: TypeInfo?)?
    /// The outermost function of the run that looked the identifier up given the section index
    /// (`viewModel.sectionType(for:)`), when the provider did not read it itself.
    var helper: String?
    /// The enum whose cases the identifiers are, once read.
    var enumType: TypeInfo?
    /// Whether the identifiers are text (or of an undeclared type), once read.
    var isText = false
    /// The member of a struct identifier the kinds are read from (`section.kind`): the first one
    /// read; set beforehand to the one an earlier trial read.
    var recordMember: String?
    /// Whether the code reached something a kind analysis follows differently (the app's list
    /// of sections, an object the code does not create): without it, a trial gives what
    /// following by index gives.
    var consulted = false
    /// Why the identifier cannot be followed as kinds (two identifier types, two members).
    var conflict: String?

    init(trial: String?, learned: KindProbe? = nil) {
        self.trial = trial
        if let learned {
            source = learned.source
            enumType = learned.enumType
            isText = learned.isText
            recordMember = learned.recordMember
            helper = learned.helper
        }
    }

    /// Whether the provider read an identifier from the data.
    var readIdentifier: Bool { source != nil }

    /// A kind the identifier was compared with.
    func record(_ kind: String) {
        guard tested.count <= SectionKindAnalysis.maximumKinds, testedSet.insert(kind).inserted else { return }
        tested.append(kind)
    }

    func noteSource(_ pattern: DataChosenSections.Pattern, _ expression: String, owner: TypeInfo?) {
        consulted = true
        if source == nil { source = (pattern, expression, owner) }
    }
}
