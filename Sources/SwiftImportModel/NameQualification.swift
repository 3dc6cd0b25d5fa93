/// Why a layout's name is not the one derived from its code: several layouts of the run derive
/// that name, so it was qualified (see `docs/swift-import.md`, "Names").
public struct NameQualification: Sendable, Hashable, Codable {
    /// What told the layouts apart.
    public enum Step: String, Sendable, Hashable, Codable {
        /// The enclosing type: `layout-old` in `GridViewController` → `grid-old`.
        case type
        /// The part of the file's path, relative to the imported root, that differs:
        /// `iOS13/Feed.swift` → `ios-13-feed`.
        case path
        /// A number in source order, for layouts of one file that still agree.
        case number
    }

    /// The name the code derives.
    public var derived: String
    /// How many other layouts of the run derive it.
    public var others: Int
    public var step: Step

    public init(derived: String, others: Int, step: Step) {
        self.derived = derived
        self.others = others
        self.step = step
    }

    /// `'layout-old' is derived by 12 other layouts; qualified by the enclosing type`.
    public var description: String {
        let by =
            switch step {
            case .type: "qualified by the enclosing type"
            case .path: "qualified by the file's path"
            case .number: "numbered in source order"
            }
        let who = others == 0 ? "is another layout's name" : "is derived by \(others) other layout\(others == 1 ? "" : "s")"
        return "'\(derived)' \(who); \(by)"
    }
}
