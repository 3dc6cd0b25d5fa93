import CatalogTestSupport
import Foundation
import Testing

@testable import CodeGeneration

extension AppleSDKChecks {
    /// LayoutModelCore and CatalogRuntime — what an app links — type-checked for iOS 13 against
    /// the SDK's UIKit (`#if canImport(UIKit)` takes UIKit's branch, as on a device), in Swift 6
    /// as the package builds them.
    ///
    /// Both import `Crypto` (swift-crypto). On Apple platforms swift-crypto's `Crypto` *is*
    /// CryptoKit for everything CryptoKit has (each of its files starts `#if CRYPTO_IN_SWIFTPM &&
    /// !CRYPTO_IN_SWIFTPM_FORCE_BUILD_API @_exported import CryptoKit`), and the two modules use
    /// only `SHA256` and `Curve25519.Signing`, which CryptoKit has from iOS 13. So the check
    /// compiles a one-line `Crypto` module, `@_exported import CryptoKit`, against the SDK:
    /// quick, and it needs no swift-crypto checkout (Xcode keeps packages elsewhere than
    /// `.build`). Building swift-crypto 4.5.2's own `Sources/Crypto` for iOS with `-D
    /// CRYPTO_IN_SWIFTPM` gives the same diagnostics (docs/apple-sdk.md).
    @Suite(.enabled(if: SDKCompilers.swiftReady, Comment(rawValue: SDKCompilers.swiftSkipReason)))
    struct Runtime {
        static let target = DeploymentTarget.iOS13

        static func sources(_ module: String) throws -> [String] {
            let folder = RuntimeCompileCheckTests.packageRoot.appendingPathComponent("Sources/\(module)")
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
            return files.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
        }

        @Test func layoutModelCoreAndTheRuntimeTypeCheckForIOS13() throws {
            let compilers = try #require(SDKCompilers.current)
            let folder = try Toolchain.temporaryDirectory("apple-sdk-runtime")
            defer { try? FileManager.default.removeItem(at: folder) }
            let common =
                compilers.swiftArguments(Self.target) + [
                    "-wmo", "-parse-as-library", "-package-name", RuntimeCompileCheckTests.packageName, "-I", folder.path,
                ]
            var summary: [String] = []

            let crypto = folder.appendingPathComponent("Crypto.swift")
            try "@_exported import CryptoKit\n".write(to: crypto, atomically: true, encoding: .utf8)
            let cryptoModule = try compilers.run(
                compilers.swiftc,
                [
                    "-emit-module", "-module-name", "Crypto", "-o", folder.appendingPathComponent("Crypto.swiftmodule").path, crypto.path,
                ] + common, in: folder)
            try #require(cryptoModule.status == 0, "Crypto (CryptoKit) does not compile:\n\(cryptoModule.output.prefix(4_000))")

            let core = try Self.sources("LayoutModelCore")
            #expect(core.contains { $0.hasSuffix("Canonical/ContentHash.swift") })
            let coreCheck = try compilers.run(compilers.swiftc, ["-typecheck", "-module-name", "LayoutModelCore"] + common + core, in: folder)
            let coreVerdict = SDKTypeCheckVerdict(output: coreCheck.output, status: coreCheck.status, allowances: compilers.allowances())
            #expect(coreVerdict.passed, "LayoutModelCore for iOS \(Self.target):\n\(coreVerdict.unexpected.prefix(40).joined(separator: "\n"))")
            summary.append("LayoutModelCore: \(core.count) files, \(coreVerdict.summary), " + String(format: "%.1f s", coreCheck.seconds))

            // The runtime needs LayoutModelCore's interface only. Declarations without bodies:
            // lowering bodies to SIL crashes the 6.3 frontend on typed throws when the SDK's
            // standard library predates them (the iOS 16.4 SDK's is Swift 5.8's); the bodies
            // were type-checked just above.
            let coreModule = try compilers.run(
                compilers.swiftc,
                [
                    "-emit-module", "-module-name", "LayoutModelCore", "-Xfrontend", "-experimental-skip-all-function-bodies",
                    "-o", folder.appendingPathComponent("LayoutModelCore.swiftmodule").path,
                ] + common + core, in: folder)
            try #require(coreModule.status == 0, "LayoutModelCore's module for iOS:\n\(coreModule.output.prefix(4_000))")

            let runtime = try Self.sources("CatalogRuntime")
            #expect(runtime.contains { $0.hasSuffix("Building/LayoutBuilder.swift") })
            let runtimeCheck = try compilers.run(compilers.swiftc, ["-typecheck", "-module-name", "CatalogRuntime"] + common + runtime, in: folder)
            let runtimeVerdict = SDKTypeCheckVerdict(output: runtimeCheck.output, status: runtimeCheck.status, allowances: compilers.allowances())
            #expect(runtimeVerdict.passed, "CatalogRuntime for iOS \(Self.target):\n\(runtimeVerdict.unexpected.prefix(40).joined(separator: "\n"))")
            let newerNames = Set(runtimeVerdict.newerAPIErrors.compactMap { compilers.newer.named(in: $0) }).sorted()
            summary.append(
                "CatalogRuntime: \(runtime.count) files, \(runtimeVerdict.summary) (newer API: \(newerNames.joined(separator: ", "))), "
                    + String(format: "%.1f s", runtimeCheck.seconds))
            print("Apple SDK \(compilers.sdk.version), runtime for iOS \(Self.target):\n  " + summary.joined(separator: "\n  "))
        }
    }
}
