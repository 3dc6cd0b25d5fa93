import SwiftSyntax

/// One walk over a file's syntax that finds what a run needs besides declarations: every
/// construction site (`UICollectionViewCompositionalLayout(…)`, `NSCollectionLayoutSection(…)`,
/// `.list(using:)`), every call of a builder that takes arguments (whose calls decide which
/// layouts it builds), and every snapshot's `appendSections(…)` (the order of a data source's
/// sections).
final class SourceScan: SyntaxVisitor {
    /// A construction site as found.
    struct Site {
        var call: FunctionCallExprSyntax
        var kind: ConstructionSite.Kind
    }

    private let layoutSubclasses: Set<String>
    private let builderNames: Set<String>
    private(set) var sites: [Site] = []
    /// Calls whose called name is one of `builderNames`.
    private(set) var builderCalls: [FunctionCallExprSyntax] = []
    /// `….appendSections(…)`.
    private(set) var appendSections: [FunctionCallExprSyntax] = []

    /// - Parameters:
    ///   - layoutSubclasses: the run's classes inheriting from `UICollectionViewCompositionalLayout`.
    ///   - builderNames: names of the run's functions that build a layout and take arguments.
    init(layoutSubclasses: Set<String>, builderNames: Set<String>) {
        self.layoutSubclasses = layoutSubclasses
        self.builderNames = builderNames
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let kind = Self.siteKind(node, layoutSubclasses: layoutSubclasses) {
            sites.append(Site(call: node, kind: kind))
        } else if let name = Self.calledName(node) {
            if builderNames.contains(name) { builderCalls.append(node) }
            if name == "appendSections", node.calledExpression.is(MemberAccessExprSyntax.self) { appendSections.append(node) }
        }
        return .visitChildren
    }

    /// `f`, `x.f`, `.f`, `Type.f` → `f`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// What a call constructs, when it is a construction site.
    static func siteKind(_ call: FunctionCallExprSyntax, layoutSubclasses: Set<String>) -> ConstructionSite.Kind? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            switch UIKitNames.canonical(name) {
            case "UICollectionViewCompositionalLayout": return .layout
            case "NSCollectionLayoutSection": return call.arguments.first?.label?.text == "group" ? .section : nil
            case "Self": return insideLayoutSubclass(call, layoutSubclasses) ? .layout : nil
            default: return layoutSubclasses.contains(name) ? .layout : nil
            }
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard let base = member.base else {
            // Implicit members: the labels tell which type they build.
            switch (name, labels) {
            case ("list", ["using", "layoutEnvironment"]): return .listSection
            case ("list", ["using"]): return .listLayout
            case ("init", ["group"]): return .section
            case ("init", ["section"]), ("init", ["section", "configuration"]), ("init", ["sectionProvider"]),
                ("init", ["sectionProvider", "configuration"]):
                return .layout
            default: return nil
            }
        }
        // `super.init(section:)`, `self.init(sectionProvider:)`, `Self.init(…)` inside a layout
        // subclass: the call that builds its layout.
        let isOwnInitializer = base.is(SuperExprSyntax.self) || ["self", "Self"].contains(base.as(DeclReferenceExprSyntax.self)?.baseName.text)
        if isOwnInitializer {
            guard name == "init", layoutLabels.contains(labels) || (labels.isEmpty && call.trailingClosure != nil) else { return nil }
            return insideLayoutSubclass(call, layoutSubclasses) ? .layout : nil
        }
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        switch (UIKitNames.canonical(type), name) {
        case ("UICollectionViewCompositionalLayout", "init"): return .layout
        case ("UICollectionViewCompositionalLayout", "list"): return .listLayout
        case ("NSCollectionLayoutSection", "init"): return labels == ["group"] ? .section : nil
        case ("NSCollectionLayoutSection", "list"): return .listSection
        default: return layoutSubclasses.contains(type) && name == "init" ? .layout : nil
        }
    }

    /// The type a construction names (`FeedLayout(…)`, `FeedLayout.init(…)`), when it names one.
    static func constructedType(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else { return nil }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The labels of `UICollectionViewCompositionalLayout`'s initializers.
    private static let layoutLabels: Set<[String]> = [
        ["section"], ["section", "configuration"], ["sectionProvider"], ["sectionProvider", "configuration"],
    ]

    /// Whether `call` lies in a class (or an extension of one) of `layoutSubclasses`.
    private static func insideLayoutSubclass(_ call: FunctionCallExprSyntax, _ layoutSubclasses: Set<String>) -> Bool {
        var current = Syntax(call)
        while let parent = current.parent {
            if let type = parent.as(ClassDeclSyntax.self) { return layoutSubclasses.contains(type.name.text) }
            if let type = parent.as(ExtensionDeclSyntax.self) {
                return layoutSubclasses.contains(type.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "")
            }
            if parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// The call as written without its arguments: `NSCollectionLayoutSection.list(using:layoutEnvironment:)`,
    /// `UICollectionViewCompositionalLayout { … }`.
    static func describe(_ call: FunctionCallExprSyntax) -> String {
        let callee: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? (member.base?.is(SuperExprSyntax.self) == true ? "super" : "")
            callee = base + "." + member.declName.baseName.text
        } else {
            callee = "…"
        }
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        if call.arguments.isEmpty, call.trailingClosure != nil { return callee + " { … }" }
        return callee + "(" + labels + ")" + (call.trailingClosure == nil ? "" : " { … }")
    }
}
