import Testing

@testable import LayoutModel

/// Decoding is strict: unknown keys, wrong types and unknown enum values are errors that say
/// what is allowed, and YAML problems carry their line.
@Suite struct DecodingStrictnessTests {
    static let grid = ValidationRuleTests.grid

    static func errors(_ old: String, _ new: String) -> [String] {
        #expect(grid.contains(old), "fixture has no \(old)")
        return Doc.errors(grid.replacingOccurrences(of: old, with: new), file: "g.yaml")
    }

    @Test func unknownKeyNearAKnownOneSuggestsIt() {
        #expect(
            Self.errors("interItemSpacing:", "interItemSpacin:")
                == ["g.yaml:8:5: section.group.interItemSpacin: unknown key 'interItemSpacin' (did you mean 'interItemSpacing'?)"])
    }

    @Test func unknownKeyFarFromAnyListsTheAllowedKeys() {
        #expect(
            Self.errors("          contentInsets: 0", "          colour: red")
                == [
                    "g.yaml:13:11: section.group.subitems[0].item.colour: unknown key 'colour'; allowed here: contentInsets, edgeSpacing, size, supplementaryItems"
                ])
    }

    @Test func knownMistakesGetAHint() {
        #expect(
            Self.errors("  interGroupSpacing: 10", "  items: []")
                == ["g.yaml:3:3: section.items: unknown key 'items'; a section lays out one group: section: {group: {subitems: […]}}"])
        #expect(
            Self.errors("{width: fractionalWidth(0.25), height:", "{widthDimension: fractionalWidth(0.25), height:")
                == [
                    "g.yaml:12:18: section.group.subitems[0].item.size.widthDimension: unknown key 'widthDimension'; write width: (the catalog drops UIKit's Dimension suffix)",
                    "g.yaml:12:17: section.group.subitems[0].item.size.width: missing required key 'width'",
                ].sorted())
    }

    @Test func leftAndRightInsetsAreRejectedWithADirectionalHint() {
        #expect(
            Self.errors("          contentInsets: 0", "          contentInsets: {top: 0, left: 10}")
                == [
                    "g.yaml:13:35: section.group.subitems[0].item.contentInsets.left: unknown key 'left'; insets are directional: use leading/trailing (they follow the layout direction)"
                ])
    }

    @Test func childrenMustBeWrapped() {
        #expect(
            Self.errors(
                "      - item:\n          size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}\n          contentInsets: 0",
                "      - size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}")
                == ["g.yaml:11:9: section.group.subitems[0]: wrap each child as {item: {size: …}} or {group: {…}}"])
    }

    @Test(arguments: [
        ("count: 0\n", "count: two\n", "expected a number, got the string \"two\""),
        ("count: 0\n", "count: 2.5\n", "expected a whole number, got 2.5"),
        ("count: 0\n", "count: [2]\n", "expected a number, got a list"),
    ])
    func wrongTypesSayWhatWasExpectedAndWhatWasFound(_ old: String, _ new: String, _ message: String) {
        let document = ValidationRuleTests.countGrid(count: "0").replacingOccurrences(of: old, with: new)
        #expect(Doc.errors(document, file: "g.yaml") == ["g.yaml:13:12: section.group.count: \(message)"])
    }

    @Test func moreWrongTypes() {
        #expect(Self.errors("name: grid\n", "name: grid\ntags: grid\n") == ["g.yaml:2:7: tags: expected a list, got the string \"grid\""])
        #expect(
            Self.errors("size: {width: fractionalWidth(1), height: absolute(44)}", "size: 44")
                == ["g.yaml:7:11: section.group.size: expected a mapping, got the number 44"])
        #expect(
            Self.errors("          contentInsets: 0", "          contentInsets: wide")
                == ["g.yaml:13:26: section.group.subitems[0].item.contentInsets: expected a number, got the string \"wide\""])
        #expect(
            Self.errors("fractionalWidth(0.25)", "25")
                == [
                    "g.yaml:12:25: section.group.subitems[0].item.size.width: expected a dimension such as absolute(44), estimated(100), fractionalWidth(0.5), fractionalHeight(1) or uniformAcrossSiblings(80), got the number 25"
                ])
        #expect(
            Self.errors("layout: horizontal", "layout: [horizontal]")
                == ["g.yaml:6:13: section.group.layout: expected a string, got a list"])
    }

    @Test func booleansAreOnlyTrueOrFalse() {
        let document = ValidationRuleTests.kinds.replacingOccurrences(of: "alignment: top}", with: "alignment: top, pinToVisibleBounds: yes}")
        let errors = Doc.errors(document)
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasSuffix("section.boundarySupplementaryItems[0].pinToVisibleBounds: expected true or false, got the string \"yes\"")
                == true)
    }

    @Test func unknownEnumValuesListTheAllowedOnes() {
        #expect(
            Self.errors("layout: horizontal", "layout: horizonal")
                == [
                    "g.yaml:6:13: section.group.layout: unknown value 'horizonal'; allowed: horizontal, vertical, custom (did you mean 'horizontal'?)"
                ])
        #expect(
            Self.errors("  interGroupSpacing: 10", "  orthogonalScrollingBehavior: sideways")
                == [
                    "g.yaml:3:32: section.orthogonalScrollingBehavior: unknown value 'sideways'; allowed: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered"
                ])
    }

    @Test func unknownDimensionAndSpacingKinds() {
        #expect(
            Self.errors("fractionalWidth(0.25)", "fractionalwidth(0.25)")
                == [
                    "g.yaml:12:25: section.group.subitems[0].item.size.width: unknown dimension 'fractionalwidth'; allowed: absolute, estimated, fractionalWidth, fractionalHeight, uniformAcrossSiblings (did you mean 'fractionalWidth'?)"
                ])
        #expect(
            Self.errors("fixed(10)", "fixd(10)")
                == ["g.yaml:8:23: section.group.interItemSpacing: unknown spacing 'fixd'; allowed: fixed, flexible (did you mean 'fixed'?)"])
        #expect(
            Self.errors("fixed(10)", "{fixed: 1, flexible: 2}")
                == ["g.yaml:8:23: section.group.interItemSpacing: expected a spacing such as fixed(10) or flexible(10)"])
        #expect(
            Self.errors("fractionalWidth(0.25)", "fractionalWidth(width)")
                == [
                    "g.yaml:12:25: section.group.subitems[0].item.size.width: in fractionalWidth(…): unknown variable 'width'; known here: container.width, container.height, container.contentSize.width, container.contentSize.height, traitCollection.displayScale"
                ])
    }

    @Test func anchorEdgesMustBeDistinct() {
        func badge(_ anchor: String) -> String {
            Self.grid.replacingOccurrences(
                of: "          contentInsets: 0",
                with: "          supplementaryItems: [{elementKind: b, size: {width: absolute(8), height: absolute(8)}, containerAnchor: \(anchor)}]")
        }
        // Opposite edges are UIKit's (they centre the badge); lint says so (OppositeAnchorEdgesTests).
        #expect(Doc.errors(badge("{edges: [top, bottom]}")).isEmpty)
        #expect(Doc.errors(badge("{edges: [top, top]}")).first?.hasSuffix("containerAnchor.edges[1]: edge 'top' is listed twice") == true)
        #expect(
            Doc.errors(badge("{edges: [top], fractionalOffset: [0, 0], absoluteOffset: [1, 1]}")).first?.hasSuffix(
                "containerAnchor.absoluteOffset: give either fractionalOffset or absoluteOffset, not both") == true)
        #expect(
            Doc.errors(badge("{edges: [top], fractionalOffset: [0, 0, 0]}")).first?.hasSuffix(
                "containerAnchor.fractionalOffset: expected [x, y], got a list of 3") == true)
        #expect(Doc.errors(badge("{edges: [top, trailing], fractionalOffset: [0.5, -0.5]}")) == [])
    }

    // MARK: YAML and JSON text

    @Test func yamlSyntaxErrorsCarryTheirLine() {
        let errors = Doc.errors("name: grid\nsection:\n  group: {layout: horizontal\n  list: {}\n", file: "y.yaml")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("y.yaml:4:") == true || errors.first?.hasPrefix("y.yaml:5:") == true, "got \(errors)")
        #expect(errors.first?.contains("syntax error") == true)
    }

    @Test func duplicateKeysAreErrorsAtTheirLine() {
        let errors = Doc.errors(
            Self.grid.replacingOccurrences(
                of: "    contentInsets: 0\n    subitems", with: "    contentInsets: 0\n    layout: vertical\n    subitems"), file: "d.yaml")
        #expect(errors == ["d.yaml:6:5: (document): duplicate key 'layout' in one mapping"])
    }

    @Test func jsonSyntaxErrorsCarryTheirLine() {
        let errors = Doc.errors("{\n  \"name\": \"grid\",\n  \"section\": {\"list\": {}\n}\n", file: "j.json")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("syntax error") == true)
        #expect(errors.first?.hasPrefix("j.json:") == true)
    }

    @Test func jsonErrorsHaveLinesAndColumnsToo() {
        let document = "{\n  \"name\": \"grid\",\n  \"section\": {\"list\": {\"appearance\": \"fancy\"}}\n}\n"
        #expect(
            Doc.errors(document, file: "j.json")
                == ["j.json:3:38: section.list.appearance: unknown value 'fancy'; allowed: plain, grouped, insetGrouped, sidebar, sidebarPlain"])
    }

    @Test func emptyAndNonMappingDocuments() {
        #expect(Doc.errors("", file: "e.yaml") == ["e.yaml:1:1: (document): the document is empty"])
        #expect(Doc.errors("- a\n- b\n", file: "e.yaml") == ["e.yaml:1:1: (document): expected a mapping, got a list"])
    }

    @Test func mergeKeysNeedMappings() {
        let errors = Doc.errors("name: grid\nsection:\n  <<: 3\n  list: {}\n", file: "m.yaml")
        #expect(errors == ["m.yaml:3:7: section: a merge key (<<) needs a mapping or a list of mappings"])
    }
}
