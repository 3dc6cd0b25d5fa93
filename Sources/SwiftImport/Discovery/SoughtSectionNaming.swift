import SwiftSyntax

/// The words a section imported on its own (see `SeekTarget`) adds to the name of the code
/// around it, so that each of a provider's sections reads as itself: the section enum case it is
/// built for (`case .privacy:` → `privacy`), else the variable it is kept in
/// (`let gallerySection = …` → `gallery`); none when the code names neither.
enum SoughtSectionNaming {
    static func words(for call: FunctionCallExprSyntax) -> [String] {
        var node = Syntax(call).parent
        var variable: [String]?
        var outsideClosure = false
        while let current = node, !current.is(FunctionDeclSyntax.self) {
            // Only the variable in the closure that builds the section names it.
            if variable == nil, !outsideClosure, let binding = current.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                variable = LayoutNaming.split(name).map { $0.lowercased() }.filter { !LayoutNaming.kinds.contains($0) }
            }
            if let switchCase = current.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                let words = caseWords(label), !words.isEmpty
            {
                return words
            }
            if current.is(ClosureExprSyntax.self) { outsideClosure = true }
            node = current.parent
        }
        return variable ?? []
    }

    /// `.privacy`, `Section.privacy`, `.collection(let c)`: the case's name, split into words;
    /// `_ where section.isFeaturedApps`: the property tested, without its `is`.
    private static func caseWords(_ label: SwitchCaseLabelSyntax) -> [String]? {
        guard let item = label.caseItems.first, let first = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if first.is(DiscardAssignmentExprSyntax.self) {
            guard let tested = item.whereClause?.condition.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
            let words = LayoutNaming.split(tested).map { $0.lowercased() }.filter { !LayoutNaming.kinds.contains($0) }
            return words.first == "is" ? Array(words.dropFirst()) : words
        }
        var expression = first
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return LayoutNaming.split(member.declName.baseName.text).map { $0.lowercased() }
    }
}
