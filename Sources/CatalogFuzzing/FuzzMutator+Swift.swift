/// Mutations of Swift source: the shapes that broke the importer (nesting that crashed or stalled
/// swift-syntax, values that doubled until memory ran out, loops without a visible end), long
/// literals, broken syntax, extreme numbers, hostile `// catalog:` names, and edits of lines —
/// then, sometimes, the byte-level mutations every document gets.
extension FuzzMutator {
    mutating func mutateSwift(_ text: String) -> [UInt8] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<random.pick([0, 1, 1, 1, 2, 2, 3]) {
            // Statements go inside the first function body, where the evaluator follows them.
            let body = (lines.firstIndex { $0.contains("func ") || $0.contains("{ sectionIndex") }).map { $0 + 1 } ?? lines.count
            let at = random.int(min(body, lines.count)...lines.count)
            switch random.int(0...11) {
            case 0:
                applied.append("nesting bomb")
                lines.insert(nestingBomb(), at: at)
            case 1:
                applied.append("chain bomb")
                lines.insert(chainBomb(), at: at)
            case 2:
                applied.append("value growth")
                lines.insert(contentsOf: valueGrowth(), at: at)
            case 3:
                applied.append("endless code")
                lines.insert(endlessCode(), at: at)
            case 4:
                applied.append("extreme number")
                lines = lines.map { line in
                    guard random.chance(0.3), let digit = line.firstIndex(where: \.isNumber) else { return line }
                    let end = line[digit...].firstIndex { !$0.isNumber && $0 != "." } ?? line.endIndex
                    return line.replacingCharacters(
                        in: digit..<end,
                        with: random.pick([
                            "1e308", "0", "-1", "9999999999999999999", "0.0000001", "1_000_001", "250001", ".nan", "(1/0)", "CGFloat.infinity",
                        ]))
                }
            case 5:
                applied.append("hostile catalog name")
                lines.insert(
                    "// catalog: "
                        + random.pick([
                            "evil\u{1B}[31mred", "a\u{202E}b", "x\u{2028}Other.swift:1:1: error: forged", "x\\nOther.swift:1:1: error: forged",
                            "bell\u{07}\u{1B}]0;title\u{07}", String(repeating: "n", count: 300), "a.b", "a__b", "", "title = \"\u{0}\"",
                            "tags = [[[[[[[[[[[[[[[[\"a\"]]]]]]]]]]]]]]]]", "preview.itemCounts = [100000000]",
                            "name = \"\(String(repeating: "z", count: 65))\"",
                        ]), at: max(0, at - 1))
            case 6:
                applied.append("long literal")
                lines.insert(longLiteral(), at: at)
            case 7:
                applied.append("broken syntax")
                lines.insert(
                    random.pick([
                        "    {", "    }", "    let s = \"unterminated", "    /* unterminated comment", "    #if A", "    #endif",
                        "    let t = \"\"\"",
                        "    let = 1", "    section.contentInsets = ", "    )]}", "    let x = 1 +", "    func (", "    case .a:", "    @",
                        "    let r = #/a(/#",
                    ]), at: at)
            case 8:
                applied.append("deleted line")
                if !lines.isEmpty { lines.remove(at: random.int(below: lines.count)) }
            case 9:
                applied.append("duplicated line")
                if let line = lines.randomElement(using: &random) { lines.insert(line, at: at) }
            case 10:
                applied.append("swapped lines")
                if lines.count > 1 { lines.swapAt(random.int(below: lines.count), random.int(below: lines.count)) }
            default:
                applied.append("truncated")
                lines = Array(lines.prefix(at))
            }
        }
        let bytes = Array(lines.joined(separator: "\n").utf8)
        return random.chance(0.2) ? mutateBytes(bytes, allowAliases: false) : bytes
    }

    /// Brackets, braces and directives nested around the limits and far past them.
    private mutating func nestingBomb() -> String {
        let depth = random.pick([8, 12, 13, 24, 40, 63, 65, 200, 1_000, 5_000])
        let (open, close) = random.pick([("[", "]"), ("(", ")"), ("{ ", " }"), ("[(", ")]"), ("\"\\(", ")\""), ("[\"a\": ", "]")])
        switch random.int(0...2) {
        case 0: return "    let deep = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
        case 1: return String(repeating: "#if A\n", count: depth) + "let x = 1\n" + String(repeating: "#endif\n", count: depth)
        default: return "    let open = " + String(repeating: open, count: depth)
        }
    }

    /// Chains of links around the limit and past it.
    private mutating func chainBomb() -> String {
        let count = random.pick([100, 499, 500, 501, 2_000, 20_000])
        switch random.int(0...6) {
        case 0: return "    let m = a" + String(repeating: ".b", count: count)
        case 1: return "    let c = f" + String(repeating: "()", count: count)
        case 2: return "    let t = " + String(repeating: "try ", count: count) + "a"
        case 3: return "    let g: " + String(repeating: "A<", count: count) + "Int" + String(repeating: ">", count: count) + " = 1"
        case 4: return "    if a {}" + String(repeating: " else if a {}", count: count)
        case 5: return "    let o: Int" + String(repeating: "?", count: count) + " = nil"
        default: return "    let s = x" + String(repeating: "[0]", count: count)
        }
    }

    /// Statements that grow a string or an array: doubled interpolations and concatenations,
    /// appends in a loop, repeated arrays joined.
    private mutating func valueGrowth() -> [String] {
        let turns = random.pick([10, 17, 40])
        switch random.int(0...4) {
        case 0: return ["    var s = \"ab\""] + Array(repeating: "    s = \"\\(s)\\(s)\"", count: turns)
        case 1: return ["    var a = [1, 2]"] + Array(repeating: "    a = a + a", count: turns)
        case 2: return ["    var list: [Int] = []", "    for i in 0..<\(loopTurns([100, 10_000, 100_000])) { list.append(i) }"]
        case 3:
            return [
                "    let big = Array(repeating: 0, count: \(random.pick([1_000, 100_000, 100_001, 1_000_000_000])))",
                "    let both = [big, big, big].joined()",
            ]
        default: return ["    var t = \"x\"", "    for _ in 0..<\(loopTurns([20, 100_000])) { t += t }"]
        }
    }

    /// A loop whose end the importer cannot see, or (at a scale with `longestLoop`, and half the
    /// time at the full scale, as each runs the whole step budget for seconds) a long one.
    private mutating func endlessCode() -> String {
        // Recursion ends at the importer's call depth, quickly at any scale.
        let recursion = "    func r(_ x: Int) -> Int { r(x + 1) }; _ = r(0)"
        guard let longest = scale.longestLoop ?? (random.chance(0.5) ? nil : 10_000) else {
            return random.pick([
                "    while true { }", "    var n = 0; while n >= 0 { n += 1 }", recursion,
                "    for _ in 0..<1000000 { }", "    for a in 0..<100000 { for b in 0..<100000 { _ = a + b } }",
            ])
        }
        return random.pick(["    var n = 0; while n < \(longest) { n += 1 }", recursion, "    for _ in 0..<\(longest) { }"])
    }

    /// A count of turns, no more than the scale's longest loop.
    private mutating func loopTurns(_ choices: [Int]) -> Int {
        let turns = random.pick(choices)
        return scale.longestLoop.map { min($0, turns) } ?? turns
    }

    /// String, number, array and dictionary literals far longer than layout code writes.
    private mutating func longLiteral() -> String {
        let length = random.pick(scale.longStrings)
        switch random.int(0...4) {
        case 0: return "    let long = \"" + String(repeating: random.pick(["a", "é", "🙂", "\\n"]), count: length) + "\""
        case 1: return "    let digits = " + String(repeating: "9", count: min(length, 20_000))
        case 2: return "    let many = [" + Array(repeating: "1", count: min(length, 120_000)).joined(separator: ", ") + "]"
        case 3: return "    let keys = [" + (0..<min(length, 20_000)).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "]"
        default: return "    let name = \"\"\"\n" + String(repeating: "line\n", count: min(length, 50_000)) + "\"\"\""
        }
    }
}
