import Testing

@testable import LayoutModel

/// `sectionsByKind`: decoding, what validation refuses (with the place), the canonical form,
/// the reviewable YAML and the structural diff.
@Suite struct SectionsByKindFormatTests {
    static let row =
        "group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 1}"

    static let feed = """
        name: feed
        sectionsByKind:
          - kind: featured
            orthogonalScrollingBehavior: groupPaging
            \(row)
          - kind: grid
            oneOf:
              - when: {minWidth: 600}
                \(row)
              - \(row)
        defaultSection: {list: {appearance: insetGrouped}}
        """

    @Test func entriesDecodeInDocumentOrderWithTheirKinds() throws {
        let definition = try #require(Doc.definition(Self.feed))
        guard case .byKind(let entries, let fallback) = definition.sections else {
            Issue.record("expected sectionsByKind, got \(definition.sections)")
            return
        }
        #expect(entries.map(\.kind) == ["featured", "grid"])
        #expect(entries[0].choice.alternatives.first?.orthogonalScrollingBehavior == .groupPaging)
        #expect(entries[1].choice.alternatives.count == 2)
        #expect(entries[1].choice.alternatives.first?.when?.minWidth == 600)
        #expect(fallback != nil)
        #expect(definition.sections.kinds == ["featured", "grid"])
        #expect(definition.sections.kindEntry(forIdentifier: "grid(id: 3)") == 1)
        #expect(definition.sections.kindEntry(forIdentifier: "featured") == 0)
        #expect(definition.sections.kindEntry(forIdentifier: "other") == nil)
        #expect(
            definition.sectionsWithPaths.map(\.path.description)
                == ["sectionsByKind[0]", "sectionsByKind[1].oneOf[0]", "sectionsByKind[1].oneOf[1]", "defaultSection"])
    }

    @Test func theCanonicalFormKeepsTheEntriesOrderAndReadsBack() throws {
        let definition = try #require(Doc.definition(Self.feed))
        let text = definition.canonicalText
        // The entries stay a list in document order (the preview shows them in it), each with
        // its kind beside the section's keys; the section keys are sorted as everywhere.
        #expect(text.hasPrefix(#"{"defaultSection":{"list":{"appearance":"insetGrouped"}},"name":"feed","sectionsByKind":[{"group":"#))
        #expect(text.contains(#""kind":"featured","orthogonalScrollingBehavior":"groupPaging"}"#))
        #expect(text.contains(#"{"kind":"grid","oneOf":[{"group":"#))
        let again = try #require(Doc.definition(text))
        #expect(again == definition)
        #expect(again.contentHash == definition.contentHash)
    }

    @Test func theReviewableYAMLPutsTheKindFirst() throws {
        let definition = try #require(Doc.definition(Self.feed))
        let yaml = definition.yamlText
        #expect(yaml.contains("sectionsByKind:\n  - kind: featured\n    group:\n"))
        #expect(yaml.contains("  - kind: grid\n    oneOf:\n      - when: {minWidth: 600}\n"))
        #expect(yaml.contains("defaultSection:\n  list:\n    appearance: insetGrouped\n"))
        #expect(try #require(Doc.definition(yaml)).contentHash == definition.contentHash)
    }

    @Test func kindsAreCheckedWhereTheyAreWritten() {
        let duplicate = """
            name: t
            sectionsByKind:
              - kind: a
                list: {}
              - kind: a
                list: {}
            """
        #expect(
            Doc.errors(duplicate, file: "t.yaml") == [
                "t.yaml:5:11: sectionsByKind[1].kind: kind 'a' is already given at sectionsByKind[0]; each kind has one entry"
            ])
        let parenthesis = "name: t\nsectionsByKind:\n  - {kind: 'category(id: 7)', list: {}}\n"
        #expect(
            Doc.errors(parenthesis, file: "t.yaml") == [
                "t.yaml:3:12: sectionsByKind[0].kind: kind 'category(id: 7)' may not hold parentheses: an identifier's kind is its text before '(' (category for category(id: 7))"
            ])
        #expect(
            Doc.errors("name: t\nsectionsByKind:\n  - {kind: '', list: {}}\n", file: "t.yaml")
                == ["t.yaml:3:12: sectionsByKind[0].kind: a kind must be 1–128 characters, got 0"])
        #expect(
            Doc.errors("name: t\nsectionsByKind:\n  - {kind: ' a', list: {}}\n", file: "t.yaml")
                == ["t.yaml:3:12: sectionsByKind[0].kind: kind ' a' may not start or end with spaces"])
        #expect(
            Doc.errors("name: t\nsectionsByKind:\n  - {list: {}}\n", file: "t.yaml") == [
                "t.yaml:3:5: sectionsByKind[0].kind: missing required key 'kind'"
            ])
        #expect(
            Doc.errors("name: t\nsectionsByKind: []\n", file: "t.yaml") == ["t.yaml:2:17: sectionsByKind: sectionsByKind must list at least one kind"]
        )
    }

    @Test func kindOutsideSectionsByKindAndTwoProvidersAreRefused() {
        #expect(
            Doc.errors("name: t\nsection: {kind: a, list: {}}\n", file: "t.yaml")
                == ["t.yaml:2:17: section.kind: kind names an entry of sectionsByKind; a section here is used whatever its data's kind"])
        #expect(
            Doc.errors("name: t\nsections: [{list: {}}]\nsectionsByKind: [{kind: a, list: {}}]\n", file: "t.yaml") == [
                "t.yaml:3:17: sectionsByKind: give one of section (one layout for every data section), sections (one per data section) and sectionsByKind (one per kind of data section), not sections and sectionsByKind"
            ])
    }

    @Test func previewIdentifiersMustFindASection() {
        let base = "name: t\nsectionsByKind:\n  - {kind: a, list: {}}\n  - {kind: b, list: {}}\n"
        #expect(Doc.errors(base + "preview: {itemCounts: [1, 2], sectionIdentifiers: [b, 'a(1)']}\n").isEmpty)
        #expect(
            Doc.errors(base + "preview: {itemCounts: [1, 2], sectionIdentifiers: [b, c]}\n", file: "t.yaml")
                == [
                    "t.yaml:5:55: preview.sectionIdentifiers[1]: no section for identifier 'c': its kind 'c' is not in sectionsByKind and there is no defaultSection"
                ])
        #expect(
            Doc.errors(base + "preview: {itemCounts: [1], sectionIdentifiers: [a, b]}\n", file: "t.yaml")
                == ["t.yaml:5:48: preview.sectionIdentifiers: 2 section identifiers for 1 item counts; give one per data section"])
        #expect(
            Doc.errors(base + "preview: {itemCounts: [1, 1, 1]}\n", file: "t.yaml")
                == [
                    "t.yaml:5:23: preview.itemCounts: 3 data sections but only 2 kinds in sectionsByKind and no defaultSection; give preview.sectionIdentifiers"
                ])
        // With a default every identifier finds a section.
        #expect(Doc.errors(base + "defaultSection: {list: {}}\npreview: {itemCounts: [1, 1, 1], sectionIdentifiers: [c, d, e]}\n").isEmpty)
        #expect(
            Doc.errors("name: t\nsection: {list: {}}\npreview: {itemCounts: [1], sectionIdentifiers: [a]}\n", file: "t.yaml")
                == [
                    "t.yaml:3:48: preview.sectionIdentifiers: sectionIdentifiers choose sections only with sectionsByKind; this layout does not go by kind"
                ])
    }

    @Test func theDiffMatchesEntriesByKindNotPosition() throws {
        let old = """
            name: t
            sectionsByKind:
              - {kind: a, list: {appearance: plain}}
              - {kind: b, list: {appearance: grouped}}
            """
        // b moves first and changes; a is unchanged; c is new.
        let new = """
            name: t
            sectionsByKind:
              - {kind: b, list: {appearance: insetGrouped}}
              - {kind: a, list: {appearance: plain}}
              - {kind: c, list: {appearance: sidebar}}
            """
        let changes = DefinitionDiff.changes(from: try #require(Doc.definition(old)), to: try #require(Doc.definition(new)))
        #expect(
            changes.map(\.description) == [
                "sectionsByKind[0].list.appearance grouped→insetGrouped",
                "+sectionsByKind[2] {kind: c, list: {appearance: sidebar}}",
            ])
        #expect(DefinitionDiff.summary(changes) == "sectionsByKind[0].list.appearance grouped→insetGrouped; +1 section")
    }
}
