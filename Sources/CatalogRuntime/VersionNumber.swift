import Foundation

/// A dotted version such as `5.3` or `17.4.1`: an app's version, the runtime's, an iOS release.
///
/// One to four whole numbers, each at most 999,999, compared number by number (`5.10` is newer
/// than `5.9`; missing numbers count as 0, so `5.3` equals `5.3.0`).
public struct VersionNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let components: [Int]

    /// `VersionNumber(5, 3)`.
    public init(_ major: Int, _ minor: Int = 0, _ patch: Int? = nil) {
        components = [major, minor] + (patch.map { [$0] } ?? [])
    }

    /// Parses `5.3.1`; nil for anything else (letters, empty parts, more than four parts).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard (1...6).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        components = numbers
    }

    /// The app's `CFBundleShortVersionString`, or 0 when it has none that reads as a version.
    public static var app: VersionNumber {
        (Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String).flatMap(VersionNumber.init) ?? .any
    }

    /// Any version at all (`0`): what a layout needs when its publisher named no lowest app
    /// version.
    public static let any = VersionNumber(components: [0])

    private init(components: [Int]) {
        self.components = components
    }

    public var description: String { components.map(String.init).joined(separator: ".") }

    public static func < (a: VersionNumber, b: VersionNumber) -> Bool {
        for index in 0..<max(a.components.count, b.components.count) {
            let x = index < a.components.count ? a.components[index] : 0
            let y = index < b.components.count ? b.components[index] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: VersionNumber, b: VersionNumber) -> Bool {
        !(a < b) && !(b < a)
    }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }
}
