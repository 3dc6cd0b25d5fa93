import Foundation

@testable import LayoutModel

/// A JSON value read back from text, for checking documents against the schema.
indirect enum TestJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TestJSON])
    case object([String: TestJSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? container.decode(Double.self) {
            self = .number(n)
        } else if let s = try? container.decode(String.self) {
            self = .string(s)
        } else if let a = try? container.decode([TestJSON].self) {
            self = .array(a)
        } else {
            self = .object(try container.decode([String: TestJSON].self))
        }
    }

    static func parse(_ text: String) throws -> TestJSON {
        try JSONDecoder().decode(TestJSON.self, from: Data(text.utf8))
    }
}

/// A small JSON Schema 2020-12 checker covering exactly the keywords the definition schema
/// uses; any other keyword is reported, so the schema cannot silently rely on one it ignores.
struct SchemaChecker {
    let root: TestJSON
    static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description"]

    /// The problems found, as "path: what"; empty when the value conforms.
    func check(_ value: TestJSON) -> [String] {
        var problems: [String] = []
        check(value, against: root, at: "$", &problems)
        return problems
    }

    private func resolve(_ reference: String) -> TestJSON? {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix), case .object(let top) = root, case .object(let defs)? = top["$defs"] else { return nil }
        return defs[String(reference.dropFirst(prefix.count))]
    }

    private func conforms(_ value: TestJSON, _ schema: TestJSON) -> Bool {
        var problems: [String] = []
        check(value, against: schema, at: "", &problems)
        return problems.isEmpty
    }

    private func check(_ value: TestJSON, against schema: TestJSON, at path: String, _ problems: inout [String]) {
        guard case .object(let s) = schema else {
            if schema == .bool(false) { problems.append("\(path): not allowed") }
            return
        }
        for (keyword, argument) in s {
            switch (keyword, argument) {
            case _ where Self.annotations.contains(keyword):
                break
            case ("$ref", .string(let reference)):
                if let target = resolve(reference) {
                    check(value, against: target, at: path, &problems)
                } else {
                    problems.append("\(path): unresolvable \(reference)")
                }
            case ("type", .string(let type)):
                if !Self.has(value, type: type) { problems.append("\(path): expected \(type)") }
            case ("enum", .array(let allowed)):
                if !allowed.contains(value) { problems.append("\(path): not in enum") }
            case ("const", let constant):
                if value != constant { problems.append("\(path): not the constant") }
            case ("pattern", .string(let pattern)):
                if case .string(let text) = value, !Self.matches(text, pattern) { problems.append("\(path): '\(text)' does not match \(pattern)") }
            case ("minimum", .number(let bound)):
                if case .number(let n) = value, n < bound { problems.append("\(path): \(n) < \(bound)") }
            case ("maximum", .number(let bound)):
                if case .number(let n) = value, n > bound { problems.append("\(path): \(n) > \(bound)") }
            case ("exclusiveMinimum", .number(let bound)):
                if case .number(let n) = value, n <= bound { problems.append("\(path): \(n) ≤ \(bound)") }
            case ("minLength", .number(let bound)):
                if case .string(let text) = value, Double(text.count) < bound { problems.append("\(path): too short") }
            case ("maxLength", .number(let bound)):
                if case .string(let text) = value, Double(text.count) > bound { problems.append("\(path): too long") }
            case ("properties", .object(let properties)):
                if case .object(let members) = value {
                    for (key, member) in members { if let sub = properties[key] { check(member, against: sub, at: "\(path).\(key)", &problems) } }
                }
            case ("additionalProperties", let extra):
                if case .object(let members) = value, case .object(let declared)? = s["properties"] {
                    for (key, member) in members where declared[key] == nil {
                        if extra == .bool(false) {
                            problems.append("\(path).\(key): unknown key")
                        } else {
                            check(member, against: extra, at: "\(path).\(key)", &problems)
                        }
                    }
                }
            case ("required", .array(let keys)):
                if case .object(let members) = value {
                    for case .string(let key) in keys where members[key] == nil { problems.append("\(path): missing \(key)") }
                }
            case ("minProperties", .number(let bound)):
                if case .object(let members) = value, Double(members.count) < bound { problems.append("\(path): too few keys") }
            case ("maxProperties", .number(let bound)):
                if case .object(let members) = value, Double(members.count) > bound { problems.append("\(path): too many keys") }
            case ("items", let itemSchema):
                if case .array(let items) = value {
                    for (i, item) in items.enumerated() { check(item, against: itemSchema, at: "\(path)[\(i)]", &problems) }
                }
            case ("minItems", .number(let bound)):
                if case .array(let items) = value, Double(items.count) < bound { problems.append("\(path): too few items") }
            case ("maxItems", .number(let bound)):
                if case .array(let items) = value, Double(items.count) > bound { problems.append("\(path): too many items") }
            case ("uniqueItems", .bool(true)):
                if case .array(let items) = value, items.indices.contains(where: { i in items[..<i].contains(items[i]) }) {
                    problems.append("\(path): duplicate items")
                }
            case ("oneOf", .array(let options)):
                let matching = options.filter { conforms(value, $0) }.count
                if matching != 1 { problems.append("\(path): matches \(matching) of oneOf") }
            case ("anyOf", .array(let options)):
                if !options.contains(where: { conforms(value, $0) }) { problems.append("\(path): matches none of anyOf") }
            case ("allOf", .array(let options)):
                for option in options { check(value, against: option, at: path, &problems) }
            case ("not", let negated):
                if conforms(value, negated) { problems.append("\(path): matches a forbidden shape") }
            case ("if", let condition):
                if conforms(value, condition) {
                    if let then = s["then"] { check(value, against: then, at: path, &problems) }
                } else if let otherwise = s["else"] {
                    check(value, against: otherwise, at: path, &problems)
                }
            case ("then", _), ("else", _):
                break
            case ("dependentRequired", .object(let dependencies)):
                if case .object(let members) = value {
                    for (key, needed) in dependencies where members[key] != nil {
                        if case .array(let keys) = needed {
                            for case .string(let k) in keys where members[k] == nil { problems.append("\(path): \(key) needs \(k)") }
                        }
                    }
                }
            case ("dependentSchemas", .object(let dependencies)):
                if case .object(let members) = value {
                    for (key, sub) in dependencies where members[key] != nil { check(value, against: sub, at: path, &problems) }
                }
            default:
                problems.append("\(path): the checker does not know keyword \(keyword)")
            }
        }
    }

    static func has(_ value: TestJSON, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("number", .number), ("boolean", .bool), ("null", .null): true
        case ("integer", .number(let n)): n == n.rounded()
        default: false
        }
    }

    static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
