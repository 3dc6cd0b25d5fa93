#if canImport(UIKit)
    import Foundation
#elseif canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if canImport(UIKit) || canImport(UIKitStandIn)
    /// The iOS release the app runs on, as availability checks see it.
    ///
    /// On Apple platforms every check is also an `#available` check, which alone decides (it knows
    /// Mac Catalyst's iOS equivalents too); off Apple platforms, where `#available(iOS …)` is always
    /// true, the stand-in's chosen release decides, so tests can run the code as each release would.
    @MainActor
    enum RunningSystem {
        /// Whether API introduced in iOS `major.minor` may be called (ask `#available` as well).
        static func isAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
            #if canImport(UIKit)
                true
            #else
                StandInSystem.isAtLeast(major, minor)
            #endif
        }

        /// Whether a layout needing iOS `minimum` can be built here.
        static func supports(_ minimum: VersionNumber) -> Bool {
            if minimum <= VersionNumber(13) { return true }
            if minimum <= VersionNumber(14) {
                if isAtLeast(14), #available(iOS 14.0, *) { return true }
                return false
            }
            if minimum <= VersionNumber(17) {
                if isAtLeast(17), #available(iOS 17.0, *) { return true }
                return false
            }
            return false
        }

        /// The release, for messages.
        static var version: VersionNumber {
            #if canImport(UIKit)
                let version = ProcessInfo.processInfo.operatingSystemVersion
                return VersionNumber(version.majorVersion, version.minorVersion)
            #else
                return VersionNumber(StandInSystem.version.major, StandInSystem.version.minor)
            #endif
        }
    }
#endif
