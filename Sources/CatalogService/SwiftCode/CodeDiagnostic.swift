/// Something the Swift importer reported: an error about the run, a warning about code it could
/// not follow or left out, a note about a choice it made, or (in a partial import) a value it
/// replaced by the nearest literal.
public struct CodeDiagnostic: Sendable, Hashable, Encodable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Encodable {
        case error, warning, note
    }

    public var severity: Severity
    /// Where, when the diagnostic is about a place in a file.
    public var location: CodeLocation?
    public var message: String

    public init(severity: Severity, location: CodeLocation?, message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// `file:line:column: warning: message`, the form compilers use.
    public var description: String {
        (location.map { "\($0): " } ?? "") + "\(severity.rawValue): \(message)"
    }
}
