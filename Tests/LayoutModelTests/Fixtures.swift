/// Documents shared by several suites. Each is written by hand to cover the format's
/// constructs; the expected values in the tests are derived from the text, not from output.
enum Fixtures {
    /// Every key of every construct, in YAML, in both block and flow style.
    static let everythingYAML = """
        format: 1
        name: everything.v1
        title: Every Construct
        summary: One of each key of the format
        tags: [nested, grid, nested]
        configuration:
          scrollDirection: vertical
          interSectionSpacing: 20
          contentInsetsReference: layoutMargins
          boundarySupplementaryItems:
            - elementKind: layout-header
              size: {width: fractionalWidth(1.0), height: absolute(50)}
              alignment: top
              pinToVisibleBounds: true
              zIndex: 3
        sections:
          - interGroupSpacing: 10
            contentInsets: {top: 1, leading: 2, bottom: 3, trailing: 4}
            contentInsetsReference: safeArea
            supplementaryContentInsetsReference: none
            orthogonalScrollingBehavior: groupPagingCentered
            group:
              layout: horizontal
              size: {width: {fractionalWidth: 0.85}, height: fractionalHeight(0.4)}
              interItemSpacing: flexible(8)
              contentInsets: 6
              edgeSpacing: {leading: flexible(0), top: fixed(8), trailing: {fixed: 4}, bottom: {flexible: 2}}
              supplementaryItems:
                - elementKind: group-badge
                  size: {width: absolute(10), height: absolute(10)}
                  containerAnchor: {edges: [trailing, top], absoluteOffset: [5, -5]}
                  zIndex: 4
              subitems:
                - item:
                    size: {width: fractionalWidth(0.7), height: fractionalHeight(1.0)}
                    contentInsets: 10
                    edgeSpacing: {top: fixed(1)}
                    supplementaryItems:
                      - elementKind: badge
                        size: {width: absolute(20), height: absolute(20)}
                        containerAnchor: {edges: [top, trailing], fractionalOffset: [0.3, -0.3]}
                        itemAnchor: {edges: [bottom, leading]}
                - group:
                    layout: vertical
                    size: {width: fractionalWidth(0.3), height: fractionalHeight(1.0)}
                    subitem: {item: {size: {width: fractionalWidth(1.0), height: fractionalHeight(0.3)}, contentInsets: 10}}
                    count: 2
            boundarySupplementaryItems:
              - elementKind: section-header
                size: {width: fractionalWidth(1.0), height: estimated(44)}
                alignment: top
                offset: [0, -4]
                extendsBoundary: false
                pinToVisibleBounds: true
                zIndex: 2
                contentInsets: {leading: 8, trailing: 8}
            decorationItems:
              - elementKind: section-background
                contentInsets: 5
                zIndex: -1
          - oneOf:
              - when: {minWidth: 800}
                group:
                  layout: horizontal
                  size: {width: fractionalWidth(1), height: absolute(44)}
                  repeatingSubitem: {item: {size: {width: absolute(100), height: fractionalHeight(1)}}}
                  count: 3
              - when: {minWidth: 400, maxWidth: 799.5}
                list: {appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary}
              - list: {appearance: sidebar}
          - group:
              layout: custom
              size: {width: fractionalWidth(1), height: absolute(120)}
              customItems:
                - {x: 0, y: 0, width: "(width - 32) / 3", height: "height / 3", zIndex: 2}
              repeat:
                count: 2
                frame: {x: "8 + (i + 1) * ((width - 32) / 3 + 8)", y: "(i + 1) * height / 3", width: "(width - 32) / 3", height: height / 3}
        defaultSection:
          group:
            layout: vertical
            size: {width: fractionalWidth(1), height: estimated(100)}
            subitems:
              - item: {size: {width: fractionalWidth(1), height: estimated(100)}}
        preview:
          itemCounts: [5, 10, 3, 7]
          dataset: emoji
        """

    /// The same definition as `everythingYAML`, written as JSON with other spellings of the
    /// same values (map-form dimensions, explicit insets maps).
    static let everythingJSON = """
        {
          "format": 1,
          "name": "everything.v1",
          "title": "Every Construct",
          "summary": "One of each key of the format",
          "tags": ["grid", "nested"],
          "configuration": {
        \t"scrollDirection": "vertical",
        \t"interSectionSpacing": 20,
        \t"contentInsetsReference": "layoutMargins",
        \t"boundarySupplementaryItems": [
        \t  {"elementKind": "layout-header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
        \t   "alignment": "top", "pinToVisibleBounds": true, "zIndex": 3}
        \t]
          },
          "sections": [
            {
              "interGroupSpacing": 10,
              "contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
              "contentInsetsReference": "safeArea",
              "supplementaryContentInsetsReference": "none",
              "orthogonalScrollingBehavior": "groupPagingCentered",
              "group": {
                "layout": "horizontal",
                "size": {"width": "fractionalWidth(0.85)", "height": {"fractionalHeight": 0.4}},
                "interItemSpacing": {"flexible": 8},
                "contentInsets": {"top": 6, "leading": 6, "bottom": 6, "trailing": 6},
                "edgeSpacing": {"leading": "flexible(0)", "top": "fixed(8)", "trailing": "fixed(4)", "bottom": "flexible(2)"},
                "supplementaryItems": [
                  {"elementKind": "group-badge", "size": {"width": "absolute(10)", "height": "absolute(10)"},
                   "containerAnchor": {"edges": ["top", "trailing"], "absoluteOffset": [5, -5]}, "zIndex": 4}
                ],
                "subitems": [
                  {"item": {
                    "size": {"width": "fractionalWidth(0.7)", "height": "fractionalHeight(1)"},
                    "contentInsets": 10,
                    "edgeSpacing": {"top": {"fixed": 1}},
                    "supplementaryItems": [
                      {"elementKind": "badge", "size": {"width": "absolute(20)", "height": "absolute(20)"},
                       "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": [0.3, -0.3]},
                       "itemAnchor": {"edges": ["leading", "bottom"]}}
                    ]
                  }},
                  {"group": {
                    "layout": "vertical",
                    "size": {"width": "fractionalWidth(0.3)", "height": "fractionalHeight(1.0)"},
                    "subitem": {"item": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(0.3)"}, "contentInsets": 10}},
                    "count": 2
                  }}
                ]
              },
              "boundarySupplementaryItems": [
                {"elementKind": "section-header", "size": {"width": "fractionalWidth(1)", "height": "estimated(44)"},
                 "alignment": "top", "offset": [0, -4], "extendsBoundary": false, "pinToVisibleBounds": true,
                 "zIndex": 2, "contentInsets": {"top": 0, "leading": 8, "bottom": 0, "trailing": 8}}
              ],
              "decorationItems": [{"elementKind": "section-background", "contentInsets": 5, "zIndex": -1}]
            },
            {"oneOf": [
              {"when": {"minWidth": 800},
               "group": {"layout": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
                         "repeatingSubitem": {"item": {"size": {"width": "absolute(100)", "height": "fractionalHeight(1)"}}},
                         "count": 3}},
              {"when": {"minWidth": 400, "maxWidth": 799.5},
               "list": {"appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary"}},
              {"list": {"appearance": "sidebar"}}
            ]},
            {"group": {
              "layout": "custom",
              "size": {"width": "fractionalWidth(1)", "height": "absolute(120)"},
              "customItems": [{"x": 0, "y": 0, "width": "(width - 32) / 3", "height": "height / 3", "zIndex": 2}],
              "repeat": {"count": 2, "frame": {"x": "8 + (i + 1) * ((width - 32) / 3 + 8)", "y": "(i + 1) * height / 3",
                                               "width": "(width - 32) / 3", "height": "height / 3"}}
            }}
          ],
          "defaultSection": {
            "group": {"layout": "vertical", "size": {"width": "fractionalWidth(1)", "height": "estimated(100)"},
                      "subitems": [{"item": {"size": {"width": "fractionalWidth(1)", "height": "estimated(100)"}}}]}
          },
          "preview": {"itemCounts": [5, 10, 3, 7], "dataset": "emoji"}
        }
        """

    /// Apple's Nested Groups sample (layout-semantics.md §3.6, presets.md).
    static let nestedGroups = """
        name: nested-groups
        title: Nested Groups
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1.0), height: fractionalHeight(0.4)}
            subitems:
              - item: {size: {width: fractionalWidth(0.7), height: fractionalHeight(1.0)}, contentInsets: 10}
              - group:
                  layout: vertical
                  size: {width: fractionalWidth(0.3), height: fractionalHeight(1.0)}
                  subitem: {item: {size: {width: fractionalWidth(1.0), height: fractionalHeight(1.0)}, contentInsets: 10}}
                  count: 2
        preview: {itemCounts: [100]}
        """

    /// Apple's Pinned Section Headers sample.
    static let pinnedHeaders = """
        name: pinned-section-headers
        sections:
          - interGroupSpacing: 5
            contentInsets: {top: 0, leading: 10, bottom: 0, trailing: 10}
            group:
              layout: horizontal
              size: {width: fractionalWidth(1.0), height: absolute(44)}
              subitems: [{item: {size: {width: fractionalWidth(1.0), height: fractionalHeight(1.0)}}}]
            boundarySupplementaryItems:
              - {elementKind: section-header-element-kind, size: {width: fractionalWidth(1.0), height: estimated(44)}, alignment: top, pinToVisibleBounds: true, zIndex: 2}
              - {elementKind: section-footer-element-kind, size: {width: fractionalWidth(1.0), height: estimated(44)}, alignment: bottom}
        defaultSection:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1.0), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(1.0), height: fractionalHeight(1.0)}}}]
        preview: {itemCounts: [5, 5, 5, 5, 5]}
        """

    /// Apple's Two-Column Grid sample.
    static let twoColumn = """
        name: two-column-grid
        section:
          interGroupSpacing: 10
          contentInsets: {leading: 10, trailing: 10}
          group:
            layout: horizontal
            size: {width: fractionalWidth(1.0), height: absolute(44)}
            subitem: {item: {size: {width: fractionalWidth(1.0), height: fractionalHeight(1.0)}}}
            count: 2
            interItemSpacing: fixed(10)
        """

    /// Seed 000's App Store answer: three heights in a vertical group that holds them exactly.
    static let appStoreColumn = """
        name: app-store-column
        section:
          orthogonalScrollingBehavior: continuousGroupLeadingBoundary
          group:
            layout: vertical
            size: {width: absolute(110), height: absolute(205)}
            interItemSpacing: fixed(5)
            edgeSpacing: {trailing: fixed(10)}
            subitems:
              - item: {size: {width: absolute(110), height: absolute(45)}}
              - item: {size: {width: absolute(110), height: absolute(65)}}
              - item: {size: {width: absolute(110), height: absolute(85)}}
        """

    /// Every document above that is valid.
    static let validDocuments = [everythingYAML, everythingJSON, nestedGroups, pinnedHeaders, twoColumn, appStoreColumn]
}
