import LayoutModel
import SwiftSyntax

/// What one call of a builder that takes arguments adds to the layout's name: the arguments
/// the call fixes, as words (`gridSection(columnCount: 3)` → `3`; with several, each after its
/// label: `carousel(width: 0.8, paging: true)` → `width-0-8-paging`). Arguments equal to the
/// parameter's default, and values the importer cannot write as words, add nothing.
struct BuilderVariant {
    var words: [String]
    /// Lines on which the call and its statement start: a `// catalog: NAME` above one names
    /// this layout.
    var startLines: [Int]

    init(words: [String], startLines: [Int]) {
        self.words = words
        self.startLines = startLines
    }

    /// - Parameter arguments: the arguments the call was followed with.
    init(call: FoundCall, function: FunctionInfo, arguments: [Argument], context: RunContext) {
        let interpreter = context.interpreter()
        var parts: [(label: String, words: [String], isFlag: Bool)] = []
        var next = 0
        for parameter in function.parameters {
            guard next < arguments.count, arguments[next].label == parameter.label || arguments[next].isTrailingClosure else { continue }
            let value = arguments[next].value
            next += 1
            if let fallback = parameter.syntax.defaultValue?.value,
                let defaultValue = try? interpreter.evaluate(fallback, in: Scope(file: function.file, typeContext: function.owner)),
                Self.same(value, defaultValue)
            {
                continue
            }
            let label = parameter.label ?? parameter.name
            if case .bool(let flag) = value {
                parts.append((label, Self.flagWords(label, flag), true))
            } else if let words = Self.words(value) {
                parts.append((label, words, false))
            }
        }
        if parts.count == 1, let only = parts.first {
            words = only.words
        } else {
            words = parts.flatMap { part in part.isFlag ? part.words : LayoutNaming.split(part.label).map { $0.lowercased() } + part.words }
        }
        startLines = [call.position.line, call.file.position(of: call.call.ancestorStatement).line]
    }

    /// A flag as name words, as a developer reads a switch: its name for `true`
    /// (`showsHeaders` → `shows-headers`), `no-` and its name for `false` (`no-shows-headers`).
    /// A leading `is` or `has` is left out when words follow (`isCompact` → `compact`,
    /// `no-compact`; `hasFooter` → `footer`, `no-footer`): the state, not the question, names the
    /// layout. Also the words of `nil` for an optional setting (`no-filter`, see `StateVariants`).
    static func flagWords(_ name: String, _ flag: Bool) -> [String] {
        var words = LayoutNaming.split(name).map { $0.lowercased() }
        if words.count > 1, let first = words.first, first == "is" || first == "has" { words.removeFirst() }
        return flag ? words : ["no"] + words
    }

    /// A value as name words: `3`, `0-8`, `minus-2`, an enum case's name and payload, a
    /// string's words, a dimension (`absolute-44`). Nil for values with no short spelling.
    static func words(_ value: Value) -> [String]? {
        switch value {
        case .number(let n):
            guard let constant = n.typed(as: n.kind == .integerLiteral ? .int : n.kind).constant else { return nil }
            return number(constant)
        case .enumCase(let c):
            let payload = c.payload.compactMap(words).flatMap { $0 }
            return LayoutNaming.split(c.name).map { $0.lowercased() } + payload
        case .string(let text):
            let words = LayoutNaming.split(text).map { $0.lowercased() }
            return words.isEmpty ? nil : words
        case .model(.dimension(let dimension)):
            switch dimension {
            case .fractionalWidth(let v): return ["fractional", "width"] + number(v)
            case .fractionalHeight(let v): return ["fractional", "height"] + number(v)
            case .absolute(let v): return ["absolute"] + number(v)
            case .estimated(let v): return ["estimated"] + number(v)
            case .uniformAcrossSiblings(let v): return ["uniform"] + number(v)
            }
        default:
            return nil
        }
    }

    private static func number(_ value: Double) -> [String] {
        let text = CanonicalNumber.format(abs(value))
        let pieces = text.split(whereSeparator: { !$0.isNumber }).map(String.init)
        return (value < 0 ? ["minus"] : []) + pieces
    }

    /// Whether two argument values are the same (an argument equal to the default is left out
    /// of the name).
    static func same(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x.constant != nil && x.constant == y.constant
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.enumCase(let x), .enumCase(let y)): return x.name == y.name && x.payload.isEmpty && y.payload.isEmpty
        case (.none, .none): return true
        case (.model(.dimension(let x)), .model(.dimension(let y))): return x == y
        default: return false
        }
    }
}

extension SyntaxProtocol {
    /// The statement (or member) this node is part of.
    var ancestorStatement: Syntax {
        var current = Syntax(self)
        while let parent = current.parent {
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return parent }
            current = parent
        }
        return current
    }
}
