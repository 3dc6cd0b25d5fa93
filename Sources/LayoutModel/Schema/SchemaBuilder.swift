/// Small constructors for JSON Schema nodes, so the schema reads like the format it describes.
enum SchemaBuilder {
    /// `{"$ref": "#/$defs/name"}` with a description.
    static func ref(_ name: String, _ description: String) -> JSONValue {
        .object(["$ref": .string("#/$defs/\(name)"), "description": .string(description)])
    }

    /// A closed object: unknown keys are errors, as in the catalog's decoder.
    static func object(
        _ description: String, required: [String] = [], _ properties: [String: JSONValue],
        extra: [String: JSONValue] = [:]
    ) -> JSONValue {
        var o: [String: JSONValue] = [
            "type": .string("object"),
            "description": .string(description),
            "properties": .object(properties),
            "additionalProperties": .bool(false),
        ]
        if !required.isEmpty { o["required"] = .array(required.map(JSONValue.string)) }
        o.merge(extra) { _, new in new }
        return .object(o)
    }

    /// A string from a fixed list.
    static func enumeration(_ values: [String], _ description: String) -> JSONValue {
        .object(["type": .string("string"), "enum": .array(values.map(JSONValue.string)), "description": .string(description)])
    }

    /// A number with an optional lower bound.
    static func number(_ description: String, minimum: Double? = nil, exclusiveMinimum: Double? = nil) -> JSONValue {
        var o: [String: JSONValue] = ["type": .string("number"), "description": .string(description)]
        if let minimum { o["minimum"] = .number(minimum) }
        if let exclusiveMinimum { o["exclusiveMinimum"] = .number(exclusiveMinimum) }
        return .object(o)
    }

    /// A whole number with an optional lower bound.
    static func integer(_ description: String, minimum: Double? = nil, maximum: Double? = nil) -> JSONValue {
        var o: [String: JSONValue] = ["type": .string("integer"), "description": .string(description)]
        if let minimum { o["minimum"] = .number(minimum) }
        if let maximum { o["maximum"] = .number(maximum) }
        return .object(o)
    }

    /// A string, optionally matching a pattern.
    static func string(_ description: String, pattern: String? = nil, minLength: Double? = nil, maxLength: Double? = nil) -> JSONValue {
        var o: [String: JSONValue] = ["type": .string("string"), "description": .string(description)]
        if let pattern { o["pattern"] = .string(pattern) }
        if let minLength { o["minLength"] = .number(minLength) }
        if let maxLength { o["maxLength"] = .number(maxLength) }
        return .object(o)
    }

    static func boolean(_ description: String) -> JSONValue {
        .object(["type": .string("boolean"), "description": .string(description)])
    }

    /// A list of one kind of value.
    static func array(_ items: JSONValue, _ description: String, minItems: Double? = nil) -> JSONValue {
        var o: [String: JSONValue] = ["type": .string("array"), "items": items, "description": .string(description)]
        if let minItems { o["minItems"] = .number(minItems) }
        return .object(o)
    }

    /// `{"required": [keys]}`, for oneOf/anyOf alternatives.
    static func requires(_ keys: String...) -> JSONValue {
        .object(["required": .array(keys.map(JSONValue.string))])
    }
}
