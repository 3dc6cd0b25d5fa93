/// A JSON Schema of the definition format. (Being completed on the `model` branch.)
public enum DefinitionSchema {
    public static var json: JSONValue {
        .object(["$schema": .string("https://json-schema.org/draft/2020-12/schema"), "title": .string("catalog layout definition")])
    }
}
