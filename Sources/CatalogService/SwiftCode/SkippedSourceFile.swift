/// A `.swift` file an import or check left out because it could not be read as Swift; the run
/// went on with the other files.
public struct SkippedSourceFile: Sendable, Hashable, Encodable, CustomStringConvertible {
    /// The path as the run found it.
    public var path: String
    /// Where in the file, when the problem is at one place (the first byte that is not UTF-8,
    /// the first NUL byte); nil for the file as a whole.
    public var location: CodeLocation?
    /// Always `unreadable-file`: the report's reason code for a file left out.
    public var reason: String
    /// `not-utf8`, `binary`, `encrypted`, `unreadable` or `too-deep`.
    public var cause: String
    /// What is wrong, without the path.
    public var message: String
    /// The path as revisions record sources (relative to the git work tree's top folder inside
    /// one): `check` does not call a layout recorded from this file orphaned, since what the
    /// file builds is not known.
    var recordedPath: String

    /// What scripts read: the recorded path is `check`'s own business.
    private enum CodingKeys: String, CodingKey {
        case path, location, reason, cause, message
    }

    /// `path:line:column: warning: …` or `path: warning: …`, as compilers write them.
    public var description: String {
        "\(location?.description ?? path): warning: file skipped (\(reason), \(cause)): \(message); the other files are imported"
    }
}
