/// Lint rules: legal definitions that probably do not do what their author meant.
///
/// Lint runs on a definition that passed validation (values are in range), and only reports
/// warnings: a warning never stops a definition from being stored.
public enum Linter {
    /// Every rule, in the order its warnings are produced.
    static let allRules: [any LintRule.Type] = [
        InsetsOnEstimatedAxis.self,
        CountIgnoresMainAxisSize.self,
        FractionalInEstimatedParent.self,
        InterItemSpacingUnused.self,
        SpacingBreaksFractions.self,
        UnreachableSubitem.self,
        RepeatedSubitems.self,
        FractionOverOne.self,
        ChildrenOverflowGroup.self,
        PinnedBoundaryUnderCells.self,
        DecorationCoversCells.self,
        BoundaryCrossAxisAlignment.self,
        BoundaryItemsShareEdge.self,
        ElementKindSharedAcrossRoles.self,
        FractionLookingInsets.self,
        CustomFrameOutsideGroup.self,
        CustomFrameDegenerate.self,
        CustomGroupContentInsets.self,
        WhenWithoutAlternative.self,
        UnreachableAlternative.self,
        NoFallbackAlternative.self,
        UnusedSectionKind.self,
        UnreachedDefaultSection.self,
        ZeroEstimate.self,
        ZeroFraction.self,
        NegativeEdgeSpacing.self,
        NilSection.self,
        OppositeAnchorEdges.self,
    ]

    /// The id and summary of every rule, in a stable order.
    public static var rules: [LintRuleDescription] {
        allRules.map { LintRuleDescription(id: $0.id, summary: $0.summary) }
    }

    /// Runs every rule over a definition.
    /// - Parameters:
    ///   - definition: a definition (normally one that passed `Validator.validate`).
    ///   - sourceMap: where each value came from, so warnings get lines and columns.
    ///   - dataSectionIdentifiers: the section identifiers of the data a catalog holds, one set
    ///     per dataset and per snapshot, for the rules about `sectionsByKind` that need them;
    ///     nil skips those rules.
    /// - Returns: the warnings, sorted by position in the document; rules the definition's
    ///   `lint.allow` names are not run.
    public static func lint(
        _ definition: LayoutDefinition, sourceMap: SourceMap = SourceMap(),
        dataSectionIdentifiers: [Set<String>]? = nil
    ) -> [Diagnostic] {
        let context = LintContext(definition, dataSectionIdentifiers: dataSectionIdentifiers)
        var diagnostics: [Diagnostic] = []
        let allowed = Set(definition.lint.allow)
        for rule in allRules where !allowed.contains(rule.id) {
            var report = LintReport(rule: rule.id, sourceMap: sourceMap)
            rule.init().check(context, &report)
            diagnostics += report.diagnostics
        }
        return diagnostics.sorted(by: Diagnostic.documentOrder)
    }
}
