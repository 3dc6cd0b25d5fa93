/// Why a document could not be read: bad bytes, bad syntax, or a limit passed.
public struct DocumentReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the text, when known.
    public var location: SourceLocation?
    /// What is wrong, for people; user text in it is already escaped.
    public var message: String

    public init(at location: SourceLocation?, _ message: String) {
        self.location = location
        self.message = DiagnosticText.escaped(message)
    }

    /// The error as a diagnostic on the whole document.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, at: .root, location: location, message)
    }

    /// `line:column: message`.
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
