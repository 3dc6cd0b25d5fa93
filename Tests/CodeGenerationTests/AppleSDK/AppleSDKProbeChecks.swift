import CatalogTestSupport
import Foundation
import LayoutEngine
import LayoutModel
import Testing

@testable import CodeGeneration

extension AppleSDKChecks {
    /// `catalog probe`'s XCTest file for every preset (iPhone 15, iOS 13, its preview counts),
    /// all in one test target as a user may put them, type-checked for iOS 13.
    ///
    /// XCTest is a platform framework, not part of an SDK: an SDK copied on its own (as on
    /// Linux) has none. Then the probes' UIKit half is still checked against the SDK, with the
    /// project's XCTest stub compiled for iOS in XCTest's place, and the check with Apple's
    /// XCTest is skipped.
    @Suite(.enabled(if: SDKCompilers.swiftReady, Comment(rawValue: SDKCompilers.swiftSkipReason)))
    struct Probes {
        static let target = DeploymentTarget.iOS13

        static func probes() throws -> [ProbeFile] {
            let iPhone = try #require(Device.named("iphone-15")).environment()
            return try Presets.all().map { preset in
                ProbeGenerator(deploymentTarget: target).generate(
                    preset.definition, name: preset.name, revision: 1, contentHash: preset.definition.contentHash,
                    target: ProbeTarget(
                        environmentID: "iphone-15", simulatorName: "iPhone 15", environment: iPhone,
                        itemCounts: preset.definition.preview?.itemCounts ?? [3]))
            }
        }

        @Test(
            .enabled(
                if: AppleSDK.current?.xctestSearchPaths != nil,
                "the SDK has no XCTest: it is a platform framework (iPhoneOS.platform/Developer/Library/Frameworks), not part of an SDK copied on its own"
            ))
        func probesTypeCheckWithApplesXCTest() throws {
            let compilers = try #require(SDKCompilers.current)
            let searchPaths = try #require(compilers.sdk.xctestSearchPaths)
            try check(compilers, extra: searchPaths, label: "Apple's XCTest")
        }

        @Test func probesUIKitHalfTypeChecksWithTheXCTestStub() throws {
            let compilers = try #require(SDKCompilers.current)
            let modules = try Toolchain.temporaryDirectory("apple-sdk-xctest-stub")
            defer { try? FileManager.default.removeItem(at: modules) }
            let stub = modules.appendingPathComponent("XCTestStub.swift")
            try XCTestStub.source.write(to: stub, atomically: true, encoding: .utf8)
            let build = try compilers.run(
                compilers.swiftc,
                [
                    "-emit-module", "-wmo", "-parse-as-library", "-module-name", "XCTest",
                    "-o", modules.appendingPathComponent("XCTest.swiftmodule").path, stub.path,
                ] + compilers.swiftArguments(Self.target), in: modules)
            try #require(build.status == 0, "the XCTest stub does not compile for iOS:\n\(build.output.prefix(4_000))")
            try check(compilers, extra: ["-I", modules.path], label: "the XCTest stub")
        }

        func check(_ compilers: SDKCompilers, extra: [String], label: String) throws {
            let folder = try Toolchain.temporaryDirectory("apple-sdk-probes")
            defer { try? FileManager.default.removeItem(at: folder) }
            let probes = try Self.probes()
            for probe in probes {
                try probe.text.write(to: folder.appendingPathComponent(probe.fileName), atomically: true, encoding: .utf8)
            }
            let run = try compilers.run(
                compilers.swiftc, ["-typecheck", "-wmo"] + compilers.swiftArguments(Self.target) + extra + probes.map(\.fileName), in: folder)
            let verdict = SDKTypeCheckVerdict(output: run.output, status: run.status, allowances: compilers.allowances())
            #expect(
                verdict.passed,
                "probes with \(label) against the iOS \(compilers.sdk.version) SDK:\n\(verdict.unexpected.prefix(40).joined(separator: "\n"))")
            print(
                "Apple SDK \(compilers.sdk.version), probes with \(label): \(probes.count) files for iOS \(Self.target), "
                    + "\(verdict.summary), " + String(format: "%.1f s", run.seconds))
        }
    }
}
