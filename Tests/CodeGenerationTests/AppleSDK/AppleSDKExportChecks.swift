import CatalogFuzzing
import CatalogTestSupport
import Foundation
import LayoutModel
import Testing

@testable import CodeGeneration

extension AppleSDKChecks {
    /// `catalog export` for every preset, the code generator's samples and the first fuzz-accepted
    /// definitions, in Swift and Objective-C, at every deployment target from iOS 13 to the
    /// SDK's: one swiftc run (whole module, so the SDK's modules load once) and one clang run
    /// per target.
    @Suite struct Exports {
        /// Fuzz-accepted definitions exported besides the presets: enough for shapes the presets
        /// lack (about 600 fuzz cases' worth), few enough to keep the check to seconds.
        static let fuzzCount = 40
        /// Made once: every target and both languages export the same definitions.
        static let fuzzDefinitions = FuzzAcceptedDefinitions.first(fuzzCount, seed: 2026, cases: 2_000)

        /// One exported file.
        struct Export {
            var file: String
            var code: String
        }

        /// Everything exported for `target`, each with a file name of its own: the stub-based
        /// compile checks' presets and samples, then the fuzz definitions.
        static func exports(_ language: CodeLanguage, target: DeploymentTarget) throws -> [Export] {
            let generator = CodeGenerator(language: language, deploymentTarget: target)
            var exports = try CompileCheckTests.sources(language, target: target).map { (name: $0.name, code: $0.code) }
            for definition in fuzzDefinitions {
                exports.append(
                    (definition.name, generator.generate(definition, name: definition.name, revision: 1, contentHash: definition.contentHash)))
            }
            let suffix = language == .swift ? "swift" : "m"
            return exports.enumerated().map { index, export in
                // Sample names are hostile on purpose (`東京`, empty): the file is named by its
                // place, the name kept where it is readable.
                let readable = String(
                    export.name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-") })
                return Export(file: "\(index)-\(readable).\(suffix)", code: export.code)
            }
        }

        /// What the exports may say: the kept `subitem:count:` calls.
        static func allowances(_ exports: [Export], _ compilers: SDKCompilers) -> SDKTypeCheckVerdict.Allowances {
            compilers.allowances(
                keptCountFiles: Set(exports.filter { $0.code.contains("subitem:count: is deprecated in iOS 16 but kept") }.map(\.file)))
        }

        @Test(.enabled(if: SDKCompilers.swiftReady, Comment(rawValue: SDKCompilers.swiftSkipReason)))
        func swiftExportsTypeCheckAtEveryTarget() throws {
            let compilers = try #require(SDKCompilers.current)
            let folder = try Toolchain.temporaryDirectory("apple-sdk-swift")
            defer { try? FileManager.default.removeItem(at: folder) }
            var summary: [String] = []
            for target in compilers.sdk.deploymentTargets {
                let exports = try Self.exports(.swift, target: target)
                let targetFolder = try Self.write(exports, into: folder.appendingPathComponent("ios\(target.major)"))
                let run = try compilers.run(
                    compilers.swiftc, ["-typecheck", "-wmo"] + compilers.swiftArguments(target) + exports.map(\.file), in: targetFolder)
                let verdict = SDKTypeCheckVerdict(output: run.output, status: run.status, allowances: Self.allowances(exports, compilers))
                #expect(
                    verdict.passed,
                    "Swift exports for iOS \(target) against the iOS \(compilers.sdk.version) SDK:\n\(verdict.unexpected.prefix(40).joined(separator: "\n"))"
                )
                summary.append(Self.line(target, files: exports.count, verdict: verdict, seconds: run.seconds))
            }
            let lastCase = Self.fuzzDefinitions.last.map { $0.name.dropFirst("fuzz-".count) } ?? "none"
            print(
                "Apple SDK \(compilers.sdk.version), Swift exports (\(Self.fuzzDefinitions.count) fuzz-accepted definitions, "
                    + "the last from case \(lastCase) of seed 2026):\n" + summary.joined(separator: "\n"))
        }

        @Test func objcExportsSyntaxCheckAtEveryTarget() throws {
            let compilers = try #require(SDKCompilers.current)
            let folder = try Toolchain.temporaryDirectory("apple-sdk-objc")
            defer { try? FileManager.default.removeItem(at: folder) }
            var summary: [String] = []
            for target in compilers.sdk.deploymentTargets {
                let exports = try Self.exports(.objc, target: target)
                let targetFolder = try Self.write(exports, into: folder.appendingPathComponent("ios\(target.major)"))
                let run = try compilers.run(compilers.clang, compilers.clangArguments(target) + exports.map(\.file), in: targetFolder)
                let verdict = SDKTypeCheckVerdict(output: run.output, status: run.status, allowances: Self.allowances(exports, compilers))
                #expect(
                    verdict.passed,
                    "Objective-C exports for iOS \(target) against the iOS \(compilers.sdk.version) SDK:\n\(verdict.unexpected.prefix(40).joined(separator: "\n"))"
                )
                summary.append(Self.line(target, files: exports.count, verdict: verdict, seconds: run.seconds))
            }
            print("Apple SDK \(compilers.sdk.version), Objective-C exports:\n" + summary.joined(separator: "\n"))
        }

        /// The SDK's availability is live: the iOS 16 export of a preset that uses
        /// `repeatingSubitem:count:` unguarded, compiled for iOS 15, fails both checks.
        @Test(.enabled(if: (AppleSDK.current?.version.major ?? 0) >= 16, "needs an iOS 16 SDK or newer"))
        func aTargetBelowTheExportsFails() throws {
            let compilers = try #require(SDKCompilers.current)
            let preset = try Presets.named("adaptive-sections")
            let folder = try Toolchain.temporaryDirectory("apple-sdk-negative")
            defer { try? FileManager.default.removeItem(at: folder) }
            let languages: [CodeLanguage] = SDKCompilers.swiftReady ? [.swift, .objc] : [.objc]
            for language in languages {
                let code = CodeGenerator(language: language, deploymentTarget: .iOS16).generate(
                    preset.definition, name: preset.name, revision: 1, contentHash: preset.definition.contentHash)
                let file = language == .swift ? "Export.swift" : "Export.m"
                try code.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
                let arguments =
                    language == .swift
                    ? [compilers.swiftc, "-typecheck", "-wmo"] + compilers.swiftArguments(DeploymentTarget(iOS: 15)) + [file]
                    : [compilers.clang] + compilers.clangArguments(DeploymentTarget(iOS: 15)) + [file]
                let run = try compilers.run(arguments[0], Array(arguments.dropFirst()), in: folder)
                let verdict = SDKTypeCheckVerdict(output: run.output, status: run.status, allowances: compilers.allowances())
                #expect(!verdict.passed)
                #expect(
                    verdict.unexpected.contains { $0.contains("repeatingSubitem") && $0.contains("16.0 or newer") }, "\(run.output.prefix(2_000))")
            }
        }

        /// Writes `exports` into `folder` (made here); returns it.
        static func write(_ exports: [Export], into folder: URL) throws -> URL {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for export in exports {
                try export.code.write(to: folder.appendingPathComponent(export.file), atomically: true, encoding: .utf8)
            }
            return folder
        }

        static func line(_ target: DeploymentTarget, files: Int, verdict: SDKTypeCheckVerdict, seconds: Double) -> String {
            "  iOS \(target): \(files) files, \(verdict.summary), " + String(format: "%.1f s", seconds)
        }
    }
}
