import Testing

@testable import LayoutModel

@Suite struct DefinitionDiffTests {
    static let base = """
        name: feed
        section:
          interGroupSpacing: 8
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems:
              - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
          boundarySupplementaryItems:
            - {elementKind: header, size: {width: fractionalWidth(1), height: absolute(44)}, alignment: top}
            - {elementKind: footer, size: {width: fractionalWidth(1), height: absolute(20)}, alignment: bottom}
        """

    static func definition(_ yaml: String) throws -> LayoutDefinition {
        try #require(LayoutDocument.decode(yaml).definition)
    }

    static func changes(_ old: String, _ new: String) throws -> [DefinitionChange] {
        DefinitionDiff.changes(from: try definition(old), to: try definition(new))
    }

    @Test func identicalDefinitionsHaveNoChanges() throws {
        #expect(try Self.changes(Self.base, Self.base).isEmpty)
        #expect(DefinitionDiff.summary([]) == "no changes")
    }

    @Test func aChangedLeafValueHasItsPathOldAndNew() throws {
        let changed = Self.base.replacingOccurrences(of: "height: absolute(44)}\n    subitems", with: "height: absolute(60)}\n    subitems")
        let changes = try Self.changes(Self.base, changed)
        #expect(
            changes == [
                DefinitionChange(
                    path: .root / "section" / "group" / "size" / "height",
                    kind: .changed(old: .string("absolute(44)"), new: .string("absolute(60)")))
            ])
        #expect(DefinitionDiff.summary(changes) == "section.group.size.height absolute(44)→absolute(60)")
    }

    @Test func boundaryItemsAreMatchedByElementKindNotPosition() throws {
        // Swap the order and change the header: only the header's height changes.
        let swapped = """
            name: feed
            section:
              interGroupSpacing: 8
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
              boundarySupplementaryItems:
                - {elementKind: footer, size: {width: fractionalWidth(1), height: absolute(20)}, alignment: bottom}
                - {elementKind: header, size: {width: fractionalWidth(1), height: absolute(60)}, alignment: top}
            """
        let changes = try Self.changes(Self.base, swapped)
        #expect(
            changes == [
                DefinitionChange(
                    path: .root / "section" / "boundarySupplementaryItems" / 1 / "size" / "height",
                    kind: .changed(old: .string("absolute(44)"), new: .string("absolute(60)")))
            ])
    }

    @Test func addedAndRemovedSubtreesAreCountedInTheSummary() throws {
        let withoutFooterPlusBadge = """
            name: feed
            section:
              interGroupSpacing: 8
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
                  - item: {size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}}
              boundarySupplementaryItems:
                - {elementKind: header, size: {width: fractionalWidth(1), height: absolute(44)}, alignment: top}
                - {elementKind: sticky, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}
                - {elementKind: banner, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}
            """
        let changes = try Self.changes(Self.base, withoutFooterPlusBadge)
        let boundary = DocumentPath.root / "section" / "boundarySupplementaryItems"
        #expect(changes.count == 4)
        let subitem = DocumentPath.root / "section" / "group" / "subitems" / 1
        #expect(changes.filter { $0.path == subitem }.map(\.kind.name) == ["added"])
        #expect(changes.filter { $0.path == boundary / 1 }.map(\.kind.name) == ["removed", "added"])
        #expect(DefinitionDiff.summary(changes) == "+1 subitem; −1 boundary item; +2 boundary items")
    }

    @Test func removingADefaultedKeyReadsAsAChangeToTheDefault() throws {
        let noSpacing = Self.base.replacingOccurrences(of: "  interGroupSpacing: 8\n", with: "")
        #expect(
            try Self.changes(Self.base, noSpacing) == [
                DefinitionChange(path: .root / "section" / "interGroupSpacing", kind: .changed(old: .number(8), new: .number(0)))
            ])
        let pinned = Self.base.replacingOccurrences(of: "alignment: top}", with: "alignment: top, pinToVisibleBounds: true, zIndex: 2}")
        let changes = try Self.changes(Self.base, pinned)
        let header = DocumentPath.root / "section" / "boundarySupplementaryItems" / 0
        #expect(
            changes == [
                DefinitionChange(path: header / "pinToVisibleBounds", kind: .changed(old: .bool(false), new: .bool(true))),
                DefinitionChange(path: header / "zIndex", kind: .changed(old: .number(1), new: .number(2))),
            ])
    }

    @Test func addedKeysWithoutDefaultAreAdditions() throws {
        let spaced = Self.base.replacingOccurrences(of: "    layout: horizontal\n", with: "    layout: horizontal\n    interItemSpacing: fixed(10)\n")
        let changes = try Self.changes(Self.base, spaced)
        #expect(changes == [DefinitionChange(path: .root / "section" / "group" / "interItemSpacing", kind: .added(.string("fixed(10)")))])
        #expect(DefinitionDiff.summary(changes) == "+section.group.interItemSpacing fixed(10)")
    }

    @Test func tagsDiffAsSetsAndTypeChangesAsValues() throws {
        let a = "name: x\ntags: [a, b]\nsection: {list: {appearance: plain}, contentInsets: 10}\n"
        let b = "name: x\ntags: [b, c]\nsection: {list: {appearance: grouped}, contentInsets: {top: 10}}\n"
        let changes = try Self.changes(a, b)
        #expect(
            changes == [
                DefinitionChange(path: .root / "tags", kind: .removed(.string("a"))),
                DefinitionChange(path: .root / "tags", kind: .added(.string("c"))),
                DefinitionChange(path: .root / "section" / "list" / "appearance", kind: .changed(old: .string("plain"), new: .string("grouped"))),
                DefinitionChange(path: .root / "section" / "contentInsets", kind: .changed(old: .number(10), new: .object(["top": .number(10)]))),
            ])
    }

    @Test func sectionsAreMatchedByPositionAndLongSummariesAreCut() throws {
        let one = "name: x\nsections:\n  - {list: {}}\n"
        let three = "name: x\nsections:\n  - {list: {}}\n  - {list: {}}\n  - {list: {}}\n"
        let changes = try Self.changes(one, three)
        let sections = DocumentPath.root / "sections"
        let expected: [DocumentPath] = [sections / 1, sections / 2]
        #expect(changes.map(\.path) == expected)
        #expect(DefinitionDiff.summary(changes) == "+2 sections")
        let many = (0..<40).map { DefinitionChange(path: .root / "k\($0)", kind: .changed(old: .number(0), new: .number(1))) }
        let summary = DefinitionDiff.summary(many, limit: 40)
        // Each part "kN 0→1" is 6 characters and joins with "; ": 5 parts take 5·6 + 4·2 = 38 ≤ 40,
        // a sixth would take 46, so 5 are shown and 35 counted.
        #expect(summary == "k0 0→1; k1 0→1; k2 0→1; k3 0→1; k4 0→1; … (+35 more)")
    }
}

extension DefinitionChange.Kind {
    var name: String {
        switch self {
        case .changed: "changed"
        case .added: "added"
        case .removed: "removed"
        }
    }
}
