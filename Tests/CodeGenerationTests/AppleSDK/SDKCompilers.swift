import CatalogTestSupport
import Foundation

@testable import CodeGeneration

/// swiftc and clang set up to compile for iOS against `AppleSDK` — from macOS, or from Linux
/// with the tricks docs/apple-sdk.md explains step by step:
///
/// 1. **A resource folder of its own.** The Linux toolchain's `usr/lib/swift` holds Linux's
///    C modules and headers (`dispatch/module.modulemap`, `os/object.h`, `Block/Block.h`,
///    CoreFoundation, ICU), which swiftc puts on the header search path and which clash with
///    the SDK's own (`redefinition of module 'Dispatch'`, then `os/object.h` shadowing the
///    SDK's). For an Apple target the compiler needs only three things from that folder:
///    `shims` (SwiftShims), `clang` (the compiler's built-in headers) and `apinotes`. The
///    checks pass `-resource-dir` with a folder of just those.
/// 2. **Dispatch's API notes.** The SDK's Dispatch overlay (`Dispatch.swiftinterface`, which
///    Foundation and so UIKit import) is written against the Swift names Apple's toolchains
///    give libdispatch through `Dispatch.apinotes` (`OS_dispatch_queue` → `DispatchQueue`).
///    The Linux toolchain has no such file, so the overlay does not compile (`no type named
///    'DispatchQueue' in module 'Dispatch'`). The file is the Swift project's
///    (`apinotes/Dispatch.apinotes` in swiftlang/swift) and is not part of this repository:
///    the checks take it from `$CATALOG_SWIFT_APINOTES`, else from a folder `swift-apinotes`
///    beside the SDK, and put it into the resource folder's `apinotes`. Without it the Swift
///    checks are skipped; the Objective-C ones need nothing of the kind.
///
/// Neither step is taken when the toolchain's own resource folder already fits (an Xcode or
/// swift.org toolchain on macOS has Dispatch's notes and no Linux module maps).
///
/// Module caches and the resource folder live in one folder under the system's temporary
/// directory, named after the SDK, the compiler and the notes, and kept between runs: building
/// the SDK's Swift modules from their `.swiftinterface` files (Swift, Foundation, UIKit,
/// CryptoKit…) is most of a first run's time, and a later run reuses them.
struct SDKCompilers: Sendable {
    let sdk: AppleSDK
    /// The UIKit API the SDK is too old for (errors naming it are accepted).
    let newer: NewerUIKitAPI
    let swiftc: String
    let clang: String
    /// The folder kept between runs: `swift-modules/`, `clang-modules/`, `resource/`.
    let cacheFolder: URL
    /// The resource folder swiftc is given, when the toolchain's own does not fit.
    let resourceFolder: URL?
    /// Why swiftc cannot check against this SDK here (nil when it can).
    let swiftUnavailable: String?

    /// Set up once per test run for `AppleSDK.current`.
    static let prepared: Result<SDKCompilers, Toolchain.Failure> = {
        switch AppleSDK.located {
        case .failure(let failure): return .failure(failure)
        case .success(let sdk):
            do { return .success(try SDKCompilers(sdk: sdk)) } catch let failure as Toolchain.Failure {
                return .failure(failure)
            } catch {
                return .failure(Toolchain.Failure(description: "setting up the compilers failed: \(error)"))
            }
        }
    }()

    static var current: SDKCompilers? { try? prepared.get() }

    /// Whether the Objective-C checks can run.
    static var clangReady: Bool { current != nil }
    /// Whether the Swift checks can run.
    static var swiftReady: Bool { current.map { $0.swiftUnavailable == nil } ?? false }

    /// Why the Swift checks are skipped, for `.enabled(if:)`.
    static var swiftSkipReason: String {
        switch prepared {
        case .failure(let failure): failure.description
        case .success(let compilers): compilers.swiftUnavailable ?? "the Swift checks can run"
        }
    }

    init(sdk: AppleSDK) throws {
        self.sdk = sdk
        newer = NewerUIKitAPI(after: sdk.version)
        swiftc = try Toolchain.find("swiftc").path
        clang = try Toolchain.find("clang").path
        let info = try Self.targetInfo(swiftc)
        let toolchainResources = URL(fileURLWithPath: info.paths.runtimeResourcePath)
        let files = FileManager.default
        let hasLinuxModules = files.fileExists(atPath: toolchainResources.appendingPathComponent("dispatch/module.modulemap").path)
        let hasDispatchNotes = files.fileExists(atPath: toolchainResources.appendingPathComponent("apinotes/Dispatch.apinotes").path)
        let notes = hasDispatchNotes && !hasLinuxModules ? nil : Self.swiftAPINotes(beside: sdk)
        let identity = [sdk.path.standardizedFileURL.path, sdk.version.description, info.compilerVersion, notes?.path ?? "", swiftc, clang]
        cacheFolder = files.temporaryDirectory.appendingPathComponent("catalog-apple-sdk-\(Self.fnv1a(identity.joined(separator: "\n")))")
        try files.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        if hasDispatchNotes && !hasLinuxModules {
            resourceFolder = nil
            swiftUnavailable = nil
        } else if let notes {
            let folder = cacheFolder.appendingPathComponent("resource")
            try Self.writeResourceFolder(folder, from: toolchainResources, notes: notes)
            resourceFolder = folder
            swiftUnavailable = nil
        } else {
            resourceFolder = nil
            swiftUnavailable = """
                this toolchain has no Dispatch.apinotes, which the SDK's Dispatch overlay needs: put apinotes/Dispatch.apinotes \
                of swiftlang/swift in $CATALOG_SWIFT_APINOTES or in a folder swift-apinotes beside the SDK (docs/apple-sdk.md)
                """
        }
    }

    /// What a run against this SDK may say without failing, for exports whose files say why
    /// they keep `subitem:count:` (`keptCountFiles`).
    func allowances(keptCountFiles: Set<String> = []) -> SDKTypeCheckVerdict.Allowances {
        SDKTypeCheckVerdict.Allowances(newer: newer, sdkPredatesSwift6: sdk.predatesSwift6, keptCountFiles: keptCountFiles)
    }

    // MARK: Arguments

    /// `arm64-apple-ios13.0`.
    static func triple(_ target: DeploymentTarget) -> String { "arm64-apple-ios\(target)" }

    /// What every swiftc run takes: the target, the SDK, the shared module cache, plain
    /// diagnostics (one line each, so `SDKTypeCheckVerdict` can read them), Swift 6 as the
    /// package builds, and the resource folder when there is one.
    func swiftArguments(_ target: DeploymentTarget) -> [String] {
        var arguments = [
            "-target", Self.triple(target), "-sdk", sdk.path.path,
            "-module-cache-path", cacheFolder.appendingPathComponent("swift-modules").path,
            "-diagnostic-style", "llvm", "-swift-version", "6",
        ]
        if let resourceFolder { arguments += ["-resource-dir", resourceFolder.path] }
        return arguments
    }

    /// What every clang run takes: Xcode's defaults for Objective-C (ARC, blocks, modules, so
    /// `#import <UIKit/UIKit.h>` loads a module built once) and the stub-based checks' warnings.
    func clangArguments(_ target: DeploymentTarget) -> [String] {
        [
            "-target", Self.triple(target), "-isysroot", sdk.path.path,
            "-fsyntax-only", "-fobjc-arc", "-fblocks", "-fmodules",
            "-fmodules-cache-path=\(cacheFolder.appendingPathComponent("clang-modules").path)",
            "-Wall", "-Wunguarded-availability",
        ]
    }

    /// Runs swiftc (or clang) with `arguments` in `folder`; returns the status, output and the
    /// seconds it took.
    func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String, seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try Toolchain.run(tool, arguments, in: folder)
        let elapsed = start.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (result.status, result.output, seconds)
    }

    // MARK: Setting up

    /// The folder holding the Swift project's `Dispatch.apinotes`: `$CATALOG_SWIFT_APINOTES`,
    /// else `swift-apinotes` beside the SDK.
    static func swiftAPINotes(beside sdk: AppleSDK) -> URL? {
        var candidates: [URL] = []
        if let named = ProcessInfo.processInfo.environment["CATALOG_SWIFT_APINOTES"], !named.isEmpty {
            candidates.append(URL(fileURLWithPath: named))
        }
        candidates.append(sdk.path.deletingLastPathComponent().appendingPathComponent("swift-apinotes"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Dispatch.apinotes").path) }
    }

    /// `shims` and `clang` linked from the toolchain, `apinotes` with the toolchain's notes plus
    /// Dispatch's and os's. Files are written only when they differ, so the module caches,
    /// which remember the notes they were built with, stay valid from run to run.
    static func writeResourceFolder(_ folder: URL, from toolchain: URL, notes: URL) throws {
        let files = FileManager.default
        let apinotes = folder.appendingPathComponent("apinotes")
        try files.createDirectory(at: apinotes, withIntermediateDirectories: true)
        for name in ["shims", "clang"] {
            let link = folder.appendingPathComponent(name)
            let destination = toolchain.appendingPathComponent(name).path
            if (try? files.destinationOfSymbolicLink(atPath: link.path)) == destination { continue }
            try? files.removeItem(at: link)
            try files.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
        }
        var sources: [URL] = []
        let own = toolchain.appendingPathComponent("apinotes")
        for name in (try? files.contentsOfDirectory(atPath: own.path)) ?? [] where name.hasSuffix(".apinotes") {
            sources.append(own.appendingPathComponent(name))
        }
        // os.apinotes is not needed for what is checked (nothing imported loads the os
        // overlay), but an app's code would need it: take it when it is there.
        for name in ["Dispatch.apinotes", "os.apinotes"] where files.fileExists(atPath: notes.appendingPathComponent(name).path) {
            sources.append(notes.appendingPathComponent(name))
        }
        for source in sources {
            let data = try Data(contentsOf: source)
            let copy = apinotes.appendingPathComponent(source.lastPathComponent)
            if files.contents(atPath: copy.path) != data { try data.write(to: copy) }
        }
    }

    /// What `swiftc -print-target-info` says of the compiler.
    struct TargetInfo: Decodable {
        struct Paths: Decodable { var runtimeResourcePath: String }
        var compilerVersion: String
        var paths: Paths
    }

    static func targetInfo(_ swiftc: String) throws -> TargetInfo {
        let result = try Toolchain.run(swiftc, ["-print-target-info"], in: FileManager.default.temporaryDirectory)
        guard result.status == 0, let info = try? JSONDecoder().decode(TargetInfo.self, from: Data(result.output.utf8)) else {
            throw Toolchain.Failure(description: "swiftc -print-target-info failed:\n\(result.output.prefix(2_000))")
        }
        return info
    }

    /// A stable name for the cache folder (Swift's `Hasher` differs from run to run).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
