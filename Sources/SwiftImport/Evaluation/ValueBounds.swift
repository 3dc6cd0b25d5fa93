/// Bounds on the strings and arrays the importer builds while it follows code.
///
/// Following `s = "\(s)\(s)"` or `a = a + a` forty times in a 2.5 KB file grew one value to
/// 8–10 GB before the process aborted; appending in a long loop copies the array each turn
/// (the evaluator's values are immutable), which is quadratic. Every value an expression
/// produces is measured (`Interpreter.bounded` calls `sized`): a string or an array past its
/// limit fails the layout at the expression that built it, and each measured value is charged
/// to the layout's volume, so neither one large value nor a loop of medium ones can take more
/// than a few tens of megabytes or a fraction of a second. Dictionary literals are not followed
/// (they evaluate to an unknown value), so they build nothing.
struct ValueBounds {
    /// The longest string, in UTF-8 bytes (element kinds and names are tens of bytes).
    static let maximumStringBytes = 65_536
    /// The most elements of an array or a tuple (the bound a looped-over range has).
    static let maximumElements = 100_000
    /// String bytes and array elements one layout's code may produce in all, counted each time
    /// an expression yields them.
    static let maximumVolume = 20_000_000

    private(set) var volume = 0

    /// Checks one value an expression produced and charges it to the volume.
    mutating func check(_ value: Value, at position: @autoclosure () -> SourcePosition?) throws {
        let size: Int
        switch value {
        case .string(let text):
            size = text.utf8.count
            try Self.checkStringBytes(size, at: position())
        case .array(let list):
            size = list.count
            try Self.checkElements(size, at: position())
        case .tuple(let elements):
            size = elements.count
        default:
            return
        }
        volume += size
        if volume > Self.maximumVolume {
            throw ImportFailure(
                "the code builds more than \(Self.maximumVolume) string bytes and array elements in all (a loop growing a value?)", at: position())
        }
    }

    /// Refuses, before it is built, a string that would hold `count` bytes (`a + b`).
    static func checkStringBytes(_ count: Int, at position: @autoclosure () -> SourcePosition?) throws {
        if count > maximumStringBytes {
            throw ImportFailure("a string grows past \(maximumStringBytes) bytes (\(count))", at: position())
        }
    }

    /// Refuses, before it is built, an array that would hold `count` elements (`a + b`,
    /// `joined()` of many arrays).
    static func checkElements(_ count: Int, at position: @autoclosure () -> SourcePosition?) throws {
        if count > maximumElements {
            throw ImportFailure("an array grows past \(maximumElements) elements (\(count))", at: position())
        }
    }
}
