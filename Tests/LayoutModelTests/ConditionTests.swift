import Testing

@testable import LayoutModel
@testable import LayoutModelCore

/// `when` on traits: decoding, validation, canonical form, schema and the alternative lint
/// rules. Width-only conditions keep their canonical form and content hash.
@Suite struct ConditionTests {
    static func oneOf(_ conditions: [String?]) -> String {
        LintAlternativeRuleTests.oneOf(conditions)
    }

    static func firstCondition(_ document: String) -> Condition? {
        guard case .perIndex(let list, _)? = Doc.definition(document)?.sections, case .oneOf(let alternatives)? = list.first else {
            return nil
        }
        return alternatives.first?.when
    }

    // MARK: Decoding

    @Test func everyTraitDecodes() throws {
        let document = Self.oneOf(["{horizontalSizeClass: regular, verticalSizeClass: compact, userInterfaceIdiom: carPlay, minWidth: 300}", nil])
        let condition = try #require(Self.firstCondition(document))
        #expect(condition == Condition(minWidth: 300, horizontalSizeClass: .regular, verticalSizeClass: .compact, userInterfaceIdiom: .carPlay))
    }

    @Test func idiomsUseUIKitsCaseNames() {
        #expect(UserInterfaceIdiom.allCases.map(\.rawValue) == ["phone", "pad", "tv", "carPlay", "mac", "vision"])
        #expect(SizeClass.allCases.map(\.rawValue) == ["compact", "regular"])
    }

    @Test func unknownTraitValuesAreErrorsWithASuggestion() {
        let errors = Doc.errors(Self.oneOf(["{horizontalSizeClass: compakt}", nil]))
        #expect(
            errors == [
                "layouts/test.yaml:4:37: sections[0].oneOf[0].when.horizontalSizeClass: unknown value 'compakt'; allowed: compact, regular (did you mean 'compact'?)"
            ])
        let idiom = Doc.errors(Self.oneOf(["{userInterfaceIdiom: iPad}", nil]))
        #expect(idiom.count == 1 && idiom[0].contains("allowed: phone, pad, tv, carPlay, mac, vision"))
        // UIKit's .unspecified is written by leaving the key out, not as a value.
        #expect(Doc.errors(Self.oneOf(["{verticalSizeClass: unspecified}", nil])).count == 1)
    }

    @Test func misnamedTraitKeysGetAHint() {
        let errors = Doc.errors(Self.oneOf(["{sizeClass: compact}", nil]))
        #expect(errors.contains { $0.contains("unknown key 'sizeClass'; name the axis: horizontalSizeClass or verticalSizeClass") })
        let idiom = Doc.errors(Self.oneOf(["{idiom: pad}", nil]))
        #expect(idiom.contains { $0.contains("unknown key 'idiom'; the key is userInterfaceIdiom") })
    }

    @Test func anEmptyConditionNamesEveryKey() {
        let errors = Doc.errors(Self.oneOf(["{}", nil]))
        #expect(
            errors == [
                "layouts/test.yaml:4:15: sections[0].oneOf[0].when: when needs at least one of minWidth, maxWidth, horizontalSizeClass, verticalSizeClass, userInterfaceIdiom"
            ])
    }

    // MARK: Holding

    @Test func everyGivenFieldMustHold() {
        let condition = Condition(minWidth: 700, horizontalSizeClass: .regular, userInterfaceIdiom: .pad)
        let iPad = ConditionEnvironment(width: 834, horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
        #expect(condition.holds(in: iPad))
        var narrow = iPad
        narrow.width = 699.5
        #expect(!condition.holds(in: narrow))
        var slideOver = iPad
        slideOver.horizontalSizeClass = .compact
        #expect(!condition.holds(in: slideOver))
        var phone = iPad
        phone.userInterfaceIdiom = .phone
        #expect(!condition.holds(in: phone))
    }

    @Test func anUnspecifiedTraitMatchesNoConditionOnIt() {
        let unspecified = ConditionEnvironment(width: 393)
        #expect(!Condition(horizontalSizeClass: .compact).holds(in: unspecified))
        #expect(!Condition(horizontalSizeClass: .regular).holds(in: unspecified))
        #expect(!Condition(userInterfaceIdiom: .phone).holds(in: unspecified))
        // A condition on the width alone ignores the traits.
        #expect(Condition(maxWidth: 400).holds(in: unspecified))
        #expect(Condition(maxWidth: 400).admitsWidth(393) && !Condition(maxWidth: 400).testsTraits)
    }

    // MARK: Canonical form and schema

    @Test func traitsAreWrittenOnlyWhenGiven() throws {
        let document = Self.oneOf(["{userInterfaceIdiom: pad, horizontalSizeClass: regular}", nil])
        let definition = try #require(Doc.definition(document))
        #expect(
            definition.canonicalText.contains(#"{"list":{},"when":{"horizontalSizeClass":"regular","userInterfaceIdiom":"pad"}}"#),
            "\(definition.canonicalText)")
        #expect(definition.yamlText.contains("- when: {horizontalSizeClass: regular, userInterfaceIdiom: pad}"), "\(definition.yamlText)")
        #expect(Doc.definition(definition.canonicalText) == definition)
    }

    @Test func widthOnlyConditionsKeepTheirCanonicalTextAndHash() throws {
        // The canonical text of this document as format 1 has always written it: sorted keys,
        // no trait keys, numbers in their shortest form.
        let document = Self.oneOf(["{minWidth: 400, maxWidth: 799.5}", nil])
        let expected = #"{"name":"t","sections":[{"oneOf":[{"list":{},"when":{"maxWidth":799.5,"minWidth":400}},{"list":{}}]}]}"#
        let definition = try #require(Doc.definition(document))
        #expect(definition.canonicalText == expected)
        #expect(definition.contentHash == ContentHash.sha256(expected))
    }

    @Test func theSchemaAcceptsTraitsAndRejectsOtherValues() throws {
        let checker = try DefinitionSchemaTests.checker()
        let definition = try #require(Doc.definition(Self.oneOf(["{verticalSizeClass: compact, userInterfaceIdiom: vision}", nil])))
        #expect(try checker.check(TestJSON.parse(definition.canonicalText)) == [])
        let wrong = #"{"name":"t","section":{"oneOf":[{"list":{},"when":{"horizontalSizeClass":"unspecified"}}]}}"#
        #expect(try checker.check(TestJSON.parse(wrong)) != [])
    }

    // MARK: Lint

    @Test func sizeClassAlternativesWithoutFallbackLeaveTheOtherClass() {
        let warnings = Doc.warnings(Self.oneOf(["{horizontalSizeClass: compact}"]), rule: "no-fallback-alternative")
        #expect(warnings.map(\.path.description) == ["sections[0].oneOf[0].when"])
        #expect(
            warnings.first?.message
                == "no alternative matches horizontalSizeClass regular at any width, so no section can be resolved there; give the last alternative no when to make it the fallback"
        )
        // Both classes covered: nothing to report (an unspecified class is not a device's).
        #expect(
            Doc.warnings(Self.oneOf(["{horizontalSizeClass: compact}", "{horizontalSizeClass: regular}"]), rule: "no-fallback-alternative").isEmpty)
    }

    @Test func idiomGapsAreListedTogether() {
        let warnings = Doc.warnings(Self.oneOf(["{userInterfaceIdiom: phone}", "{userInterfaceIdiom: pad}"]), rule: "no-fallback-alternative")
        #expect(
            warnings.first?.message.hasPrefix("no alternative matches userInterfaceIdiom tv, carPlay, mac or vision at any width,") == true,
            "\(warnings.map(\.message))")
    }

    @Test func widthGapsAreReportedPerTrait() {
        // Regular width is covered from 700 up only; compact width everywhere.
        let warnings = Doc.warnings(
            Self.oneOf(["{horizontalSizeClass: regular, minWidth: 700}", "{horizontalSizeClass: compact}"]),
            rule: "no-fallback-alternative")
        #expect(
            warnings.first?.message.hasPrefix("no alternative matches horizontalSizeClass regular at 0 ≤ width < 700,") == true,
            "\(warnings.map(\.message))")
    }

    @Test func aTraitAlternativeShadowedByAnEarlierOneIsUnreachable() {
        let warnings = Doc.warnings(
            Self.oneOf(["{horizontalSizeClass: regular}", "{horizontalSizeClass: regular, minWidth: 1000}", nil]),
            rule: "unreachable-alternative")
        #expect(warnings.map(\.path.description) == ["sections[0].oneOf[1]"])
        #expect(warnings.first?.message == "unreachable: earlier alternatives already match every width and trait this one accepts")
        // A narrower earlier alternative leaves the later one reachable.
        #expect(
            Doc.warnings(
                Self.oneOf(["{horizontalSizeClass: regular, minWidth: 1000}", "{horizontalSizeClass: regular}", nil]),
                rule: "unreachable-alternative"
            ).isEmpty)
        // Compact then regular then a fallback: the fallback has nothing left.
        let covered = Doc.warnings(
            Self.oneOf(["{verticalSizeClass: compact}", "{verticalSizeClass: regular}", nil]), rule: "unreachable-alternative")
        #expect(covered.map(\.path.description) == ["sections[0].oneOf[2]"])
    }

    @Test func representativeContainersFollowTheTraits() {
        let regular = Section(content: .list(ListConfiguration()), when: Condition(horizontalSizeClass: .regular))
        #expect(RepresentativeContainer.containers(for: regular).map(\.width) == [1024])
        let phone = Section(content: .list(ListConfiguration()), when: Condition(userInterfaceIdiom: .phone))
        #expect(RepresentativeContainer.containers(for: phone).map(\.width) == [320, 390])
        // No standard container is a Mac: one at the phone width, with the traits asked for.
        let mac = Section(content: .list(ListConfiguration()), when: Condition(maxWidth: 1000, userInterfaceIdiom: .mac))
        #expect(RepresentativeContainer.containers(for: mac).map(\.userInterfaceIdiom) == [.mac])
        #expect(RepresentativeContainer.containers(for: mac).map(\.width) == [1000])
    }
}
