import SwiftSyntax

/// A construction site as the walk over a file found it (see `ConstructionSite` for what the
/// report says about it).
struct FoundSite {
    var call: FunctionCallExprSyntax
    var kind: ConstructionSite.Kind
    var file: ParsedFile

    var position: SourcePosition { file.position(of: call) }
}
