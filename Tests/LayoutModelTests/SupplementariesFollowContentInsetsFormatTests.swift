import Testing

@testable import LayoutModel

/// `supplementariesFollowContentInsets`: read, written canonically only when false, refused
/// beside its iOS 16 successor.
@Suite struct SupplementariesFollowContentInsetsFormatTests {
    static func yaml(_ extra: String) -> String {
        """
        name: t
        section:
        \(extra)
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(50)}
            subitems:
              - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
        """
    }

    @Test func falseIsKeptAndTrueIsTheDefault() throws {
        let off = try #require(LayoutDocument.check(Self.yaml("  supplementariesFollowContentInsets: false"), lint: false).definition)
        let on = try #require(LayoutDocument.check(Self.yaml("  supplementariesFollowContentInsets: true"), lint: false).definition)
        let unset = try #require(LayoutDocument.check(Self.yaml(""), lint: false).definition)
        guard case .single(.section(let section)) = off.sections else {
            Issue.record("one section expected")
            return
        }
        #expect(section.supplementariesFollowContentInsets == false)
        #expect(off.canonicalText.contains(#""supplementariesFollowContentInsets":false"#))
        #expect(on.contentHash == unset.contentHash)
        #expect(off.contentHash != unset.contentHash)
        #expect(off.yamlText.contains("supplementariesFollowContentInsets: false"))
        // The YAML export reads back as the same definition.
        #expect(LayoutDocument.check(off.yamlText, lint: false).definition?.contentHash == off.contentHash)
    }

    @Test func itsSuccessorBesideItIsAnError() {
        let result = LayoutDocument.check(
            Self.yaml(
                """
                  supplementariesFollowContentInsets: false
                  supplementaryContentInsetsReference: safeArea
                """), lint: false)
        #expect(result.definition == nil || !result.errors.isEmpty)
        #expect(result.errors.map(\.path.description) == ["section.supplementariesFollowContentInsets"])
    }

    @Test func aStringIsRefusedWithItsPath() {
        let result = LayoutDocument.check(Self.yaml("  supplementariesFollowContentInsets: \"no\""), lint: false)
        #expect(result.errors.contains { $0.path.description == "section.supplementariesFollowContentInsets" })
    }
}
