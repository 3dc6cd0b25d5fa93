/// Where a message says it is about: `file:line:column: …`, as every message about a place in an
/// input starts.
public enum FuzzPlace {
    /// The line a message names in `file`, when it starts `file:LINE:COLUMN: ` with both numbers
    /// from 1; nil when it does not name a place in that file.
    public static func line(in message: String, file: String) -> Int? {
        guard message.hasPrefix(file + ":") else { return nil }
        let fields = message.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let line = Int(fields[0]), let column = Int(fields[1]), line >= 1, column >= 1,
            fields[2].hasPrefix(" ")
        else { return nil }
        return line
    }
}
