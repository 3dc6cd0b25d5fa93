import LayoutModel
import SeededRandom

/// The mutations, on a document's tree and on its bytes. Raw text that no JSON tree can hold (a
/// deep nesting, an alias) is put in as a placeholder string and spliced into the written text.
struct FuzzMutator {
    var random: SplitMix64
    let scale: FuzzScale
    var applied: [String] = []
    private var raw: [String] = []

    init(random: SplitMix64, scale: FuzzScale) {
        self.random = random
        self.scale = scale
    }

    // MARK: Tree

    /// One structural mutation at a random value.
    mutating func mutateTree(_ tree: JSONValue) -> JSONValue {
        let paths = Self.paths(in: tree)
        let path = paths[random.int(below: paths.count)]
        let current = Self.value(at: path, in: tree) ?? .null
        let replacement: JSONValue
        switch random.int(0...9) {
        case 0:
            applied.append("wrong type")
            replacement = randomScalarOrCollection(notLike: current)
        case 1:
            applied.append("extreme number")
            replacement = .number(random.pick(Self.extremeNumbers))
        case 2:
            applied.append("hostile string")
            replacement = .string(hostileString())
        case 3:
            applied.append("dimension or expression bomb")
            replacement = .string(random.pick(Self.bombs)())
        case 4:
            applied.append("huge count")
            replacement = countBomb(current)
        case 5:
            applied.append("deep nesting")
            replacement = placeholder(nesting())
        case 6:
            applied.append("duplicated element")
            replacement = duplicated(current)
        case 7:
            applied.append("unknown or missing key")
            replacement = keyMutation(current)
        case 8:
            applied.append("subtree swap")
            let other = paths[random.int(below: paths.count)]
            replacement = Self.value(at: other, in: tree) ?? .null
        default:
            applied.append("alias")
            replacement = placeholder(random.chance(0.5) ? Self.laughs : "&anchor [1, 2]")
        }
        return Self.replacing(path, in: tree, with: replacement)
    }

    static let extremeNumbers: [Double] = [
        1e308, -1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0, -0.0, 1e15, 9_007_199_254_740_992, -1, 1_000_001,
        250_001, 1_000_000_000, 1e300, -1e-300, 0.1, 1e6, 16, 17, 65, 129, 1_000_000_000_000,
    ]

    /// Strings that go through the expression parser, the dimension reader, or the limits.
    static let bombs: [@Sendable () -> String] = [
        { "fractionalWidth(" + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + ")" },
        { "absolute(" + Array(repeating: "1", count: 50_000).joined(separator: "+") + ")" },
        { String(repeating: "-", count: 100_000) + "1" },
        { String(repeating: "(", count: 70) + "width" + String(repeating: ")", count: 70) },
        { Array(repeating: "width", count: 66).joined(separator: " * ") },
        { "width % 0" }, { "1/0" }, { "0/0" }, { "width / (height - height)" }, { "1e308 * 10" },
        { "estimated(1e308)" }, { "absolute(-0)" }, { "fractionalWidth(1e-300)" }, { "fractionalHeight(1001)" },
        { "uniformAcrossSiblings(.nan)" }, { "min(width)" }, { "max(1, 2, 3)" }, { "floor(i)" }, { "sqrt(4)" },
        { "i * 1e6" }, { "width * width * width * width * width * width * width * width" }, { "9e999" },
        { "absolute(" }, { "fixed(1e7)" }, { "flexible(-1)" }, { "(width - 32) / 3" }, { ".5 * height" },
    ]

    mutating func hostileString() -> String {
        switch random.int(0...7) {
        case 0: return String(repeating: random.pick(["a", "é", "🙂", "k"]), count: random.pick(scale.longStrings))
        case 1: return random.pick(["a\nb", "\0", "x\u{1B}[2Jy", "\u{202E}evil", "line\u{2028}sep", "\r\n", "\u{7F}\u{85}"])
        case 2: return random.pick(["", " ", "~", "null", "true", "no", "-", "0x10", "1e999", ".inf", "-.nan", "<<", "*x", "&y", "? z"])
        case 3: return random.pick(["Grid", "-grid", "grid name", "a/b", "../../etc", "ünïcödé", String(repeating: "n", count: 65)])
        case 4: return random.pick(["horizontal", "vertical", "custom", "top", "bottom", "leading", "paging", "insetGrouped"])
        case 5: return random.pick(["fractionalWidth(1)", "absolute(44)", "estimated(100)", "fixed(10)", "flexible(0)"])
        case 6: return String((0..<random.int(1...40)).map { _ in Character(Unicode.Scalar(UInt8(random.int(32...126)))) })
        default: return LookalikeString.text(&random)
        }
    }

    private mutating func randomScalarOrCollection(notLike current: JSONValue) -> JSONValue {
        let options: [JSONValue] = [
            .null, .bool(random.chance(0.5)), .number(random.pick(Self.extremeNumbers)),
            .string(hostileString()), .array([current]), .object(["x": current]), .array([]), .object([:]),
        ]
        return options[random.int(below: options.count)]
    }

    private mutating func countBomb(_ current: JSONValue) -> JSONValue {
        let count = JSONValue.number(random.pick([0, -1, 250_001, 1e9, 1e15, 1e16, 65_536, 100_000]))
        switch current {
        case .object(var members):
            for key in ["count", "itemCounts"] where members[key] != nil {
                members[key] = key == "count" ? count : .array(Array(repeating: count, count: random.pick([1, 3, 1_001])))
            }
            return .object(members)
        default:
            return count
        }
    }

    private mutating func nesting() -> String {
        let depth = random.pick([20, 33, 64, 129, 500, 999, 1_001, 5_000])
        switch random.int(0...2) {
        case 0: return String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        case 1: return String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth)
        default: return String(repeating: "[", count: depth)
        }
    }

    private mutating func duplicated(_ current: JSONValue) -> JSONValue {
        // Many copies of a small value, few of a large one: cases stay within a few megabytes.
        let size = max(1, writtenSize(current))
        let times = min(random.pick([2, 17, 1_000, 5_000]), max(2, scale.largestCopy / size))
        switch current {
        case .array(let items) where !items.isEmpty: return .array(Array(repeating: items[random.int(below: items.count)], count: times))
        default: return .array(Array(repeating: current, count: times))
        }
    }

    private mutating func keyMutation(_ current: JSONValue) -> JSONValue {
        guard case .object(var members) = current, let key = members.keys.sorted().randomElement(using: &random) else {
            return .object(["unknownKey": current])
        }
        let value = members.removeValue(forKey: key)
        switch random.int(0...2) {
        case 0: break
        case 1: members[key + "s"] = value
        default: members[String(key.dropLast())] = value
        }
        return .object(members)
    }

    /// The bytes `value` takes once its placeholders are spliced: a placeholder is a few bytes
    /// in the tree and up to tens of kilobytes in the text (case 26163 of seed 1 copied one
    /// 5,000 times into a 125 MB input that took 7 s and 890 MB to make).
    private func writtenSize(_ value: JSONValue) -> Int {
        let text = value.canonicalText
        var size = text.utf8.count
        for (index, piece) in raw.enumerated() {
            let copies = text.components(separatedBy: "\u{E123}raw\(index)\u{E123}").count - 1
            size += copies * piece.utf8.count
        }
        return size
    }

    /// A placeholder string whose written form is replaced by `text` in `splice`.
    private mutating func placeholder(_ text: String) -> JSONValue {
        raw.append(text)
        return .string("\u{E123}raw\(raw.count - 1)\u{E123}")
    }

    /// Seven levels of nine aliases: 9⁶ ≈ 531,441 copies of the first list, from 300 bytes.
    static let laughs =
        "[&l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol], "
        + (1...6).map { level in "&l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]" }.joined(separator: ", ")
        + "]"

    /// Replaces each placeholder's written form (quoted, as either writer writes a string) by
    /// its raw text.
    func splice(into text: String, yaml: Bool) -> String {
        var result = text
        for (index, piece) in raw.enumerated() {
            let marker = "\u{E123}raw\(index)\u{E123}"
            result = result.replacingOccurrences(of: "\"\(marker)\"", with: piece)
        }
        return result
    }

    // MARK: Bytes

    /// One to three byte-level mutations.
    mutating func mutateBytes(_ input: [UInt8], allowAliases: Bool) -> [UInt8] {
        var bytes = input
        for _ in 0..<random.int(1...3) {
            let at = random.int(0...bytes.count)
            switch random.int(0...9) {
            case 0:
                applied.append("truncated")
                bytes = Array(bytes.prefix(at))
            case 1:
                applied.append("bad UTF-8")
                bytes.insert(
                    contentsOf: random.pick([[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0x80]]), at: at)
            case 2:
                applied.append("control character")
                bytes.insert(contentsOf: random.pick([[0x00], [0x1B, 0x5B, 0x32, 0x4A], [0x0D], [0x7F], [0x0B], [0xC2, 0x85]]), at: at)
            case 3:
                applied.append("flipped bytes")
                for _ in 0..<random.int(1...8) where !bytes.isEmpty {
                    let i = random.int(below: bytes.count)
                    bytes[i] ^= UInt8(1 << random.int(0...7))
                }
            case 4:
                applied.append("duplicated line")
                let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
                if let line = lines.randomElement(using: &random) { bytes.insert(contentsOf: Array(line) + [0x0A], at: lineStart(bytes, at)) }
            case 5:
                applied.append("explicit key")
                bytes.insert(contentsOf: Array("? a\n: b\n".utf8), at: lineStart(bytes, at))
            case 6 where allowAliases:
                applied.append("alias key")
                bytes = Array("laugh: \(Self.laughs)\n*l6 : 1\n".utf8) + bytes
            case 7:
                applied.append("byte-order mark or CRLF")
                bytes =
                    random.chance(0.5)
                    ? [0xEF, 0xBB, 0xBF] + bytes : Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
            case 8:
                applied.append("tabs")
                bytes = bytes.map { $0 == 0x20 && random.chance(0.3) ? 0x09 : $0 }
            default:
                applied.append("spliced bytes")
                let from = random.int(0...bytes.count)
                let length = random.int(0...64)
                let piece = Array(bytes[from..<min(bytes.count, from + length)])
                bytes.insert(contentsOf: piece, at: min(at, bytes.count))
            }
        }
        return bytes
    }

    /// The offset of the start of the line holding `offset`.
    private func lineStart(_ bytes: [UInt8], _ offset: Int) -> Int {
        var index = min(offset, bytes.count)
        while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
        return index
    }

    // MARK: Paths

    enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    /// Every value's path (the root's is empty), in a stable order.
    static func paths(in tree: JSONValue) -> [[Step]] {
        var result: [[Step]] = []
        var pending: [([Step], JSONValue)] = [([], tree)]
        while let (path, value) = pending.popLast() {
            result.append(path)
            switch value {
            case .array(let items):
                for (index, item) in items.enumerated().reversed() { pending.append((path + [.index(index)], item)) }
            case .object(let members):
                for key in members.keys.sorted().reversed() { pending.append((path + [.key(key)], members[key] ?? .null)) }
            default:
                break
            }
        }
        return result
    }

    static func value(at path: [Step], in tree: JSONValue) -> JSONValue? {
        var current = tree
        for step in path {
            switch (step, current) {
            case (.key(let key), .object(let members)):
                guard let next = members[key] else { return nil }
                current = next
            case (.index(let index), .array(let items)) where index < items.count: current = items[index]
            default: return nil
            }
        }
        return current
    }

    /// The tree with the value at `path` replaced (corpus trees are shallow, so recursion is fine).
    static func replacing(_ path: [Step], in tree: JSONValue, with replacement: JSONValue) -> JSONValue {
        guard let first = path.first else { return replacement }
        let rest = Array(path.dropFirst())
        switch (first, tree) {
        case (.key(let key), .object(var members)):
            members[key] = replacing(rest, in: members[key] ?? .null, with: replacement)
            return .object(members)
        case (.index(let index), .array(var items)) where index < items.count:
            items[index] = replacing(rest, in: items[index], with: replacement)
            return .array(items)
        default:
            return tree
        }
    }
}
