import LayoutModel

/// Mutable state of one `resolve` call: the pixel grid frames are placed on, the warnings
/// collected so far (each reported once, in the order first seen) and the limits that keep
/// hostile input from exhausting memory.
struct ResolutionContext {
    /// Where sizes and origins are rounded to (§19.5); `.exact` rounds nothing.
    var grid = PixelGrid.exact
    private(set) var warnings: [LayoutWarning] = []
    private var seen: Set<LayoutWarning> = []

    /// The most leaves one group template may hold. A template is stored whole (the section
    /// repeats it arithmetically), so this bounds memory however small the items are. The same
    /// constant makes validation refuse such groups before they are stored.
    static let leafLimit = DefinitionLimits.maximumLeavesPerGroup

    mutating func warn(_ path: DocumentPath?, _ message: String, rule: String) {
        let warning = LayoutWarning(path: path, message: message, rule: rule)
        if seen.insert(warning).inserted { warnings.append(warning) }
    }

    mutating func absorb(_ more: [LayoutWarning]) {
        for warning in more where seen.insert(warning).inserted { warnings.append(warning) }
    }
}

/// Measured sizes of self-sizing cells, by item index within the section. Groups are built
/// with a base index, so leaf n of a group starting at item s asks for item s + n.
struct LeafMeasurements {
    let sizes: [Int: MeasuredSize]

    static let none = LeafMeasurements(sizes: [:])

    func size(forItem index: Int) -> MeasuredSize? {
        sizes.isEmpty ? nil : sizes[index]
    }
}
