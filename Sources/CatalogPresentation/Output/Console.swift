import CatalogService

/// A command's standard output and error. Output is buffered and written in large chunks;
/// before anything goes to standard error the buffered output is written first, so the two
/// interleave in order on a terminal.
public final class Console {
    public let terminal: Terminal
    private var output: ByteStream
    private var errors: ByteStream

    /// The process's console; `terminal` is read now (after parsing, never for `--help`).
    public init(terminal: Terminal = .current(), output: OutputTarget = .standardOutput, errors: OutputTarget = .standardError) {
        self.terminal = terminal
        self.output = ByteStream(to: output, capacity: 1 << 16)
        self.errors = ByteStream(to: errors, capacity: 1 << 12)
    }

    /// One line on standard output.
    public func print(_ line: String) {
        output.write(line)
        output.append(UInt8(ascii: "\n"))
    }

    /// Text on standard output as it is (no newline added).
    public func write(_ text: String) {
        output.write(text)
    }

    /// One line on standard error.
    public func error(_ line: String) {
        output.flush()
        errors.write(line)
        errors.append(UInt8(ascii: "\n"))
        errors.flush()
    }

    /// Writes everything buffered.
    public func flush() {
        output.flush()
        errors.flush()
    }

    /// `text` in a colour when the terminal shows colour.
    public func paint(_ style: Terminal.Style, _ text: String) -> String {
        terminal.paint(style, text)
    }

    /// A table the way lists print: on a terminal a rule under the header and values cut to the
    /// window's width; piped, plain aligned columns that scripts can split.
    public func table(_ columns: [TextTable.Column], _ rows: [[String]]) {
        table(columns, values: rows.flatMap { row in (0..<columns.count).map { $0 < row.count ? row[$0] : "" } })
    }

    /// A table whose body is `values`, row after row, one per column: a long listing without
    /// an array per row.
    public func table(_ columns: [TextTable.Column], values: [String]) {
        listingTable(columns).write(values: values, to: &output)
    }

    /// A table whose body hands out its values' bytes (a listing of ten thousand layouts).
    public func table(_ columns: [TextTable.Column], body: some TextTableBody) {
        listingTable(columns).write(body: body, to: &output)
    }

    private func listingTable(_ columns: [TextTable.Column]) -> TextTable {
        var table = TextTable(columns: columns, showsHeaderSeparator: terminal.outputIsTerminal, charset: terminal.charset)
        if terminal.outputIsTerminal { table.maxTotalWidth = terminal.width }
        return table
    }

    /// A value as a JSON document (pretty-printed, keys in the order the type declares them).
    public func json<T: Encodable>(_ value: T) throws {
        try withJSON { try JSONDocument.write(value, to: &$0) }
    }

    /// Lets a JSON writer stream straight into standard output.
    public func withJSON(_ body: (inout JSONWriter) throws -> Void) rethrows {
        output.flush()
        var writer = JSONWriter(to: output.target)
        try body(&writer)
        writer.finish()
    }
}
