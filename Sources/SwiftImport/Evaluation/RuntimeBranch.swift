import Foundation

/// A condition the importer cannot decide because the app decides it when it runs (`if
/// !items.isEmpty`, `if let footer = footer`, `#if DEBUG`, `UIDevice.current.userInterfaceIdiom ==
/// .pad`): where it is written, and the words each of its two answers adds to a layout's name
/// when both are followed (see `BranchVariants`).
struct RuntimeBranch: Hashable {
    /// Where the condition is written: the key its answer is fixed by.
    var site: SourcePosition
    /// The condition's source text as given (an expression, an optional binding `let x = y`, a
    /// pattern, a compilation condition). Kept raw: the evaluator makes a branch at every
    /// undecided condition it meets, and only the few that become variants are ever named.
    var source: String
    /// Whether the answer is chosen by how the app is built (`#if DEBUG`) rather than when it runs.
    var isBuildSetting: Bool

    /// Name words beyond this many are left out.
    static let wordLimit = 5

    /// - Parameters:
    ///   - spelled: the condition's source text.
    ///   - isBuildSetting: whether it is a compilation condition (`#if`).
    init(site: SourcePosition, spelled: String, isBuildSetting: Bool = false) {
        self.site = site
        self.source = spelled
        self.isBuildSetting = isBuildSetting
    }

    /// The condition as written, on one line, for notes.
    var spelled: String {
        source.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// The name words of the layout built when the condition holds (`items`), and when it does
    /// not (`no-items`).
    var wordsWhenTrue: [String] { words(true) }
    var wordsWhenFalse: [String] { words(false) }

    /// The words of the answer `taken`.
    func words(_ taken: Bool) -> [String] {
        let (subject, holds) = Self.subject(of: spelled)
        var words = Self.words(of: subject)
        if words.count > 1, let first = words.first, first == "is" || first == "has" { words.removeFirst() }
        if words.count > Self.wordLimit { words = Array(words.prefix(Self.wordLimit)) }
        if words.isEmpty { words = ["condition"] }
        return taken == holds ? words : ["no"] + words
    }

    /// What a condition is about, and whether the condition holding means that thing is there:
    /// `!x.isEmpty`, `x != nil`, `x.count > 0` and `let x = y` are about `x` being there;
    /// `x.isEmpty`, `x == nil` and `x == 0` about it not being there; `x as? T != nil` about
    /// `T`; `idiom == .pad` is about
    /// `pad`. Other comparisons are about their text with a count's `.count` left out
    /// (`tiles.count > 6`: `tiles > 6`); other conditions about their whole text.
    private static func subject(of text: String) -> (subject: String, holds: Bool) {
        var rest = text.trimmingCharacters(in: .whitespaces)
        var holds = true
        while true {
            if rest.hasPrefix("!"), !rest.hasPrefix("!=") {
                holds.toggle()
                rest = String(rest.dropFirst()).trimmingCharacters(in: .whitespaces)
            } else if rest.hasPrefix("("), rest.hasSuffix(")"), Self.isOneGroup(rest) {
                rest = String(rest.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
            } else {
                break
            }
        }
        for keyword in ["let ", "var ", "case let ", "case var "] where rest.hasPrefix(keyword) {
            let bound = rest.dropFirst(keyword.count).prefix { $0 != "=" && $0 != ":" }
            return (String(bound), holds)
        }
        if rest.hasPrefix("case ") { rest = String(rest.dropFirst("case ".count)) }
        if rest.hasPrefix("."), !rest.contains(" ") { return (String(rest.dropFirst()), holds) }
        if let (left, op, right) = Self.comparison(rest) {
            var subject = Self.droppingCount(left)
            // `item as? TaskProtocol != nil`: whether the value is of that type.
            for cast in [" as? ", " as! ", " as "] {
                if let range = subject.range(of: cast) { subject = String(subject[range.upperBound...]) }
            }
            switch (op, right) {
            case ("!=", "nil"), ("!=", "0"), (">", "0"), (">=", "1"): return (subject, holds)
            case ("==", "nil"), ("==", "0"), ("<", "1"), ("<=", "0"): return (subject, !holds)
            default: break
            }
            if right.hasPrefix("."), right.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return (String(right.dropFirst()), op == "==" ? holds : !holds)
            }
            return ("\(subject) \(op) \(right)", holds)
        }
        if rest.hasSuffix(".isEmpty") { return (Self.droppingCount(String(rest.dropLast(".isEmpty".count))), !holds) }
        return (rest, holds)
    }

    /// `a OP b` for one comparison operator outside brackets, when the text has exactly one
    /// operator (`a == b && c` is left whole).
    private static func comparison(_ text: String) -> (String, String, String)? {
        let operators = ["==", "!=", ">=", "<=", ">", "<"]
        let joined = ["&&", "||", "??"]
        if joined.contains(where: { text.contains($0) }) { return nil }
        var depth = 0
        var found: (String.Index, String)?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if depth == 0, let op = operators.first(where: { text[index...].hasPrefix($0) }) {
                // `->` and generic brackets are not comparisons; a second operator leaves the text whole.
                guard found == nil else { return nil }
                found = (index, op)
                index = text.index(index, offsetBy: op.count)
                continue
            }
            index = text.index(after: index)
        }
        guard let (at, op) = found else { return nil }
        let left = text[..<at].trimmingCharacters(in: .whitespaces)
        let right = text[text.index(at, offsetBy: op.count)...].trimmingCharacters(in: .whitespaces)
        guard !left.isEmpty, !right.isEmpty else { return nil }
        return (left, op, right)
    }

    /// `items.count` → `items`: the count of a collection is about the collection.
    private static func droppingCount(_ text: String) -> String {
        text.hasSuffix(".count") ? String(text.dropLast(".count".count)) : text
    }

    /// Whether the outer brackets of `(…)` enclose all of it (`(a) && (b)` is two groups).
    private static func isOneGroup(_ text: String) -> Bool {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, offset < text.count - 1 { return false }
        }
        return true
    }

    /// Identifier words of a condition's text (camel case split, lower case), with operators as
    /// words and `self` left out; of a member chain, its last member's (`FeatureFlags
    /// .isNewGridEnabled` is about `isNewGridEnabled`: the chain ends with what it is about).
    private static func words(of text: String) -> [String] {
        let chain = text.split(separator: ".", omittingEmptySubsequences: false).map { $0.filter { $0 != "?" && $0 != "!" } }
        if chain.count > 1, let last = chain.last, chain.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) {
            return LayoutNaming.split(String(last)).map { $0.lowercased() }
        }
        let spoken: [(String, String)] = [
            ("&&", " and "), ("||", " or "), ("??", " or "), ("==", " is "), ("!=", " not "), (">=", " at least "), ("<=", " at most "),
            (">", " above "), ("<", " below "), ("!", " not "),
        ]
        var text = text
        for (symbol, words) in spoken { text = text.replacingOccurrences(of: symbol, with: words) }
        return text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            .flatMap { LayoutNaming.split(String($0)) }
            .map { $0.lowercased() }
            .filter { $0 != "self" && !$0.isEmpty }
    }
}
