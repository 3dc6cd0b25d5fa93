import LayoutModel

/// The oldest iOS version generated code must run on: an `IOSVersion` no older than iOS 13,
/// where compositional layouts begin, always written with its minor number (`14.0`), as
/// availability checks are.
///
/// Availability checks are written only for APIs newer than the target, so a target of iOS 17
/// gets no `#available` branches at all, and deprecated API is avoided only where the target
/// makes the compiler warn about it (Swift and clang warn about an API deprecated in iOS 16 only
/// when the deployment target is 16 or later).
public struct DeploymentTarget: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The release, iOS 13 or later, with its minor number.
    public let release: IOSVersion

    /// The release given; releases before iOS 13, where compositional layouts do not exist, are
    /// raised to 13.
    public init(_ release: IOSVersion) {
        self.release = release.major < 13 ? IOSVersion(13, 0) : IOSVersion(release.major, max(0, release.minor ?? 0))
    }

    /// iOS `major.minor`, raised to 13 like ``init(_:)``.
    public init(iOS major: Int, _ minor: Int = 0) {
        self.init(IOSVersion(major, minor))
    }

    /// The major iOS version, 13 or later.
    public var major: Int { release.major }
    /// The minor iOS version.
    public var minor: Int { release.minor ?? 0 }

    /// iOS 13, the first release with compositional layouts: code that runs everywhere the API
    /// exists. The default.
    public static let iOS13 = DeploymentTarget(iOS: 13)
    /// iOS 14: list sections and `contentInsetsReference`.
    public static let iOS14 = DeploymentTarget(iOS: 14)
    /// iOS 16: `repeatingSubitem:count:` and `supplementaryContentInsetsReference`;
    /// `subitem:count:` is deprecated from here on.
    public static let iOS16 = DeploymentTarget(iOS: 16)
    /// iOS 17: `uniformAcrossSiblings(estimate:)`.
    public static let iOS17 = DeploymentTarget(iOS: 17)

    /// `14.0`, as written in availability checks.
    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
        lhs.release < rhs.release
    }
}
