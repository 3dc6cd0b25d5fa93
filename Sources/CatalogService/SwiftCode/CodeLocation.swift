/// A place in a Swift file: the path as it was given, a 1-based line and column (UTF-8 bytes,
/// as compilers count).
public struct CodeLocation: Sendable, Hashable, Encodable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    /// `file:line:column`, the form editors jump to.
    public var description: String { "\(file):\(line):\(column)" }
}
