import Foundation
import Testing

@testable import LayoutModel

/// The list of lint rules: stable ids, each documented in docs/lint-rules.md.
@Suite struct LintCatalogTests {
    @Test func ruleIdsAreUniqueKebabCase() {
        let ids = Linter.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(SchemaChecker.matches(id, "^[a-z]+(-[a-z]+)+$"), "\(id)")
        }
        #expect(Linter.rules.allSatisfy { !$0.summary.isEmpty })
        #expect(ids.count == 28)
    }

    @Test func everyRuleIsDocumentedWithExamples() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/lint-rules.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for rule in Linter.rules {
            #expect(text.contains("## `\(rule.id)`"), "\(rule.id) has no section")
            #expect(text.contains("| `\(rule.id)` |"), "\(rule.id) is not in the table")
        }
    }

    @Test func warningsCarryRuleLineAndColumn() throws {
        let document = ValidationRuleTests.grid.replacingOccurrences(of: "fractionalWidth(0.25)", with: "fractionalWidth(0.5)")
        let warnings = LayoutDocument.check(document).warnings
        #expect(warnings.map { $0.formatted(file: "g.yaml") }.first?.hasPrefix("g.yaml:8:23: section.group.interItemSpacing: warning: ") == true)
        #expect(warnings.first?.rule == "spacing-breaks-fractions")
        #expect(warnings.first?.description.hasSuffix("[spacing-breaks-fractions]") == true)
    }

    @Test func lintWorksOnProgrammaticDefinitions() {
        let item = Item(size: LayoutSize(width: .fractionalWidth(1.5), height: .fractionalHeight(1)))
        let group = Group(
            layout: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), children: .subitems([.item(item)]))
        let definition = LayoutDefinition(name: "code", sections: .single(.section(Section(content: .group(group)))))
        let warnings = Linter.lint(definition)
        #expect(warnings.map(\.rule) == ["fraction-over-one"])
        #expect(warnings.first?.location == nil)
    }
}
