import CatalogTestSupport
import Foundation
import LayoutModel

@testable import CodeGeneration

/// The iPhoneOS SDK the Apple SDK checks compile against: the folder `$CATALOG_IOS_SDK` names
/// (any platform; on Linux the only way), else on macOS the one `xcrun --sdk iphoneos
/// --show-sdk-path` reports. See docs/apple-sdk.md.
struct AppleSDK: Sendable {
    /// The `.sdk` folder.
    let path: URL
    /// Its iOS version (`Version` in `SDKSettings.json`: 16.4 for `iPhoneOS16.5.sdk` of
    /// theos/sdks, whose folder name says otherwise).
    let version: DeploymentTarget
    /// The major version of the Swift compiler that wrote the SDK's standard library interface
    /// (`// swift-compiler-version: Apple Swift version 5.8` in `Swift.swiftinterface`), nil when
    /// unreadable.
    let swiftMajorVersion: Int?

    /// Whether the SDK's Swift is older than Swift 6, which the package needs (its manifest is
    /// tools version 6.1, so every real build uses Xcode 16.3 or later and the SDK that comes with
    /// it). Such an SDK lacks what the package's code relies on from Swift 6's standard library
    /// and SDK: typed throws in `Result` (`get()`, `init(catching:)`) and `Sendable` on
    /// CryptoKit's keys. `SDKTypeCheckVerdict` accepts those errors from such an SDK only.
    var predatesSwift6: Bool { (swiftMajorVersion ?? 6) < 6 }

    /// The SDK found, or why there is none; read once per test run.
    static let located: Result<AppleSDK, Toolchain.Failure> = locate()

    static var current: AppleSDK? { try? located.get() }

    /// Why the checks are skipped, for the tests' `.enabled(if:)` comment.
    static var skipReason: String {
        switch located {
        case .success: "an iPhoneOS SDK was found"
        case .failure(let failure): failure.description
        }
    }

    /// Every deployment target from iOS 13 (the first with compositional layouts) to the SDK's
    /// own major version: newer targets are not something this SDK can build for.
    var deploymentTargets: [DeploymentTarget] {
        (13...max(13, version.major)).map { DeploymentTarget(iOS: $0) }
    }

    /// Where Apple's XCTest for iOS is, if anywhere: it is a platform framework, not part of the
    /// SDK (`iPhoneOS.platform/Developer/Library/Frameworks` beside `Developer/SDKs/`), so an SDK
    /// copied on its own has none. Returns the `-F`/`-I` folders for swiftc.
    var xctestSearchPaths: [String]? {
        let platformDeveloper = path.deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            path.appendingPathComponent("Developer/Library/Frameworks"),
            platformDeveloper.appendingPathComponent("Library/Frameworks"),
        ]
        guard
            let frameworks = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("XCTest.framework/Modules").path)
            })
        else { return nil }
        // XCTest's Swift half (XCTestSwiftSupport) lives in the platform's usr/lib.
        return ["-F", frameworks.path, "-I", platformDeveloper.appendingPathComponent("usr/lib").path]
    }

    private static func locate() -> Result<AppleSDK, Toolchain.Failure> {
        let environment = ProcessInfo.processInfo.environment["CATALOG_IOS_SDK"] ?? ""
        let folder: String
        if !environment.isEmpty {
            folder = environment
        } else {
            #if os(macOS)
                guard
                    let result = try? Toolchain.run(
                        "/usr/bin/xcrun", ["--sdk", "iphoneos", "--show-sdk-path"], in: FileManager.default.temporaryDirectory),
                    result.status == 0
                else {
                    return .failure(Toolchain.Failure(description: "no iPhoneOS SDK: xcrun --sdk iphoneos finds none and CATALOG_IOS_SDK is not set"))
                }
                folder = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
            #else
                return .failure(Toolchain.Failure(description: "no iPhoneOS SDK: set CATALOG_IOS_SDK to an iPhoneOS*.sdk folder (docs/apple-sdk.md)"))
            #endif
        }
        let url = URL(fileURLWithPath: folder)
        guard let data = FileManager.default.contents(atPath: url.appendingPathComponent("SDKSettings.json").path),
            let settings = try? JSONDecoder().decode(Settings.self, from: data)
        else {
            return .failure(Toolchain.Failure(description: "\(folder) has no readable SDKSettings.json: not an Apple SDK"))
        }
        guard settings.canonicalName?.hasPrefix("iphoneos") ?? true else {
            return .failure(Toolchain.Failure(description: "\(folder) is not an iPhoneOS SDK (\(settings.canonicalName ?? ""))"))
        }
        guard let release = IOSVersion(parsing: settings.version) else {
            return .failure(Toolchain.Failure(description: "\(folder): SDKSettings.json has no version"))
        }
        guard release.major >= 13 else {
            return .failure(Toolchain.Failure(description: "\(folder) is iOS \(settings.version): compositional layouts need an iOS 13 SDK or newer"))
        }
        return .success(
            AppleSDK(
                path: url, version: DeploymentTarget(release),
                swiftMajorVersion: swiftMajorVersion(of: url)))
    }

    /// The major version in the standard library interface's `swift-compiler-version` line.
    private static func swiftMajorVersion(of sdk: URL) -> Int? {
        let interface = sdk.appendingPathComponent("usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface")
        guard let handle = try? FileHandle(forReadingFrom: interface) else { return nil }
        defer { try? handle.close() }
        // The header is in the first lines; the file is megabytes.
        let head = String(decoding: handle.readData(ofLength: 4_096), as: UTF8.self)
        guard let marker = head.range(of: "Swift version ") else { return nil }
        return Int(head[marker.upperBound...].prefix { $0.isNumber })
    }

    /// The two keys read from `SDKSettings.json`.
    private struct Settings: Decodable {
        var version: String
        var canonicalName: String?

        enum CodingKeys: String, CodingKey {
            case version = "Version"
            case canonicalName = "CanonicalName"
        }
    }
}
