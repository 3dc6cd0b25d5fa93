import CatalogTestSupport
import Testing

@testable import Snapshots

@Suite struct LongestIncreasingSubsequenceTests {
    func kept(_ values: [Int]) -> [Int] {
        zip(values, longestIncreasingSubsequenceMask(values)).filter(\.1).map(\.0)
    }

    @Test func edgeCases() {
        #expect(kept([]).isEmpty)
        #expect(kept([7]) == [7])
        #expect(kept([0, 1, 2, 3]) == [0, 1, 2, 3])
        #expect(kept([3, 2, 1, 0]).count == 1)
        #expect(kept([1, 2, 0]) == [1, 2])
        #expect(kept([5, 0, 1, 6, 2, 3]) == [0, 1, 2, 3])
    }

    @Test func markedValuesIncreaseAndReachTheBruteForceLength() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<500 {
            let values = Array((0..<Int.random(in: 0...40, using: &random)).shuffled(using: &random))
            let marked = kept(values)
            #expect(zip(marked, marked.dropFirst()).allSatisfy { $0 < $1 })
            var lengths = [Int](repeating: 1, count: values.count)
            for i in values.indices {
                for j in 0..<i where values[j] < values[i] { lengths[i] = max(lengths[i], lengths[j] + 1) }
            }
            #expect(marked.count == (lengths.max() ?? 0))
        }
    }
}
