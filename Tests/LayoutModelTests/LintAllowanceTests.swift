import Foundation
import Testing

@testable import LayoutModel

/// `lint: {allow: [rule-id]}`: a definition keeps a finding on purpose, the linter honours it,
/// and it is content like any other key (canonical form, YAML, errors with paths).
@Suite struct LintAllowanceTests {
    /// Apple's NestedGroups trailing pair: `fractionalHeight(0.3)` inside `subitem` + `count: 2`,
    /// which UIKit ignores (each copy is half the group's height).
    static func document(lint: String) -> String {
        """
        name: pair
        \(lint)
        section:
          group:
            layout: vertical
            size: {width: fractionalWidth(1.0), height: absolute(200)}
            subitem:
              item:
                size: {width: fractionalWidth(1.0), height: fractionalHeight(0.3)}
            count: 2
        """
    }

    @Test func withoutAnAllowanceTheFindingIsReported() {
        let rules = LayoutDocument.check(Self.document(lint: "")).warnings.compactMap(\.rule)
        #expect(rules == ["count-ignores-main-axis-size"])
    }

    @Test func anAllowedRuleIsNotReported() throws {
        let checked = LayoutDocument.check(Self.document(lint: "lint: {allow: [count-ignores-main-axis-size]}"))
        #expect(checked.errors.isEmpty)
        #expect(checked.warnings.isEmpty)
        #expect(try #require(checked.definition).lint.allow == ["count-ignores-main-axis-size"])
    }

    @Test func allowingAnotherRuleKeepsThisOne() {
        let checked = LayoutDocument.check(Self.document(lint: "lint: {allow: [repeated-subitems]}"))
        #expect(checked.warnings.compactMap(\.rule) == ["count-ignores-main-axis-size"])
    }

    @Test func anUnknownRuleIsAnErrorWithASuggestionAndALine() {
        let checked = LayoutDocument.check(Self.document(lint: "lint: {allow: [count-ignore-main-axis-size]}"))
        let error = checked.errors.first
        #expect(checked.errors.count == 1)
        #expect(error?.path.description == "lint.allow")
        #expect(error?.message.contains("unknown lint rule 'count-ignore-main-axis-size'") == true)
        #expect(error?.message.contains("did you mean 'count-ignores-main-axis-size'?") == true)
        #expect(error?.location?.line == 2)
    }

    @Test func unknownKeysUnderLintAreErrors() {
        let checked = LayoutDocument.check(Self.document(lint: "lint: {ignore: [repeated-subitems]}"))
        #expect(checked.errors.map(\.path.description) == ["lint.ignore"])
    }

    @Test func canonicalFormSortsAndDeduplicatesAndOmitsAnEmptyList() throws {
        let allowed = try #require(
            LayoutDocument.check(
                Self.document(
                    lint: "lint: {allow: [repeated-subitems, count-ignores-main-axis-size, repeated-subitems]}")
            ).definition)
        #expect(
            allowed.canonicalText.hasPrefix(
                #"{"lint":{"allow":["count-ignores-main-axis-size","repeated-subitems"]},"name":"pair","#))
        #expect(allowed.yamlText.contains("name: pair\nlint: {allow: [count-ignores-main-axis-size, repeated-subitems]}\n"))

        let empty = try #require(LayoutDocument.check(Self.document(lint: "lint: {allow: []}")).definition)
        let none = try #require(LayoutDocument.check(Self.document(lint: "")).definition)
        #expect(!empty.canonicalText.contains("lint"))
        #expect(empty.contentHash == none.contentHash)
        #expect(allowed.contentHash != none.contentHash)
    }
}
