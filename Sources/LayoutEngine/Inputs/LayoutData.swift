/// The data a layout is resolved for: items per section and, for self-sizing content,
/// measured sizes.
public struct LayoutData: Sendable, Hashable {
    public var sections: [SectionData]

    public init(sections: [SectionData]) {
        self.sections = sections
    }

    /// Sections with these item counts and no measurements.
    public init(itemCounts: [Int]) {
        self.sections = itemCounts.map { SectionData(itemCount: $0) }
    }

    /// One data section.
    public struct SectionData: Sendable, Hashable {
        public var itemCount: Int
        /// Measured sizes of self-sizing cells, by item index (sparse).
        public var measuredItems: [Int: MeasuredSize]
        /// Measured sizes of self-sizing boundary items (headers/footers), by element kind.
        public var measuredSupplementaries: [String: MeasuredSize]

        public init(itemCount: Int, measuredItems: [Int: MeasuredSize] = [:], measuredSupplementaries: [String: MeasuredSize] = [:]) {
            self.itemCount = itemCount
            self.measuredItems = measuredItems
            self.measuredSupplementaries = measuredSupplementaries
        }
    }
}

/// A size reported by `preferredLayoutAttributesFitting`; nil axes were not measured.
public struct MeasuredSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}
