/// One Swift file to import: where it came from (used in every position the importer reports)
/// and its text.
public struct SwiftSource: Sendable, Hashable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
