import Testing

@testable import LayoutModel

/// Custom-frame expressions: parsing, precedence, printing, evaluation and errors.
@Suite struct ExpressionTests {
    static func parse(_ text: String) -> Expression? { try? Expression(parsing: text) }

    @Test func multiplicationBindsTighterThanAddition() {
        #expect(Self.parse("1 + 2 * 3") == .binary(.add, .number(1), .binary(.multiply, .number(2), .number(3))))
        #expect(Self.parse("(1 + 2) * 3") == .binary(.multiply, .binary(.add, .number(1), .number(2)), .number(3)))
    }

    @Test func sameLevelOperatorsAssociateLeft() {
        #expect(Self.parse("10 - 4 - 3") == .binary(.subtract, .binary(.subtract, .number(10), .number(4)), .number(3)))
        #expect(Self.parse("width / 3 * 2") == .binary(.multiply, .binary(.divide, .variable("width"), .number(3)), .number(2)))
    }

    @Test func unaryMinusFoldsIntoLiteralsAndNegatesTheRest() {
        #expect(Self.parse("-3") == .number(-3))
        #expect(Self.parse("2 * -3") == .binary(.multiply, .number(2), .number(-3)))
        #expect(Self.parse("-width") == .negate(.variable("width")))
        #expect(Self.parse("-(width + 1)") == .negate(.binary(.add, .variable("width"), .number(1))))
        #expect(Self.parse("+4") == .number(4))
    }

    @Test func functionsAndNumbers() {
        #expect(Self.parse("min(width, 300)") == .call(.min, [.variable("width"), .number(300)]))
        #expect(Self.parse("floor(i/2)") == .call(.floor, [.binary(.divide, .variable("i"), .number(2))]))
        #expect(Self.parse("1.5e2") == .number(150))
        #expect(Self.parse(".5") == .number(0.5))
        #expect(Self.parse("  height  ") == .variable("height"))
    }

    @Test(arguments: [
        ("1 + 2 * 3", 7.0), ("(1 + 2) * 3", 9), ("10 - 4 - 3", 3), ("7 % 3", 1), ("-7 % 3", -1),
        ("min(width, 300)", 300), ("max(width, 300)", 390), ("floor(width / 100)", 3), ("ceil(width / 100)", 4),
        ("(width - 32) / 3", 119.33333333333333), ("i * ((width - 32) / 3 + 8)", 254.66666666666666),
        ("-(height - 100)", -20), ("height / 3", 40),
        // round: half away from zero, either sign (390 / 260 = 1.5, 390 / 156 = 2.5, where
        // rounding to even would give 2; 390 / 300 = 1.3).
        ("round(width / 260)", 2), ("round(-width / 260)", -2), ("round(width / 156)", 3), ("round(-width / 156)", -3),
        ("round(width / 300)", 1), ("1 / round(width / 230)", 0.5),
    ])
    func evaluation(_ text: String, _ expected: Double) throws {
        let expression = try Expression(parsing: text)
        #expect(try expression.evaluate(["width": 390, "height": 120, "i": 2]) == expected)
    }

    @Test func divisionByZeroFollowsIEEE() throws {
        #expect(try Expression(parsing: "1 / 0").evaluate([:]) == .infinity)
        #expect(try Expression(parsing: "0 / 0").evaluate([:]).isNaN)
    }

    @Test(arguments: [
        "1 + 2 * 3", "(1 + 2) * 3", "10 - 4 - 3", "10 - (4 - 3)", "width / (3 * 2)", "width / 3 * 2",
        "-(width + 1) * 2", "2 - -3", "min(width - 8, max(0, height)) / 3", "i * ((width - 32) / 3 + 8)",
        "-width", "floor(-i)", "a % (b % c)", "1e-07 * width",
    ])
    func printingReparsesToTheSameTree(_ text: String) throws {
        let expression = try Expression(parsing: text)
        #expect(try Expression(parsing: expression.description) == expression)
    }

    @Test(arguments: [
        ("(1 + 2) + 3", "1 + 2 + 3"),
        ("1 + (2 + 3)", "1 + (2 + 3)"),
        ("(a * b) + c", "a * b + c"),
        ("a / (b * c)", "a / (b * c)"),
        ("((width))-32", "width - 32"),
        ("2 - (-3)", "2 - (-3)"),
        ("-(a * b)", "-(a * b)"),
        ("min( a ,b )", "min(a, b)"),
        ("44.0", "44"),
    ])
    func printingUsesTheFewestParentheses(_ text: String, _ printed: String) throws {
        #expect(try Expression(parsing: text).description == printed)
    }

    @Test(arguments: [
        ("", "empty expression at character 1"),
        ("1 +", "expression ends too early at character 4"),
        ("(1 + 2", "expected ')' before the end at character 7"),
        ("1 $ 2", "unexpected '$' at character 3"),
        ("min(1, 2]", "expected ')' but found ']' at character 9"),
        ("3 4", "unexpected '4' at character 3"),
        ("sqrt(4)", "unknown function 'sqrt' (known: min, max, floor, ceil, round)"),
        ("min(1)", "min() takes 2 arguments, got 1"),
        ("floor(1, 2)", "floor() takes 1 argument, got 2"),
    ])
    func parseErrorsSayWhereAndWhat(_ text: String, _ message: String) {
        #expect(throws: ExpressionError.self) { try Expression(parsing: text) }
        do {
            _ = try Expression(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func syntaxErrorsCarryTheirZeroBasedOffset() {
        do {
            _ = try Expression(parsing: "width * (2 +")
            Issue.record("expected an error")
        } catch {
            #expect(error == .syntax("expression ends too early", offset: 12))
        }
    }

    @Test func unknownVariablesAreNamedWhenEvaluating() throws {
        let expression = try Expression(parsing: "width + gap")
        #expect(expression.variables == ["width", "gap"])
        #expect(throws: ExpressionError.unknownVariable("gap", known: ["height", "width"])) {
            try expression.evaluate(["width": 1, "height": 2])
        }
    }
}
