/// The content offsets an orthogonal row comes to rest at, stored compactly: a row of ten
/// million groups has ten million offsets, so they are kept as arithmetic runs and computed on
/// access. Use it like an array of `Double` (`Array(offsets)`, `offsets[3]`, `offsets.count`).
public struct SnapOffsets: RandomAccessCollection, Sendable, Hashable, CustomStringConvertible {
    /// `count` offsets `start, start + step, …`.
    struct Run: Sendable, Hashable {
        var start: Double
        var step: Double
        var count: Int

        func value(_ k: Int) -> Double { start + Double(k) * step }
    }

    private let runs: [Run]
    /// runStarts[k] = how many offsets precede run k.
    private let runStarts: [Int]

    /// Always 0.
    public let startIndex = 0
    /// The number of offsets.
    public let endIndex: Int

    /// No offsets (continuous scrolling).
    public static let none = SnapOffsets(runs: [])

    init(runs: [Run]) {
        let kept = runs.filter { $0.count > 0 }
        var starts: [Int] = []
        var total = 0
        for run in kept {
            starts.append(total)
            total += run.count
        }
        self.runs = kept
        self.runStarts = starts
        self.endIndex = total
    }

    /// An explicit list of offsets.
    public init(_ values: [Double]) {
        self.init(runs: values.map { Run(start: $0, step: 0, count: 1) })
    }

    /// The offset at `position` (0-based), computed from its run.
    public subscript(position: Int) -> Double {
        // Binary search for the run holding `position`.
        var low = 0
        var high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runStarts[mid] <= position { low = mid } else { high = mid - 1 }
        }
        return runs[low].value(position - runStarts[low])
    }

    public var description: String {
        count <= 8 ? "\(Array(self))" : "[\(self[0]), \(self[1]), …, \(self[count - 1])] (\(count) offsets)"
    }

    public static func == (lhs: SnapOffsets, rhs: SnapOffsets) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        if let first { hasher.combine(first) }
        if let last { hasher.combine(last) }
    }
}
