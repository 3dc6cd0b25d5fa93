import Foundation
import Testing

@testable import LayoutModel

/// The JSON Schema for editors: valid JSON, complete, and in agreement with the decoder.
@Suite struct DefinitionSchemaTests {
    static func schema() throws -> TestJSON { try TestJSON.parse(DefinitionSchema.json.prettyText) }

    static func checker() throws -> SchemaChecker { SchemaChecker(root: try schema()) }

    @Test func theSchemaIsValidJSONAndDeclaresDraft2020() throws {
        guard case .object(let top) = try Self.schema() else {
            Issue.record("the schema is not an object")
            return
        }
        #expect(top["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(top["additionalProperties"] == .bool(false))
    }

    @Test func everyTopLevelKeyIsListedWithADescription() throws {
        guard case .object(let top) = try Self.schema(), case .object(let properties)? = top["properties"] else {
            Issue.record("no properties")
            return
        }
        #expect(
            Set(properties.keys) == [
                "format", "name", "title", "summary", "tags", "lint", "configuration", "section", "sections", "sectionsByKind",
                "defaultSection", "preview",
            ])
        for (key, property) in properties {
            guard case .object(let p) = property, case .string(let description)? = p["description"] else {
                Issue.record("\(key) has no description")
                continue
            }
            #expect(!description.isEmpty)
        }
    }

    @Test func everyObjectInTheSchemaIsClosedAndDescribed() throws {
        var open: [String] = []
        func visit(_ node: TestJSON, _ path: String) {
            switch node {
            case .object(let o):
                if o["properties"] != nil, o["additionalProperties"] != .bool(false) { open.append(path) }
                if case .object(let properties)? = o["properties"] {
                    for (key, value) in properties {
                        if case .object(let p) = value, p["description"] == nil, p["anyOf"] == nil { open.append("\(path).\(key) (no description)") }
                    }
                }
                // An `if` is a condition on the value, not a shape of it.
                for (key, value) in o where key != "if" { visit(value, "\(path).\(key)") }
            case .array(let a):
                for (i, value) in a.enumerated() { visit(value, "\(path)[\(i)]") }
            default: break
            }
        }
        visit(try Self.schema(), "$")
        #expect(open == [])
    }

    @Test(arguments: [
        ("absolute(44)", true), ("estimated(100)", true), ("fractionalWidth(0.5)", true), ("fractionalHeight(1)", true),
        ("uniformAcrossSiblings(80)", true), ("fractionalWidth(1/3)", true), ("fractionalWidth(9/16 + 0.5)", true),
        (" absolute( 44 ) ", true), ("absolute(1e2)", true),
        ("absolute()", false), ("absolute(44", false), ("absolut(44)", false), ("absolute 44", false), ("44", false),
        ("fractionalWidth(width)", false), ("Absolute(44)", false), ("fixed(10)", false),
    ])
    func dimensionPattern(_ text: String, _ accepted: Bool) {
        #expect(SchemaChecker.matches(text, SchemaPatterns.dimension) == accepted)
        // The decoder agrees.
        let document = DecodingEveryConstructTests.itemDocument(width: "'\(text)'")
        #expect(LayoutDocument.decode(document).errors.isEmpty == accepted)
    }

    @Test(arguments: [
        ("fixed(10)", true), ("flexible(0)", true), ("fixed(20 / 2)", true), ("fixed(-1)", true),
        ("fix(10)", false), ("fixed()", false), ("flexible(x)", false),
    ])
    func spacingPattern(_ text: String, _ accepted: Bool) {
        #expect(SchemaChecker.matches(text, SchemaPatterns.spacing) == accepted)
    }

    @Test(arguments: [
        ("grid", true), ("nested-groups.v2_a", true), ("9lives", true), ("Grid", false), ("-grid", false), ("", false),
        (String(repeating: "a", count: 64), true), (String(repeating: "a", count: 65), false),
    ])
    func namePatternMatchesTheValidator(_ name: String, _ accepted: Bool) {
        #expect(SchemaChecker.matches(name, SchemaPatterns.name) == accepted)
        let definition = LayoutDefinition(name: name, sections: .single(.section(Section(content: .list(ListConfiguration())))))
        #expect(Validator.validate(definition).isEmpty == accepted)
    }

    @Test(arguments: Fixtures.validDocuments)
    func everyValidDocumentsCanonicalFormConformsToTheSchema(_ document: String) throws {
        let definition = try #require(Doc.definition(document))
        #expect(try Self.checker().check(TestJSON.parse(definition.canonicalText)) == [])
    }

    @Test func theHandWrittenJSONDocumentConformsToTheSchema() throws {
        let json = Fixtures.everythingJSON.replacingOccurrences(of: "\t", with: "  ")
        #expect(try Self.checker().check(TestJSON.parse(json)) == [])
    }

    @Test(arguments: [
        (#"{"section": {"list": {}}}"#, "$: missing name"),
        (#"{"name": "x"}"#, "$: matches 0 of oneOf"),
        (#"{"name": "x", "section": {"list": {}}, "sections": [{"list": {}}]}"#, "$: matches 2 of oneOf"),
        (#"{"name": "x", "section": {"list": {}}, "defaultSection": {"list": {}}}"#, "$: matches none of anyOf"),
        (#"{"name": "x", "sections": [{"list": {}}], "sectionsByKind": [{"kind": "a", "list": {}}]}"#, "$: matches 2 of oneOf"),
        (#"{"name": "x", "sectionsByKind": [{"list": {}}]}"#, "$.sectionsByKind[0]: matches 0 of oneOf"),
        (#"{"name": "x", "sectionsByKind": [{"kind": "category(7)", "list": {}}]}"#, "matches 0 of oneOf"),
        (#"{"name": "x", "sectionsByKind": []}"#, "$.sectionsByKind: too few items"),
        (#"{"name": "x", "section": {"list": {}}, "colour": 1}"#, "$.colour: unknown key"),
        (#"{"name": "x", "section": {"list": {"appearance": "fancy"}}}"#, "matches 0 of oneOf"),
        (
            #"{"name": "x", "section": {"group": {"layout": "horizontal", "size": {"width": "absolute(1)", "height": "absolute(1)"}}}}"#,
            "matches 0 of oneOf"
        ),
    ])
    func invalidDocumentsAreRejected(_ json: String, _ problem: String) throws {
        let problems = try Self.checker().check(TestJSON.parse(json))
        #expect(problems.contains { $0.contains(problem) }, "\(problems)")
    }

    @Test func groupChildrenMustBeWrappedAndInsetsNonNegative() throws {
        let base =
            #"{"name": "x", "section": {"group": {"layout": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "subitems": [CHILD]}}}"#
        let wrapped = base.replacingOccurrences(
            of: "CHILD", with: #"{"item": {"size": {"width": "absolute(10)", "height": "absolute(10)"}, "contentInsets": 2}}"#)
        #expect(try Self.checker().check(TestJSON.parse(wrapped)) == [])
        let bare = base.replacingOccurrences(of: "CHILD", with: #"{"size": {"width": "absolute(10)", "height": "absolute(10)"}}"#)
        #expect(try !Self.checker().check(TestJSON.parse(bare)).isEmpty)
        let negative = wrapped.replacingOccurrences(of: #""contentInsets": 2"#, with: #""contentInsets": {"left": 2}"#)
        #expect(try !Self.checker().check(TestJSON.parse(negative)).isEmpty)
        let custom = base.replacingOccurrences(of: #""layout": "horizontal""#, with: #""layout": "custom""#).replacingOccurrences(
            of: "CHILD", with: "")
        #expect(try !Self.checker().check(TestJSON.parse(custom)).isEmpty)
    }

    @Test func enumsListTheModelsValues() throws {
        guard case .object(let top) = try Self.schema(), case .object(let defs)? = top["$defs"] else {
            Issue.record("no $defs")
            return
        }
        func values(_ node: TestJSON?) -> [String] {
            guard case .object(let o)? = node, case .array(let list)? = o["enum"] else { return [] }
            return list.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
        }
        #expect(values(defs["alignment"]) == RectAlignment.allCases.map(\.rawValue))
        guard case .object(let section)? = defs["section"], case .object(let properties)? = section["properties"] else {
            Issue.record("no section properties")
            return
        }
        #expect(values(properties["orthogonalScrollingBehavior"]) == OrthogonalScrollingBehavior.allCases.map(\.rawValue))
        #expect(values(properties["contentInsetsReference"]) == ContentInsetsReference.allCases.map(\.rawValue))
    }
}
