import SwiftSyntax

/// A section construction followed on its own, through code that chooses it when the app
/// runs: `if !permissions.isEmpty { … NSCollectionLayoutSection(group:) … }`, a `switch` on a
/// section read from the data, a `guard` on a model.
///
/// Such a section's geometry is written out in the code; only whether (or where) the app shows
/// it depends on data. Seeking it, a condition the importer cannot decide is taken the way that
/// reaches the construction — into the branch or case that holds it, past a `guard` it comes
/// after — and names that condition binds are unknown. Every other unknown still fails, so
/// the section imported is exactly what the code builds on that path.
struct SeekTarget {
    /// The file the construction is in.
    let file: String
    /// Where the construction starts in it (UTF-8 offset).
    let offset: Int

    init(_ call: FunctionCallExprSyntax, in file: ParsedFile) {
        self.file = file.path
        offset = call.position.utf8Offset
    }

    /// Whether `node`, of `file`, holds the construction.
    func isInside(_ node: some SyntaxProtocol, of file: ParsedFile) -> Bool {
        file.path == self.file && node.position.utf8Offset <= offset && offset < node.endPosition.utf8Offset
    }

    /// Whether the construction comes after `statement` in the block of statements that holds
    /// them both (so the code reaches it only past the statement).
    func follows(_ statement: some SyntaxProtocol, of file: ParsedFile) -> Bool {
        guard file.path == self.file, offset >= statement.endPosition.utf8Offset else { return false }
        var node = Syntax(statement).parent
        while let current = node, !current.is(CodeBlockItemListSyntax.self) { node = current.parent }
        guard let block = node else { return false }
        return block.position.utf8Offset <= offset && offset < block.endPosition.utf8Offset
    }

    /// Failures that come from data the app has when it runs (which a branch may be chosen
    /// past); the container and traits are left to `when` alternatives, and the rest still fail.
    static func isChoiceAtRunTime(_ failure: ImportFailure) -> Bool {
        switch failure.reason {
        case .runtimeCondition, .runtimeValue, .outsideCode: true
        default: false
        }
    }
}
