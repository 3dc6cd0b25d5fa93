/// Schemas of the document's structure: configuration, sections, groups, items and their
/// supplementary, boundary and decoration items.
enum SchemaStructureDefinitions {
    typealias B = SchemaBuilder

    static let insetsReference = B.enumeration(
        ContentInsetsReference.allCases.map(\.rawValue),
        "UIContentInsetsReference: which system insets contentInsets are measured from (automatic follows the configuration).")

    static var all: [String: JSONValue] {
        [
            "configuration": B.object(
                "UICollectionViewCompositionalLayoutConfiguration.",
                [
                    "scrollDirection": B.enumeration(ScrollDirection.allCases.map(\.rawValue), "UICollectionView.ScrollDirection, default vertical."),
                    "interSectionSpacing": B.number("Points between consecutive sections (never after the last), default 0.", minimum: 0),
                    "contentInsetsReference": insetsReference,
                    "boundarySupplementaryItems": B.array(
                        B.ref("boundaryItem", "A layout-wide header or footer."), "Headers and footers of the whole layout."),
                ]),
            "sectionChoice": .object([
                "description": .string(
                    "A section, {oneOf: [sections]} (the first alternative whose when holds is used), or {returnsNil: true} (the provider returns nil)."
                ),
                "oneOf": .array([
                    .object(["$ref": .string("#/$defs/section")]),
                    B.object(
                        "The section provider returns nil: the data section must have no items.", required: ["returnsNil"], ["returnsNil": returnsNil]
                    ),
                    B.object(
                        "Alternatives picked by the container's width and the trait collection.", required: ["oneOf"],
                        [
                            "oneOf": B.array(
                                B.ref("section", "An alternative, usually with when."),
                                "Alternatives in order; the first whose when holds is used, so the last usually has no when.", minItems: 1)
                        ]),
                ]),
            ]),
            "section": B.object(
                "NSCollectionLayoutSection: a group template (or a list configuration) and its spacing, insets, headers and backgrounds.",
                sectionProperties, extra: ["oneOf": .array([B.requires("group"), B.requires("list")])]),
            "kindSection": .object([
                "description": .string(
                    "An entry of sectionsByKind: a section (or {oneOf: [sections]}, or {returnsNil: true}) with the kind of data section it lays out."
                ),
                "oneOf": .array([
                    B.object(
                        "The section provider returns nil for this kind: its data sections must have no items.", required: ["kind", "returnsNil"],
                        ["kind": kind, "returnsNil": returnsNil]),
                    B.object(
                        "A section for one kind.", required: ["kind"], sectionProperties.merging(["kind": kind]) { first, _ in first },
                        extra: ["oneOf": .array([B.requires("group"), B.requires("list")])]),
                    B.object(
                        "Alternatives for one kind, picked by the container's width and the trait collection.", required: ["kind", "oneOf"],
                        [
                            "kind": kind,
                            "oneOf": B.array(
                                B.ref("section", "An alternative, usually with when."),
                                "Alternatives in order; the first whose when holds is used, so the last usually has no when.", minItems: 1),
                        ]),
                ]),
            ]),
            "list": B.object(
                "UICollectionLayoutListConfiguration.",
                [
                    "appearance": B.enumeration(
                        ListConfiguration.Appearance.allCases.map(\.rawValue), "UICollectionLayoutListConfiguration.Appearance, default plain."),
                    "headerMode": B.enumeration(ListConfiguration.HeaderMode.allCases.map(\.rawValue), "HeaderMode, default none."),
                    "footerMode": B.enumeration(ListConfiguration.FooterMode.allCases.map(\.rawValue), "FooterMode, default none."),
                    "headerTopPadding": B.number(
                        "Points above each supplementary header (iOS 15); absent: UIKit's default, taken as none.", minimum: 0),
                ]),
            "condition": B.object(
                "A test on what the section provider sees: the layout container's effective width (both bounds inclusive) and the trait collection. Every key given must hold.",
                [
                    "minWidth": B.number("Applies when the width is at least this (inclusive).", minimum: 0),
                    "maxWidth": B.number("Applies when the width is at most this (inclusive).", minimum: 0),
                    "horizontalSizeClass": B.enumeration(
                        SizeClass.allCases.map(\.rawValue),
                        "Applies when traitCollection.horizontalSizeClass is this (never when it is unspecified)."),
                    "verticalSizeClass": B.enumeration(
                        SizeClass.allCases.map(\.rawValue),
                        "Applies when traitCollection.verticalSizeClass is this (never when it is unspecified)."),
                    "userInterfaceIdiom": B.enumeration(
                        UserInterfaceIdiom.allCases.map(\.rawValue),
                        "Applies when traitCollection.userInterfaceIdiom is this (UIUserInterfaceIdiom's case names)."),
                ], extra: ["minProperties": .number(1)]),
            "group": group,
            "groupChild": .object([
                "description": .string("A group's child, wrapped so an item is never mistaken for a group: {item: …} or {group: …}."),
                "oneOf": .array([
                    B.object("An item.", required: ["item"], ["item": B.ref("item", "NSCollectionLayoutItem.")]),
                    B.object(
                        "A nested group.", required: ["group"],
                        ["group": B.ref("group", "NSCollectionLayoutGroup, laid out like an item inside its parent.")]),
                ]),
            ]),
            "item": B.object(
                "NSCollectionLayoutItem: one cell's geometry.", required: ["size"],
                [
                    "size": B.ref("size", "layoutSize; fractions refer to the parent group's content box."),
                    "contentInsets": B.ref("insets", "Applied after the item is placed, shrinking the cell; ignored on an estimated axis."),
                    "edgeSpacing": B.ref("edgeSpacing", "Space outside the item that moves it and the items after it."),
                    "supplementaryItems": B.array(
                        B.ref("supplementaryItem", "A badge or other attached view."), "Views anchored to the item; elementKind unique per item."),
                ]),
            "supplementaryItem": B.object(
                "NSCollectionLayoutSupplementaryItem: a view anchored to an item or group (a badge).",
                required: ["elementKind", "size", "containerAnchor"],
                [
                    "elementKind": B.string("The kind views are registered and provided by.", minLength: 1),
                    "size": B.ref("size", "layoutSize; fractions refer to the host."),
                    "containerAnchor": B.ref("anchor", "Where it attaches to the host."),
                    "itemAnchor": B.ref("anchor", "Which point of the supplementary item meets the container anchor."),
                    "zIndex": B.integer("Stacking order, default 1 (the catalog's choice; UIKit's default is undocumented)."),
                ]),
            "boundaryItem": B.object(
                "NSCollectionLayoutBoundarySupplementaryItem: a header or footer.", required: ["elementKind", "size", "alignment"],
                [
                    "elementKind": B.string("The kind views are registered and provided by.", minLength: 1),
                    "size": B.ref("size", "layoutSize; fractions refer to the section (or layout) width."),
                    "alignment": B.ref("alignment", "Where it sits: top, bottom, …"),
                    "offset": B.ref("point", "absoluteOffset in points, default [0, 0]."),
                    "extendsBoundary": B.boolean("Whether it extends the host's content area instead of overlapping it, default true."),
                    "pinToVisibleBounds": B.boolean("Whether it sticks to the visible bounds while its section is visible, default false."),
                    "zIndex": B.integer("Stacking order, default 1; a pinned header needs more than the cells' (Apple's sample uses 2)."),
                    "contentInsets": B.ref("insets", "Insets of the item itself."),
                ]),
            "decorationItem": B.object(
                "NSCollectionLayoutDecorationItem.background(elementKind:): a section background.", required: ["elementKind"],
                [
                    "elementKind": B.string("The kind registered on the layout for this decoration view.", minLength: 1),
                    "contentInsets": B.ref("insets", "Insets of the background from the section's edges."),
                    "zIndex": B.integer("Stacking order, default 0; cells in a decorated section are promoted to 1."),
                ]),
            "preview": B.object(
                "Sample data for drawing the layout (not UIKit).", required: ["itemCounts"],
                [
                    "itemCounts": B.array(
                        B.integer("Items in this data section.", minimum: 0), "Items per data section; its length is the number of sections."),
                    "sectionIdentifiers": B.array(
                        B.string("A section identifier, e.g. featured or category(id: 7).", minLength: 1),
                        "With sectionsByKind: the section identifier of each data section, one per item count; its kind picks the section."),
                    "dataset": B.string("A dataset whose titles label the cells."),
                ]),
        ]
    }

    /// The keys of a section, shared by `section` and the `sectionsByKind` entries.
    static var sectionProperties: [String: JSONValue] {
        [
            "group": B.ref("group", "The group template repeated to lay out the section's items (NSCollectionLayoutSection(group:))."),
            "list": B.ref(
                "list", "UICollectionLayoutListConfiguration instead of a group (NSCollectionLayoutSection.list(using:layoutEnvironment:))."),
            "interGroupSpacing": B.ref("containerNumber", "Points between consecutive groups, default 0."),
            "contentInsets": B.ref("insets", "Space around the section's content."),
            "contentInsetsReference": insetsReference,
            "supplementaryContentInsetsReference": insetsReference,
            "supplementariesFollowContentInsets": B.boolean(
                "NSCollectionLayoutSection.supplementariesFollowContentInsets (iOS 13-15; supplementaryContentInsetsReference from iOS 16), default true: false lays boundary items out without the section's leading and trailing insets."
            ),
            "orthogonalScrollingBehavior": B.enumeration(
                OrthogonalScrollingBehavior.allCases.map(\.rawValue),
                "UICollectionLayoutSectionOrthogonalScrollingBehavior: none lays groups out along the layout's axis; the others make one row that scrolls across it."
            ),
            "boundarySupplementaryItems": B.array(
                B.ref("boundaryItem", "A section header or footer."), "Section headers and footers; elementKind unique per section."),
            "decorationItems": B.array(
                B.ref("decorationItem", "A background."), "Section backgrounds (NSCollectionLayoutDecorationItem.background)."),
            "when": B.ref("condition", "When this alternative applies (inside oneOf)."),
        ]
    }

    /// `returnsNil`, which can only be true.
    static let returnsNil: JSONValue = .object([
        "const": .bool(true),
        "description": .string(
            "The section provider returns nil here. UIKit lays out an empty section in its place while the data section has no items, and raises when it has any."
        ),
    ])

    /// A `sectionsByKind` entry's kind.
    static let kind = B.string(
        "The kind of data section this entry lays out: the case of the app's section identifier (category for .category(id: 7)) or a string identifier. No parentheses; unique in sectionsByKind.",
        pattern: "^[^()]+$")

    static var group: JSONValue {
        let forbidden = { (keys: [String]) -> JSONValue in
            .object(["not": .object(["anyOf": .array(keys.map { B.requires($0) })])])
        }
        return B.object(
            "NSCollectionLayoutGroup: lays out items and nested groups along an axis, or at custom frames.", required: ["layout", "size"],
            [
                "layout": B.enumeration(
                    GroupLayout.allCases.map(\.rawValue), "horizontal(layoutSize:…), vertical(layoutSize:…) or custom(layoutSize:itemProvider:)."),
                "size": B.ref("size", "layoutSize; fractions refer to the parent's content box (the section's for a top-level group)."),
                "subitems": B.array(B.ref("groupChild", "A child."), "Children cycled (a, b, a, b, …) until the next one does not fit.", minItems: 1),
                "subitem": B.ref("groupChild", "With count: the child repeated count times, sized equally along the axis (iOS 13 API)."),
                "repeatingSubitem": B.ref("groupChild", "With count: the child repeated count times at its own size (iOS 16 API)."),
                "count": .object([
                    "description": .string(
                        "How many copies of subitem or repeatingSubitem: a whole number ≥ 1, or an expression over the layout container whose whole part is the count, e.g. \"floor(container.width / 80)\"."
                    ),
                    "anyOf": .array([
                        .object(["type": .string("integer"), "minimum": .number(1)]),
                        .object(["$ref": .string("#/$defs/containerExpression")]),
                    ]),
                ]),
                "customItems": B.array(B.ref("customFrame", "A frame."), "A custom group's fixed frames (come before repeat's)."),
                "repeat": B.object(
                    "count frames from one template, with i = 0, 1, …", required: ["count", "frame"],
                    [
                        "count": B.integer("How many frames.", minimum: 1),
                        "frame": B.ref("customFrame", "The template; may use i."),
                    ]),
                "interItemSpacing": B.ref("spacing", "Space between adjacent children."),
                "contentInsets": B.ref("insets", "Shrinks the box the children are laid out in."),
                "edgeSpacing": B.ref("edgeSpacing", "Space outside the group."),
                "supplementaryItems": B.array(
                    B.ref("supplementaryItem", "A view anchored to the group."), "Views anchored to the group; elementKind unique per group."),
            ],
            extra: [
                "if": .object(["properties": .object(["layout": .object(["const": .string("custom")])]), "required": .array([.string("layout")])]),
                "then": .object([
                    "anyOf": .array([B.requires("customItems"), B.requires("repeat")]),
                    "allOf": .array([forbidden(["subitems", "subitem", "repeatingSubitem", "count"])]),
                ]),
                "else": .object([
                    "oneOf": .array([B.requires("subitems"), B.requires("subitem", "count"), B.requires("repeatingSubitem", "count")]),
                    "allOf": .array([forbidden(["customItems", "repeat"])]),
                ]),
                "dependentSchemas": .object(["subitems": forbidden(["count"])]),
            ])
    }
}
