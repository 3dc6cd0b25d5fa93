import Foundation
import LayoutModel
import Testing

@testable import CatalogPresentation

@Suite struct JSONWriterTests {
    static func written(_ body: (inout JSONWriter) -> Void) -> String {
        let target = OutputTarget.memory()
        var writer = JSONWriter(to: target)
        body(&writer)
        writer.finish()
        return target.text
    }

    @Test func numbersKeepSixDecimalsAndDropTheNoise() {
        // 0.7 × 112.28571428571429 is 78.60000000000001 in binary; a pixel at @3x is 0.333… pt.
        let values: [(Double, String)] = [
            (78.60000000000001, "78.6"), (255.1, "255.1"), (80, "80"), (-0.0, "0"), (1.0 / 3.0, "0.333333"),
            (-2.5, "-2.5"), (0.0000004, "0"), (0.0000006, "0.000001"), (3_000_000.25, "3000000.25"), (-1e-9, "0"),
            (123_456_789.123456, "123456789.123456"), (1e20, "1e+20"), (1.5e20, "1.5e+20"),
        ]
        for (value, text) in values {
            #expect(Self.written { $0.number(value) } == text, "\(value)")
        }
        #expect(Self.written { $0.number(.nan) } == "null")
        #expect(Self.written { $0.number(-.infinity) } == "null")
        #expect(Self.written { $0.integer(-1234) } == "-1234")
        #expect(Self.written { $0.integer(Int.min) } == "\(Int.min)")
    }

    @Test func peopleReadTwoDecimalsWithTheSameRule() {
        #expect(NumberText.format(78.60000000000001) == "78.6")
        #expect(NumberText.format(1.0 / 3.0) == "0.33")
        #expect(NumberText.format(-0.004) == "0")
        #expect(NumberText.signed(16) == "+16")
        #expect(NumberText.signed(-0.5) == "-0.5")
        #expect(NumberText.signed(0) == "0")
        #expect(NumberText.grouped(1240) == "1,240")
        #expect(NumberText.grouped(1310.5) == "1,310.5")
        #expect(NumberText.grouped(12) == "12")
        #expect(NumberText.grouped(1_234_567) == "1,234,567")
        #expect(NumberText.grouped(-1_493.4) == "-1,493.4")
    }

    @Test func stringsAreEscapedAsRFC8259Asks() {
        let text = "a\"b\\c\nd\te\u{1}f\u{1B}[31mé🙂"
        let json = Self.written { $0.string(text) }
        #expect(json == #""a\"b\\c\nd\te\u0001f\u001b[31mé🙂""#)
        // And it reads back to the same string.
        let decoded = try? JSONDecoder().decode(String.self, from: Data(json.utf8))
        #expect(decoded == text)
    }

    @Test func keysComeInTheOrderWrittenAndContainersIndentOrStayInline() {
        let json = Self.written { w in
            w.beginObject()
            w.key("zeta")
            w.integer(1)
            w.key("alpha")
            w.beginObject(inline: true)
            w.key("b")
            w.bool(true)
            w.key("a")
            w.beginArray()
            w.null()
            w.string("x")
            w.endArray()
            w.endObject()
            w.key("list")
            w.beginArray()
            w.integer(1)
            w.beginArray()
            w.endArray()
            w.endArray()
            w.key("empty")
            w.beginObject()
            w.endObject()
            w.endObject()
            w.newline()
        }
        #expect(
            json == """
                {
                  "zeta": 1,
                  "alpha": {"b":true,"a":[null,"x"]},
                  "list": [
                    1,
                    []
                  ],
                  "empty": {}
                }

                """)
    }

    @Test func modelValuesPrintWithSortedKeys() {
        let value = JSONValue.object(["width": .number(0.1 + 0.2), "height": .string("absolute(44)"), "list": .array([.number(1), .bool(false)])])
        #expect(
            Self.written { $0.value(value) } == """
                {
                  "height": "absolute(44)",
                  "list": [1,false],
                  "width": 0.3
                }
                """)
        #expect(Self.written { $0.value(.object(["b": .number(2), "a": .null])) } == #"{"a":null,"b":2}"#)
    }

    struct Row: Encodable {
        var name: String
        var title: String?
        var size: Double
        var tags: [String]
        var counts: [String: Int]
        var nested: Nested

        struct Nested: Encodable {
            var flag: Bool
            var when: Int64?
        }
    }

    @Test func encodableValuesKeepDeclarationOrderAndWriteEveryKey() throws {
        let rows = [
            Row(
                name: "grid", title: nil, size: 78.60000000000001, tags: ["a", "b"], counts: ["z": 1, "a": 2],
                nested: .init(flag: true, when: nil))
        ]
        let json = try JSONDocument.text(rows)
        #expect(
            json == """
                [
                  {
                    "name": "grid",
                    "title": null,
                    "size": 78.6,
                    "tags": ["a","b"],
                    "counts": {
                      "a": 2,
                      "z": 1
                    },
                    "nested": {
                      "flag": true,
                      "when": null
                    }
                  }
                ]

                """)
        // It is JSON that Foundation reads back.
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(decoded?.first?["size"] as? Double == 78.6)
        #expect(decoded?.first?["title"] is NSNull)
    }

    @Test func aLargeStreamArrivesWhole() {
        // More than one buffer's worth: the chunks must join without loss or reordering.
        let json = Self.written { w in
            w.beginArray()
            for index in 0..<200_000 { w.integer(index) }
            w.endArray()
        }
        let numbers = json.dropFirst(2).dropLast(2).split(separator: "\n").map { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: " ,"))) }
        #expect(numbers.count == 200_000)
        #expect(numbers.last == 199_999)
        #expect(numbers.enumerated().allSatisfy { $0.offset == $0.element })
    }
}
