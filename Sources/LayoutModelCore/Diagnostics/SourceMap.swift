/// Where each decoded value came from, so checks that run on the model can still point at a
/// line and column.
public struct SourceMap: Sendable, Hashable {
    private var locations: [DocumentPath: SourceLocation] = [:]

    public init() {}

    /// Records the location of the value at a path (the first record wins).
    public mutating func record(_ path: DocumentPath, _ location: SourceLocation?) {
        guard let location, locations[path] == nil else { return }
        locations[path] = location
    }

    /// The location of a path, or of its nearest recorded ancestor.
    public func location(of path: DocumentPath) -> SourceLocation? {
        var current: DocumentPath? = path
        while let candidate = current {
            if let location = locations[candidate] { return location }
            current = candidate.parent
        }
        return nil
    }
}
