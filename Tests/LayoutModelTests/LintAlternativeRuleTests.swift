import Testing

@testable import LayoutModel

/// Lint rules about `when` and `oneOf` (bounds inclusive, the first match wins).
@Suite struct LintAlternativeRuleTests {
    static func oneOf(_ conditions: [String?]) -> String {
        "name: t\nsections:\n  - oneOf:\n"
            + conditions.map { when in
                (when.map { "      - when: \($0)\n        list: {}\n" } ?? "      - list: {}\n")
            }.joined()
    }

    @Test func adaptiveSectionsPatternIsClean() {
        let document = Self.oneOf(["{minWidth: 800}", nil])
        let warnings = LayoutDocument.check(document).warnings
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func whenOutsideOneOfIsReported() {
        let document = "name: t\nsection:\n  when: {minWidth: 800}\n  list: {}\n"
        let warnings = Doc.warnings(document, rule: "when-without-alternative")
        #expect(
            warnings.map { $0.formatted(file: "w.yaml") }
                == [
                    "w.yaml:3:9: section.when: warning: when on a section outside oneOf leaves no section for widths where it fails; wrap alternatives in oneOf [when-without-alternative]"
                ])
    }

    @Test func anAlternativeAfterOneWithoutWhenIsUnreachable() {
        let warnings = Doc.warnings(Self.oneOf([nil, "{minWidth: 800}"]), rule: "unreachable-alternative")
        #expect(warnings.map(\.path.description) == ["sections[0].oneOf[1]"])
        #expect(warnings.first?.message == "unreachable: oneOf[0] has no when, so it always applies before this one")
    }

    @Test func anAlternativeCoveredByEarlierRangesIsUnreachable() {
        let warnings = Doc.warnings(Self.oneOf(["{minWidth: 500}", "{minWidth: 800}", nil]), rule: "unreachable-alternative")
        #expect(warnings.map(\.path.description) == ["sections[0].oneOf[1]"])
        let split = Doc.warnings(Self.oneOf(["{maxWidth: 400}", "{minWidth: 400}"]), rule: "unreachable-alternative")
        #expect(split.isEmpty)
        // Two ranges that already cover every width leave a last fallback nothing to do.
        let covered = Doc.warnings(Self.oneOf(["{maxWidth: 400}", "{minWidth: 400}", nil]), rule: "unreachable-alternative")
        #expect(covered.map(\.path.description) == ["sections[0].oneOf[2]"])
        #expect(covered.first?.message == "unreachable: earlier alternatives already match every width this one accepts")
    }

    @Test func widthsNoAlternativeMatchesAreReported() {
        let warnings = Doc.warnings(Self.oneOf(["{minWidth: 800}"]), rule: "no-fallback-alternative")
        #expect(warnings.map(\.path.description) == ["sections[0].oneOf[0].when"])
        #expect(warnings.first?.message.contains("container widths where 0 ≤ width < 800") == true)
    }

    @Test func aGapBetweenInclusiveBoundsIsReported() {
        let warnings = Doc.warnings(Self.oneOf(["{maxWidth: 799}", "{minWidth: 800}"]), rule: "no-fallback-alternative")
        #expect(warnings.first?.message.contains("where 799 < width < 800") == true)
        #expect(Doc.warnings(Self.oneOf(["{maxWidth: 800}", "{minWidth: 800}"]), rule: "no-fallback-alternative").isEmpty)
    }
}
