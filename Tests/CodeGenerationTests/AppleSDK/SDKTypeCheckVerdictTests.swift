import Testing

@testable import CodeGeneration

/// How the Apple SDK checks read compiler output, without an SDK (these run everywhere): which
/// API counts as newer than an SDK, and which diagnostics fail a check.
@Suite struct SDKTypeCheckVerdictTests {
    @Test func theNewerAPIComesFromTheStubsAvailability() {
        let ios16 = NewerUIKitAPI(after: DeploymentTarget(iOS: 16, 4))
        for name in [
            "uniformAcrossSiblings", "isUniformAcrossSiblings", "vision", "traitOverrides", "UITraitOverrides",
            "uniformAcrossSiblingsWithEstimate", "UIUserInterfaceIdiomVision",
        ] {
            #expect(ios16.names[name] == .iOS17, "\(name)")
        }
        // iOS 16.0 and older API is in an iOS 16.4 SDK.
        #expect(ios16.names["horizontal"] == nil)
        #expect(ios16.names["contentInsetsReference"] == nil)
        #expect(NewerUIKitAPI(after: DeploymentTarget(iOS: 13)).names["horizontalGroupWithLayoutSize"] == .iOS16)
        #expect(NewerUIKitAPI(after: DeploymentTarget(iOS: 13)).names["contentInsetsReference"] == .iOS14)
        #expect(NewerUIKitAPI(after: DeploymentTarget(iOS: 18)).names.isEmpty)
    }

    @Test func onlyTheSDKsAgeAndTheGeneratorsKeptCallsPass() {
        let newer = NewerUIKitAPI(after: DeploymentTarget(iOS: 16, 4))
        let allowances = SDKTypeCheckVerdict.Allowances(newer: newer, sdkPredatesSwift6: true, keptCountFiles: ["5-kept.m"])
        let accepted = """
            /tmp/x/3-grid.swift:12:40: error: type 'NSCollectionLayoutDimension' has no member 'uniformAcrossSiblings'
            /tmp/x/3-grid.swift:12:40: note: something about it
            4-list.m:9:63: error: no known class method for selector 'uniformAcrossSiblingsWithEstimate:'
            5-kept.m:18:63: warning: 'horizontalGroupWithLayoutSize:subitem:count:' is deprecated: first deprecated in iOS 16.0 [-Wdeprecated-declarations]
            /s/Keys/Key.swift:15:23: error: thrown expression type 'any Error' cannot be converted to error type 'KeyFileError'
            /s/Library.swift:50:22: error: cannot assign value of type 'Result<LayoutPack, any Error>' to type 'Result<LayoutPack, LayoutPackError>'
            /s/Library.swift:284:84: error: cannot convert value of type 'any Error' to expected argument type 'LayoutPackError'
            /s/Keys/Key.swift:9:9: error: stored property 'key' of 'Sendable'-conforming struct 'Key' has non-Sendable type 'Curve25519.Signing.PublicKey'
            /s/Keys/Key.swift:1:1: warning: add '@preconcurrency' to treat 'Sendable'-related errors from module 'CryptoKit' as warnings
            1 warning and 2 errors generated.
            """
        let verdict = SDKTypeCheckVerdict(output: accepted, status: 1, allowances: allowances)
        #expect(verdict.passed, "\(verdict.unexpected)")
        #expect(verdict.newerAPIErrors.count == 2)
        #expect(verdict.olderSwiftErrors.count == 4)
        #expect(verdict.acceptedWarnings.count == 2)

        // With a Swift 6 SDK, the standard library's and CryptoKit's errors are real.
        var swift6 = allowances
        swift6.sdkPredatesSwift6 = false
        #expect(SDKTypeCheckVerdict(output: accepted, status: 1, allowances: swift6).unexpected.count == 5)

        let failing = [
            // A misspelling is not newer API.
            "a.swift:1:1: error: type 'NSCollectionLayoutDimension' has no member 'uniformAcrossSibling'",
            // Availability below the SDK's version is the code's fault.
            "b.swift:2:3: error: 'read(upToCount:)' is only available in iOS 13.4 or newer",
            // An error without a place: the driver, or a crash.
            "error: emit-module command failed due to signal 11 (use -v to see invocation)",
            // A deprecation where the generator did not say why it keeps the call.
            "6-other.m:18:63: warning: 'horizontalGroupWithLayoutSize:subitem:count:' is deprecated: first deprecated in iOS 16.0",
            // A section function no provider calls.
            "6-other.m:9:35: warning: unused function 'MakeGridSection0' [-Wunused-function]",
            "b.swift:2:3: warning: variable 'x' was never used",
        ]
        for line in failing {
            #expect(!SDKTypeCheckVerdict(output: line, status: 1, allowances: allowances).passed, "\(line)")
        }
        #expect(!SDKTypeCheckVerdict(output: "Segmentation fault", status: 139, allowances: allowances).passed)
        #expect(SDKTypeCheckVerdict(output: "", status: 0, allowances: allowances).passed)
    }

    @Test func diagnosticsAreReadWithTheirFile() {
        let read = SDKTypeCheckVerdict.diagnostic("/a/b:c/File.swift:12:5: error: it failed: badly")
        #expect(read?.file == "File.swift")
        #expect(read?.severity == "error")
        #expect(read?.message == "it failed: badly")
        #expect(SDKTypeCheckVerdict.diagnostic("/a/File.swift:12:5: note: see here") == nil)
        #expect(SDKTypeCheckVerdict.diagnostic("warning: no file")?.file == nil)
    }
}
