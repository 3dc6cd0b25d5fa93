/// A place in an imported Swift file: its path as given, and a 1-based line and column.
public struct SourcePosition: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The file's path, exactly as it was passed to the importer.
    public var file: String
    public var line: Int
    /// 1-based, counted in UTF-8 bytes as swift-syntax and compilers count them.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors jump to.
    public var description: String { "\(file):\(line):\(column)" }

    /// `file:line`, as a revision records its source.
    public var fileAndLine: String { "\(file):\(line)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
