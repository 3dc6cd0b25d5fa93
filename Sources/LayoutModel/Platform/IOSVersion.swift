/// An iOS (or iPadOS) release, as `UIDevice.current.systemVersion` gives it: the major number
/// and, when known, the minor one.
///
/// One type for every place a release is named: the release a layout is resolved for (its
/// major number chooses how frames are snapped to pixels), the branch of an `#available` check
/// the Swift reader follows, and the deployment target generated code is written for. Every
/// version text the catalog reads goes through ``init(parsing:)``.
///
/// `17` and `17.0` are the same release: they compare, hash and sort alike, and differ only in
/// ``description``, which shows the minor number only when it was given.
public struct IOSVersion: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The major number: `17` in `17.4`.
    public let major: Int
    /// The minor number: `4` in `17.4`; nil when only the major release was given (`17`), as
    /// opposed to `17.0`.
    public let minor: Int?

    /// The release `major.minor`.
    ///
    /// - Parameters:
    ///   - major: The major number.
    ///   - minor: The minor number, or nil when only the major release is meant.
    public init(_ major: Int, _ minor: Int? = nil) {
        self.major = major
        self.minor = minor
    }

    /// Reads `17`, `17.4`, `17.4.1` or `iOS 17.4` (the patch number is dropped). Nil when the
    /// text is not a version, or a number is out of range (a version has at most three digits
    /// per part, so the text cannot make an arbitrarily large number).
    ///
    /// - Parameter text: A version as a person, a device recording or an `#available` check
    ///   writes it.
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

    /// Whether the two name the same release (`17` and `17.0` do).
    ///
    /// - Parameters:
    ///   - lhs: One release.
    ///   - rhs: The other.
    public static func == (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        lhs.major == rhs.major && (lhs.minor ?? 0) == (rhs.minor ?? 0)
    }

    /// Hashes the release as `==` compares it, so `17` and `17.0` hash alike.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor ?? 0)
    }

    /// Whether `lhs` came out before `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: One release.
    ///   - rhs: The other.
    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor ?? 0) < (rhs.major, rhs.minor ?? 0)
    }

    // MARK: Codable

    private enum CodingKeys: String, CodingKey {
        case major, minor
    }

    /// Reads `{"major": 16, "minor": 4}`; a missing minor number reads as the major release alone.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(Int.self, forKey: .major), try container.decodeIfPresent(Int.self, forKey: .minor))
    }

    /// Writes `{"major": 16, "minor": 4}`, the minor number always present (0 for the major
    /// release alone): the shape `catalog` and `catalog-swift` have always exchanged.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(major, forKey: .major)
        try container.encode(minor ?? 0, forKey: .minor)
    }

    // MARK: The releases the catalog knows

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
    ///
    /// - Parameter versions: The releases to name, in the order they are named.
    /// - Returns: The releases as one phrase; a phrase saying so when there are none.
    public static func list(_ versions: [IOSVersion]) -> String {
        let names = versions.map(\.description)
        guard let last = names.last else { return "no release the catalog knows" }
        return "iOS " + (names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last)
    }
}
