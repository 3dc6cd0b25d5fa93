import SwiftSyntax

/// Section identifiers read from a diffable data source inside a section provider:
/// `dataSource.sectionIdentifier(for: index)`, `dataSource.snapshot().sectionIdentifiers[index]`,
/// `snapshot.numberOfSections`. The cases come in the order `SnapshotSections` finds; the items
/// are the app's data and are not followed.
extension Interpreter {
    /// The data source a property holds, when its declared type (or its initial value's type) is
    /// a diffable data source or snapshot whose section identifiers are an enum, a struct or class
    /// of the run, or strings.
    func dataSource(in property: VariableInfo) -> Value? {
        var written = property.typeName
        if written == nil, let call = property.binding.initializer?.value.as(FunctionCallExprSyntax.self) {
            written = call.calledExpression.trimmedDescription
            // `lazy var dataSource = makeDataSource()`: the type the function declares.
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true {
                let candidates =
                    (property.owner.flatMap { instanceFunctions(name, of: $0) } ?? []) + (property.owner?.staticFunctions[name] ?? [])
                    + (index.functions[name] ?? [])
                written = candidates.first?.returnType
            }
        }
        guard let written, let identifiers = diffableSectionType(written, context: property.owner, file: property.file) else { return nil }
        var subclass: TypeInfo?
        if case .type(let type) = typeValue(
            named: written.filter { $0 != "?" && $0 != "!" }, in: Scope(file: property.file, typeContext: property.owner)),
            let info = type.info, info.kind == .class
        {
            subclass = info
        }
        return .dataSource(DataSourceValue(identifiers: identifiers, owner: property.owner, name: property.name, subclass: subclass))
    }

    /// `UICollectionViewDiffableDataSource<Section, Item>`, a `typealias` of one, or a class of the
    /// run inheriting from one → what `Section` is.
    func diffableSectionType(_ written: String, context: TypeInfo?, file: ParsedFile, depth: Int = 0) -> SectionIdentifierType? {
        guard depth < 8 else { return nil }
        var name = written.filter { !$0.isWhitespace }
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        if let open = name.firstIndex(of: "<") {
            let base = name[..<open].split(separator: ".").last.map(String.init) ?? ""
            // UIKit's and AppKit's, and the sectioned data sources of libraries
            // (`RxCollectionViewSectionedReloadDataSource<FeedSection>`): the first argument is the section.
            guard
                [
                    "UICollectionViewDiffableDataSource", "NSDiffableDataSourceSnapshot", "UITableViewDiffableDataSource",
                    "NSCollectionViewDiffableDataSource",
                ].contains(base) || base.hasSuffix("SectionedReloadDataSource")
                    || base.hasSuffix("SectionedAnimatedDataSource") || base.hasSuffix("SectionedDataSource")
            else { return nil }
            let arguments = name[name.index(after: open)...].dropLast()
            guard let first = Self.firstGenericArgument(String(arguments)) else { return nil }
            return sectionIdentifierType(first, context: context, file: file)
        }
        // A typealias, in the enclosing types first.
        var scope = context
        while let type = scope {
            if let alias = type.typealiases[name] { return diffableSectionType(alias, context: type, file: file, depth: depth + 1) }
            scope = type.parent
        }
        if let alias = index.typealiases[name] { return diffableSectionType(alias, context: context, file: file, depth: depth + 1) }
        if let subclass = index.type(named: name), let parent = subclass.inherited.first {
            return diffableSectionType(parent, context: subclass.parent ?? context, file: file, depth: depth + 1)
        }
        return nil
    }

    /// `Section, Item` → `Section`; `Outer<A, B>, C` → `Outer<A, B>`.
    private static func firstGenericArgument(_ list: String) -> String? {
        var depth = 0
        for (offset, character) in list.enumerated() {
            if character == "<" { depth += 1 }
            if character == ">" { depth -= 1 }
            if character == ",", depth == 0 { return String(list.prefix(offset)) }
        }
        return list.isEmpty ? nil : list
    }

    /// The section identifiers, in the order the snapshot is filled (an enum's cases only).
    private func sectionIdentifiers(_ source: DataSourceValue, at position: SourcePosition) -> [Value]? {
        guard let type = source.sectionType, let order = snapshotSections?.order(of: type, owner: source.owner) else { return nil }
        if let from = order.source {
            note("the data source's sections are taken in the order the snapshot at \(from) appends them", at: position)
        } else {
            note(
                "no snapshot in the files appends \(type.name)'s cases; its sections are taken in the order the enum declares them",
                at: position)
        }
        return order.cases
    }

    /// The data source's identifiers as the app's data (see `KindProbe`).
    func identifierList(_ source: DataSourceValue, _ pattern: DataChosenSections.Pattern, member: String) -> SectionListValue {
        let expression =
            switch member {
            case "sectionIdentifier": "\(source.name).sectionIdentifier(for:)"
            case "sectionIdentifiers": "\(source.name).snapshot().sectionIdentifiers[…]"
            case "subscript": "\(source.name)[…]"
            default: "\(source.name).\(member)[…]"
            }
        return SectionListValue(identifiers: source.identifiers, expression: expression, pattern: pattern, owner: source.owner)
    }

    private func runtimeIdentifiers(_ source: DataSourceValue, at position: SourcePosition) -> Value {
        .unknown(
            "the section identifiers of `\(source.name)` (the app's data; only a section provider's kinds can follow them)", at: position,
            code: .runtimeValue)
    }

    func dataSourceMember(_ name: String, of source: DataSourceValue, at position: SourcePosition) -> Value {
        switch name {
        case "sectionIdentifiers", "sectionModels":
            if let probe = kindProbe {
                probe.consulted = true
                return .sectionList(identifierList(source, name == "sectionIdentifiers" ? .snapshotIdentifiers : .dataSourceIdentifier, member: name))
            }
            return sectionIdentifiers(source, at: position).map(Value.array) ?? runtimeIdentifiers(source, at: position)
        case "numberOfSections":
            if let probe = kindProbe {
                probe.consulted = true
                var count = identifierList(source, .snapshotIdentifiers, member: "sectionIdentifiers")
                count.part = .count
                return .sectionList(count)
            }
            return sectionIdentifiers(source, at: position).map { .number(.int($0.count)) } ?? runtimeIdentifiers(source, at: position)
        default:
            return .unknown("the data source's `\(name)` (its items are the app's data)", at: position, code: .runtimeValue)
        }
    }

    func dataSourceMethod(_ name: String, of source: DataSourceValue, _ arguments: [Argument], at position: SourcePosition) -> Value {
        switch (name, arguments.map { $0.label ?? "_" }) {
        case ("snapshot", []): return .dataSource(source)
        case ("sectionIdentifier", ["for"]):
            if kindProbe != nil {
                return sectionIdentifier(
                    in: identifierList(source, .dataSourceIdentifier, member: "sectionIdentifier"), at: arguments[0].value, position: position)
            }
            guard let identifiers = sectionIdentifiers(source, at: position) else { return runtimeIdentifiers(source, at: position) }
            guard case .number(let n) = arguments[0].value else {
                return arguments[0].value.isUnknown ? arguments[0].value : .unknown("a section index", at: position)
            }
            if n.followsIndex { indexProbe?.recordBound(.int(identifiers.count)) }
            guard let i = n.integer else { return .unknown("a section index known only at run time", at: position, code: .runtimeValue) }
            return identifiers.indices.contains(i) ? identifiers[i] : .none
        default:
            return .unknown("the data source's `\(name)(…)` (its items are the app's data)", at: position, code: .runtimeValue)
        }
    }
}
