import CatalogTestSupport
import LayoutModel

/// Definitions that exercise what the presets do not: every optional property, every group
/// form, hostile strings, odd names and unvalidated values.
enum CodeSamples {
    /// The element kind the brief calls hostile: a quote, a backslash and a newline.
    static let hostileKind = "a\"b\\c\n"

    /// Every property the format has, through YAML (so it is also a valid document).
    static let kitchenSinkYAML = #"""
        name: kitchen-sink
        title: "Kitchen \"sink\" ??/ \u202E ends with a backslash \\"
        configuration:
          scrollDirection: horizontal
          interSectionSpacing: 12.5
          contentInsetsReference: layoutMargins
          boundarySupplementaryItems:
            - elementKind: "a\"b\\c\n"
              size: {width: fractionalWidth(1), height: absolute(50)}
              alignment: topLeading
              offset: [0, -10]
              extendsBoundary: false
              pinToVisibleBounds: true
              zIndex: 3
              contentInsets: {leading: 8}
        sections:
          - contentInsetsReference: readableContent
            supplementaryContentInsetsReference: none
            interGroupSpacing: 4
            orthogonalScrollingBehavior: groupPagingCentered
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: uniformAcrossSiblings(80)}
              repeatingSubitem:
                item:
                  size: {width: fractionalWidth(0.25), height: uniformAcrossSiblings(80)}
                  contentInsets: {top: 1, bottom: 1}
                  edgeSpacing: {leading: flexible(4), bottom: fixed(2)}
                  supplementaryItems:
                    - elementKind: badge
                      size: {width: absolute(20), height: absolute(20)}
                      containerAnchor: {edges: [top, trailing], fractionalOffset: [0.3, -0.3]}
                      itemAnchor: {edges: [bottom], absoluteOffset: [1, 2]}
                      zIndex: 5
              count: 3
              interItemSpacing: flexible(8)
              contentInsets: {top: 1, leading: 2, bottom: 3, trailing: 4}
              edgeSpacing: {top: fixed(6)}
              supplementaryItems:
                - elementKind: "東京\u202E\u0000??="
                  size: {width: absolute(10), height: estimated(10)}
                  containerAnchor: {edges: []}
            boundarySupplementaryItems:
              - elementKind: UICollectionElementKindSectionHeader
                size: {width: fractionalWidth(1), height: estimated(44)}
                alignment: top
              - elementKind: UICollectionElementKindSectionFooter
                size: {width: fractionalWidth(1), height: absolute(20)}
                alignment: bottom
            decorationItems:
              - elementKind: background
                contentInsets: 4
                zIndex: -1
          - oneOf:
              - when: {minWidth: 600, maxWidth: 1000.5}
                list: {appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary}
                contentInsets: 8
              - when: {minWidth: 1000.5}
                group:
                  layout: custom
                  size: {width: fractionalWidth(1), height: absolute(300)}
                  customItems:
                    - {x: "7 / 2", y: "10 % 4", width: "min(width, 300)", height: "max(height / 2, floor(height / 3))", zIndex: 2}
                    - {x: 0, y: 0, width: 10, height: "ceil(2.5)"}
                  repeat:
                    count: 4
                    frame: {x: "i * (width - -3) % 100", y: "ceil(i * 1.5)", width: "-(-width / 4)", height: 40}
          - group:
              layout: vertical
              size: {width: fractionalWidth(1), height: absolute(400)}
              subitems:
                - item: {size: {width: fractionalWidth(1), height: absolute(40)}}
                - item: {size: {width: fractionalWidth(1), height: absolute(50)}}
                - group:
                    layout: horizontal
                    size: {width: fractionalWidth(1), height: absolute(100)}
                    contentInsets: {leading: 10}
                    subitem:
                      group:
                        layout: vertical
                        size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}
                        subitems:
                          - item: {size: {width: fractionalWidth(1), height: fractionalHeight(0.5)}}
                    count: 2
                - item: {size: {width: fractionalWidth(1), height: absolute(40)}}
          - when: {maxWidth: 320}
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(44)}
              subitems:
                - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
                - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
                - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
        defaultSection:
          list: {appearance: sidebarPlain}
        """#

    static var kitchenSink: LayoutDefinition {
        get throws {
            let result = LayoutDocument.check(kitchenSinkYAML, lint: false)
            guard let definition = result.definition else {
                throw Toolchain.Failure(description: "kitchen sink does not decode: \(result.diagnostics)")
            }
            return definition
        }
    }

    /// Alternatives chosen by the trait collection: every trait, idioms that need iOS 14 (`mac`)
    /// and iOS 17 (`vision`), and a width bound combined with traits.
    static let traitAlternativesYAML = """
        name: trait-alternatives
        section:
          oneOf:
            - when: {minWidth: 700, horizontalSizeClass: regular, verticalSizeClass: regular, userInterfaceIdiom: pad}
              group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(100)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 4}
            - when: {userInterfaceIdiom: vision}
              group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(100)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 3}
            - when: {userInterfaceIdiom: mac}
              group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(80)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 3}
            - when: {verticalSizeClass: compact}
              group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(60)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 2}
            - group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 1}
        """

    static var traitAlternatives: LayoutDefinition {
        get throws {
            let result = LayoutDocument.check(traitAlternativesYAML, lint: false)
            guard let definition = result.definition else {
                throw Toolchain.Failure(description: "trait alternatives do not decode: \(result.diagnostics)")
            }
            return definition
        }
    }

    /// The layouts going by section kind (`SectionKindSamples`), decoded.
    static var sectionKindSamples: [LayoutDefinition] {
        get throws {
            try SectionKindSamples.all.map { yaml in
                let result = LayoutDocument.check(yaml, lint: false)
                guard let definition = result.definition else {
                    throw Toolchain.Failure(description: "a section kind sample does not decode: \(result.diagnostics)")
                }
                return definition
            }
        }
    }

    /// The layouts with numbers over the layout container (`ContainerExpressionSamples`),
    /// decoded.
    static var containerExpressionSamples: [LayoutDefinition] {
        get throws {
            try ContainerExpressionSamples.all.map { yaml in
                let result = LayoutDocument.check(yaml, lint: false)
                guard let definition = result.definition else {
                    throw Toolchain.Failure(description: "a container expression sample does not decode: \(result.diagnostics)")
                }
                return definition
            }
        }
    }

    /// A one-item grid: the smallest definition, for exact expected output.
    static let oneItemGrid = LayoutDefinition(
        name: "grid",
        sections: .single(
            .section(
                Section(
                    content: .group(
                        Group(
                            layout: .horizontal,
                            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                            children: .subitems([.item(Item(size: LayoutSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1))))])))))))

    /// Values no validated document has: not-a-number and infinite sizes, the smallest
    /// integer, an unknown variable and a wrong argument count in frames, a zero repeat count.
    /// A header that ignores the section's insets: the deprecated property before iOS 16, its
    /// successor from 16.
    static let headerIgnoringInsets = LayoutDefinition(
        name: "header-ignoring-insets",
        sections: .single(
            .section(
                Section(
                    content: .group(
                        Group(
                            layout: .horizontal,
                            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                            children: .subitems([.item(Item(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))))]))),
                    contentInsets: Insets(top: 0, leading: 16, bottom: 0, trailing: 16),
                    supplementariesFollowContentInsets: false,
                    boundarySupplementaryItems: [
                        BoundaryItem(
                            elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top)
                    ]))))

    static let unvalidated = LayoutDefinition(
        name: "9-grid",
        title: "ends with a backslash \\",
        configuration: LayoutConfiguration(interSectionSpacing: .infinity),
        sections: .perIndex(
            [
                .section(
                    Section(
                        content: .group(
                            Group(
                                layout: .custom,
                                size: LayoutSize(width: .fractionalWidth(.nan), height: .absolute(-.infinity)),
                                children: .custom(
                                    CustomItems(
                                        frames: [
                                            CustomFrame(
                                                x: .variable("depth"), y: .call(.min, [.number(1)]), width: .negate(.negate(.variable("width"))),
                                                height: .binary(.subtract, .number(1), .number(-2)), zIndex: Int.min)
                                        ],
                                        repeated: CustomRepeat(
                                            count: 0, frame: CustomFrame(x: .number(0), y: .number(0), width: .number(1), height: .number(1))))),
                                supplementaryItems: [
                                    SupplementaryItem(
                                        elementKind: "", size: LayoutSize(width: .absolute(1), height: .absolute(1)),
                                        containerAnchor: Anchor(edges: []),
                                        zIndex: Int.min)
                                ]))))
            ], defaultSection: nil))

    /// Kinds no validated document has — empty, with parentheses, named twice, with control and
    /// invisible characters — and no kinds at all.
    static let unvalidatedKinds: LayoutDefinition = {
        let one = oneItemGrid.sectionsWithPaths[0].section
        var wide = one
        wide.interGroupSpacing = 3
        return LayoutDefinition(
            name: "unvalidated-kinds",
            sections: .byKind(
                [
                    KindSection(kind: "", choice: .section(one)),
                    KindSection(kind: "a(b)", choice: .section(wide)),
                    KindSection(kind: "twice", choice: .section(wide)),
                    KindSection(kind: "twice", choice: .section(one)),
                    KindSection(kind: "\n\0\u{202E}\"\\??/", choice: .section(one)),
                ], defaultSection: nil))
    }()

    static let noKinds = LayoutDefinition(name: "no-kinds", sections: .byKind([], defaultSection: nil))

    /// Layout names that are not identifiers.
    static let oddNames = ["9-grid", "東京", "", "a.b_c", "class", "make-layout", "default"]
}
