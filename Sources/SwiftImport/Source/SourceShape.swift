/// Bounds a Swift file's nesting before swift-syntax sees it.
///
/// swift-syntax parses by recursive descent, and its lookahead — which decides, at each `[` or
/// `<`, whether a type starts there — recurses without the nesting limit the parser itself keeps;
/// the trees it builds are walked recursively afterwards. A small hostile file therefore crashed
/// the process (1,000 nested array literals, 1,000 generic arguments, 20,000 chained member
/// accesses, `try`s or `else if`s: stack overflows) or hung it (nested array literals double the
/// lookahead's work per level: 24 levels took 5 s). This scanner reads the text once, without
/// building anything, and refuses a file whose shape passes a limit, with the place: such a file
/// is not layout code, and parsing it is the danger.
///
/// It follows comments, string literals (raw, multi-line, interpolated) and `#if` blocks, and
/// counts:
/// - nesting: open parentheses, brackets, braces, string interpolations and `#if` blocks;
/// - square brackets open at once, and the lookahead work they cost (`squareCost`);
/// - links of one chain: member accesses, calls, subscripts, postfix `?` and `!`, `try`,
///   `await`, `->` and generic argument lists between two boundaries (`,`, `;`, `=`, a new
///   line that does not continue the chain, a bracket);
/// - `else if` branches of one `if`;
/// - the tokens and bytes of each line: recovering from an error, swift-syntax's parser may look
///   ahead to the end of the line at every token, so a long line dense with errors costs it
///   tokens × bytes (a 60 KB line of them took 8 s; a line ends at `\n`, `\r\n` or a lone `\r`,
///   as the parser counts lines).
enum SourceShape {
    /// Open parentheses, brackets, braces, interpolations and `#if` blocks at once.
    static let maximumNesting = 64
    /// Square brackets open at once: 12 levels cost the lookahead about 4,000 steps (well
    /// under a millisecond in a release build); the 24 that took 5 s cost 16 million.
    static let maximumSquareNesting = 12
    /// The lookahead work of the file's square brackets, so that many nests of 12 cannot add up
    /// either: each `[` opened with `d` square brackets open (itself included) costs 2^(d-1), so
    /// a nest `d` deep costs 2^d - 1, and a flat `[a]` 1. About 0.3 s of a release build's
    /// parsing at most.
    static let maximumSquareCost = 1 << 20
    /// The error-recovery work one line may cost: tokens × bytes. At worst (a long line dense
    /// with errors) about 0.9 s of a release build's parsing; a valid line of 2,000 numbers in
    /// an array (4,000 tokens in 9 KB) costs half of it, an ordinary line of code a thousandth.
    static let maximumLineWork = 1 << 26
    /// The error-recovery work of the file's long lines in all (shorter lines are not counted:
    /// at worst they cost what reading the file does). About 2 s at worst.
    static let maximumFileWork = 1 << 27
    /// Lines longer than this count towards `maximumFileWork`.
    static let longLine = 256
    /// Links of one chain.
    static let maximumChain = 500
    /// `else if` branches of one `if`.
    static let maximumElseIfs = 500

    /// Why a text is refused, and where (1-based line, column in UTF-8 bytes).
    struct Refusal: Sendable, Hashable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The first limit the text passes, or nil when it is within all of them.
    ///
    /// - Parameter squareNesting: the most square brackets open at once (a `// catalog:`
    ///   header value needs one).
    static func refusal(in text: String, squareNesting: Int = maximumSquareNesting) -> Refusal? {
        var scanner = Scanner(squareLimit: squareNesting)
        var text = text
        return text.withUTF8 { scanner.scan($0) }
    }

    /// One open bracket, interpolation or string, with the counts that restart inside it.
    private struct Frame {
        enum Kind: Equatable {
            case file, paren, square, brace
            /// `\(` inside a string: code until its `)`.
            case interpolation
            /// A string literal: `hashes` `#` around it, `"""` when multi-line.
            case string(hashes: Int, multiline: Bool)
        }

        var kind: Kind
        var chain = 0
        var elseIfs = 0
    }

    private struct Scanner {
        let squareLimit: Int
        var frames = [Frame(kind: .file)]
        var nesting = 0
        var squares = 0
        var squareCost = 0
        var poundIfs = 0
        var line = 1
        var lineStart = 0
        /// Tokens on the current line (words, literals, punctuation), and the recovery work of
        /// the long lines before it.
        var lineTokens = 0
        var fileWork = 0
        /// The last significant byte ended an expression (an identifier, a literal, `)`, `]`,
        /// `?`, `!`, `>`) with nothing between it and here: a bracket here is a call or subscript.
        var afterExpression = false
        /// A new line began since the last significant byte: unless the next one continues a
        /// chain (`.member` or `?.`), the chain restarts.
        var newLine = true
        /// The last word was `else`, and nothing but space followed it.
        var lastWordWasElse = false

        init(squareLimit: Int) {
            self.squareLimit = squareLimit
        }

        mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Refusal? {
            var i = 0
            let end = bytes.count
            func at(_ offset: Int) -> UInt8 { offset < end ? bytes[offset] : 0 }

            while i < end {
                let byte = bytes[i]
                if isLineBreak(bytes, i) { endLine(at: i) }
                if case .string(let hashes, let multiline) = frames[frames.count - 1].kind {
                    i = stringByte(bytes, i, hashes: hashes, multiline: multiline)
                    if nesting > SourceShape.maximumNesting {
                        return refused(
                            "brackets, braces, parentheses, string interpolations and #if blocks nest more than \(SourceShape.maximumNesting) deep here; the file is not parsed",
                            i - 1)
                    }
                    continue
                }
                switch byte {
                case _ where isLineBreak(bytes, i):
                    newLine = true
                    afterExpression = false
                    i += 1
                    continue
                case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                    afterExpression = false
                    i += 1
                    continue
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                    while i < end, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                    continue
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                    i = blockComment(bytes, i)
                    continue
                default:
                    break
                }

                // A significant byte: a new line restarts the chain unless this continues it.
                if newLine {
                    newLine = false
                    let continues = byte == UInt8(ascii: ".") || (byte == UInt8(ascii: "?") && at(i + 1) == UInt8(ascii: "."))
                    if !continues { frames[frames.count - 1].chain = 0 }
                    if byte == UInt8(ascii: "#") {
                        if matches(bytes, i, "#if") {
                            poundIfs += 1
                            nesting += 1
                            if nesting > SourceShape.maximumNesting {
                                return refused(
                                    "brackets, braces, parentheses, string interpolations and #if blocks nest more than \(SourceShape.maximumNesting) deep here; the file is not parsed",
                                    i)
                            }
                        } else if matches(bytes, i, "#endif"), poundIfs > 0 {
                            poundIfs -= 1
                            nesting -= 1
                        }
                    }
                }

                // Each pass from here reads one token (a whole word, or one byte of punctuation).
                lineTokens += 1
                let lineBytes = i - lineStart + 1
                if lineTokens * lineBytes > SourceShape.maximumLineWork {
                    return refused(
                        "this line holds \(lineTokens) tokens in its first \(lineBytes) bytes: recovering from an error, swift-syntax's parser may look ahead to the end of the line at each token, more than \(SourceShape.maximumLineWork) steps (tokens × bytes); the file is not parsed",
                        i)
                }
                if lineBytes > SourceShape.longLine, fileWork + lineTokens * lineBytes > SourceShape.maximumFileWork {
                    return refused(
                        "the file's long lines hold so many tokens and bytes that recovering from errors could cost swift-syntax's parser more than \(SourceShape.maximumFileWork) steps in all by here (tokens × bytes of each line over \(SourceShape.longLine) bytes); the file is not parsed",
                        i)
                }
                let wasAfterExpression = afterExpression
                afterExpression = false
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if wasAfterExpression, byte != UInt8(ascii: "{"), let refusal = link(i) { return refusal }
                    let kind: Frame.Kind = byte == UInt8(ascii: "(") ? .paren : byte == UInt8(ascii: "[") ? .square : .brace
                    frames.append(Frame(kind: kind))
                    nesting += 1
                    if nesting > SourceShape.maximumNesting {
                        return refused(
                            "brackets, braces, parentheses, string interpolations and #if blocks nest more than \(SourceShape.maximumNesting) deep here; the file is not parsed",
                            i)
                    }
                    if kind == .square {
                        squares += 1
                        if squares > squareLimit {
                            return refused(
                                "square brackets nest more than \(squareLimit) deep here (swift-syntax's lookahead doubles its work at each level); the file is not parsed",
                                i)
                        }
                        squareCost += 1 << (squares - 1)
                        if squareCost > SourceShape.maximumSquareCost {
                            return refused(
                                "the file's nested square brackets would cost swift-syntax's lookahead more than \(SourceShape.maximumSquareCost) steps (each `[` with d open costs 2^(d-1)); the file is not parsed",
                                i)
                        }
                    }
                    i += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    close(byte)
                    afterExpression = true
                    i += 1
                case UInt8(ascii: "\""):
                    i = openString(bytes, i, hashes: 0)
                case UInt8(ascii: "#"):
                    var hashes = 0
                    while at(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if at(i + hashes) == UInt8(ascii: "\"") {
                        i = openString(bytes, i + hashes, hashes: hashes)
                    } else {
                        i += hashes
                    }
                case UInt8(ascii: "`"):
                    // An escaped identifier: to its closing backtick on the line.
                    i += 1
                    while i < end, bytes[i] != UInt8(ascii: "`"), bytes[i] != 0x0A { i += 1 }
                    if at(i) == UInt8(ascii: "`") { i += 1 }
                    afterExpression = true
                case UInt8(ascii: "."):
                    // `a.b`, `.member`, `?.`: a link; `1.5` is a number.
                    let next = at(i + 1)
                    let isNumber = i > 0 && isDigit(bytes[i - 1]) && isDigit(next)
                    if !isNumber, isIdentifierByte(next) || next == UInt8(ascii: "`"), let refusal = link(i) { return refusal }
                    i += 1
                case UInt8(ascii: "?"), UInt8(ascii: "!"):
                    if wasAfterExpression {
                        if let refusal = link(i) { return refusal }
                        afterExpression = true
                    }
                    i += 1
                case UInt8(ascii: "<"):
                    if wasAfterExpression, let refusal = link(i) { return refusal }
                    i += 1
                case UInt8(ascii: ">"):
                    afterExpression = wasAfterExpression || (i > 0 && bytes[i - 1] == UInt8(ascii: ">"))
                    i += 1
                case UInt8(ascii: "-") where at(i + 1) == UInt8(ascii: ">"):
                    if let refusal = link(i) { return refusal }
                    i += 2
                case UInt8(ascii: ","), UInt8(ascii: ";"):
                    frames[frames.count - 1].chain = 0
                    i += 1
                case UInt8(ascii: "=") where at(i + 1) != UInt8(ascii: "=") && (i == 0 || !isOperatorByte(bytes[i - 1])):
                    frames[frames.count - 1].chain = 0
                    i += 1
                default:
                    if isIdentifierByte(byte) {
                        var wordEnd = i
                        while wordEnd < end, isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
                        let word = UnsafeBufferPointer(rebasing: bytes[i..<wordEnd])
                        if equals(word, "try") || equals(word, "await") {
                            if let refusal = link(i) { return refusal }
                        } else if equals(word, "if") {
                            if lastWordWasElse {
                                frames[frames.count - 1].elseIfs += 1
                                if frames[frames.count - 1].elseIfs > SourceShape.maximumElseIfs {
                                    return refused(
                                        "an if has more than \(SourceShape.maximumElseIfs) else-if branches here; the file is not parsed", i)
                                }
                            } else {
                                frames[frames.count - 1].elseIfs = 0
                            }
                        }
                        lastWordWasElse = equals(word, "else")
                        // Keywords that start a statement or an operand are not the end of one.
                        afterExpression =
                            !(equals(word, "try") || equals(word, "await") || equals(word, "return")
                            || equals(word, "in") || equals(word, "else") || equals(word, "if") || equals(word, "guard")
                            || equals(word, "while") || equals(word, "case"))
                        i = wordEnd
                        continue
                    }
                    i += 1
                }
                // Anything but a word after `else` breaks an `else if`.
                lastWordWasElse = false
            }
            return nil
        }

        /// A line ends at `\n`, at `\r\n` (at its `\n`), or at a lone `\r`.
        func isLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
            bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A))
        }

        /// Closes the line that ends at the line break at `offset`: its recovery work counts
        /// towards the file's when it is long.
        mutating func endLine(at offset: Int) {
            let lineBytes = offset - lineStart
            if lineBytes > SourceShape.longLine { fileWork += lineTokens * lineBytes }
            lineTokens = 0
            line += 1
            lineStart = offset + 1
        }

        /// The refusal at a byte offset of the current line.
        func refused(_ message: String, _ offset: Int) -> Refusal {
            Refusal(line: line, column: offset - lineStart + 1, message: message)
        }

        /// Counts one link of the current chain.
        mutating func link(_ offset: Int) -> Refusal? {
            frames[frames.count - 1].chain += 1
            guard frames[frames.count - 1].chain > SourceShape.maximumChain else { return nil }
            return refused(
                "an expression chains more than \(SourceShape.maximumChain) member accesses, calls, subscripts, unwraps, try/await, arrows and generic arguments here; the file is not parsed",
                offset)
        }

        /// Closes the innermost frame `byte` closes (an unbalanced closer closes nothing).
        mutating func close(_ byte: UInt8) {
            let wanted: Frame.Kind = byte == UInt8(ascii: ")") ? .paren : byte == UInt8(ascii: "]") ? .square : .brace
            let top = frames[frames.count - 1].kind
            guard top == wanted || (wanted == .paren && top == .interpolation) else { return }
            frames.removeLast()
            nesting -= 1
            if top == .square { squares -= 1 }
        }

        /// Opens the string whose quote is at `quote` (after its `hashes`); returns the offset
        /// after the opening delimiter.
        mutating func openString(_ bytes: UnsafeBufferPointer<UInt8>, _ quote: Int, hashes: Int) -> Int {
            let multiline = quote + 2 < bytes.count && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
            frames.append(Frame(kind: .string(hashes: hashes, multiline: multiline)))
            return quote + (multiline ? 3 : 1)
        }

        /// Reads one byte (or escape, or delimiter) inside a string; returns the next offset.
        mutating func stringByte(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int, hashes: Int, multiline: Bool) -> Int {
            let byte = bytes[i]
            let end = bytes.count
            if byte == UInt8(ascii: "\\") {
                // `\(` (with the string's `#`s between) opens an interpolation; any other escape
                // skips the byte it escapes.
                var j = i + 1
                var count = 0
                while count < hashes, j < end, bytes[j] == UInt8(ascii: "#") {
                    j += 1
                    count += 1
                }
                guard count == hashes else { return i + 1 }
                if j < end, bytes[j] == UInt8(ascii: "(") {
                    frames.append(Frame(kind: .interpolation))
                    nesting += 1
                    return j + 1
                }
                guard hashes == 0 else { return j }
                // The escaped byte may end a line (a multi-line string's line continuation).
                if i + 1 < end, isLineBreak(bytes, i + 1) { endLine(at: i + 1) }
                return min(i + 2, end)
            }
            if isLineBreak(bytes, i), !multiline {
                // An unterminated string ends with its line, as the parser recovers.
                frames.removeLast()
                newLine = true
                return i + 1
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var j = i
                var count = 0
                while count < quotes, j < end, bytes[j] == UInt8(ascii: "\"") {
                    j += 1
                    count += 1
                }
                guard count == quotes else { return i + 1 }
                var closing = 0
                while closing < hashes, j < end, bytes[j] == UInt8(ascii: "#") {
                    j += 1
                    closing += 1
                }
                guard closing == hashes else { return i + 1 }
                frames.removeLast()
                afterExpression = true
                return j
            }
            return i + 1
        }

        /// Skips a block comment (they nest in Swift); returns the offset after it.
        mutating func blockComment(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
            var depth = 0
            var i = start
            let end = bytes.count
            while i < end {
                if bytes[i] == UInt8(ascii: "/"), i + 1 < end, bytes[i + 1] == UInt8(ascii: "*") {
                    depth += 1
                    i += 2
                } else if bytes[i] == UInt8(ascii: "*"), i + 1 < end, bytes[i + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    i += 2
                    if depth == 0 { return i }
                } else {
                    if isLineBreak(bytes, i) {
                        endLine(at: i)
                        newLine = true
                    }
                    i += 1
                }
            }
            return end
        }

        func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int, _ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard i + count <= bytes.count else { return false }
            let pointer = word.utf8Start
            for k in 0..<count where bytes[i + k] != pointer[k] { return false }
            return i + count == bytes.count || !isIdentifierByte(bytes[i + count])
        }

        func equals(_ word: UnsafeBufferPointer<UInt8>, _ keyword: StaticString) -> Bool {
            guard word.count == keyword.utf8CodeUnitCount else { return false }
            let pointer = keyword.utf8Start
            for k in 0..<word.count where word[k] != pointer[k] { return false }
            return true
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        /// Letters, digits, `_`, `$` and every byte of a non-ASCII character (identifiers may use
        /// them; an operator of non-ASCII characters only makes the count more cautious).
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || isDigit(byte) || byte == 0x5F || byte == 0x24 || byte >= 0x80
        }

        func isOperatorByte(_ byte: UInt8) -> Bool {
            "=<>!+-*/%&|^~?".utf8.contains(byte)
        }
    }
}
