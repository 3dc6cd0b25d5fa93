import Testing

@testable import LayoutModel

/// The two lint rules that compare a `sectionsByKind` layout with a catalog's data.
@Suite struct SectionKindLintTests {
    static let feed = """
        name: feed
        sectionsByKind:
          - {kind: featured, list: {}}
          - {kind: grid, list: {}}
          - {kind: promo, list: {}}
        defaultSection: {list: {}}
        """

    static func warnings(_ text: String, data: [Set<String>]?) -> [String] {
        LayoutDocument.check(text, dataSectionIdentifiers: data).warnings.map { $0.formatted(file: "f.yaml") }
    }

    @Test func aKindTheLayoutsDataNeverHoldsIsReported() {
        // One dataset holds featured and grid sections (and one other kind, so the default is
        // reached); another dataset belongs to some other layout.
        let data: [Set<String>] = [["featured", "grid(id: 1)", "grid(id: 2)", "news"], ["main"]]
        #expect(
            Self.warnings(Self.feed, data: data) == [
                "f.yaml:5:12: sectionsByKind[2].kind: warning: none of the 1 datasets and snapshots using this layout's kinds has a section of kind 'promo' [unused-section-kind]"
            ])
    }

    @Test func aCloseKindIsSuggested() {
        let text = Self.feed.replacingOccurrences(of: "kind: promo", with: "kind: newz")
        let warnings = Self.warnings(text, data: [["featured", "grid", "news", "other"]])
        #expect(
            warnings == [
                "f.yaml:5:12: sectionsByKind[2].kind: warning: none of the 1 datasets and snapshots using this layout's kinds has a section of kind 'newz' (did you mean 'news'?) [unused-section-kind]"
            ])
    }

    @Test func aDefaultNoIdentifierReachesIsReported() {
        let data: [Set<String>] = [["featured", "grid(id: 1)"], ["promo", "grid(id: 2)"], ["main"]]
        #expect(
            Self.warnings(Self.feed, data: data) == [
                "f.yaml:6:17: defaultSection: warning: no section of the 2 datasets and snapshots using this layout's kinds reaches defaultSection: each has an entry of its own [unreached-default-section]"
            ])
    }

    @Test func withoutTheLayoutsDataOrWithoutDataNothingIsSaid() {
        #expect(Self.warnings(Self.feed, data: nil).isEmpty)
        #expect(Self.warnings(Self.feed, data: []).isEmpty)
        #expect(Self.warnings(Self.feed, data: [["main", "other"]]).isEmpty)
        let allowed = Self.feed + "\nlint: {allow: [unused-section-kind]}\n"
        #expect(Self.warnings(allowed, data: [["featured", "grid", "x"]]).isEmpty)
    }
}
