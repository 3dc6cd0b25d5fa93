import SwiftSyntax

/// A call found in the files, with the declaration around it: a call of a builder that takes
/// arguments (`gridSection(columnCount: 3)`), whose calls say which layouts it builds, or a
/// snapshot's `appendSections(…)`, which says the order of a data source's sections.
struct FoundCall {
    var call: FunctionCallExprSyntax
    var file: ParsedFile
    /// The declaration the call is in, for the type and `self` its arguments see.
    var unit: RunUnit
    var owner: TypeInfo?

    var position: SourcePosition { file.position(of: call) }
}
