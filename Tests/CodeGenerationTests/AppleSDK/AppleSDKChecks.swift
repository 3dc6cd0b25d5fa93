import Testing

/// Exported code, the device probe and the runtime compiled against Apple's own iPhoneOS SDK,
/// where the other compile checks use the project's UIKit stubs: every deployment target from
/// iOS 13 to the SDK's version, swiftc type-checking and clang syntax-checking (nothing is
/// linked or run). Needs an SDK (`$CATALOG_IOS_SDK`, or Xcode's on macOS); without one, as in
/// CI, every check is skipped and says why. docs/apple-sdk.md has the set-up, what is checked
/// and the numbers measured.
///
/// Serialized: the checks share one module cache (kept between runs), and filling it is most of a
/// first run (two to five minutes on a 2-core machine, against 85 s with it filled); one after
/// another, the later checks use what the first built.
@Suite(.serialized, .enabled(if: AppleSDK.current != nil, Comment(rawValue: AppleSDK.skipReason)))
enum AppleSDKChecks {}
