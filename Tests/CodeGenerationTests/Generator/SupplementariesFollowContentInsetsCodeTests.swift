import CatalogTestSupport
import LayoutModel
import Testing

@testable import CodeGeneration

/// `supplementariesFollowContentInsets: false`, deprecated in iOS 16: exported as the successor
/// `supplementaryContentInsetsReference = .none` where the target has it, and behind an
/// `#available` check with the old property as the fallback where it does not.
@Suite struct SupplementariesFollowContentInsetsCodeTests {
    static func code(_ language: CodeLanguage, _ target: DeploymentTarget) -> String {
        let definition = CodeSamples.headerIgnoringInsets
        return CodeGenerator(language: language, deploymentTarget: target)
            .generate(definition, name: definition.name, revision: 1, contentHash: definition.contentHash)
    }

    @Test func swiftFallsBackToThePropertyBeforeIOS16() {
        #expect(
            Self.code(.swift, .iOS13).contains(
                """
                    if #available(iOS 16.0, *) {
                        section.supplementaryContentInsetsReference = .none
                    } else {
                        section.supplementariesFollowContentInsets = false
                    }
                """))
        let sixteen = Self.code(.swift, DeploymentTarget(iOS: 16))
        #expect(sixteen.contains("    section.supplementaryContentInsetsReference = .none\n"))
        #expect(!sixteen.contains("supplementariesFollowContentInsets") && !sixteen.contains("#available"))
    }

    @Test func objectiveCFallsBackToThePropertyBeforeIOS16() {
        #expect(
            Self.code(.objc, .iOS13).contains(
                """
                    if (@available(iOS 16.0, *)) {
                        section.supplementaryContentInsetsReference = UIContentInsetsReferenceNone;
                    } else {
                        section.supplementariesFollowContentInsets = NO;
                    }
                """))
        let sixteen = Self.code(.objc, DeploymentTarget(iOS: 16))
        #expect(sixteen.contains("section.supplementaryContentInsetsReference = UIContentInsetsReferenceNone;"))
        #expect(!sixteen.contains("supplementariesFollowContentInsets"))
    }
}
