import LayoutModel

/// How much a device recording may hold: the limits definitions have, for the file `compare`
/// reads. The document limits (`DocumentLimits.recording`) are enforced as the file is read; the
/// rest on the decoded values, before anything is built from them — counts, index paths and
/// numbers decide how much the comparison allocates, so each is checked first, and a value past
/// one is refused at its line and column.
public enum RecordingLimits {
    /// Elements listed (a recording holds every element of the layout for its counts).
    public static let maximumElements = 100_000
    /// Sections: `data.itemCounts` entries, and a section index is below it (a definition's
    /// `preview.itemCounts` bound).
    public static let maximumSections = DefinitionLimits.maximumPreviewSections
    /// Items in all sections together, recorded or derived from the cells; an item index is
    /// below it.
    public static let maximumItems = 100_000
    /// Measured sizes listed (`data.measuredItems` and `data.measuredSupplementaries` each).
    public static let maximumMeasured = maximumElements
    /// The environment's size, insets, margins and readable width, and measured sizes, in
    /// points (the definitions' bound on a length).
    public static let maximumLength = DefinitionLimits.maximumLength
    /// Frames and the content size, in points: a long layout's elements lie far down.
    public static let maximumCoordinate = 1_000_000_000.0
    /// `environment.displayScale` (devices have 1, 2 or 3).
    public static let maximumDisplayScale = 10.0
    /// An `elementKind` (the definitions' bound).
    public static let maximumElementKindLength = DefinitionLimits.maximumElementKindLength
    /// Every other string: the layout, the content hash, device and system names.
    public static let maximumTextLength = 256
}

/// Refusals of one recording file, each located at the value it is about.
struct RecordingRefusals {
    let path: String
    let root: DocumentNode

    /// `rec.json:12:5: not a device recording: elements[3].indexPath: …`.
    func refuse(_ at: DocumentPath, _ message: String) -> ServiceError {
        .invalidRecording(Self.place(path, location(at)), reason: "\(at): \(message)")
    }

    /// `rec.json:12:5`, or the path alone when the place is not known.
    static func place(_ path: String, _ location: SourceLocation?) -> String {
        location.map { "\(path):\($0.line):\($0.column)" } ?? path
    }

    /// The location of the deepest value on the path that exists.
    func location(_ path: DocumentPath) -> SourceLocation? {
        var node = root
        for component in path.components {
            switch component {
            case .key(let key):
                guard let value = node.value(forKey: key) else { return node.location }
                node = value
            case .index(let index):
                guard case .sequence(let sequence) = node, index < sequence.count else { return node.location }
                node = sequence[index]
            }
        }
        return node.location
    }

    /// Refuses a number that is not finite or lies outside `range`.
    func check(_ value: Double?, _ range: ClosedRange<Double>, at path: DocumentPath) throws(ServiceError) {
        guard let value else { return }
        guard value.isFinite else { throw refuse(path, "must be a finite number") }
        guard range.contains(value) else {
            throw refuse(
                path,
                "must be \(CanonicalNumber.format(range.lowerBound)) to \(CanonicalNumber.format(range.upperBound)), got \(CanonicalNumber.format(value))"
            )
        }
    }

    /// Refuses a string longer than `limit` characters.
    func check(_ text: String?, limit: Int = RecordingLimits.maximumTextLength, at path: DocumentPath) throws(ServiceError) {
        guard let text, text.count > limit else { return }
        throw refuse(path, "at most \(limit) characters, got \(text.count)")
    }

    /// Refuses a list longer than `limit`.
    func check(count: Int, limit: Int, _ what: String, at path: DocumentPath) throws(ServiceError) {
        guard count > limit else { return }
        throw refuse(path, "at most \(limit) \(what), got \(count)")
    }
}
