/// Something the importer reports about the code it read: an error that stops a run, a warning
/// about what it could not follow or left out, or a note about a choice it made.
public struct ImportDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The run cannot be trusted as a whole (a duplicate name, an unreadable file).
        case error
        /// Something was not followed, left out, or assumed.
        case warning
        /// A choice the importer made that a reader may want to know about (the `#available`
        /// branch it took).
        case note
    }

    public var severity: Severity
    /// Where, when the diagnostic is about a place in a file.
    public var position: SourcePosition?
    public var message: String

    public init(_ severity: Severity, at position: SourcePosition?, _ message: String) {
        self.severity = severity
        self.position = position
        self.message = message
    }

    /// `file:line:column: warning: message`, the form compilers use.
    public var description: String {
        let head = position.map { "\($0): " } ?? ""
        return "\(head)\(severity.rawValue): \(message)"
    }
}
