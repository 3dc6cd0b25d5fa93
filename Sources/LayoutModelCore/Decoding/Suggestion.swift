/// "Did you mean …?" for misspelled keys, enum values and names.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let length = word.count
        let limit = max(1, min(3, length / 3))
        // Lengths further apart than the limit can never be within it: skipping them keeps a
        // megabyte-long word from costing a megabyte-row table per candidate.
        let near = candidates.filter { abs($0.count - length) <= limit }
        guard !near.isEmpty else { return nil }
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in near.sorted() {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        return best.distance <= limit ? best.candidate : nil
    }

    /// Edit distance counting a swap of two adjacent characters as one edit (optimal string
    /// alignment), since transposed letters (`widht`) are the commonest typo.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
