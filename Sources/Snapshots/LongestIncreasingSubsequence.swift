/// Marks one longest strictly increasing subsequence of `values`: `result[i]` is true when
/// `values[i]` belongs to it.
///
/// Patience sorting with predecessor links, O(n log n). The changeset keeps exactly the marked
/// elements in place, so the unmarked ones are the fewest that must move.
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    let count = values.count
    var mask = [Bool](repeating: false, count: count)
    guard count > 0 else { return mask }
    // tails[k] is the index of the smallest value ending an increasing run of length k + 1.
    var tails: [Int] = []
    var predecessors = [Int](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
        for index in 0..<count {
            let value = values[index]
            // Mostly-sorted input, the usual case, extends the longest run without a search.
            if let last = tails.last, values[last] >= value {
                var low = 0
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                tails[low] = index
                predecessors[index] = low > 0 ? tails[low - 1] : -1
            } else {
                predecessors[index] = tails.last ?? -1
                tails.append(index)
            }
        }
    }
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        mask[cursor] = true
        cursor = predecessors[cursor]
    }
    return mask
}
