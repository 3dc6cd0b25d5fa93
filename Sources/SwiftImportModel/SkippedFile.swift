/// A `.swift` file a run left out because it could not be read as Swift. The run goes on
/// without it: an app may keep some sources encrypted or generated in a form that is not text,
/// and one such file must not cost the layouts of every other.
public struct SkippedFile: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kept the file out.
    public enum Cause: String, Sendable, Hashable, CaseIterable, Codable {
        /// Bytes that are not UTF-8 (another text encoding, or damage).
        case notUTF8 = "not-utf8"
        /// A NUL byte: compiled or binary content, never Swift source.
        case binary
        /// Content a `git-crypt` filter encrypted (it starts with `\0GITCRYPT`): the repository
        /// was checked out without its key.
        case encrypted
        /// Not a regular file (a folder given as a file, a named pipe, a device), a link that
        /// leads out of the folder, larger than the importer reads, or refused by the system.
        case unreadable
        /// Text whose nesting would crash or stall the parser (`SourceShape`), so it is not
        /// parsed.
        case tooDeep = "too-deep"
    }

    /// The file's path as the run found it.
    public var path: String
    /// Where in the file the problem is, when it is at one place (the first byte that is not
    /// UTF-8, the first NUL byte, the bracket past the nesting limit); nil when it is the file
    /// as a whole.
    public var position: SourcePosition?
    public var cause: Cause
    /// What is wrong, in one line, without the path.
    public var message: String

    public init(path: String, position: SourcePosition?, cause: Cause, message: String) {
        self.path = path
        self.position = position
        self.cause = cause
        self.message = message
    }

    /// The report's code for every skipped file.
    public var code: SkipReason { .unreadableFile }

    /// `path:line:column: warning: skipped: …`, or `path: warning: skipped: …` when the problem
    /// is the file as a whole: the form compilers use.
    public var description: String {
        "\(position?.description ?? path): warning: \(sentence)"
    }

    /// The warning without its place: `skipped (unreadable-file, encrypted): …`.
    public var sentence: String {
        "file skipped (\(code.rawValue), \(cause.rawValue)): \(message); the other files are imported"
    }
}
