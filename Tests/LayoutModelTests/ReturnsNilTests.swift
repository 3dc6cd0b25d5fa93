import Testing

@testable import LayoutModel

/// `returnsNil: true` in place of a section (issue 31): the section provider returns nil, which
/// UIKit accepts for a data section without items and shipping apps write to hide one. The format
/// reads and writes it, validation keeps items out of it, and lint warns of the crash it hides.
@Suite struct ReturnsNilTests {
    static let grid = """
        group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(50)}
              subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
        """

    static let byKind = """
        name: t
        sectionsByKind:
          - kind: grid
            \(grid)
          - kind: reviews
            returnsNil: true
        defaultSection: {returnsNil: true}
        """

    @Test func eachPlaceASectionGoesMayReturnNil() throws {
        let definition = try #require(Doc.definition(Self.byKind))
        guard case .byKind(let entries, let fallback) = definition.sections else {
            Issue.record("not sectionsByKind")
            return
        }
        #expect(entries.map(\.choice) == [entries[0].choice, .returnsNil])
        // An explicit nil default says what no default says.
        #expect(fallback == nil)
        #expect(definition.sections.returnsNil(forDataSection: 0, identifier: "reviews"))
        #expect(!definition.sections.returnsNil(forDataSection: 1, identifier: "grid"))
        #expect(definition.sections.returnsNil(forDataSection: 0, identifier: "promo(id: 2)"))
        // Without identifiers the kinds are taken in order: section 1 is reviews, 2 the default.
        #expect(!definition.sections.returnsNil(forDataSection: 0, identifier: nil))
        #expect(definition.sections.returnsNil(forDataSection: 1, identifier: nil))
        #expect(definition.sections.returnsNil(forDataSection: 2, identifier: nil))

        let byIndex = try #require(Doc.definition("name: t\nsections:\n  - returnsNil: true\n  - \(Self.grid)\n"))
        #expect(byIndex.sections.returnsNil(forDataSection: 0, identifier: nil))
        #expect(!byIndex.sections.returnsNil(forDataSection: 1, identifier: nil))
        // Past the end without a defaultSection there is no choice at all: nil as well.
        #expect(byIndex.sections.choice(forDataSection: 2, identifier: nil) == nil)
        // A negative index has no entry (and does not trap), the default being none.
        #expect(byIndex.sections.choice(forDataSection: -1, identifier: nil) == nil)
        #expect(definition.sections.choiceWithPath(forDataSection: -1, identifier: nil) == nil)
        #expect(definition.sections.choiceWithPath(forDataSection: 5, identifier: "reviews")?.path.description == "sectionsByKind[1]")
        #expect(byIndex.sections.returnsNil(forDataSection: 2, identifier: nil))
    }

    @Test func theCanonicalFormWritesItAsOneKeyAndReadsItBack() throws {
        let definition = try #require(Doc.definition(Self.byKind))
        let text = definition.canonicalText
        #expect(text.contains(#"{"kind":"reviews","returnsNil":true}"#))
        #expect(!text.contains("defaultSection"))
        let again = try #require(Doc.definition(text))
        #expect(again == definition)
        let checker = try DefinitionSchemaTests.checker()
        #expect(try checker.check(TestJSON.parse(text)) == [])
        #expect(try checker.check(TestJSON.parse(#"{"name":"t","section":{"returnsNil":false}}"#)) != [])
    }

    @Test func itIsTrueAloneOrAnError() {
        #expect(
            Doc.errors("name: t\nsection: {returnsNil: false}\n")
                == ["layouts/test.yaml:2:23: section.returnsNil: returnsNil can only be true; write the section itself instead"])
        #expect(
            Doc.errors("name: t\nsections:\n  - {returnsNil: true, contentInsets: 4}\n")
                == [
                    "layouts/test.yaml:3:24: sections[0].contentInsets: unknown key 'contentInsets'; returnsNil: true stands for no section, so nothing else can be said of it"
                ])
        #expect(Doc.errors("name: t\nsection: {returnsNil: yes}\n").count == 1)
    }

    @Test func aPreviewCannotPutItemsWhereTheProviderReturnsNil() {
        let document = Self.byKind + "\npreview:\n  itemCounts: [2, 3, 0]\n  sectionIdentifiers: [grid, reviews, 'promo(id: 1)']\n"
        #expect(
            Doc.errors(document)
                == [
                    "layouts/test.yaml:12:19: preview.itemCounts[1]: the section provider returns nil for data section 1, so it can hold no items (UIKit raises 'Invalid section definition'), got 3"
                ])
        // promo has no entry and no default: the provider returns nil for it too, so it may
        // only be empty, which the document above has it.
        #expect(
            Doc.errors(Self.byKind + "\npreview:\n  itemCounts: [2, 0, 1]\n  sectionIdentifiers: [grid, reviews, 'promo(id: 1)']\n").map {
                $0.components(separatedBy: ": ").dropFirst().first
            } == ["preview.sectionIdentifiers[2]"])
        #expect(Doc.errors(Self.byKind + "\npreview:\n  itemCounts: [2, 0]\n").isEmpty)
    }

    /// A default that returns nil is UIKit's default: no warning for it, or for a layout that
    /// has none.
    @Test func lintWarnsAtEachNilOfTheCrashItHides() {
        let warnings = Doc.warnings(Self.byKind, rule: "nil-section")
        #expect(warnings.map(\.path.description) == ["sectionsByKind[1].returnsNil"])
        #expect(warnings.first?.message.hasPrefix("the section provider returns nil here: UIKit raises 'Invalid section definition'") == true)
        #expect(Doc.warnings(Doc.section("    \(Self.grid)"), rule: "nil-section").isEmpty)
    }
}
