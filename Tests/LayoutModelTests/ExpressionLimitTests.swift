import Testing

@testable import LayoutModel

/// Issue 12, point 1: expressions that crashed the parser or the evaluator by exhausting the
/// stack are refused by length or depth, with the expression's line and column.
@Suite struct ExpressionLimitTests {
    static func message(_ text: String) -> String? {
        do {
            _ = try Expression(parsing: text)
            return nil
        } catch {
            return error.description
        }
    }

    /// A grid whose item width is `dimension`; the value starts at line 7, column 30 (6 spaces,
    /// then `- item: {size: {width: ` is 23 characters).
    static func grid(width dimension: String) -> String {
        """
        name: t
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems:
              - item: {size: {width: "\(dimension)", height: fractionalHeight(1)}}
        """
    }

    @Test func tenThousandNestedParenthesesAreRefusedWithTheirLocation() {
        let argument = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        #expect(
            Doc.errors(Self.grid(width: "fractionalWidth(\(argument))"), file: "p.yaml")
                == [
                    "p.yaml:7:30: section.group.subitems[0].item.size.width: in fractionalWidth(…): the expression is 20001 characters long; at most 1000 are allowed"
                ])
    }

    @Test func nestingPastTheLimitIsRefusedAtTheCharacterThatPassesIt() {
        // 64 parentheses parse; the 65th "(" is character 65.
        let ok = String(repeating: "(", count: 64) + "1" + String(repeating: ")", count: 64)
        #expect(Self.message(ok) == nil)
        let deep = String(repeating: "(", count: 70) + "1" + String(repeating: ")", count: 70)
        #expect(Self.message(deep) == "the expression nests more than 64 levels deep (parentheses, signs, calls or operators) at character 65")
    }

    @Test func fiftyThousandTermsAreRefusedByLength() {
        let sum = Array(repeating: "1", count: 50_000).joined(separator: "+")
        #expect(Self.message(sum) == "the expression is 99999 characters long; at most 1000 are allowed")
        let text = ValidationRuleTests.stairs.replacingOccurrences(of: "\"(width - 32) / 3\"", with: "\"\(sum)\"")
        // The message shows the first 60 characters of the expression: "1+" 30 times.
        #expect(
            Doc.errors(text, file: "s.yaml")
                == [
                    "s.yaml:7:29: section.group.customItems[0].width: cannot parse '\(String(repeating: "1+", count: 30))… (99999 characters)': the expression is 99999 characters long; at most 1000 are allowed"
                ])
    }

    @Test func aLongChainOfOperatorsIsADeepTree() {
        // 65 terms: 64 additions, a tree 64 deep.
        #expect(Self.message(Array(repeating: "1", count: 65).joined(separator: "+")) == nil)
        // 66 terms: the 65th "+" (character 2 × 65 = 130) makes it 65 deep.
        #expect(
            Self.message(Array(repeating: "1", count: 66).joined(separator: "+"))
                == "the expression nests more than 64 levels deep (parentheses, signs, calls or operators) at character 130")
    }

    @Test func aHundredThousandSignsAreRefused() throws {
        let signs = String(repeating: "-", count: 100_000) + "1"
        #expect(Self.message(signs) == "the expression is 100001 characters long; at most 1000 are allowed")
        // In a document: one long word, read, then refused by the parser at its line and column.
        #expect(
            Doc.errors(Self.grid(width: "absolute(\(signs))"), file: "m.yaml")
                == [
                    "m.yaml:7:30: section.group.subitems[0].item.size.width: in absolute(…): the expression is 100001 characters long; at most 1000 are allowed"
                ])
        #expect(
            Self.message(String(repeating: "-", count: 70) + "width")
                == "the expression nests more than 64 levels deep (parentheses, signs, calls or operators) at character 65")
        // An even number of signs folds into the literal.
        #expect(try Expression(parsing: String(repeating: "-", count: 64) + "2") == .number(2))
    }

    @Test func theEvaluatorKeepsItsOwnStackAndEvaluatesLeftToRight() throws {
        // 2 - 3 - 4 = -5 (left-associative), min(2, -5) = -5, floor(-5 / 2) = -3.
        #expect(try Expression(parsing: "floor(min(2, 2 - 3 - 4) / 2)").evaluate([:]) == -3)
        // A tree 64 deep: 1 + 1 + … (65 ones) = 65.
        #expect(try Expression(parsing: Array(repeating: "1", count: 65).joined(separator: " + ")).evaluate([:]) == 65)
        #expect(throws: ExpressionError.unknownVariable("w", known: ["i"])) { try Expression(parsing: "1 + w").evaluate(["i": 0]) }
    }
}
