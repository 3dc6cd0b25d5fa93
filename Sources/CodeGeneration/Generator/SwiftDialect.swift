import LayoutModel

/// Swift's spelling of generated code: one `@MainActor` function whose helpers are nested
/// functions, initializers and static factories with labels, members with a leading dot.
struct SwiftDialect: CodeDialect {
    /// `NestedGroups` (`LayoutCodePlan.typeName`).
    let typeName: String

    // MARK: Names

    var layoutFunctionName: String { "make\(typeName)Layout" }
    func helperName(_ stem: String) -> String { "make\(stem)" }
    func uniformHelperName(_ helper: String) -> String { helper }

    // MARK: File and functions

    var prologue: [String] { ["import UIKit", ""] }
    var epilogue: [String] { [] }

    func signature(_ name: String, parameters: [(name: String, type: CodeType)], returns: CodeType) -> String {
        let list = parameters.map { "_ \($0.name): \(type($0.type))" }.joined(separator: ", ")
        return "func \(name)(\(list)) -> \(type(returns))"
    }

    func layoutFunction(
        requirement: DeploymentTarget?, sectionKind: String?, _ w: inout CodeWriter, helpers: (inout CodeWriter) -> Void,
        body: (inout CodeWriter) -> Void
    ) {
        if let requirement { w.line("@available(iOS \(requirement), *)") }
        // UIKit's layout classes are main-actor isolated.
        w.line("@MainActor")
        let signature =
            if let sectionKind {
                // Labelled, and escaping: the section provider keeps it.
                "func \(layoutFunctionName)(\(sectionKind): @escaping (Int) -> String?) -> UICollectionViewCompositionalLayout"
            } else {
                signature(layoutFunctionName, parameters: [], returns: .object("UICollectionViewCompositionalLayout"))
            }
        w.block(signature + " {") { w in
            helpers(&w)
            body(&w)
        }
    }

    func sectionKindDocumentation(_ parameter: String, hasDefaultSection: Bool) -> [String] {
        [
            "/// - Parameter \(parameter): The identifier of data section `sectionIndex` as text, or nil when",
            "///   it has none: the case name of a section enum (`featured`; `category(id: 7)` with associated",
            "///   values, as `String(describing:)` writes it) or a string identifier itself, for example",
            "///   `{ [weak dataSource] index in dataSource?.sectionIdentifier(for: index).map { String(describing: $0) } }`.",
            "///   Its text before the first \"(\" is the kind that picks the section; other kinds and nil get",
            hasDefaultSection ? "///   the default section." : "///   no section (the provider returns nil).",
        ]
    }

    /// Nested functions share the layout function's availability, so `requirement` is not
    /// repeated.
    func helperFunction(_ signature: String, requirement: DeploymentTarget?, _ w: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        w.block(signature + " {", body)
    }

    func sectionProvider(namesIndex: Bool, namesEnvironment: Bool, configuration: String?) -> (opening: String, closing: String) {
        let parameters = "\(namesIndex ? "sectionIndex" : "_"), \(namesEnvironment ? "layoutEnvironment" : "_")"
        guard let configuration else { return ("return UICollectionViewCompositionalLayout { \(parameters) in", "}") }
        return ("return UICollectionViewCompositionalLayout(sectionProvider: { \(parameters) in", "}, configuration: \(configuration))")
    }

    // MARK: Statements

    func declaration(_ name: String, _ type: CodeType, _ value: CodeExpression, mutable: Bool) -> [String] {
        ["\(mutable ? "var" : "let") \(name) = \(spell(value))"]
    }

    func declaration(_ name: String, _ type: CodeType) -> String { "let \(name): \(self.type(type))" }
    func assignment(_ name: String, _ value: CodeExpression) -> [String] { ["\(name) = \(spell(value))"] }
    func property(_ object: String, _ property: String, _ value: CodeExpression) -> String { "\(object).\(property) = \(spell(value))" }
    func returning(_ value: CodeExpression) -> String { "return \(spell(value))" }
    func ifOpening(_ condition: String) -> String { "if \(condition) {" }
    func available(_ version: DeploymentTarget) -> String { "#available(iOS \(version), *)" }

    /// Swift style: `case` lines align with `switch`.
    func switchBlock(_ subject: String, _ w: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
        w.line("switch \(subject) {")
        body(&w)
        w.line("}")
    }

    func caseLabels(_ values: [Int]) -> [String] { ["case \(values.map(String.init).joined(separator: ", ")):"] }

    func unwrappedIdentifier(_ name: String, _ call: CodeExpression, _ w: inout CodeWriter, whenMissing: (inout CodeWriter) -> Void) {
        w.block("guard let \(name) = \(spell(call)) else {", whenMissing)
    }

    /// A `switch` over the identifier's prefix (a `Substring`, which string literals match),
    /// one `case` per choice with its kinds as literals.
    func kindSwitch(
        _ identifier: String, kinds: [[String]], _ w: inout CodeWriter, body: (Int, inout CodeWriter) -> Void,
        otherwise: (inout CodeWriter) -> Void
    ) {
        switchBlock("\(identifier).prefix(while: { $0 != \"(\" })", &w) { w in
            for (index, labels) in kinds.enumerated() {
                w.line("case \(labels.map(CodeLiteral.swiftString).joined(separator: ", ")):")
                w.indented { body(index, &$0) }
            }
            w.line("default:")
            w.indented(otherwise)
        }
    }

    // MARK: Custom groups

    func customGroup(_ name: String, size: String, namesEnvironment: Bool) -> (opening: String, closing: String) {
        ("let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(size)) { \(namesEnvironment ? "environment" : "_") in", "}")
    }

    func arrayOverLines(_ opening: String, _ elements: [String], _ w: inout CodeWriter) {
        w.block(opening + "[", closing: "]") { $0.lines(elements.map { $0 + "," }) }
    }

    func itemList(_ name: String, fixed: [String], _ w: inout CodeWriter) {
        if fixed.isEmpty {
            w.line("var \(name): [NSCollectionLayoutGroupCustomItem] = []")
        } else {
            arrayOverLines("var \(name) = ", fixed, &w)
        }
    }

    func appending(_ element: String, to list: String) -> String { "\(list).append(\(element))" }
    func loop(_ index: String?, count: Int) -> String { "for \(index ?? "_") in 0..<\(count) {" }

    // MARK: Values

    func spell(_ value: CodeExpression) -> String {
        switch value {
        case .verbatim(let text): text
        case .number(let number): CodeLiteral.swiftNumber(number)
        case .integer(let integer): CodeLiteral.swiftInteger(integer)
        case .bool(let bool): bool ? "true" : "false"
        case .nilLiteral: "nil"
        case .elementKind(let kind): elementKind(kind)
        case .constant(let constant): "." + constant.member
        case .edges(let edges): spell(.array(edges.map { .constant(.edge($0)) }))
        case .array(let elements): "[" + elements.map(spell).joined(separator: ", ") + "]"
        case .call(let call):
            call.swift + "(" + call.arguments.map { ($0.label.map { "\($0): " } ?? "") + spell($0.value) }.joined(separator: ", ") + ")"
        case .function(let name, let arguments): name + "(" + arguments.map(spell).joined(separator: ", ") + ")"
        case .cgFloat(let name): "CGFloat(\(name))"
        case .frameField(let expression): FrameExpressionCode.swiftField(expression)
        case .containerValue(let expression, let local): FrameExpressionCode.swiftValue(expression, style: .container(local: local))
        case .containerCount(let expression, let local): FrameExpressionCode.count(expression, language: .swift, style: .container(local: local))
        }
    }

    private func type(_ type: CodeType) -> String {
        switch type {
        case .object(let name), .scalar(let name): name
        case .conforming(let name): "any " + name
        }
    }

    /// UIKit's own constants for the standard kinds (their values are these strings).
    private func elementKind(_ kind: String) -> String {
        switch kind {
        case "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader"
        case "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter"
        default: CodeLiteral.swiftString(kind)
        }
    }
}
