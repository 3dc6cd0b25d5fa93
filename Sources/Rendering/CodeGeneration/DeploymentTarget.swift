/// The oldest iOS version generated code must run on.
///
/// Availability checks are written only for APIs newer than the target, so a target of iOS 17
/// gets no `#available` branches at all, and deprecated API is avoided only where the target
/// makes the compiler warn about it (Swift and clang warn about an API deprecated in iOS 16 only
/// when the deployment target is 16 or later).
public struct DeploymentTarget: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major iOS version, 13 or later.
    public let major: Int
    /// The minor iOS version.
    public let minor: Int

    /// iOS `major.minor`. Versions before iOS 13, where compositional layouts do not exist, are
    /// raised to 13.
    public init(iOS major: Int, _ minor: Int = 0) {
        if major < 13 {
            self.major = 13
            self.minor = 0
        } else {
            self.major = major
            self.minor = max(0, minor)
        }
    }

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
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
