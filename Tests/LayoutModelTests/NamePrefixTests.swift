import Testing

@testable import LayoutModel

/// `import-swift --name-prefix`: a prefix is the start of a valid name, with room for the rest.
@Suite struct NamePrefixTests {
    @Test(arguments: ["", "app-", "a", "feature.v2_", "9-"])
    func prefixesThatCanStartAName(prefix: String) {
        #expect(DefinitionLimits.isNamePrefix(prefix))
    }

    @Test(arguments: ["App-", "-app", ".x", "a b", "é-", String(repeating: "a", count: 64)])
    func prefixesThatCannot(prefix: String) {
        #expect(!DefinitionLimits.isNamePrefix(prefix))
    }

    @Test func theLongestPrefixLeavesOneCharacter() {
        #expect(DefinitionLimits.isNamePrefix(String(repeating: "a", count: 63)))
    }
}
