/// Counts over a run: cases per kind and stage, and every invariant violation with its case.
public struct FuzzTally: Sendable, Hashable {
    public struct Violation: Sendable, Hashable {
        public var index: Int
        public var kind: FuzzKind
        public var message: String
    }

    public private(set) var cases = 0
    public private(set) var stages: [FuzzKind: [FuzzOutcome.Stage: Int]] = [:]
    public private(set) var violations: [Violation] = []
    public private(set) var deviceDependentRefusals = 0

    public init() {}

    public mutating func add(_ outcome: FuzzOutcome, index: Int) {
        cases += 1
        stages[outcome.kind, default: [:]][outcome.stage, default: 0] += 1
        violations += outcome.violations.map { Violation(index: index, kind: outcome.kind, message: $0) }
        deviceDependentRefusals += outcome.deviceDependentRefusals.count
    }

    /// One line per kind: `definition  50012 cases: 31021 refused unread, 12001 refused by checks, 6990 accepted`.
    public var summaryLines: [String] {
        FuzzKind.allCases.compactMap { kind in
            guard let counts = stages[kind] else { return nil }
            let total = counts.values.reduce(0, +)
            let name = kind.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0)
            return "\(name)\(String(total).leftPadded(7)) cases: \(counts[.read, default: 0]) refused unread, "
                + "\(counts[.checked, default: 0]) refused by checks, \(counts[.accepted, default: 0]) accepted"
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
