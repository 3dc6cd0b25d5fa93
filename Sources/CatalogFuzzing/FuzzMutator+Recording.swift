import CatalogService
import LayoutModel

/// Mutations aimed at what a recording's reader allocates from and prints: index paths (one past
/// a limit, `Int.max`, 2e9, negative, fractional), item counts (50,000,000, one past the total,
/// too many sections, counts left for the cells to imply), sizes and coordinates (zero, negative,
/// past the bounds, 1e308), and the names `compare` prints (device, model, system, layout,
/// element kinds) with terminal escapes, bidi overrides, newlines and lengths past the limit.
/// The generic tree mutations apply to recordings too; these reach the values they rarely pick.
extension FuzzMutator {
    mutating func mutateRecording(_ tree: JSONValue) -> JSONValue {
        guard case .object(var recording) = tree else { return mutateTree(tree) }
        switch random.int(0...5) {
        case 0:
            applied.append("index out of range")
            let paths: [[Double]] = [
                [9.223372036854776e18, 0], [0, 9.223372036854776e18], [2e9, 0], [0, 2e9], [-1, 0], [0, -1], [1_000, 0], [999, 0],
                [0, 100_000], [0, 99_999], [1.5, 0], [0], [0, 0, 0], [1e300, 1e300],
            ]
            let index = JSONValue.array(random.pick(paths).map(JSONValue.number))
            if random.chance(0.5), case .object(var data)? = recording["data"] {
                data["measuredItems"] = .array([.object(["indexPath": index, "width": .number(10), "height": .number(10)])])
                recording["data"] = .object(data)
            } else {
                recording["elements"] = changingOneElement(recording["elements"]) { $0["indexPath"] = index }
            }
        case 1:
            applied.append("huge item counts")
            var data: [String: JSONValue] = [:]
            if case .object(let members)? = recording["data"] { data = members }
            switch random.int(0...4) {
            case 0: data["itemCounts"] = .array([.number(random.pick([50_000_000, 100_001, 1e15, -1, 9.223372036854776e18] as [Double]))])
            case 1: data["itemCounts"] = .array([.number(50_000), .number(50_001)])
            case 2: data["itemCounts"] = .array(Array(repeating: .number(1), count: random.pick([1_000, 1_001, 100_000])))
            case 3:
                // No counts: they are implied by the cells, whose items here add up past the limit.
                data["itemCounts"] = nil
                let cells = (0..<random.pick([2, 20])).map { section -> JSONValue in
                    .object([
                        "category": .string("cell"), "indexPath": .array([.number(Double(section)), .number(99_999)]),
                        "frame": .object(["x": .number(0), "y": .number(0), "width": .number(1), "height": .number(1)]),
                    ])
                }
                recording["elements"] = .array(cells)
            default: data["itemCounts"] = nil
            }
            recording["data"] = .object(data)
        case 2:
            applied.append("extreme size")
            let number = JSONValue.number(
                random.pick([0, -1, -0.0, 1e-300, 1_000_000, 1_000_001, 1e9, 1e9 + 1, 1e308, 11, 9_007_199_254_740_992] as [Double]))
            switch random.int(0...3) {
            case 0:
                recording["environment"] = Self.changingMember(
                    of: recording["environment"],
                    random.pick(
                        ["width", "height", "displayScale", "readableContentWidth"]), to: number)
            case 1:
                let key = random.pick(["x", "y", "width", "height"])
                recording["elements"] = changingOneElement(recording["elements"]) {
                    $0["frame"] = Self.changingMember(of: $0["frame"], key, to: number)
                }
            case 2:
                recording["contentSize"] = Self.changingMember(of: recording["contentSize"], random.pick(["width", "height"]), to: number)
            default:
                recording["environment"] = Self.changingMember(
                    of: recording["environment"], random.pick(["safeArea", "layoutMargins"]),
                    to: .object(["top": number, "left": number, "bottom": number, "right": number]))
            }
        case 3:
            applied.append("hostile name")
            let name = JSONValue.string(
                random.pick([
                    "iPhone\u{1B}[2J\u{1B}[H", "bell\u{07}", "\u{1B}]0;pwned\u{07}title", "two\nlines", "carriage\rreturn", "\u{202E}enohPi",
                    "zero\u{200B}width", String(repeating: "d", count: 257), String(repeating: "é", count: 300), "tab\there", "nul\u{0}",
                    "feed@\u{1B}[31m1", "x\u{2028}y", "", "17.4.1.9", "9999.1", "iOS \u{1B}[2J17",
                ]))
            switch random.int(0...2) {
            case 0: recording["layout"] = name
            case 1:
                recording["environment"] = Self.changingMember(
                    of: recording["environment"],
                    random.pick(
                        ["deviceName", "deviceModel", "systemName", "systemVersion", "iOS", "device", "layoutDirection", "userInterfaceIdiom"]),
                    to: name)
            default: recording["elements"] = changingOneElement(recording["elements"]) { $0["elementKind"] = name }
            }
        case 4:
            applied.append("many elements")
            // The smallest element a recording may hold (about 80 bytes): one past the element
            // limit is 8 to 16 MB of text, within five copies' worth at the full scale only, and
            // takes seconds to read, so it is drawn one time in eight.
            let element = JSONValue.object([
                "category": .string("cell"), "indexPath": .array([.number(0), .number(0)]),
                "frame": .object(["x": .number(0), "y": .number(0), "width": .number(1), "height": .number(1)]),
            ])
            let many = random.chance(0.125) ? RecordingLimits.maximumElements + 1 : random.pick([1_000, 10_000])
            let count = min(many, 5 * scale.largestCopy / element.canonicalText.utf8.count)
            recording["elements"] = .array(Array(repeating: element, count: count))
        default:
            applied.append("missing required value")
            switch random.int(0...2) {
            case 0: recording["environment"] = Self.changingMember(of: recording["environment"], random.pick(["width", "height"]), to: nil)
            case 1:
                let key = random.pick(["category", "indexPath", "frame"])
                recording["elements"] = changingOneElement(recording["elements"]) { $0[key] = nil }
            default: recording[random.pick(["environment", "elements"])] = nil
            }
        }
        return .object(recording)
    }

    /// `elements` with one element, picked at random, changed by `change`.
    private mutating func changingOneElement(_ elements: JSONValue?, _ change: (inout [String: JSONValue]) -> Void) -> JSONValue {
        guard case .array(var list)? = elements, !list.isEmpty else { return elements ?? .array([]) }
        let index = random.int(below: list.count)
        guard case .object(var element) = list[index] else { return .array(list) }
        change(&element)
        list[index] = .object(element)
        return .array(list)
    }

    /// `object` with `key` set to `value` (removed when nil).
    private static func changingMember(of object: JSONValue?, _ key: String, to value: JSONValue?) -> JSONValue {
        guard case .object(var members)? = object else { return object ?? .null }
        members[key] = value
        return .object(members)
    }
}
