/// An iOS version, for choosing the branch of `#available(iOS N, *)` checks.
public struct IOSVersion: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `16`, `16.4`: what `--ios` accepts. Nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        var minor = 0
        if parts.count > 1 {
            guard let value = Int(parts[1]), value >= 0 else { return nil }
            minor = value
        }
        if parts.count > 2, Int(parts[2]) == nil { return nil }
        self.init(major, minor)
    }

    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
