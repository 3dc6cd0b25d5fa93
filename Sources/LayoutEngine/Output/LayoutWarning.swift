import LayoutModel

/// Something legal but suspicious that the resolver noticed, e.g. a group into which not even
/// its first child fits. The layout is still produced.
public struct LayoutWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where in the definition the problem is, when it can be named.
    public var path: DocumentPath?
    public var message: String
    /// A stable identifier of the rule that produced the warning (e.g. `nothing-fits`).
    public var rule: String

    public init(path: DocumentPath?, message: String, rule: String) {
        self.path = path
        self.message = message
        self.rule = rule
    }

    /// `path: warning: message [rule]`.
    public var description: String {
        (path.map { "\($0): " } ?? "") + "warning: \(message) [\(rule)]"
    }
}
