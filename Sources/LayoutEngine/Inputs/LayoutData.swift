/// The data a layout is resolved for: items per section and, for self-sizing content,
/// measured sizes.
public struct LayoutData: Sendable, Hashable {
    public var sections: [SectionData]

    public init(sections: [SectionData]) {
        self.sections = sections
    }

    /// Sections with these item counts and no measurements; `identifiers`, when given, are
    /// the sections' identifiers in order.
    public init(itemCounts: [Int], identifiers: [String]? = nil) {
        self.sections = itemCounts.enumerated().map { index, count in
            SectionData(itemCount: count, identifier: identifiers.flatMap { $0.indices.contains(index) ? $0[index] : nil })
        }
    }

    /// One data section.
    public struct SectionData: Sendable, Hashable {
        /// The section's identifier (`featured`, `category(id: 7)`), as a dataset or snapshot
        /// gives it; with `sectionsByKind` its kind chooses the section. Nil when the data
        /// does not say: the section then takes the next kind in the order they are listed.
        public var identifier: String?
        public var itemCount: Int
        /// Measured sizes of self-sizing cells, by item index (sparse).
        public var measuredItems: [Int: MeasuredSize]
        /// Measured sizes of self-sizing boundary items (headers/footers), by element kind.
        public var measuredSupplementaries: [String: MeasuredSize]

        public init(
            itemCount: Int, measuredItems: [Int: MeasuredSize] = [:], measuredSupplementaries: [String: MeasuredSize] = [:],
            identifier: String? = nil
        ) {
            self.identifier = identifier
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
