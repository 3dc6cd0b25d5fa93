/// `UIUserInterfaceSizeClass`: how much room the interface has along one axis. `when` tests it
/// as `horizontalSizeClass` / `verticalSizeClass`; UIKit's `.unspecified` is the absence of a
/// value (an environment that does not say, which no condition on the size class matches).
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular
}
