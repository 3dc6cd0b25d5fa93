/// Aligned columns for terminal output. (Replaced by Rendering's TextTable once it lands.)
struct PlainTable {
    var headers: [String]
    var rows: [[String]] = []
    var rightAligned: Set<Int> = []

    func render() -> String {
        let all = [headers] + rows
        var widths = Array(repeating: 0, count: headers.count)
        for row in all { for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) } }
        return all.map { row in
            row.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: max(0, widths[i] - cell.count))
                return rightAligned.contains(i) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces
        }.joined(separator: "\n")
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
