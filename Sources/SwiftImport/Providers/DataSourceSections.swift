import SwiftSyntax

/// Section identifiers read from a diffable data source inside a section provider:
/// `dataSource.sectionIdentifier(for: index)`, `dataSource.snapshot().sectionIdentifiers[index]`,
/// `snapshot.numberOfSections`. The cases come in the order `SnapshotSections` finds; the items
/// are the app's data and are not followed.
extension Interpreter {
    /// The data source a property holds, when its declared type (or its initial value's type) is
    /// a diffable data source or snapshot whose section identifier type is an enum of the run.
    func dataSource(in property: VariableInfo) -> Value? {
        var written = property.typeName
        if written == nil, let call = property.binding.initializer?.value.as(FunctionCallExprSyntax.self) {
            written = call.calledExpression.trimmedDescription
        }
        guard let written, let sectionType = diffableSectionType(written, context: property.owner, file: property.file) else { return nil }
        return .dataSource(DataSourceValue(sectionType: sectionType, owner: property.owner))
    }

    /// `UICollectionViewDiffableDataSource<Section, Item>`, a `typealias` of one, or a class of the
    /// run inheriting from one → `Section`'s declaration.
    func diffableSectionType(_ written: String, context: TypeInfo?, file: ParsedFile, depth: Int = 0) -> TypeInfo? {
        guard depth < 8 else { return nil }
        var name = written.filter { !$0.isWhitespace }
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        if let open = name.firstIndex(of: "<") {
            let base = name[..<open].split(separator: ".").last.map(String.init) ?? ""
            guard ["UICollectionViewDiffableDataSource", "NSDiffableDataSourceSnapshot", "UITableViewDiffableDataSource",
                   "NSCollectionViewDiffableDataSource"].contains(base) else { return nil }
            let arguments = name[name.index(after: open)...].dropLast()
            guard let first = Self.firstGenericArgument(String(arguments)) else { return nil }
            if case .type(let type) = typeValue(named: first, in: Scope(file: file, typeContext: context)), let info = type.info,
               info.kind == .enum {
                return info
            }
            return nil
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

    /// The section identifiers, in the order the snapshot is filled.
    private func sectionIdentifiers(_ source: DataSourceValue, at position: SourcePosition) -> [Value] {
        guard let order = snapshotSections?.order(of: source.sectionType, owner: source.owner) else { return [] }
        if let from = order.source {
            note("the data source's sections are taken in the order the snapshot at \(from) appends them", at: position)
        } else {
            note("no snapshot in the files appends \(source.sectionType.name)'s cases; its sections are taken in the order the enum declares them",
                 at: position)
        }
        return order.cases
    }

    func dataSourceMember(_ name: String, of source: DataSourceValue, at position: SourcePosition) -> Value {
        switch name {
        case "sectionIdentifiers": return .array(sectionIdentifiers(source, at: position))
        case "numberOfSections": return .number(.int(sectionIdentifiers(source, at: position).count))
        default:
            return .unknown("the data source's `\(name)` (its items are the app's data)", at: position, code: .runtimeValue)
        }
    }

    func dataSourceMethod(_ name: String, of source: DataSourceValue, _ arguments: [Argument], at position: SourcePosition) -> Value {
        switch (name, arguments.map { $0.label ?? "_" }) {
        case ("snapshot", []): return .dataSource(source)
        case ("sectionIdentifier", ["for"]):
            let identifiers = sectionIdentifiers(source, at: position)
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
