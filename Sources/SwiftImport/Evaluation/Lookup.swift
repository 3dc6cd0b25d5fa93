import LayoutModel
import SwiftSyntax

extension Interpreter {
    /// What a bare name refers to: a local, `self`, a member of the enclosing type, a
    /// declaration of the run, or a type.
    func lookup(_ name: String, at node: some SyntaxProtocol, in scope: Scope) throws -> Value {
        let position = scope.position(of: node)
        if let cell = scope.lookup(name) {
            guard let value = cell.value else {
                return .unknown("`\(name)` is read before it is assigned", at: position)
            }
            return value
        }
        switch name {
        case "self":
            return scope.selfValue ?? .unknown("`self` outside a type", at: position)
        case "Self":
            // The type a member was reached through: a protocol extension's `Self` is the
            // conforming type.
            switch scope.selfValue {
            case .type(let type)?: return .type(type)
            case .instance(let info, _)?: return .type(TypeValue(name: info.name, info: info))
            default: break
            }
            guard let type = scope.typeContext else { return .unknown("`Self` outside a type", at: position) }
            return .type(TypeValue(name: type.name, info: type))
        default:
            break
        }
        // Members of the enclosing type and the types it is nested in.
        var context = scope.typeContext
        while let type = context {
            if let value = try memberOfType(name, type: type, selfValue: scope.selfValue, at: position) { return value }
            context = type.parent
        }
        // Inside an extension of a UIKit type: the object's own properties (`contentInsets`).
        if let selfValue = scope.selfValue, !uikitTypes(of: selfValue).isEmpty, name.first?.isLowercase == true {
            let value = try member(name, of: selfValue, at: node, in: scope)
            if !value.isUnknown { return value }
        }
        if let variable = index.variables[name] {
            return try propertyValue(variable, receiver: nil, at: position)
        }
        if let functions = index.functions[name], let first = functions.first {
            return .callable(Callable(body: .function(first, receiver: nil)))
        }
        if let constant = UIKitNames.elementKindConstants[name] { return .string(constant) }
        if name.first?.isUppercase == true { return typeValue(named: name, in: scope) }
        if isolatedCall, name.first?.isLowercase == true {
            return .unknown(
                "`\(name)` is a local of the code around the call, which runs only in the app (in a closure the importer does not call)",
                at: position, code: .runtimeValue)
        }
        return .unknown(
            "`\(name)` is not declared in the imported code", at: position,
            code: UIKitNames.runtimeState.contains(name) ? .runtimeValue : .outsideCode)
    }

    /// A member named `name` of `type` seen from inside it: instance members when `selfValue`
    /// is an instance, static members and enum cases always.
    private func memberOfType(_ name: String, type: TypeInfo, selfValue: Value?, at position: SourcePosition) throws -> Value? {
        if let selfValue, !selfValue.isType, let property = instanceProperty(name, of: type) {
            return try propertyValue(property, receiver: selfValue, at: position)
        }
        if let property = type.staticProperties[name] {
            return try propertyValue(property, receiver: .type(TypeValue(name: type.name, info: type)), at: position)
        }
        if let functions = instanceFunctions(name, of: type), let first = functions.first, selfValue != nil {
            return .callable(Callable(body: .function(first, receiver: selfValue)))
        }
        if let functions = type.staticFunctions[name], let first = functions.first {
            return .callable(Callable(body: .function(first, receiver: .type(TypeValue(name: type.name, info: type)))))
        }
        if let nested = type.nested[name] { return .type(TypeValue(name: nested.name, info: nested)) }
        return nil
    }

    /// A type as a value: one of the run's, or UIKit's.
    func typeValue(named written: String, in scope: Scope) -> Value {
        let name = UIKitNames.canonical(written.utf8.contains(UInt8(ascii: " ")) ? written.filter { !$0.isWhitespace } : written)
        // `Self(section: …)` in a static factory of the run's type: that type.
        if name == "Self", let type = scope.typeContext { return .type(TypeValue(name: type.name, info: type)) }
        // Nested types of the enclosing types first: two view controllers may each have
        // their own `SectionKind`.
        var context = scope.typeContext
        while let type = context {
            if let info = type.nested[name] { return .type(TypeValue(name: info.name, info: info)) }
            if type.simpleName == name { return .type(TypeValue(name: type.name, info: type)) }
            context = type.parent
        }
        if let info = index.type(named: name) { return .type(TypeValue(name: info.name, info: info)) }
        return .type(TypeValue(name: name, info: nil))
    }

    /// The canonical name of the type `expression` names, if it names one (`UICollectionView`,
    /// `UICollectionView.ScrollDirection`), without evaluating anything.
    static func typeName(of expression: ExprSyntax, in scope: Scope) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard name.first?.isUppercase == true, scope.lookup(name) == nil else { return nil }
            return UIKitNames.canonical(name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let baseName = typeName(of: base, in: scope), member.declName.baseName.text.first?.isUppercase == true
        {
            return "\(baseName).\(member.declName.baseName.text)"
        }
        return nil
    }

    // MARK: Members

    /// `receiver.name`.
    func member(_ name: String, of receiver: Value, at node: some SyntaxProtocol, in scope: Scope) throws -> Value {
        let position = scope.position(of: node)
        switch receiver {
        case .none:
            return receiver
        case .unknown(var unknown):
            // What the fallback's member would be, for `allowPartial`.
            unknown.fallback = try unknown.fallback.map { try member(name, of: $0, at: node, in: scope) }.flatMap { $0.isUnknown ? nil : $0 }
            return .unknown(unknown)
        case .type(let type):
            return try staticMember(name, of: type, at: position)
        case .instance(let type, _):
            if let property = instanceProperty(name, of: type) {
                return try propertyValue(property, receiver: receiver, at: position)
            }
            if let functions = instanceFunctions(name, of: type), let first = functions.first {
                return .callable(Callable(body: .function(first, receiver: receiver)))
            }
            return .unknown("`\(name)` of \(type.name) is not declared in the imported code (set at run time?)", at: position, code: .runtimeValue)
        case .enumCase(let value):
            if name == "rawValue" {
                // Of the identifier the data holds: compared with raw values, it records their cases.
                if value.fromData, kindProbe != nil, let type = value.type, type.rawType != nil {
                    return .sectionKind(SectionKindValue(kind: value.name, rawValueOf: type))
                }
                return try rawValue(of: value, at: position)
            }
            if let type = value.type ?? (value.typeName.flatMap { index.type(named: $0) }) {
                if let property = instanceProperty(name, of: type) {
                    return try propertyValue(property, receiver: receiver, at: position)
                }
                if let functions = instanceFunctions(name, of: type), let first = functions.first {
                    return .callable(Callable(body: .function(first, receiver: receiver)))
                }
            }
            return .unknown("`.\(value.name).\(name)`", at: position)
        case .object(let object):
            if let property = extensionProperty(name, of: receiver) { return try propertyValue(property, receiver: receiver, at: position) }
            return try UIKitProperties.get(name, of: object, interpreter: self, at: position)
        case .model(let model):
            if let property = extensionProperty(name, of: receiver) { return try propertyValue(property, receiver: receiver, at: position) }
            return UIKitProperties.get(name, of: model, at: position)
        case .environment(let environment):
            if let property = extensionProperty(name, of: receiver) { return try propertyValue(property, receiver: receiver, at: position) }
            return environmentMember(name, of: environment, at: position)
        case .array(let list):
            switch name {
            case "count": return .number(.int(list.count))
            case "isEmpty": return .bool(list.isEmpty)
            case "first": return list.first ?? .none
            case "last": return list.last ?? .none
            default: return .unknown("`.\(name)` of an array", at: position)
            }
        case .string(let text):
            switch name {
            case "count": return .number(.int(text.count))
            case "isEmpty": return .bool(text.isEmpty)
            default: return .unknown("`.\(name)` of a string", at: position)
            }
        case .tuple(let elements):
            if let match = elements.first(where: { $0.label == name }) { return match.value }
            if let i = Int(name), elements.indices.contains(i) { return elements[i].value }
            return .unknown("`.\(name)` of a tuple", at: position)
        case .number(let n):
            switch name {
            case "magnitude": return n.constant.map { .number(Numeric(.number(abs($0)), kind: n.kind)) } ?? .unknown("a magnitude", at: position)
            default: return .unknown("`.\(name)` of a number", at: position)
            }
        case .dataSource(let source):
            return dataSourceMember(name, of: source, at: position)
        case .sectionList(let list):
            return sectionListMember(name, of: list, at: position)
        case .sectionKind(let identifier):
            return sectionKindMember(name, of: identifier, at: position)
        case .bool, .callable:
            return .unknown("`.\(name)` of \(receiver.kindDescription)", at: position)
        }
    }

    private func staticMember(_ name: String, of type: TypeValue, at position: SourcePosition) throws -> Value {
        if name == "self" { return .type(type) }
        if type.name == "UIDevice", name == "current" { return .environment(.device) }
        if let info = type.info {
            if let enumCase = info.enumCase(named: name) {
                return .enumCase(EnumCaseValue(typeName: info.name, name: enumCase.name, type: info))
            }
            if let property = info.staticProperties[name] {
                return try propertyValue(property, receiver: .type(type), at: position)
            }
            if name == "allCases", info.kind == .enum, !info.cases.isEmpty {
                return .array(info.cases.map { .enumCase(EnumCaseValue(typeName: info.name, name: $0.name, type: info)) })
            }
            // Declared by a superclass's or a protocol's extension in the run
            // (`extension UICollectionReusableView { static var reuseIdentifier: String }`).
            var seen: Set<String> = []
            if let property = find(in: info, seen: &seen, { $0.staticProperties[name] }) {
                return try propertyValue(property, receiver: .type(type), at: position)
            }
            if let functions = info.staticFunctions[name], let first = functions.first {
                return .callable(Callable(body: .function(first, receiver: .type(type))))
            }
            if let nested = info.nested[name] { return .type(TypeValue(name: nested.name, info: nested)) }
            if !UIKitNames.types.contains(type.name) {
                return .unknown("`\(type.name).\(name)` is not declared in the imported code", at: position, code: .outsideCode)
            }
        }
        let qualified = "\(type.name).\(name)"
        if let constant = UIKitNames.elementKindConstants[qualified] { return .string(constant) }
        if UIKitNames.enumTypes.contains(type.name) {
            return .enumCase(EnumCaseValue(typeName: type.name, name: name))
        }
        if UIKitNames.types.contains(qualified) || name.first?.isUppercase == true {
            return .type(TypeValue(name: qualified, info: index.type(named: qualified)))
        }
        switch (type.name, name) {
        case ("NSDirectionalEdgeInsets", "zero"): return .model(.insets(.zero))
        case ("CGPoint", "zero"): return .model(.point(x: .float(0), y: .float(0)))
        case ("CGSize", "zero"): return .model(.cgSize(width: .float(0), height: .float(0)))
        case ("CGFloat", "zero"), ("Double", "zero"): return .number(.float(0))
        case ("CGFloat", "pi"), ("Double", "pi"): return .number(.float(Double.pi))
        case ("CGFloat", "infinity"), ("Double", "infinity"): return .number(.float(.infinity))
        case ("NSCollectionLayoutSpacing", _), ("NSCollectionLayoutDimension", _), ("NSCollectionLayoutGroup", _),
            ("NSCollectionLayoutSection", _), ("NSCollectionLayoutDecorationItem", _), ("UICollectionViewCompositionalLayout", _):
            // A factory named without a call (`provider: NSCollectionLayoutSection.list`).
            return .unknown("`\(qualified)` used without calling it", at: position)
        default:
            return .unknown(
                "`\(qualified)` is not part of the layout API the importer follows", at: position,
                code: UIKitNames.runtimeState.contains(type.name) ? .runtimeValue : .outsideCode)
        }
    }

    private func environmentMember(_ name: String, of environment: EnvironmentValue, at position: SourcePosition) -> Value {
        switch (environment, name) {
        case (.provider, "container"): return .environment(.providerContainer)
        case (.provider, "traitCollection"): return .environment(.traitCollection)
        case (.providerContainer, "effectiveContentSize"): return .environment(.providerContentSize(effective: true))
        case (.providerContainer, "contentSize"): return .environment(.providerContentSize(effective: false))
        // `collectionView.bounds.size` (see `HostingView`).
        case (.providerContentSize, "size"): return .environment(environment)
        case (.providerContentSize(let effective), "width"): return .environment(.providerWidth(effective: effective))
        case (.providerContentSize(let effective), "height"):
            return .number(Numeric(.variable(effective ? "container.height" : "container.contentSize.height"), kind: .float))
        case (.device, "userInterfaceIdiom"): return .environment(.trait(.userInterfaceIdiom))
        case (.device, let name):
            return .unknown(
                "`UIDevice.current.\(name)` (only its userInterfaceIdiom can become a `when` condition)", at: position, code: .runtimeValue)
        case (.customGroup, "container"): return .environment(.customGroupContainer)
        case (.customGroupContainer, "contentSize"), (.customGroupContainer, "effectiveContentSize"):
            return .model(.cgSize(width: Numeric(.variable("width"), kind: .float), height: Numeric(.variable("height"), kind: .float)))
        case (.traitCollection, "displayScale"):
            return .number(Numeric(.variable(ContainerSize.displayScaleVariable), kind: .float))
        case (.traitCollection, let name):
            guard let trait = EnvironmentProbe.Trait(rawValue: name) else {
                return .unknown(
                    "the trait collection's `\(name)` (a `when` condition can test horizontalSizeClass, verticalSizeClass and userInterfaceIdiom)",
                    at: position, code: .environmentValue)
            }
            return .environment(.trait(trait))
        default:
            return .unknown("the layout environment's `\(name)`", at: position, code: .environmentValue)
        }
    }

    // MARK: Properties and enum members

    func instanceProperty(_ name: String, of type: TypeInfo) -> VariableInfo? {
        if let found = type.properties[name] { return found }
        guard !type.inherited.isEmpty else { return nil }
        var seen: Set<String> = []
        return find(in: type, seen: &seen) { $0.properties[name] }
    }

    /// The methods of that name a value of `type` has: its own first, then those it inherits
    /// (an override hides the inherited method with its labels), so a call picks the overload
    /// its arguments fit wherever it is declared: `makeLayout()` inside a subclass's
    /// `makeLayout(showHeader:)` is the superclass's, not a call to itself.
    func instanceFunctions(_ name: String, of type: TypeInfo) -> [FunctionInfo]? {
        guard !type.inherited.isEmpty else { return type.functions[name] }
        var found: [FunctionInfo] = []
        var signatures: Set<[String?]> = []
        var seen: Set<String> = []
        collect(in: type, seen: &seen) { owner in
            for function in owner.functions[name] ?? [] where signatures.insert(function.parameters.map(\.label)).inserted {
                found.append(function)
            }
        }
        return found.isEmpty ? nil : found
    }

    /// Visits a type, then the types it inherits from and the protocols it adopts, nearest
    /// first, each once.
    private func collect(in type: TypeInfo, seen: inout Set<String>, _ body: (TypeInfo) -> Void) {
        guard seen.insert(type.name).inserted else { return }
        body(type)
        for name in type.inherited {
            if let parent = index.type(named: name) { collect(in: parent, seen: &seen, body) }
        }
    }

    /// Looks in a type, then in the types it inherits from and the protocols it adopts (whose
    /// extensions supply default implementations), when they are in the run.
    private func find<T>(in type: TypeInfo, seen: inout Set<String>, _ body: (TypeInfo) -> T?) -> T? {
        guard seen.insert(type.name).inserted else { return nil }
        if let found = body(type) { return found }
        for name in type.inherited {
            if let parent = index.type(named: name), let found = find(in: parent, seen: &seen, body) { return found }
        }
        return nil
    }

    /// A property's value as the layout code sees it: a computed property runs its getter;
    /// a `let` with an initial value is that value; a `var` is known only at run time (its
    /// initial value is the nearest literal).
    func propertyValue(_ property: VariableInfo, receiver: Value?, at position: SourcePosition) throws -> Value {
        if case .instance(_, let state?)? = receiver, let stored = state.stored[property.name] { return stored }
        if case .instance(let record, let state?)? = receiver, state.isSectionIdentifier, property.getter == nil {
            return try identifierRecordMember(property, of: record, state: state, at: position)
        }
        if property.getter == nil, let source = dataSource(in: property) { return source }
        // Followed for a kind of the data's section identifiers: the app's list of sections, and
        // the objects that look them up.
        if let list = sectionList(in: property) { return list }
        let key = DeclarationKey(property.binding, file: property.file)
        let scope = Scope(file: property.file, selfValue: receiver, typeContext: property.owner)
        if let getter = property.getter {
            markFollowed(key)
            let flow = try nested(at: position) { () throws -> Flow in try run(getter, in: scope) }
            return typed(flow.value ?? .none, as: property.typeName)
        }
        guard let initializer = property.binding.initializer?.value else {
            if let fixed = stateChoices[key] { return fixed }
            if let instance = unsetInstance(property) { return instance }
            if !unknownStates.contains(where: { $0.binding.id == property.binding.id }) { unknownStates.append(property) }
            return .unknown("`\(property.name)` has no value in the code (it is set at run time)", at: position, code: .runtimeValue)
        }
        if property.isLet {
            if let cached = constantCache[key] { return cached }
            markFollowed(key)
            let value = typed(try nested(at: position) { () throws -> Value in try evaluate(initializer, in: scope) }, as: property.typeName)
            let result: Value = if case .number(let n) = value, property.typeName == nil { .number(n.defaultTyped) } else { value }
            constantCache[key] = result
            return result
        }
        // An instance the followed code created: a `var` its initializer left alone still has
        // its initial value.
        if case .instance(_, let state?)? = receiver {
            let value = typed(try nested(at: position) { () throws -> Value in try evaluate(initializer, in: scope) }, as: property.typeName)
            state.stored[property.name] = value
            return value
        }
        if let fixed = stateChoices[key] { return fixed }
        if !unknownStates.contains(where: { $0.binding.id == property.binding.id }) { unknownStates.append(property) }
        let fallback = try? nested(at: position) { () throws -> Value in try evaluate(initializer, in: scope) }
        let declared = property.file.position(of: property.binding)
        return .unknown(
            "`\(property.name)` is a `var` (declared at \(declared.line):\(declared.column)): its value when the layout is built is not known",
            at: position,
            fallback: fallback.map { typed($0, as: property.typeName) }, code: .runtimeValue)
    }

    /// A user enum case's raw value: written, or implied (the previous integer plus one, or
    /// the case's name for `String`).
    func rawValue(of value: EnumCaseValue, at position: SourcePosition) throws -> Value {
        guard let type = value.type ?? value.typeName.flatMap({ index.type(named: $0) }) else {
            return .unknown("the raw value of `.\(value.name)`", at: position)
        }
        guard let raw = try rawValues(of: type).first(where: { $0.name == value.name })?.value else {
            return .unknown("`.\(value.name)` is not a case of \(type.name)", at: position)
        }
        return raw
    }

    /// Every case's raw value, in declaration order (computed once per type).
    func rawValues(of type: TypeInfo) throws -> [(name: String, value: Value)] {
        if let cached = rawValueCache[ObjectIdentifier(type)] { return cached }
        var result: [(name: String, value: Value)] = []
        var next = 0
        for enumCase in type.cases {
            var raw: Value
            if let expression = enumCase.rawValue {
                raw = try evaluate(expression, in: Scope(file: enumCase.file, typeContext: type))
            } else if type.rawType == "String" {
                raw = .string(enumCase.name)
            } else {
                raw = .number(.int(next))
            }
            if case .number(let n) = raw {
                raw = .number(n.typed(as: type.rawType == "Int" || type.rawType == nil ? .int : .float))
                if let i = n.integer { next = i + 1 }
            }
            result.append((enumCase.name, raw))
        }
        rawValueCache[ObjectIdentifier(type)] = result
        return result
    }

    /// `Kind(rawValue: x)`: the case whose raw value is `x`, or nil.
    func enumCase(of type: TypeInfo, rawValue: Value, at position: SourcePosition) throws -> Value {
        // `Kind(rawValue: section.rawValue)` of the identifier the data holds: that case.
        if case .sectionKind(let identifier) = rawValue, let of = identifier.rawValueOf, of === type, let kind = identifier.kind {
            return .enumCase(EnumCaseValue(typeName: type.name, name: kind, type: type, fromData: true))
        }
        let raws = try rawValues(of: type)
        // `Section(rawValue: identifier)` of a text identifier the data holds: each case's raw
        // value is a kind; any other text gives nil.
        if case .sectionKind(let identifier) = rawValue, identifier.rawValueOf == nil {
            var found: Value = .none
            for (name, raw) in raws {
                guard case .string(let text) = raw else { continue }
                kindProbe?.record(text)
                if identifier.kind == text, case .none = found { found = .enumCase(EnumCaseValue(typeName: type.name, name: name, type: type)) }
            }
            return found
        }
        if case .number(let n) = rawValue, n.followsIndex {
            // Past the largest raw value every index gives nil: record where that starts.
            let largest = raws.compactMap { if case .number(let r) = $0.value { r.integer } else { nil } }.max() ?? -1
            indexProbe?.recordBound(.int(largest + 1))
        }
        for (name, raw) in raws {
            switch (raw, rawValue) {
            case (.number(let a), .number(let b)):
                guard let x = a.constant, let y = b.constant else { return .unknown("a raw value known only at run time", at: position) }
                if x == y { return .enumCase(EnumCaseValue(typeName: type.name, name: name, type: type)) }
            case (.string(let a), .string(let b)):
                if a == b { return .enumCase(EnumCaseValue(typeName: type.name, name: name, type: type)) }
            case (_, .unknown):
                return rawValue
            default:
                continue
            }
        }
        return .none
    }

    /// A numeric value typed by a declared type (`CGFloat`, `Int`); an implicit member
    /// (`let kind: Kind = flag ? .a : .b`) given the declared enum of the run, so its members can
    /// be read; other values unchanged.
    func typed(_ value: Value, as typeName: String?) -> Value {
        if case .enumCase(var member) = value, member.typeName == nil, member.type == nil, let typeName,
            let info = index.type(named: typeName.filter { $0 != "?" && $0 != "!" }), info.kind == .enum, info.enumCase(named: member.name) != nil
        {
            member.typeName = info.name
            member.type = info
            return .enumCase(member)
        }
        guard case .number(let n) = value, let typeName else { return value }
        switch UIKitNames.canonical(typeName.filter { $0 != "?" && $0 != "!" }) {
        case "CGFloat", "Double", "Float", "Float64", "Float32", "TimeInterval": return .number(n.typed(as: .float))
        case "Int", "UInt", "Int64", "Int32", "Int16", "Int8": return .number(n.typed(as: .int))
        default: return value
        }
    }
}
