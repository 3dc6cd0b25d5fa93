/// An iOS (or iPadOS) release, as `UIDevice.current.systemVersion` gives it: the major number
/// and, when known, the minor one. The major number chooses how frames are snapped to pixels
/// (`SnappingRule`); the minor one is kept only to be shown back.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let major: Int
    /// nil when only the major release was given (`17`), as opposed to `17.0`.
    public let minor: Int?

    public init(_ major: Int, _ minor: Int? = nil) {
        self.major = major
        self.minor = minor
    }

    /// Reads `17`, `17.4`, `17.4.1` or `iOS 17.4` (the patch number is dropped). Nil when the
    /// text is not a version, or a number is out of range (a version has at most three digits
    /// per part, so the text cannot make an arbitrarily large number).
    public init?(parsing text: String) {
        var body = Substring(text).drop { $0 == " " }
        while body.last == " " { body = body.dropLast() }
        for prefix in ["iOS", "iPadOS", "ios", "ipados"] where body.hasPrefix(prefix) {
            body = body.dropFirst(prefix.count).drop { $0 == " " }
            break
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        guard numbers[0] >= 1 else { return nil }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : nil)
    }

    /// `17` or `17.4`.
    public var description: String {
        minor.map { "\(major).\($0)" } ?? "\(major)"
    }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor ?? 0) < (rhs.major, rhs.minor ?? 0)
    }

    /// The major releases the catalog knows, oldest first: from iOS 13, which introduced
    /// compositional layout, to today's. (After 18, Apple numbered releases by year: 26.)
    public static let known: [IOSVersion] = [13, 14, 15, 16, 17, 18, 26].map { IOSVersion($0) }

    /// The newest release the catalog knows: what a layout is resolved for unless told otherwise.
    public static let newest = IOSVersion(26)

    /// Whether the catalog knows this release's major number.
    public var isKnown: Bool { Self.known.contains { $0.major == major } }

    /// The major release alone (`17.4` → `17`).
    public var majorRelease: IOSVersion { IOSVersion(major) }

    /// `iOS 17, 18 and 26`, for messages.
    public static func list(_ versions: [IOSVersion]) -> String {
        let names = versions.map(\.description)
        guard let last = names.last else { return "no release the catalog knows" }
        return "iOS " + (names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last)
    }
}
