import Foundation
import Testing

@testable import SwiftImport

/// A Swift file's shape is bounded before swift-syntax sees it (issue 22): nested array literals
/// doubled the parser's lookahead per level (24 levels took 5 s, 40 never ended), and 1,000
/// nested literals, generic arguments, `try`s, member accesses or `else if`s overflowed its
/// stack. Each is refused with its place, and the file is not parsed.
@Suite struct SourceShapeTests {
    /// Each file refused, as `place: message`. A refused file is skipped (`too-deep`), never an
    /// error of the run.
    static func errors(_ text: String) -> [String] {
        let report = SwiftImporter().importSources([SwiftSource(path: "Deep.swift", text: text)])
        #expect(report.errors.isEmpty)
        #expect(report.skippedFiles.allSatisfy { $0.cause == .tooDeep && $0.code == .unreadableFile })
        return report.skippedFiles.map { "\($0.position?.description ?? $0.path): \($0.message)" }
    }

    static let notParsed = "; the file is not parsed"
    static let square = "square brackets nest more than 12 deep here (swift-syntax's lookahead doubles its work at each level)" + notParsed
    static let nesting = "brackets, braces, parentheses, string interpolations and #if blocks nest more than 64 deep here" + notParsed
    static let chain =
        "an expression chains more than 500 member accesses, calls, subscripts, unwraps, try/await, arrows and generic arguments here" + notParsed

    @Test func nestedArrayLiteralsAreRefusedAtTheThirteenthLevel() {
        // `let deep = ` is 11 characters: the first `[` is column 12, the 13th column 24.
        for depth in [13, 40, 1_000] {
            let text = "let deep = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "\n"
            #expect(Self.errors(text) == ["Deep.swift:1:24: " + Self.square])
        }
        // 12 levels parse (about 4,000 steps of lookahead).
        #expect(Self.errors("let deep = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12) + "\n").isEmpty)
        // Other brackets between them still count: square brackets open at once are what matter.
        let mixed = "let deep = " + String(repeating: "[(", count: 13) + "1" + String(repeating: ")]", count: 13) + "\n"
        #expect(Self.errors(mixed) == ["Deep.swift:1:\(11 + 2 * 12 + 1): " + Self.square])
    }

    @Test func manyNestsCannotAddUpEither() {
        // A nest 12 deep costs 1 + 2 + … + 2^11 = 4,095 steps; 256 of them 1,048,320, within
        // 2^20 = 1,048,576. The 257th line's first eight brackets add 255 (1,048,575); its
        // ninth, costing 2^8 = 256, passes the limit: line 257, column 9.
        let line = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12) + "\n"
        #expect(Self.errors(String(repeating: line, count: 256)).isEmpty)
        #expect(
            Self.errors(String(repeating: line, count: 257)) == [
                "Deep.swift:257:9: the file's nested square brackets would cost swift-syntax's lookahead more than 1048576 steps "
                    + "(each `[` with d open costs 2^(d-1))" + Self.notParsed
            ])
    }

    @Test func bracketsNestAtMost64Deep() {
        // `let p = ` is 8 characters: the 65th parenthesis is column 73.
        let parens = "let p = " + String(repeating: "(", count: 1_000) + "1" + String(repeating: ")", count: 1_000) + "\n"
        #expect(Self.errors(parens) == ["Deep.swift:1:73: " + Self.nesting])
        // Braces of nested `if`s: the 65th opens on line 65 (line 1 is the function's), column 6.
        let ifs = "func f() {\n" + String(repeating: "if a {\n", count: 100) + String(repeating: "}\n", count: 101)
        #expect(Self.errors(ifs) == ["Deep.swift:65:6: " + Self.nesting])
        // `#if` blocks count too: the 65th is on line 65.
        let directives = String(repeating: "#if A\n", count: 100) + "let x = 1\n" + String(repeating: "#endif\n", count: 100)
        #expect(Self.errors(directives) == ["Deep.swift:65:1: " + Self.nesting])
        // Interpolations inside strings inside interpolations: each `"\(` (3 characters) opens
        // one level, so the 65th starts at column 9 + 3 × 64 = 201 and its `(` is column 203.
        let strings = "let s = " + String(repeating: "\"\\(", count: 100) + "1" + String(repeating: ")\"", count: 100) + "\n"
        #expect(Self.errors(strings) == ["Deep.swift:1:203: " + Self.nesting])
    }

    @Test func chainsAreBounded() {
        // `let m = a` is 9 characters; the k-th `.b` starts at column 10 + 2(k - 1): the 501st
        // at 1,010.
        #expect(Self.errors("let m = a" + String(repeating: ".b", count: 20_000) + "\n") == ["Deep.swift:1:1010: " + Self.chain])
        // Generic arguments: `let x: ` is 7 characters, the k-th `<` at 9 + 2(k - 1): 1,009.
        let generic = "let x: " + String(repeating: "A<", count: 1_000) + "Int" + String(repeating: ">", count: 1_000) + " = 1\n"
        #expect(Self.errors(generic) == ["Deep.swift:1:1009: " + Self.chain])
        // `try`: the k-th at 9 + 4(k - 1): 2,009.
        #expect(Self.errors("let x = " + String(repeating: "try ", count: 20_000) + "a\n") == ["Deep.swift:1:2009: " + Self.chain])
        // Calls `()`: the k-th `(` at 10 + 2(k - 1).
        #expect(Self.errors("let x = a" + String(repeating: "()", count: 20_000) + "\n") == ["Deep.swift:1:1010: " + Self.chain])
        // A chain written one link per line is one chain; a new statement starts a new one.
        let modifiers = "let v = a\n" + String(repeating: "    .b()\n", count: 240) + "let w = a\n" + String(repeating: "    .b()\n", count: 240)
        #expect(Self.errors(modifiers).isEmpty)
        let long = "let v = a\n" + String(repeating: "    .b()\n", count: 251)
        // Each `.b()` is two links (the member and the call): the 501st is the 251st line's `.`.
        #expect(Self.errors(long) == ["Deep.swift:252:5: " + Self.chain])
    }

    @Test func elseIfChainsAreBounded() {
        // Line 2 is ` if a {}` (8 characters) then ` else if a {}` (13 each); the k-th `if` of
        // an `else if` is at 8 + 13(k - 1) + 7: the 501st at 6,515.
        let text = "func f() {\n if a {}" + String(repeating: " else if a {}", count: 20_000) + "\n}\n"
        #expect(Self.errors(text) == ["Deep.swift:2:6515: an if has more than 500 else-if branches here" + Self.notParsed])
    }

    /// Recovering from an error, swift-syntax's parser may look ahead to the end of the line at
    /// each token: a 312 KB line of a dictionary whose quotes a stray carriage return had
    /// flipped took 11 s (fuzz case 53638 of seed 1). A line's tokens × bytes are bounded, and
    /// so are those of the file's long lines in all.
    @Test func denseLongLinesAreBounded() {
        // `a,` repeated: every byte is a token, so the n-th token is column n and the line's
        // work there n × n, past 2^26 = 8,192² first at n = 8,193.
        #expect(Self.errors(String(repeating: "a,", count: 4_096) + "\n").isEmpty)
        #expect(
            Self.errors(String(repeating: "a,", count: 5_000) + "\n") == [
                "Deep.swift:1:8193: this line holds 8193 tokens in its first 8193 bytes: recovering from an error, swift-syntax's parser may "
                    + "look ahead to the end of the line at each token, more than 67108864 steps (tokens × bytes)" + Self.notParsed
            ])
        // Lines of 4,096 such bytes cost 2^24 each: eight make 2^27, the file's limit; on the
        // ninth, the first token past 256 bytes (column 257) passes it. A lone `\r` ends a line
        // as `\n` does.
        let line = String(repeating: "a,", count: 2_048)
        let fileLimit =
            "the file's long lines hold so many tokens and bytes that recovering from errors could cost swift-syntax's parser "
            + "more than 134217728 steps in all by here (tokens × bytes of each line over 256 bytes)" + Self.notParsed
        #expect(Self.errors(String(repeating: line + "\n", count: 8)).isEmpty)
        #expect(Self.errors(String(repeating: line + "\n", count: 9)) == ["Deep.swift:9:257: " + fileLimit])
        #expect(Self.errors(String(repeating: line + "\r", count: 9)) == ["Deep.swift:9:257: " + fileLimit])
        // Strings are one token: a 100,000-byte string literal on a line is no work to speak of.
        #expect(Self.errors("let s = \"" + String(repeating: "x", count: 100_000) + "\"\n").isEmpty)
    }

    @Test func stringsAndCommentsAreNotCode() {
        let brackets = String(repeating: "[", count: 200)
        let text = """
            // \(brackets)
            /* \(brackets) /* nested \(brackets) */ \(brackets) */
            let a = "\(brackets)"
            let b = #"\(brackets)"#
            let c = \"""
                \(brackets) "\(brackets)"
                \"""
            let d = "\\(1) \(brackets)"
            """
        #expect(Self.errors(text).isEmpty)
    }

    @Test func aHeaderValueNestedDeeperThanAListIsNotParsed() {
        let text = """
            // catalog: tags = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["a"]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
            let x = 1
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "Header.swift", text: text)])
        #expect(report.errors.isEmpty)
        #expect(
            report.fileWarnings.map(\.description) == ["Header.swift:1:1: warning: catalog header 'tags' needs an array of string literals; ignored"])
    }
}
