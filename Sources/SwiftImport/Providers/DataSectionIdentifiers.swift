import SwiftSyntax

/// The section identifier the app's data holds, read inside a section provider followed for one
/// kind (see `KindProbe`, `SectionKindAnalysis`): where the code reads it, the value it gets for
/// the kind tried, and the kinds it is compared with.
///
/// The identifier is read through `dataSource.sectionIdentifier(for: index)`,
/// `snapshot().sectionIdentifiers[index]`, an array of sections the app fills (`sections[index]`),
/// a protocol requirement or a helper that looks it up in data (`presenter.section(at: index)`), or
/// a closure passed in (`sectionKind(index)`). Outside a kind analysis each of these stays the
/// app's data, as before.
extension Interpreter {
    /// What section identifiers of the written type are: an enum of the run (its cases), a struct,
    /// class or protocol of the run (a record whose member tells the kind), or text. Nil for other
    /// types (numbers, `AnyHashable`, types the files do not declare).
    func sectionIdentifierType(_ written: String, context: TypeInfo?, file: ParsedFile) -> SectionIdentifierType? {
        var name = written.filter { !$0.isWhitespace }
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        if name == "String" || name == "Substring" { return .text }
        guard name.first?.isUppercase == true, !name.contains("<"), !name.contains("["),
            case .type(let type) = typeValue(named: name, in: Scope(file: file, typeContext: context)), let info = type.info
        else { return nil }
        switch info.kind {
        case .enum: return info.cases.isEmpty ? nil : .enumeration(info)
        case .struct, .class, .protocol: return .record(info)
        case .unknown: return nil
        }
    }

    /// `[Section]`, `Array<Section>`, `[Section]?` → `Section`.
    static func arrayElement(_ written: String) -> String? {
        var name = written.filter { !$0.isWhitespace }
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") { return String(name.dropFirst().dropLast()) }
        if name.hasPrefix("Array<"), name.hasSuffix(">") { return String(name.dropFirst(6).dropLast()) }
        return nil
    }

    // MARK: Reading the identifier

    /// The identifier `list` holds at `index`: for the section being followed, the kind tried;
    /// for another index (`index - 1`), or outside a kind analysis, the app's data.
    func sectionIdentifier(in list: SectionListValue, at index: Value, position: SourcePosition) -> Value {
        guard let probe = kindProbe else {
            return .unknown("\(list.pattern.phrase) (`\(list.expression)`, the app's data)", at: position, code: .runtimeValue)
        }
        guard list.part == .elements, case .number(let n) = index, n.followsIndex, n.integer == probe.index else {
            if index.isUnknown { return index }
            return .unknown("the section identifier of another section than the one built (`\(list.expression)`)", at: position, code: .runtimeValue)
        }
        probe.noteSource(list.pattern, list.expression, owner: list.owner)
        return identifierValue(list.identifiers, probe: probe, at: position)
    }

    /// The value an identifier of `type` has while the provider is followed for the probe's kind.
    func identifierValue(_ type: SectionIdentifierType, probe: KindProbe, at position: SourcePosition) -> Value {
        switch type {
        case .enumeration(let info):
            if let known = probe.enumType, known !== info {
                return conflict("the provider reads section identifiers of two types, \(known.name) and \(info.name)", probe, at: position)
            }
            if probe.isText { return conflict("the provider reads section identifiers both as text and as \(info.name)", probe, at: position) }
            probe.enumType = info
            // Without a kind (the first trial), the first case: every identifier is one of them.
            guard let name = probe.trial.flatMap({ info.enumCase(named: $0)?.name }) ?? info.cases.first?.name else {
                return .unknown("\(info.name) has no cases", at: position)
            }
            return .enumCase(EnumCaseValue(typeName: info.name, name: name, type: info, fromData: true))
        case .text:
            if let known = probe.enumType {
                return conflict("the provider reads section identifiers both as \(known.name) and as text", probe, at: position)
            }
            probe.isText = true
            return .sectionKind(SectionKindValue(kind: probe.trial))
        case .record(let info):
            let state = InstanceState()
            state.isSectionIdentifier = true
            return .instance(info, state)
        }
    }

    private func conflict(_ message: String, _ probe: KindProbe, at position: SourcePosition) -> Value {
        if probe.conflict == nil { probe.conflict = message }
        return .unknown(message, at: position, code: .runtimeValue)
    }

    /// A member of a section identifier that is a struct or class of the run. The first member
    /// of an enum type the provider reads tells the kind (`section.kind`) — of text when the type
    /// has no member of an enum type (`section.id`); a constant with an initial value is that
    /// value; any other member is the app's data.
    func identifierRecordMember(_ property: VariableInfo, of record: TypeInfo, state: InstanceState, at position: SourcePosition) throws -> Value {
        if let stored = state.stored[property.name] { return stored }
        if property.isLet, let initializer = property.binding.initializer?.value {
            let scope = Scope(file: property.file, selfValue: .instance(record, state), typeContext: property.owner)
            return typed(try nested(at: position) { () throws -> Value in try evaluate(initializer, in: scope) }, as: property.typeName)
        }
        let data = Value.unknown("`\(property.name)` of the section identifier (the app's data)", at: position, code: .runtimeValue)
        guard let probe = kindProbe, let written = property.typeName,
            let type = sectionIdentifierType(written, context: property.owner ?? record, file: property.file)
        else { return data }
        if case .record = type { return data }
        if case .text = type,
            record.storedProperties.contains(where: { member in
                guard let written = member.typeName,
                    case .enumeration? = sectionIdentifierType(written, context: member.owner ?? record, file: member.file)
                else { return false }
                return true
            })
        {
            return data
        }
        // A second member read beside the kind's is the app's data.
        if let member = probe.recordMember, member != property.name { return data }
        probe.recordMember = property.name
        let value = identifierValue(type, probe: probe, at: position)
        state.stored[property.name] = value
        return value
    }

    // MARK: Where the data is read

    /// An array property the app fills (a `var`, or a `let` without a value in the code) whose
    /// elements can be section identifiers, read while a provider is followed for a kind.
    func sectionList(in property: VariableInfo) -> Value? {
        guard kindProbe != nil, property.getter == nil, !(property.isLet && property.binding.initializer != nil) else { return nil }
        var written = property.typeName
        // `var sections = [Section]()`.
        if written == nil, let call = property.binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
            written = call.calledExpression.trimmedDescription
        }
        guard let written, let element = Self.arrayElement(written),
            let identifiers = sectionIdentifierType(element, context: property.owner, file: property.file)
        else { return nil }
        kindProbe?.consulted = true
        let owner = property.owner.map { "\($0.simpleName)." } ?? ""
        return .sectionList(
            SectionListValue(
                identifiers: identifiers, expression: "\(owner)\(property.name)[…]", pattern: .sectionList, owner: property.owner))
    }

    /// A property of a type of the run that the code does not give a value (`let viewModel:
    /// HomeViewModel`, set when the object is created), read while a provider is followed for a
    /// kind: an instance of that type, so that a method looking the identifier up can be followed.
    func unsetInstance(_ property: VariableInfo) -> Value? {
        guard kindProbe != nil, property.getter == nil, let written = property.typeName,
            case .record(let info)? = sectionIdentifierType(written, context: property.owner, file: property.file)
        else { return nil }
        kindProbe?.consulted = true
        return .instance(info)
    }

    /// A call of a function of the run with the section index: when it returns a section
    /// identifier and its body reads the app's data (or it has none: a protocol requirement),
    /// the identifier it looks up. Nil when the call is not such a lookup.
    func lookedUpIdentifier(_ function: FunctionInfo, _ arguments: [Argument], failure: ImportFailure?, at position: SourcePosition) -> Value? {
        guard let probe = kindProbe, let written = function.returnType, takesSectionIndex(arguments),
            let identifiers = sectionIdentifierType(written, context: function.owner, file: function.file)
        else { return nil }
        // A body that fails on something other than the app's data is not a lookup.
        if function.syntax.body != nil, let failure, failure.isTrap || !(failure.reason == .runtimeValue || failure.reason == .runtimeCondition) {
            return nil
        }
        let owner = function.owner.map { "\($0.simpleName)." } ?? ""
        let list = SectionListValue(identifiers: identifiers, expression: "\(owner)\(function.signature)", pattern: .lookup, owner: function.owner)
        probe.noteSource(list.pattern, list.expression, owner: list.owner)
        return identifierValue(identifiers, probe: probe, at: position)
    }

    /// Whether a call is given the index of the section being built.
    func takesSectionIndex(_ arguments: [Argument]) -> Bool {
        guard let probe = kindProbe else { return false }
        return arguments.contains { if case .number(let n) = $0.value { n.followsIndex && n.integer == probe.index } else { false } }
    }

    /// Notes a function of the run that, given the section index, returned the identifier the
    /// data holds (`viewModel.sectionType(for:)`): the outermost one names the lookup.
    func noteLookup(_ function: FunctionInfo, _ arguments: [Argument], result: Value) {
        guard let probe = kindProbe, probe.readIdentifier, takesSectionIndex(arguments) else { return }
        switch result {
        case .enumCase(let c) where c.fromData: break
        case .sectionKind: break
        case .instance(_, let state?) where state.isSectionIdentifier: break
        default: return
        }
        let owner = function.owner.map { "\($0.simpleName)." } ?? ""
        let helper = "\(owner)\(function.signature)"
        if probe.source?.expression != helper { probe.helper = helper }
    }

    /// A parameter of type `(Int) -> T` or `(Int) -> T?`, where `T` can be a section identifier
    /// (`sectionKind: @escaping (Int) -> String?`): the caller's lookup of each section's kind.
    func sectionLookupParameter(_ parameter: FunctionParameterSyntax, name: String, owner: TypeInfo?, file: ParsedFile) -> Value? {
        var type = parameter.type
        while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard let function = type.as(FunctionTypeSyntax.self), function.parameters.count == 1, let only = function.parameters.first,
            only.type.trimmedDescription == "Int",
            let identifiers = sectionIdentifierType(function.returnClause.type.trimmedDescription, context: owner, file: file)
        else { return nil }
        return .sectionList(SectionListValue(identifiers: identifiers, expression: "\(name)(…)", pattern: .closure, owner: owner))
    }

    // MARK: Using the identifier

    /// A member of a text identifier: `description` is itself; anything else reads its text.
    func sectionKindMember(_ name: String, of value: SectionKindValue, at position: SourcePosition) -> Value {
        switch name {
        case "description", "self": return .sectionKind(value)
        default: return .unknown("the section identifier's `\(name)` (the app's data)", at: position, code: .runtimeValue)
        }
    }

    /// A method of a text identifier: `prefix(while:)`, which the catalog's own Swift export uses
    /// to read an identifier's kind, is the kind itself (kinds hold no parenthesis).
    func sectionKindMethod(_ name: String, of value: SectionKindValue, _ arguments: [Argument], at position: SourcePosition) -> Value {
        switch (name, arguments.map { $0.label ?? "_" }) {
        case ("prefix", ["while"]): return .sectionKind(value)
        default: return .unknown("the section identifier's `\(name)(…)` (the app's data)", at: position, code: .runtimeValue)
        }
    }

    /// A member of the app's section list. Its elements and their number are the app's data; but
    /// while the provider builds a section the list holds it, so the list is not empty and the
    /// index is below its count (`guard sectionIndex < sections.count`).
    func sectionListMember(_ name: String, of list: SectionListValue, at position: SourcePosition) -> Value {
        if kindProbe != nil, list.part == .elements {
            var part = list
            switch name {
            case "isEmpty": return .bool(false)
            case "count":
                part.part = .count
                return .sectionList(part)
            case "indices":
                part.part = .indices
                return .sectionList(part)
            default: break
            }
        }
        return .unknown("`\(name)` of \(list.pattern.phrase) (the app's data)", at: position, code: .runtimeValue)
    }

    /// A method of the app's section list: `indices.contains(sectionIndex)` holds.
    func sectionListMethod(_ name: String, of list: SectionListValue, _ arguments: [Argument], at position: SourcePosition) -> Value {
        if let probe = kindProbe, list.part == .indices, name == "contains", arguments.count == 1,
            case .number(let n) = arguments[0].value, n.followsIndex, n.integer == probe.index
        {
            return .bool(true)
        }
        return .unknown("`\(name)(…)` of \(list.pattern.phrase) (the app's data)", at: position, code: .runtimeValue)
    }

    /// Arithmetic on the app's list of sections or its count (`sections.count - 1`): a provider
    /// that finds the last section this way chooses by the index as well as by kind.
    func sectionCountUse(_ list: SectionListValue, at position: SourcePosition) -> ImportFailure {
        var failure = ImportFailure(
            "the section provider computes with the number of sections in \(list.pattern.phrase) (`\(list.expression)`), which the app's data decides; `sectionsByKind` cannot say that",
            at: position, reason: .notInFormat)
        failure.isMixedIndexUse = true
        return failure
    }

    /// `sectionIndex < sections.count` and the like, for the section being built: it is in the
    /// list, so below its count. Nil when `index` is not that section's index.
    func indexAgainstCount(_ op: String, index: Value, indexOnLeft: Bool) -> Value? {
        guard let probe = kindProbe, case .number(let n) = index, n.followsIndex, n.integer == probe.index else { return nil }
        let mirrored = indexOnLeft ? op : (["<": ">", "<=": ">=", ">": "<", ">=": "<="][op] ?? op)
        switch mirrored {
        case "<", "<=", "!=": return .bool(true)
        case ">", ">=", "==": return .bool(false)
        default: return nil
        }
    }

    /// Whether a text identifier the data holds is `other` (a string, or an enum case compared
    /// by name), recording the kind; for an enum identifier's raw value, whether it is the raw
    /// value `other`, recording that raw value's case. Nil when `other` is not something a kind
    /// can be compared with.
    func identifierMatches(_ identifier: SectionKindValue, _ other: Value) throws -> Bool? {
        let kind: String
        if let type = identifier.rawValueOf {
            let raws = try rawValues(of: type)
            let match: String?
            switch other {
            case .number(let n):
                guard let wanted = n.constant else { return nil }
                match = raws.first { if case .number(let r) = $0.value { r.constant == wanted } else { false } }?.name
            case .string(let text):
                match = raws.first { if case .string(let r) = $0.value { r == text } else { false } }?.name
            default:
                return nil
            }
            // A raw value no case has: never this identifier.
            guard let match else { return false }
            kind = match
        } else {
            switch other {
            case .string(let text): kind = text
            case .enumCase(let c): kind = c.name
            default: return nil
            }
        }
        kindProbe?.record(kind)
        return identifier.kind == kind
    }

    /// The text of a text identifier (or an enum identifier's raw value) for the kind tried.
    func identifierText(_ identifier: SectionKindValue) throws -> String? {
        guard let kind = identifier.kind else { return nil }
        guard let type = identifier.rawValueOf else { return kind }
        switch try rawValues(of: type).first(where: { $0.name == kind })?.value {
        case .string(let text)?: return text
        case .number(let n)?: return n.integer.map(String.init)
        default: return nil
        }
    }

    /// Records the kind an identifier from the data is compared with: `case .featured`,
    /// `== "grid"`.
    func noteKindTest(_ data: Value, against kind: String) {
        switch data {
        case .enumCase(let c) where c.fromData: kindProbe?.record(kind)
        case .sectionKind: kindProbe?.record(kind)
        default: break
        }
    }

    /// `a == b` between enum cases, one of them the identifier from the data.
    func noteKindTest(_ a: EnumCaseValue, _ b: EnumCaseValue) {
        if a.fromData, !b.fromData { kindProbe?.record(b.name) }
        if b.fromData, !a.fromData { kindProbe?.record(a.name) }
    }
}
