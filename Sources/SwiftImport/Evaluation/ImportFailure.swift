/// Why a layout cannot be imported faithfully: thrown out of evaluation at the first value or
/// branch the importer cannot follow (unless `allowPartial` finds a literal to use instead).
struct ImportFailure: Error {
    var position: SourcePosition?
    var message: String
    /// The kind of thing that could not be followed, for the report's counts.
    var reason: SkipReason
    /// The code stops the app here (`fatalError`, an index out of range): a section provider
    /// reaching it for an index has no section there.
    var isTrap = false
    /// A section provider read the data's section identifier and also chose by the section index
    /// (see `SectionKindAnalysis`): it may still be followed by index.
    var isMixedIndexUse = false
    /// The condition the app decides that stopped the code (see `BranchVariants`).
    var branch: RuntimeBranch?

    init(_ message: String, at position: SourcePosition?, reason: SkipReason = .unsupported, isTrap: Bool = false) {
        self.position = position
        self.message = message
        self.reason = reason
        self.isTrap = isTrap
    }
}
