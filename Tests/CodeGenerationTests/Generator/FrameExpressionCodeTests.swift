import LayoutModel
import Testing

@testable import CodeGeneration

/// Frame expressions keep the catalog's evaluation: grouping, truncating `%`, rounding, and
/// floating-point arithmetic even between integer literals.
@Suite struct FrameExpressionCodeTests {
    private func parse(_ text: String) throws -> Expression { try Expression(parsing: text) }

    @Test func swift() throws {
        #expect(FrameExpressionCode.swiftField(try parse("i * ((width - 32) / 3 + 8)")) == "i * ((width - 32) / 3 + 8)")
        #expect(FrameExpressionCode.swiftField(try parse("width - (height - 3)")) == "width - (height - 3)")
        #expect(FrameExpressionCode.swiftField(try parse("(width - height) - 3")) == "width - height - 3")
        #expect(FrameExpressionCode.swiftField(try parse("width % 7")) == "width.truncatingRemainder(dividingBy: 7)")
        #expect(FrameExpressionCode.swiftField(try parse("(width + 1) % 7")) == "(width + 1).truncatingRemainder(dividingBy: 7)")
        #expect(FrameExpressionCode.swiftField(try parse("floor(width / 3)")) == "(width / 3).rounded(.down)")
        #expect(FrameExpressionCode.swiftField(try parse("ceil(i)")) == "i.rounded(.up)")
        #expect(FrameExpressionCode.swiftField(try parse("min(width, 300)")) == "min(width, 300)")
        #expect(FrameExpressionCode.swiftField(try parse("-(-width)")) == "-(-width)")
        #expect(FrameExpressionCode.swiftField(try parse("width - -3")) == "width - (-3)")
        // Literal-only arithmetic is CGFloat arithmetic: 3.5, not Int's 3.
        #expect(FrameExpressionCode.swiftField(try parse("7 / 2")) == "(7 / 2 as CGFloat)")
        #expect(FrameExpressionCode.swiftField(try parse("floor(7 / 2)")) == "(7 / 2 as CGFloat).rounded(.down)")
        #expect(FrameExpressionCode.swiftField(.variable("depth")) == "CGFloat.nan")
    }

    @Test func objc() throws {
        #expect(FrameExpressionCode.objcField(try parse("i * ((width - 32) / 3 + 8)")) == "i * ((width - 32.0) / 3.0 + 8.0)")
        #expect(FrameExpressionCode.objcField(try parse("7 / 2")) == "7.0 / 2.0")
        #expect(FrameExpressionCode.objcField(try parse("width % 7")) == "fmod(width, 7.0)")
        #expect(FrameExpressionCode.objcField(try parse("max(floor(width), ceil(height))")) == "MAX(floor(width), ceil(height))")
        #expect(FrameExpressionCode.objcField(try parse("--width")) == "-(-width)")
        #expect(FrameExpressionCode.objcField(.number(20)) == "20")
        #expect(FrameExpressionCode.objcField(.call(.min, [.number(1)])) == "NAN")
    }
}
