/// The iOS release the stand-in pretends to be, so code that checks availability can be run as
/// each release would run it.
///
/// Off Apple platforms `#available(iOS 16, *)` is always true. The runtime asks `isAtLeast`
/// before each `#available` check, and tests rewrite generated code's `#available(iOS X, *)` as
/// `StandInSystem.isAtLeast(X)`, so both take the branch the chosen release would take.
@MainActor
public enum StandInSystem {
    /// `major.minor`; the newest release by default.
    public static var version = (major: 26, minor: 0)

    public static func isAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
        (version.major, version.minor) >= (major, minor)
    }

    /// `isAtLeast(16.4)`, as generated code writes versions.
    public static func isAtLeast(_ release: Double) -> Bool {
        let major = Int(release)
        let minor = Int(((release - Double(major)) * 10).rounded())
        return isAtLeast(major, minor)
    }
}
