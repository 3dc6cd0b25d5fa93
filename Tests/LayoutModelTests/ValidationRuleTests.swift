import Testing

@testable import LayoutModel

/// Every validation rule: a document that breaks it gets exactly the expected error, with path,
/// line and column; the document that keeps it has no error. Expected positions are counted by
/// hand from the documents below.
@Suite struct ValidationRuleTests {
    /// A valid grid; each case changes one line. Lines: 1 name, 3 interGroupSpacing, 4 section
    /// contentInsets, 7 group size, 8 interItemSpacing, 9 group contentInsets, 12 item size,
    /// 13 item contentInsets.
    static let grid = """
        name: grid
        section:
          interGroupSpacing: 10
          contentInsets: 0
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            interItemSpacing: fixed(10)
            contentInsets: 0
            subitems:
              - item:
                  size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}
                  contentInsets: 0

        """

    static func grid(_ replacements: (String, String)...) -> String {
        var text = grid
        for (old, new) in replacements {
            #expect(text.contains(old), "fixture has no \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    @Test func theBaseGridIsValid() {
        #expect(Doc.errors(Self.grid) == [])
    }

    @Test(arguments: [
        (
            grid(("interGroupSpacing: 10", "interGroupSpacing: -1")),
            "layouts/grid.yaml:3:22: section.interGroupSpacing: must be ≥ 0, got -1"
        ),
        (
            grid(("\n  contentInsets: 0\n", "\n  contentInsets: -2\n")),
            "layouts/grid.yaml:4:18: section.contentInsets: must be ≥ 0, got -2"
        ),
        (
            grid(("    contentInsets: 0\n    subitems", "    contentInsets: {top: 1, trailing: -4}\n    subitems")),
            "layouts/grid.yaml:9:39: section.group.contentInsets.trailing: must be ≥ 0, got -4"
        ),
        (
            grid(("fractionalWidth(0.25)", "fractionalWidth(-0.5)")),
            "layouts/grid.yaml:12:25: section.group.subitems[0].item.size.width: fraction must be ≥ 0, got -0.5"
        ),
        (
            grid(("fractionalWidth(0.25)", "{fractionalWidth: .nan}")),
            "layouts/grid.yaml:12:25: section.group.subitems[0].item.size.width: fractionalWidth must be a finite number, got nan"
        ),
        (
            grid(("absolute(44)", "{absolute: .inf}")),
            "layouts/grid.yaml:7:47: section.group.size.height: absolute must be a finite number, got inf"
        ),
        (
            grid(("absolute(44)", "absolute(-1)")),
            "layouts/grid.yaml:7:47: section.group.size.height: absolute size must be ≥ 0, got -1"
        ),
        (
            grid(("fractionalHeight(1)}", "estimated(0)}")),
            "layouts/grid.yaml:12:56: section.group.subitems[0].item.size.height: estimated size must be > 0, got 0"
        ),
        (
            grid(("fractionalHeight(1)}", "uniformAcrossSiblings(-3)}")),
            "layouts/grid.yaml:12:56: section.group.subitems[0].item.size.height: uniformAcrossSiblings estimate must be > 0, got -3"
        ),
        (
            grid(("fixed(10)", "fixed(-1)")),
            "layouts/grid.yaml:8:23: section.group.interItemSpacing: must be ≥ 0, got -1"
        ),
        (
            grid(("          contentInsets: 0", "          contentInsets: -1")),
            "layouts/grid.yaml:13:26: section.group.subitems[0].item.contentInsets: must be ≥ 0, got -1"
        ),
        (
            grid(("          contentInsets: 0", "          edgeSpacing: {leading: flexible(-2)}")),
            "layouts/grid.yaml:13:34: section.group.subitems[0].item.edgeSpacing.leading: must be ≥ 0, got -2"
        ),
        (
            grid(("name: grid", "name: Grid")),
            "layouts/grid.yaml:1:7: name: name 'Grid' may only use lowercase letters, digits, '-', '_' and '.'; found 'G'"
        ),
        (
            grid(("name: grid", "name: -grid")),
            "layouts/grid.yaml:1:7: name: name '-grid' must start with a letter or a digit"
        ),
        (
            grid(("name: grid", "name: " + String(repeating: "a", count: 65))),
            "layouts/grid.yaml:1:7: name: name must be 1–64 characters, got 65"
        ),
        (
            grid(("name: grid\n", "name: grid\ntags: [ok, '']\n")),
            "layouts/grid.yaml:2:7: tags: tag \"\" must be 1–64 characters, got 0"
        ),
        (
            grid(("name: grid\n", "name: grid\nconfiguration: {interSectionSpacing: -5}\n")),
            "layouts/grid.yaml:2:38: configuration.interSectionSpacing: must be ≥ 0, got -5"
        ),
        (
            grid(("section:\n", "section:\n  when: {minWidth: 800, maxWidth: 400}\n")),
            "layouts/grid.yaml:3:9: section.when: minWidth 800 is greater than maxWidth 400; no width satisfies it"
        ),
        (
            grid(("section:\n", "section:\n  when: {minWidth: -1}\n")),
            "layouts/grid.yaml:3:20: section.when.minWidth: must be ≥ 0, got -1"
        ),
        (
            grid + "preview: {itemCounts: [3, -1]}\n",
            "layouts/grid.yaml:14:27: preview.itemCounts[1]: an item count must be ≥ 0, got -1"
        ),
        (
            grid(
                ("width: fractionalWidth(1), height: absolute(44)", "width: absolute(100), height: absolute(44)"),
                ("    contentInsets: 0\n    subitems", "    contentInsets: {leading: 60, trailing: 60}\n    subitems")),
            "layouts/grid.yaml:7:19: section.group.size.width: no room for the group's content: contentInsets take 120, more than its 100 pt"
        ),
    ])
    func breakingOneRuleGivesExactlyThatError(_ document: String, _ expected: String) {
        #expect(Doc.errors(document, file: "layouts/grid.yaml") == [expected])
    }

    /// Count groups: lines 10–13 become `subitem` + `count`.
    static func countGrid(count: String, key: String = "subitem", width: String = "fractionalWidth(1)", spacing: String = "fixed(10)") -> String {
        grid(
            (
                "    subitems:\n      - item:\n          size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}\n          contentInsets: 0\n",
                "    \(key):\n      item:\n        size: {width: fractionalWidth(1), height: fractionalHeight(1)}\n    count: \(count)\n"
            ),
            ("width: fractionalWidth(1), height: absolute(44)", "width: \(width), height: absolute(44)"),
            ("fixed(10)", spacing))
    }

    @Test func countMustBeAtLeastOne() {
        #expect(
            Doc.errors(Self.countGrid(count: "0"), file: "layouts/grid.yaml")
                == ["layouts/grid.yaml:13:12: section.group.count: must be ≥ 1, got 0"])
        #expect(
            Doc.errors(Self.countGrid(count: "-1", key: "repeatingSubitem"), file: "layouts/grid.yaml")
                == ["layouts/grid.yaml:13:12: section.group.count: must be ≥ 1, got -1"])
        #expect(Doc.errors(Self.countGrid(count: "1")) == [])
        #expect(Doc.errors(Self.countGrid(count: "3", key: "repeatingSubitem")) == [])
    }

    @Test func countGroupGapsMustLeaveRoom() {
        #expect(
            Doc.errors(Self.countGrid(count: "3", width: "absolute(100)", spacing: "fixed(60)"), file: "g.yaml")
                == [
                    "g.yaml:7:19: section.group.size.width: no room for the group's content: contentInsets take 0 and 2 gaps of 60 take 120, more than its 100 pt"
                ])
        #expect(Doc.errors(Self.countGrid(count: "3", width: "absolute(100)", spacing: "fixed(40)")) == [])
    }

    @Test func childrenAreGivenOneWayOnly() {
        let both = Self.grid(
            ("    subitems:\n", "    subitem: {item: {size: {width: absolute(1), height: absolute(1)}}}\n    count: 2\n    subitems:\n"))
        #expect(
            Doc.errors(both, file: "g.yaml") == [
                "g.yaml:6:5: section.group.subitems: give exactly one of subitems, subitem + count, or repeatingSubitem + count"
            ])
        let neither = "name: grid\nsection:\n  group:\n    layout: vertical\n    size: {width: fractionalWidth(1), height: absolute(44)}\n"
        #expect(
            Doc.errors(neither, file: "g.yaml") == [
                "g.yaml:4:5: section.group.subitems: missing children: give subitems, subitem + count, or repeatingSubitem + count"
            ])
        let countWithSubitems = Self.grid(("    subitems:\n", "    count: 2\n    subitems:\n"))
        #expect(
            Doc.errors(countWithSubitems, file: "g.yaml") == [
                "g.yaml:10:12: section.group.count: count goes with subitem or repeatingSubitem, not subitems (subitems repeat until the group is full)"
            ])
    }

    // MARK: Custom groups

    static let stairs = """
        name: stairs
        section:
          group:
            layout: custom
            size: {width: fractionalWidth(1), height: absolute(120)}
            customItems:
              - {x: 0, y: 0, width: "(width - 32) / 3", height: 40}

        """

    @Test func theBaseCustomGroupIsValid() {
        #expect(Doc.errors(Self.stairs) == [])
    }

    @Test(arguments: [
        ("width: \"(width - 32) / 3\"", "width: -5", "s.yaml:7:29: section.group.customItems[0].width: must be ≥ 0, got -5"),
        ("{x: 0,", "{x: .inf,", "s.yaml:7:13: section.group.customItems[0].x: must be a finite number, got inf"),
        (
            "\"(width - 32) / 3\"", "\"(width - 32 / 3\"",
            "s.yaml:7:29: section.group.customItems[0].width: cannot parse '(width - 32 / 3': expected ')' before the end at character 16"
        ),
        ("{x: 0,", "{x: \"i * 10\",", "s.yaml:7:13: section.group.customItems[0].x: unknown variable 'i' in 'i * 10'; known here: width, height"),
        (
            "{x: 0,", "{x: \"widht - 10\",",
            "s.yaml:7:13: section.group.customItems[0].x: unknown variable 'widht' in 'widht - 10'; known here: width, height (did you mean 'width'?)"
        ),
        (
            "    customItems:\n      - {x: 0, y: 0, width: \"(width - 32) / 3\", height: 40}\n", "",
            "s.yaml:4:5: section.group.customItems: a custom group needs frames: give customItems or repeat"
        ),
        (
            "    customItems:\n      - {x: 0, y: 0, width: \"(width - 32) / 3\", height: 40}\n",
            "    repeat:\n      count: 0\n      frame: {x: \"i * 10\", y: 0, width: 10, height: 10}\n",
            "s.yaml:7:14: section.group.repeat.count: must be ≥ 1, got 0"
        ),
    ])
    func customGroupRules(_ old: String, _ new: String, _ expected: String) {
        #expect(Self.stairs.contains(old))
        #expect(Doc.errors(Self.stairs.replacingOccurrences(of: old, with: new), file: "s.yaml") == [expected])
    }

    @Test func repeatMayUseTheIndexAndComesAfterFixedFrames() throws {
        let document = Self.stairs + "    repeat: {count: 2, frame: {x: \"i * 10\", y: 40, width: 10, height: 10}}\n"
        let definition = try #require(Doc.definition(document))
        guard case .custom(let custom)? = definition.sectionsWithPaths.first?.section.group?.children else {
            Issue.record("expected a custom group")
            return
        }
        #expect(custom.frames.count == 1)
        #expect(custom.repeated?.count == 2)
        #expect(custom.leafCount == 3)
    }

    // MARK: Supplementary, boundary and decoration items

    static let kinds = """
        name: kinds
        section:
          group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
          boundarySupplementaryItems:
            - {elementKind: header, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top}
            - {elementKind: footer, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: bottom}

        """

    @Test(arguments: [
        (
            "elementKind: footer", "elementKind: header",
            "k.yaml:6:21: section.boundarySupplementaryItems[1].elementKind: duplicate elementKind 'header' (also at section.boundarySupplementaryItems[0]); each kind must be unique on its host"
        ),
        (
            "elementKind: footer", "elementKind: ''",
            "k.yaml:6:21: section.boundarySupplementaryItems[1].elementKind: elementKind must not be empty"
        ),
        (
            "alignment: bottom}", "alignment: bottom, offset: [0, .inf]}",
            "k.yaml:6:113: section.boundarySupplementaryItems[1].offset: offsets must be finite numbers"
        ),
        (
            "alignment: bottom}", "zIndex: 1}",
            "k.yaml:6:7: section.boundarySupplementaryItems[1].alignment: missing required key 'alignment'"
        ),
    ])
    func itemKindRules(_ old: String, _ new: String, _ expected: String) {
        #expect(Self.kinds.contains(old))
        #expect(Doc.errors(Self.kinds.replacingOccurrences(of: old, with: new), file: "k.yaml") == [expected])
    }

    @Test func theBaseKindsDocumentIsValid() {
        #expect(Doc.errors(Self.kinds) == [])
    }

    @Test func supplementaryOffsetsMustBeFinite() {
        let document = Self.grid(
            (
                "          contentInsets: 0",
                "          supplementaryItems:\n            - {elementKind: badge, size: {width: absolute(8), height: absolute(8)}, containerAnchor: {edges: [top], fractionalOffset: [.nan, 0]}}"
            ))
        #expect(
            Doc.errors(document, file: "g.yaml") == [
                "g.yaml:14:102: section.group.subitems[0].item.supplementaryItems[0].containerAnchor: offsets must be finite numbers"
            ])
    }

    @Test func duplicateKindsOnAnItem() {
        let badge = "{elementKind: badge, size: {width: absolute(8), height: absolute(8)}, containerAnchor: {edges: [top]}}"
        let document = Self.grid(("          contentInsets: 0", "          supplementaryItems: [\(badge), \(badge)]"))
        let errors = Doc.errors(document)
        #expect(errors.count == 1)
        #expect(
            errors.first?.contains(
                "section.group.subitems[0].item.supplementaryItems[1].elementKind: duplicate elementKind 'badge' (also at section.group.subitems[0].item.supplementaryItems[0])"
            ) == true)
        let distinct = Self.grid(
            ("          contentInsets: 0", "          supplementaryItems: [\(badge), \(badge.replacingOccurrences(of: "badge", with: "star"))]"))
        #expect(Doc.errors(distinct) == [])
    }

    // MARK: Top level

    @Test func sectionAndSectionsBothOrNeither() {
        let both = Self.grid + "sections: []\n"
        #expect(
            Doc.errors(both, file: "g.yaml") == [
                "g.yaml:14:11: sections: give one of section (one layout for every data section), sections (one per data section) and sectionsByKind (one per kind of data section), not section and sections"
            ])
        #expect(
            Doc.errors("name: empty\ntitle: Nothing\n", file: "g.yaml") == [
                "g.yaml:1:1: section: missing section, sections or sectionsByKind: a layout needs at least one section"
            ])
    }

    @Test func defaultSectionNeedsSections() {
        let document = Self.grid + "defaultSection: {list: {}}\n"
        #expect(
            Doc.errors(document, file: "g.yaml") == [
                "g.yaml:14:17: defaultSection: defaultSection only applies with sections or sectionsByKind; with section every data section already uses it"
            ])
    }

    @Test func previewCannotNameMoreSectionsThanTheProviderHas() {
        let document = "name: two\nsections:\n  - list: {}\n  - list: {}\npreview: {itemCounts: [1, 2, 3]}\n"
        #expect(
            Doc.errors(document, file: "p.yaml") == [
                "p.yaml:5:23: preview.itemCounts: 3 data sections but only 2 entries in sections and no defaultSection"
            ])
        #expect(Doc.errors(document + "defaultSection: {list: {}}\n") == [])
    }

    @Test func aNewerFormatIsRejected() {
        #expect(
            Doc.errors("format: 2\n" + Self.grid, file: "g.yaml") == [
                "g.yaml:1:9: format: format 2 is newer than this catalog supports (1); upgrade catalog"
            ])
        #expect(Doc.errors("format: 0\n" + Self.grid, file: "g.yaml") == ["g.yaml:1:9: format: format must be ≥ 1, got 0"])
        #expect(Doc.errors("format: 1\n" + Self.grid) == [])
    }

    @Test func allIndependentErrorsAreReportedAtOnce() {
        let three = Self.grid(
            ("interGroupSpacing: 10", "interGroupSpacing: -1"), ("fixed(10)", "fixed(-1)"), ("fractionalWidth(0.25)", "fractionalWidth(-0.5)"))
        #expect(
            Doc.errors(three, file: "g.yaml") == [
                "g.yaml:3:22: section.interGroupSpacing: must be ≥ 0, got -1",
                "g.yaml:8:23: section.group.interItemSpacing: must be ≥ 0, got -1",
                "g.yaml:12:25: section.group.subitems[0].item.size.width: fraction must be ≥ 0, got -0.5",
            ])
        let threeStructural = Self.grid(
            ("layout: horizontal", "layout: diagonal"), ("interItemSpacing", "interItemSpacin"),
            ("          contentInsets: 0", "          contentInsets: wide"))
        #expect(Doc.errors(threeStructural).count == 3)
    }

    @Test func aRejectedDocumentHasNoDefinition() {
        let result = LayoutDocument.check(Self.grid(("fixed(10)", "fixed(-1)")))
        #expect(result.definition == nil)
        #expect(result.errors.count == 1)
    }

    @Test func validatorWorksOnProgrammaticDefinitionsWithoutLocations() {
        let group = Group(
            layout: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
            children: .count(.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))), count: 0))
        let definition = LayoutDefinition(name: "code", sections: .single(.section(Section(content: .group(group)))))
        let problems = Validator.validate(definition)
        #expect(problems.map(\.description) == ["section.group.count: must be ≥ 1, got 0"])
        #expect(problems.first?.location == nil)
        #expect(problems.first?.formatted(file: "x.yaml") == "x.yaml: section.group.count: must be ≥ 1, got 0")
    }
}

/// The passing side of each value rule: the nearest valid value gives no error.
@Suite struct ValidationPassingTests {
    static let grid = ValidationRuleTests.grid

    @Test(arguments: [
        ("interGroupSpacing: 10", "interGroupSpacing: 0"),
        ("\n  contentInsets: 0\n", "\n  contentInsets: 2\n"),
        ("    contentInsets: 0\n    subitems", "    contentInsets: {top: 1, trailing: 4}\n    subitems"),
        ("fractionalWidth(0.25)", "fractionalWidth(0.001)"),
        ("fractionalWidth(0.25)", "{fractionalWidth: 0.5}"),
        ("absolute(44)", "absolute(0)"),
        ("fractionalHeight(1)}", "estimated(0.5)}"),
        ("fractionalHeight(1)}", "uniformAcrossSiblings(3)}"),
        ("fixed(10)", "fixed(0)"),
        ("          contentInsets: 0", "          edgeSpacing: {leading: flexible(0)}"),
        ("name: grid", "name: grid-2_b.v1"),
        ("name: grid", "name: " + String(repeating: "a", count: 64)),
        ("name: grid\n", "name: grid\ntags: [ok, '" + String(repeating: "t", count: 64) + "']\n"),
        ("name: grid\n", "name: grid\nconfiguration: {interSectionSpacing: 0}\n"),
    ])
    func theNearestValidValueGivesNoError(_ old: String, _ new: String) {
        #expect(Self.grid.contains(old))
        #expect(Doc.errors(Self.grid.replacingOccurrences(of: old, with: new)) == [])
    }

    @Test func equalWhenBoundsAndPreviewCountsWithinTheProviderAreValid() {
        let document =
            "name: w\nsections:\n  - oneOf:\n      - when: {minWidth: 400, maxWidth: 400}\n        list: {}\n      - list: {}\npreview: {itemCounts: [0]}\n"
        #expect(Doc.errors(document) == [])
    }

    @Test func lintCanBeSkipped() {
        let document = Self.grid.replacingOccurrences(of: "fractionalWidth(0.25)", with: "fractionalWidth(0.5)")
        #expect(!LayoutDocument.check(document).warnings.isEmpty)
        #expect(LayoutDocument.check(document, lint: false).warnings.isEmpty)
        #expect(LayoutDocument.check(document, lint: false).definition != nil)
    }
}
