import SwiftSyntax

/// The order of a diffable data source's sections, as the code that fills its snapshot gives
/// it: a provider that reads `dataSource.sectionIdentifier(for: index)` or
/// `snapshot().sectionIdentifiers[index]` builds, for each index, the section of the case the
/// snapshot holds there.
///
/// The snapshot is filled when the app runs, but which cases it appends, and in which order, is
/// usually written out: `snapshot.appendSections([.featured, .recent])`, or
/// `appendSections(Section.allCases)`. The function of the data source's type (else of any type)
/// whose `appendSections` calls name the most cases gives the order, its calls read in source
/// order; with none, the enum's cases are taken in declaration order.
final class SnapshotSections {
    private let calls: [FoundCall]
    private let index: DeclarationIndex
    private let options: SwiftImportOptions
    private var cache: [ObjectIdentifier: Order] = [:]

    /// The cases, and where the order comes from.
    struct Order {
        var cases: [Value]
        /// The first `appendSections` call that gave it; nil for the enum's declaration order.
        var source: SourcePosition?
    }

    init(calls: [FoundCall], index: DeclarationIndex, options: SwiftImportOptions) {
        self.calls = calls
        self.index = index
        self.options = options
    }

    /// The order of the sections of type `type` for a data source declared in `owner`; nil when
    /// `type` is not an enum of the run.
    func order(of type: TypeInfo, owner: TypeInfo?) -> Order? {
        guard type.kind == .enum, !type.cases.isEmpty else { return nil }
        if let known = cache[ObjectIdentifier(type)] { return known }
        var groups: [(key: String, owner: TypeInfo?, cases: [Value], source: SourcePosition)] = []
        for call in calls {
            guard let argument = call.call.arguments.first?.expression else { continue }
            let interpreter = Interpreter(index: index, options: options)
            let scope = CandidateEvaluation.scope(of: call.unit, call.file, interpreter)
            guard case .array(let values)? = try? interpreter.evaluate(argument, in: scope) else { continue }
            let cases = values.filter { value in
                guard case .enumCase(let c) = value else { return false }
                return (c.type.map { $0 === type } ?? true) && type.enumCase(named: c.name) != nil
            }
            guard !cases.isEmpty, cases.count == values.count else { continue }
            // Calls in one declaration add up, in source order.
            let key = "\(call.file.path):\(call.unit.identity)"
            if let offset = groups.firstIndex(where: { $0.key == key }) {
                for value in cases where !groups[offset].cases.contains(where: { Self.sameCase($0, value) }) { groups[offset].cases.append(value) }
            } else {
                groups.append((key, call.owner, cases, call.position))
            }
        }
        let preferred = groups.filter { group in owner != nil && group.owner === owner }
        let pool = preferred.isEmpty ? groups : preferred
        let order: Order
        if let best = pool.max(by: { a, b in a.cases.count != b.cases.count ? a.cases.count < b.cases.count : a.source > b.source }) {
            order = Order(cases: best.cases.map { Self.typed($0, type) }, source: best.source)
        } else {
            order = Order(cases: type.cases.map { .enumCase(EnumCaseValue(typeName: type.name, name: $0.name, type: type)) }, source: nil)
        }
        cache[ObjectIdentifier(type)] = order
        return order
    }

    private static func sameCase(_ a: Value, _ b: Value) -> Bool {
        if case .enumCase(let x) = a, case .enumCase(let y) = b { return x.name == y.name }
        return false
    }

    /// An implicit member (`.featured`) given its enum.
    private static func typed(_ value: Value, _ type: TypeInfo) -> Value {
        guard case .enumCase(var c) = value else { return value }
        c.type = type
        c.typeName = type.name
        return .enumCase(c)
    }
}

extension RunUnit {
    /// Identifies the declaration: its position in its file.
    var identity: Int {
        switch self {
        case .body(let body, _, _, _): body.position.utf8Offset &* 31 &+ body.endPosition.utf8Offset
        case .initializer(let value, _, _): value.position.utf8Offset &* 31 &+ value.endPosition.utf8Offset
        case .topLevel(let tree): tree.endPosition.utf8Offset
        }
    }
}
