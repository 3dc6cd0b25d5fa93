import LayoutModel

/// Objective-C's spelling of generated code: a C function with `static` helper functions before
/// it, messages (split over lines when a local's value is long, see `ObjCMessage`), C
/// functions, and constants named after their type.
struct ObjCDialect: CodeDialect {
    /// `NestedGroups` (`LayoutCodePlan.typeName`).
    let typeName: String

    // MARK: Names

    var layoutFunctionName: String { "Make\(typeName)Layout" }
    /// File-level functions carry the layout's name, so two layouts' files link together.
    func helperName(_ stem: String) -> String { "Make\(typeName)\(stem)" }

    /// Named after the layout like the other helpers but without `Make` (it returns a dimension,
    /// not a layout part).
    func uniformHelperName(_ helper: String) -> String {
        "\(LayoutCodePlan.helperPrefix(for: typeName))\(CodeIdentifier.uppercasingFirst(helper))"
    }

    // MARK: File and functions

    var prologue: [String] { ["#import <UIKit/UIKit.h>", "", "NS_ASSUME_NONNULL_BEGIN", ""] }
    var epilogue: [String] { ["", "NS_ASSUME_NONNULL_END"] }

    func signature(_ name: String, parameters: [(name: String, type: CodeType)], returns: CodeType) -> String {
        let list = parameters.isEmpty ? "void" : parameters.map { declarator($0.name, $0.type) }.joined(separator: ", ")
        return "\(declarator(name, returns))(\(list))"
    }

    /// A prototype (carrying the availability attribute), then the helpers, then the definition.
    /// A `sectionKind` block is nonnull (the file assumes it) and returns a nullable string.
    func layoutFunction(
        requirement: DeploymentTarget?, sectionKind: String?, _ w: inout CodeWriter, helpers: (inout CodeWriter) -> Void,
        body: (inout CodeWriter) -> Void
    ) {
        let signature =
            if let sectionKind {
                "UICollectionViewCompositionalLayout *\(layoutFunctionName)(NSString * _Nullable (^\(sectionKind))(NSInteger sectionIndex))"
            } else {
                signature(layoutFunctionName, parameters: [], returns: .object("UICollectionViewCompositionalLayout"))
            }
        w.line(signature + (requirement.map { " " + attribute($0) } ?? "") + ";")
        w.blank()
        helpers(&w)
        w.block(signature + " {", body)
    }

    func helperFunction(_ signature: String, requirement: DeploymentTarget?, _ w: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        if let requirement { w.line(attribute(requirement)) }
        w.block("static " + signature + " {", body)
    }

    /// Blocks have no unnamed parameters: both are always named.
    func sectionProvider(namesIndex: Bool, namesEnvironment: Bool, configuration: String?) -> (opening: String, closing: String) {
        let opening =
            "return [[UICollectionViewCompositionalLayout alloc] initWithSectionProvider:"
            + "^NSCollectionLayoutSection * _Nullable(NSInteger sectionIndex, id<NSCollectionLayoutEnvironment> layoutEnvironment) {"
        return (opening, configuration.map { "} configuration:\($0)];" } ?? "}];")
    }

    func sectionKindDocumentation(_ parameter: String, hasDefaultSection: Bool) -> [String] {
        [
            "/// @param \(parameter) Returns the identifier of data section sectionIndex as text, or nil when it",
            "///   has none: with a diffable data source,",
            "///   [[dataSource sectionIdentifierForIndex:sectionIndex] description] (a string identifier is",
            "///   itself). Its text before the first \"(\" is the kind that picks the section; other kinds and",
            hasDefaultSection ? "///   nil get the default section." : "///   nil get no section (the provider returns nil).",
        ]
    }

    // MARK: Statements

    /// Objective-C objects are references, so `mutable` makes no difference.
    func declaration(_ name: String, _ type: CodeType, _ value: CodeExpression, mutable: Bool) -> [String] {
        statement(declarator(name, type) + " = ", value)
    }

    func declaration(_ name: String, _ type: CodeType) -> String { declarator(name, type) + ";" }
    func assignment(_ name: String, _ value: CodeExpression) -> [String] { statement("\(name) = ", value) }
    func property(_ object: String, _ property: String, _ value: CodeExpression) -> String { "\(object).\(property) = \(spell(value));" }
    func returning(_ value: CodeExpression) -> String { "return \(spell(value));" }
    func ifOpening(_ condition: String) -> String { "if (\(condition)) {" }
    func available(_ version: DeploymentTarget) -> String { "@available(iOS \(version), *)" }

    /// C style: `case` lines are indented inside `switch`, one label per value.
    func switchBlock(_ subject: String, _ w: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
        w.block("switch (\(subject)) {", body)
    }

    func caseLabels(_ values: [Int]) -> [String] { values.map { "case \($0):" } }

    func unwrappedIdentifier(_ name: String, _ call: CodeExpression, _ w: inout CodeWriter, whenMissing: (inout CodeWriter) -> Void) {
        w.line("NSString *\(name) = \(spell(call));")
        w.block("if (\(name) == nil) {", whenMissing)
    }

    /// C has no `switch` over strings: the kind is cut from the identifier, then one `if` per
    /// choice compares it with `isEqualToString:`. Without choices the kind is not needed (an
    /// unused local would draw a warning).
    func kindSwitch(
        _ identifier: String, kinds: [[String]], _ w: inout CodeWriter, body: (Int, inout CodeWriter) -> Void,
        otherwise: (inout CodeWriter) -> Void
    ) {
        if !kinds.isEmpty {
            w.line("NSRange parenthesis = [\(identifier) rangeOfString:@\"(\"];")
            w.line("NSString *kind = parenthesis.location == NSNotFound ? \(identifier) : [\(identifier) substringToIndex:parenthesis.location];")
        }
        for (index, labels) in kinds.enumerated() {
            let test = labels.map { "[kind isEqualToString:\(CodeLiteral.objcString($0))]" }.joined(separator: " || ")
            w.block("if (\(test)) {") { body(index, &$0) }
        }
        otherwise(&w)
    }

    // MARK: Custom groups

    /// Blocks have no unnamed parameters: the environment is always named.
    func customGroup(_ name: String, size: String, namesEnvironment: Bool) -> (opening: String, closing: String) {
        let opening =
            "NSCollectionLayoutGroup *\(name) = [NSCollectionLayoutGroup customGroupWithLayoutSize:\(size) itemProvider:"
            + "^NSArray<NSCollectionLayoutGroupCustomItem *> *(id<NSCollectionLayoutEnvironment> environment) {"
        return (opening, "}];")
    }

    /// C allows no comma after the last element.
    func arrayOverLines(_ opening: String, _ elements: [String], _ w: inout CodeWriter) {
        w.block(opening + "@[", closing: "];") { w in
            w.lines(elements.enumerated().map { $0.offset < elements.count - 1 ? $0.element + "," : $0.element })
        }
    }

    func itemList(_ name: String, fixed: [String], _ w: inout CodeWriter) {
        w.line("NSMutableArray<NSCollectionLayoutGroupCustomItem *> *\(name) = [NSMutableArray array];")
        for item in fixed { w.line(appending(item, to: name)) }
    }

    func appending(_ element: String, to list: String) -> String { "[\(list) addObject:\(element)];" }

    /// C needs the counter named whether or not the body uses it.
    func loop(_ index: String?, count: Int) -> String {
        let index = index ?? "index"
        return "for (NSInteger \(index) = 0; \(index) < \(count); \(index)++) {"
    }

    // MARK: Values

    func spell(_ value: CodeExpression) -> String {
        switch value {
        case .verbatim(let text): text
        case .number(let number): CodeLiteral.objcNumber(number)
        case .integer(let integer): CodeLiteral.objcInteger(integer)
        case .bool(let bool): bool ? "YES" : "NO"
        case .nilLiteral: "nil"
        case .elementKind(let kind): elementKind(kind)
        case .constant(let constant): constant.objcSpelling
        case .edges(let edges):
            edges.isEmpty ? "NSDirectionalRectEdgeNone" : edges.map { UIKitConstant.edge($0).objcSpelling }.joined(separator: " | ")
        case .array(let elements): "@[" + elements.map(spell).joined(separator: ", ") + "]"
        case .call(let call):
            switch call.objc {
            case .message(let receiver, let selector): message(call, receiver: receiver, selector: selector).inline
            case .function(let name): name + "(" + call.arguments.map { spell($0.value) }.joined(separator: ", ") + ")"
            }
        case .function(let name, let arguments): name + "(" + arguments.map(spell).joined(separator: ", ") + ")"
        case .cgFloat(let name): "(CGFloat)\(name)"
        case .frameField(let expression): FrameExpressionCode.objcField(expression)
        case .containerValue(let expression, let local): FrameExpressionCode.objcValue(expression, style: .container(local: local))
        case .containerCount(let expression, let local): FrameExpressionCode.count(expression, language: .objc, style: .container(local: local))
        }
    }

    /// `prefix value;`, a message split over lines when long.
    private func statement(_ prefix: String, _ value: CodeExpression) -> [String] {
        if case .call(let call) = value, case .message(let receiver, let selector) = call.objc {
            return message(call, receiver: receiver, selector: selector).lines(prefix: prefix, suffix: ";")
        }
        return [prefix + spell(value) + ";"]
    }

    private func message(_ call: UIKitCall, receiver: String, selector: String) -> ObjCMessage {
        guard let first = call.arguments.first else { return ObjCMessage(head: "[\(receiver) \(selector)", parts: []) }
        let rest = call.arguments.dropFirst().map { (keyword: $0.label ?? "", argument: spell($0.value)) }
        return ObjCMessage(head: "[\(receiver) ", parts: [(keyword: selector, argument: spell(first.value))] + rest)
    }

    /// `NSCollectionLayoutSize *name`, `CGFloat name`, `id<NSCollectionLayoutEnvironment> name`.
    private func declarator(_ name: String, _ type: CodeType) -> String {
        switch type {
        case .object(let type): "\(type) *\(name)"
        case .scalar(let type): "\(type) \(name)"
        case .conforming(let proto): "id<\(proto)> \(name)"
        }
    }

    /// `API_AVAILABLE(ios(14.0))`.
    private func attribute(_ requirement: DeploymentTarget) -> String { "API_AVAILABLE(ios(\(requirement)))" }

    private func elementKind(_ kind: String) -> String {
        switch kind {
        case "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter": kind
        default: CodeLiteral.objcString(kind)
        }
    }
}
