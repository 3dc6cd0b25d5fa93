import Testing

@testable import LayoutModel

/// Decoding every construct of the format, from YAML and from JSON, into the expected model.
@Suite struct DecodingEveryConstructTests {
    @Test func yamlDocumentWithEveryKeyDecodesToTheHandBuiltModel() {
        let definition = Doc.definition(Fixtures.everythingYAML)
        #expect(definition == ExpectedModels.everything)
    }

    @Test func jsonDocumentWithEveryKeyDecodesToTheSameModel() {
        let definition = Doc.definition(Fixtures.everythingJSON)
        #expect(definition == ExpectedModels.everything)
    }

    @Test func tagsAreStoredSortedWithoutDuplicates() {
        #expect(Doc.definition(Fixtures.everythingYAML)?.tags == ["grid", "nested"])
    }

    @Test func everySectionPathIsVisitedInDocumentOrder() throws {
        let definition = try #require(Doc.definition(Fixtures.everythingYAML))
        #expect(
            definition.sectionsWithPaths.map(\.path.description) == [
                "sections[0]", "sections[1].oneOf[0]", "sections[1].oneOf[1]", "sections[1].oneOf[2]", "sections[2]", "defaultSection",
            ])
    }

    @Test func forEachElementVisitsNestedChildrenWithTheirPaths() throws {
        let definition = try #require(Doc.definition(Fixtures.everythingYAML))
        var paths: [String] = []
        definition.forEachElement { element, path in
            switch element {
            case .item, .supplementary, .customFrame: paths.append(path.description)
            default: break
            }
        }
        #expect(paths.contains("sections[0].group.subitems[0].item"))
        #expect(paths.contains("sections[0].group.subitems[0].item.supplementaryItems[0]"))
        #expect(paths.contains("sections[0].group.subitems[1].group.subitem.item"))
        #expect(paths.contains("sections[0].group.supplementaryItems[0]"))
        #expect(paths.contains("sections[2].group.customItems[0]"))
        #expect(paths.contains("sections[2].group.repeat.frame"))
    }

    // MARK: Values

    @Test(arguments: [
        ("absolute(44)", Dimension.absolute(44)),
        ("estimated(100)", .estimated(100)),
        ("fractionalWidth(0.5)", .fractionalWidth(0.5)),
        ("fractionalHeight(1)", .fractionalHeight(1)),
        ("uniformAcrossSiblings(80)", .uniformAcrossSiblings(estimate: 80)),
        ("{absolute: 44}", .absolute(44)),
        ("{fractionalWidth: 0.5}", .fractionalWidth(0.5)),
        ("{estimated: 100}", .estimated(100)),
        ("{uniformAcrossSiblings: 80}", .uniformAcrossSiblings(estimate: 80)),
        ("' absolute( 44 ) '", .absolute(44)),
        ("fractionalWidth(9/16 + 0.5)", .fractionalWidth(1.0625)),
        ("{fractionalWidth: '1/4'}", .fractionalWidth(0.25)),
        ("absolute(2 * (10 + 12))", .absolute(44)),
    ])
    func dimensionInStringAndMapForm(_ text: String, _ expected: Dimension) throws {
        let definition = try #require(Doc.definition(Self.itemDocument(width: text)))
        #expect(Self.firstItem(definition)?.size.width == expected)
    }

    @Test(arguments: [
        ("fixed(10)", Spacing.fixed(10)),
        ("flexible(10)", .flexible(10)),
        ("{fixed: 10}", .fixed(10)),
        ("{flexible: 2.5}", .flexible(2.5)),
        ("fixed(20 / 2)", .fixed(10)),
    ])
    func spacingForms(_ text: String, _ expected: Spacing) throws {
        let document = Doc.section(
            """
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(44)}
              interItemSpacing: \(text)
              subitems: [{item: {size: {width: absolute(40), height: fractionalHeight(1)}}}]
            """)
        let definition = try #require(Doc.definition(document))
        #expect(Self.topGroup(definition)?.interItemSpacing == expected)
    }

    @Test(arguments: [
        ("10", Insets(all: 10)),
        ("{top: 1, leading: 2, bottom: 3, trailing: 4}", Insets(top: 1, leading: 2, bottom: 3, trailing: 4)),
        ("{leading: 10}", Insets(leading: 10)),
        ("{}", Insets.zero),
        ("0", Insets.zero),
    ])
    func insetsAsOneNumberOrAMapWithMissingEdgesZero(_ text: String, _ expected: Insets) throws {
        let document = Doc.section(
            """
            contentInsets: \(text)
            group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: absolute(40), height: absolute(40)}}}]}
            """)
        let definition = try #require(Doc.definition(document))
        #expect(Self.firstSection(definition)?.contentInsets == expected)
    }

    @Test func anchorsWithFractionalAbsoluteAndNoOffset() throws {
        let document = Doc.section(
            """
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(44)}
              subitems:
                - item:
                    size: {width: absolute(40), height: absolute(40)}
                    supplementaryItems:
                      - {elementKind: a, size: {width: absolute(8), height: absolute(8)}, containerAnchor: {edges: [trailing, top], fractionalOffset: [0.5, -0.5]}}
                      - {elementKind: b, size: {width: absolute(8), height: absolute(8)}, containerAnchor: {edges: [bottom], absoluteOffset: [-2, 3.5]}, itemAnchor: {edges: [top]}}
                      - {elementKind: c, size: {width: absolute(8), height: absolute(8)}, containerAnchor: {}}
            """)
        let definition = try #require(Doc.definition(document))
        let items = try #require(Self.firstItem(definition)?.supplementaryItems)
        #expect(items[0].containerAnchor == Anchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
        #expect(items[0].containerAnchor.edges == [.top, .trailing])
        #expect(items[0].zIndex == 1)
        #expect(items[1].containerAnchor.offset == .absolute(Point(x: -2, y: 3.5)))
        #expect(items[1].itemAnchor == Anchor(edges: [.top]))
        #expect(items[2].containerAnchor == Anchor(edges: []))
        #expect(items[2].itemAnchor == nil)
    }

    @Test func edgeSpacingWithMissingEdgesIsNil() throws {
        let document = Doc.section(
            """
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(44)}
              subitems: [{item: {size: {width: absolute(40), height: absolute(40)}, edgeSpacing: {leading: flexible(0), trailing: flexible(0)}}}]
            """)
        let item = try #require(Doc.definition(document).flatMap(Self.firstItem))
        #expect(item.edgeSpacing == EdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))
        #expect(item.edgeSpacing?.top == nil)
        #expect(item.edgeSpacing?.bottom == nil)
    }

    @Test func sectionsWithDefaultSectionAndOneOf() throws {
        let document = """
            name: adaptive
            sections:
              - oneOf:
                  - when: {minWidth: 800}
                    list: {appearance: grouped}
                  - list: {appearance: plain, headerMode: firstItemInSection}
            defaultSection:
              list: {}
            """
        let definition = try #require(Doc.definition(document))
        guard case .perIndex(let list, let fallback) = definition.sections else {
            Issue.record("expected sections")
            return
        }
        #expect(
            list == [
                .oneOf([
                    Section(content: .list(ListConfiguration(appearance: .grouped)), when: Condition(minWidth: 800)),
                    Section(content: .list(ListConfiguration(appearance: .plain, headerMode: .firstItemInSection))),
                ])
            ])
        #expect(fallback == .section(Section(content: .list(ListConfiguration()))))
    }

    @Test func whenBoundsAreInclusive() {
        let condition = Condition(minWidth: 400, maxWidth: 800)
        #expect(condition.holds(in: ConditionEnvironment(width: 400)))
        #expect(condition.holds(in: ConditionEnvironment(width: 800)))
        #expect(!condition.holds(in: ConditionEnvironment(width: 399.99)))
        #expect(!condition.holds(in: ConditionEnvironment(width: 800.01)))
    }

    @Test func configurationDefaultsWhenAbsent() throws {
        let definition = try #require(Doc.definition(Fixtures.twoColumn))
        #expect(definition.configuration == LayoutConfiguration())
        #expect(definition.configuration.scrollDirection == .vertical)
        #expect(definition.configuration.contentInsetsReference == .safeArea)
        #expect(definition.format == 1)
        #expect(definition.title == nil)
        #expect(definition.preview == nil)
    }

    @Test func horizontalConfigurationAndPreview() throws {
        let document = """
            name: h
            configuration: {scrollDirection: horizontal, contentInsetsReference: none}
            section:
              group: {layout: vertical, size: {width: absolute(100), height: fractionalHeight(1)}, subitems: [{item: {size: {width: fractionalWidth(1), height: absolute(50)}}}]}
            preview: {itemCounts: [0, 12]}
            """
        let definition = try #require(Doc.definition(document))
        #expect(definition.configuration.scrollDirection == .horizontal)
        #expect(definition.configuration.contentInsetsReference == ContentInsetsReference.none)
        #expect(definition.preview == Preview(itemCounts: [0, 12]))
    }

    @Test func nullMeansAbsent() throws {
        let document = """
            name: nulls
            title: ~
            summary: null
            tags:
            configuration: null
            section:
              interGroupSpacing: ~
              when: null
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                interItemSpacing: ~
                subitems: [{item: {size: {width: absolute(40), height: absolute(40)}, contentInsets: null}}]
            """
        let definition = try #require(Doc.definition(document))
        #expect(definition.title == nil)
        #expect(definition.summary == nil)
        #expect(definition.tags == [])
        #expect(definition.configuration == LayoutConfiguration())
        #expect(Self.firstSection(definition)?.interGroupSpacing == 0)
        #expect(Self.firstSection(definition)?.when == nil)
        #expect(Self.topGroup(definition)?.interItemSpacing == nil)
        #expect(Self.firstItem(definition)?.contentInsets == .zero)
    }

    // MARK: YAML reuse

    @Test func anchorsAliasesAndMergeKeys() throws {
        let document = """
            name: reuse
            sections:
              - &base
                interGroupSpacing: 5
                group: &row
                  layout: horizontal
                  size: {width: fractionalWidth(1), height: absolute(44)}
                  subitems: [{item: &cell {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]
              - *base
              - <<: *base
                interGroupSpacing: 9
              - group:
                  <<: *row
                  size: {width: fractionalWidth(1), height: absolute(88)}
                  subitems: [{item: *cell}, {item: {<<: *cell, contentInsets: 4}}]
              - group:
                  <<: [*row, {interItemSpacing: fixed(3), layout: vertical}]
            """
        let definition = try #require(Doc.definition(document))
        guard case .perIndex(let choices, nil) = definition.sections else {
            Issue.record("expected sections without defaultSection")
            return
        }
        let sections = choices.flatMap(\.alternatives)
        try #require(sections.count == 5)
        let cell = Item(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        let row = Group(layout: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), children: .subitems([.item(cell)]))
        #expect(sections[0] == Section(content: .group(row), interGroupSpacing: 5))
        #expect(sections[1] == sections[0])
        #expect(sections[2] == Section(content: .group(row), interGroupSpacing: 9))
        var tall = row
        tall.size.height = .absolute(88)
        var inset = cell
        inset.contentInsets = Insets(all: 4)
        tall.children = .subitems([.item(cell), .item(inset)])
        #expect(sections[3] == Section(content: .group(tall)))
        // In a list of merged mappings the first one wins for a key they share.
        var spaced = row
        spaced.interItemSpacing = .fixed(3)
        #expect(sections[4] == Section(content: .group(spaced)))
    }

    // MARK: Helpers

    static func itemDocument(width: String) -> String {
        Doc.section(
            """
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(44)}
              subitems: [{item: {size: {width: \(width), height: fractionalHeight(1)}}}]
            """)
    }

    static func firstSection(_ definition: LayoutDefinition) -> Section? {
        definition.sectionsWithPaths.first?.section
    }

    static func topGroup(_ definition: LayoutDefinition) -> Group? {
        firstSection(definition)?.group
    }

    static func firstItem(_ definition: LayoutDefinition) -> Item? {
        guard case .subitems(let children)? = topGroup(definition)?.children, case .item(let item)? = children.first else { return nil }
        return item
    }
}
