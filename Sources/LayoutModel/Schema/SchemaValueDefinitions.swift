/// Schemas of the small value types: dimensions, sizes, spacings, insets, points, anchors,
/// alignments and expressions.
enum SchemaValueDefinitions {
    typealias B = SchemaBuilder

    static var all: [String: JSONValue] {
        [
            "constantExpression": .object([
                "description": .string(
                    "A number, or a string with constant arithmetic such as \"9/16 + 0.5\" (+ - * / %, parentheses, min, max, floor, ceil)."),
                "anyOf": .array([
                    .object(["type": .string("number")]),
                    .object(["type": .string("string"), "pattern": .string(SchemaPatterns.constantExpression)]),
                ]),
            ]),
            "containerExpression": .object([
                "description": .string(
                    "An expression over the layout container (layoutEnvironment.container.effectiveContentSize): container.width and container.height with + - * / %, parentheses, min, max, floor, ceil, e.g. \"container.width * 0.56\"."
                ),
                "type": .string("string"),
                "pattern": .string(SchemaPatterns.containerExpression),
            ]),
            "containerNumber": .object([
                "description": .string("A number (≥ 0), or an expression over the layout container such as \"container.width * 0.05\"."),
                "anyOf": .array([
                    .object(["type": .string("number"), "minimum": .number(0)]),
                    .object(["$ref": .string("#/$defs/containerExpression")]),
                ]),
            ]),
            "dimension": dimension,
            "size": B.object(
                "NSCollectionLayoutSize: a width and a height dimension.", required: ["width", "height"],
                [
                    "width": B.ref("dimension", "widthDimension."),
                    "height": B.ref("dimension", "heightDimension."),
                ]),
            "spacing": spacing,
            "edgeSpacingAmount": edgeSpacingAmount,
            "insets": .object([
                "description": .string(
                    "NSDirectionalEdgeInsets in points (≥ 0): one number for all four edges, or {top, leading, bottom, trailing} with missing edges 0. Directional: leading/trailing, never left/right."
                ),
                "oneOf": .array([
                    .object(["type": .string("number"), "minimum": .number(0)]),
                    .object(["$ref": .string("#/$defs/containerExpression")]),
                    B.object(
                        "Per-edge insets in points, each a number or an expression over the layout container.",
                        [
                            "top": B.ref("containerNumber", "Top inset in points."),
                            "leading": B.ref("containerNumber", "Leading inset in points (left in left-to-right layouts)."),
                            "bottom": B.ref("containerNumber", "Bottom inset in points."),
                            "trailing": B.ref("containerNumber", "Trailing inset in points (right in left-to-right layouts)."),
                        ]),
                ]),
            ]),
            "edgeSpacing": B.object(
                "NSCollectionLayoutEdgeSpacing: extra space outside an item, per edge; a missing edge is nil. flexible(0) on both sides of an axis centres the item.",
                [
                    "leading": B.ref("edgeSpacingAmount", "Space before the item on the leading side."),
                    "top": B.ref("edgeSpacingAmount", "Space above the item."),
                    "trailing": B.ref("edgeSpacingAmount", "Space after the item on the trailing side."),
                    "bottom": B.ref("edgeSpacingAmount", "Space below the item."),
                ]),
            "point": .object([
                "description": .string("A pair [x, y]."),
                "type": .string("array"),
                "items": .object(["type": .string("number")]),
                "minItems": .number(2),
                "maxItems": .number(2),
            ]),
            "anchor": B.object(
                "NSCollectionLayoutAnchor: where a supplementary item attaches to its host.",
                [
                    "edges": .object([
                        "description": .string("NSDirectionalRectEdge: at most one edge per axis; none means centred."),
                        "type": .string("array"),
                        "items": B.enumeration(DirectionalEdge.allCases.map(\.rawValue), "An edge of the host."),
                        "uniqueItems": .bool(true),
                        "maxItems": .number(2),
                    ]),
                    "fractionalOffset": B.ref(
                        "point",
                        "Offset as a fraction of the supplementary item's own size, e.g. [0.3, -0.3] pushes a badge out past a top-trailing corner."),
                    "absoluteOffset": B.ref("point", "Offset in points."),
                ], extra: ["not": B.requires("fractionalOffset", "absoluteOffset")]),
            "alignment": B.enumeration(
                RectAlignment.allCases.map(\.rawValue),
                "NSRectAlignment: where a boundary item sits; top is top centre, topLeading the top-leading corner."),
            "frameExpression": .object([
                "description": .string(
                    "A number, or an arithmetic expression over the group's container width and height (and i, the 0-based index, inside repeat): + - * / %, parentheses, min(a, b), max(a, b), floor(x), ceil(x)."
                ),
                "anyOf": .array([
                    .object(["type": .string("number")]),
                    .object(["type": .string("string"), "minLength": .number(1)]),
                ]),
            ]),
            "customFrame": B.object(
                "NSCollectionLayoutGroupCustomItem(frame:zIndex:), {0,0}-relative to the group.", required: ["x", "y", "width", "height"],
                [
                    "x": B.ref("frameExpression", "The frame's x."),
                    "y": B.ref("frameExpression", "The frame's y."),
                    "width": B.ref("frameExpression", "The frame's width (≥ 0)."),
                    "height": B.ref("frameExpression", "The frame's height (≥ 0)."),
                    "zIndex": B.integer("The item's zIndex, default 0."),
                ]),
        ]
    }

    static var dimension: JSONValue {
        let kinds: [(Dimension.Kind, String, JSONValue)] = [
            (.absolute, "An exact size in points (≥ 0).", .object(["minimum": .number(0)])),
            (
                .estimated,
                "An estimate in points, replaced by the measured size: > 0, or 0 on a supplementary or boundary item (UIKit sizes the view to fit).",
                .object(["minimum": .number(0)])
            ),
            (
                .fractionalWidth, "A fraction (≥ 0; 0 shows nothing) of the containing box's width; usable for either axis.",
                .object(["minimum": .number(0)])
            ),
            (
                .fractionalHeight, "A fraction (≥ 0; 0 shows nothing) of the containing box's height; usable for either axis.",
                .object(["minimum": .number(0)])
            ),
            (
                .uniformAcrossSiblings, "iOS 17: an estimate (> 0) that grows to the largest sibling's measured size.",
                .object(["exclusiveMinimum": .number(0)])
            ),
        ]
        var properties: [String: JSONValue] = [:]
        for (kind, description, bound) in kinds {
            guard case .object(var number) = bound else { continue }
            number["type"] = .string("number")
            var forms: [JSONValue] = [.object(number), .object(["$ref": .string("#/$defs/constantExpression"), "type": .string("string")])]
            if kind != .uniformAcrossSiblings { forms.append(.object(["$ref": .string("#/$defs/containerExpression")])) }
            properties[kind.rawValue] = .object(["description": .string(description), "anyOf": .array(forms)])
        }
        return .object([
            "description": .string(
                "NSCollectionLayoutDimension: absolute(44), estimated(100), fractionalWidth(0.5), fractionalHeight(1) or uniformAcrossSiblings(80); also a one-key map such as {fractionalWidth: 0.5}. The argument may be constant arithmetic: fractionalWidth(1/3)."
            ),
            "oneOf": .array([
                B.string("name(value), e.g. fractionalWidth(0.5).", pattern: SchemaPatterns.dimension),
                B.string(
                    "absolute or estimated of an expression over the layout container, e.g. absolute(\"container.width * 0.56\").",
                    pattern: SchemaPatterns.dimensionOverContainer),
                B.object(
                    "{kind: value}, e.g. {fractionalWidth: 0.5}.", properties, extra: ["minProperties": .number(1), "maxProperties": .number(1)]),
            ]),
        ])
    }

    /// An edge of `NSCollectionLayoutEdgeSpacing`: a spacing whose fixed amount may be negative.
    static var edgeSpacingAmount: JSONValue {
        let constant: JSONValue = .object(["$ref": .string("#/$defs/constantExpression"), "type": .string("string")])
        return .object([
            "description": .string(
                "NSCollectionLayoutSpacing for one edge: fixed(8) exactly, fixed(-24) pulls the item back over its neighbour, flexible(0) at least 0 with a share of the leftover space. Also {fixed: -24}."
            ),
            "oneOf": .array([
                B.string("fixed(value) or flexible(value).", pattern: SchemaPatterns.spacing),
                B.object(
                    "{fixed: value} or {flexible: value}.",
                    [
                        "fixed": .object(["anyOf": .array([.object(["type": .string("number")]), constant])]),
                        "flexible": .object(["anyOf": .array([.object(["type": .string("number"), "minimum": .number(0)]), constant])]),
                    ],
                    extra: ["minProperties": .number(1), "maxProperties": .number(1)]),
            ]),
        ])
    }

    static var spacing: JSONValue {
        let number: JSONValue = .object([
            "anyOf": .array([
                .object(["type": .string("number"), "minimum": .number(0)]),
                .object(["$ref": .string("#/$defs/constantExpression"), "type": .string("string")]),
                .object(["$ref": .string("#/$defs/containerExpression")]),
            ])
        ])
        return .object([
            "description": .string(
                "NSCollectionLayoutSpacing: fixed(10) is exactly 10 points; flexible(10) is at least 10, with leftover space shared out evenly. Also {fixed: 10}."
            ),
            "oneOf": .array([
                B.string("fixed(value) or flexible(value).", pattern: SchemaPatterns.spacing),
                B.string("fixed or flexible of an expression over the layout container.", pattern: SchemaPatterns.spacingOverContainer),
                B.object(
                    "{fixed: value} or {flexible: value}.", ["fixed": number, "flexible": number],
                    extra: ["minProperties": .number(1), "maxProperties": .number(1)]),
            ]),
        ])
    }
}
