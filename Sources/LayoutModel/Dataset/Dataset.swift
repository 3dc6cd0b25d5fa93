/// Sample data for resolving and drawing layouts: App-Store-style "TopApp" models grouped in
/// sections, with optional measured sizes for self-sizing cells and headers.
///
/// ```json
/// {"name": "topapps", "title": "Top Apps", "sections": [
///   {"id": "main", "title": "Top Apps",
///    "measuredSupplementaries": {"section-header-element-kind": {"height": 52}},
///    "items": [{"id": "facebook", "imageNamed": "…", "title": "…", "subtitle": "…",
///               "measured": {"height": 74}}]}]}
/// ```
public struct Dataset: Sendable, Hashable {
    /// The catalog key (same rules as a layout name).
    public var name: String
    public var title: String?
    public var summary: String?
    public var sections: [DatasetSection]

    public init(name: String, title: String? = nil, summary: String? = nil, sections: [DatasetSection]) {
        self.name = name
        self.title = title
        self.summary = summary
        self.sections = sections
    }

    /// Items per section, for resolving.
    public var itemCounts: [Int] { sections.map(\.items.count) }
}

/// One section of a dataset; its `id` is the diffable section identifier.
public struct DatasetSection: Sendable, Hashable {
    public var id: String
    public var title: String?
    public var items: [TopApp]
    /// Measured sizes of self-sizing boundary items (headers/footers), by element kind.
    public var measuredSupplementaries: [String: MeasuredDimensions]

    public init(id: String, title: String? = nil, items: [TopApp], measuredSupplementaries: [String: MeasuredDimensions] = [:]) {
        self.id = id
        self.title = title
        self.items = items
        self.measuredSupplementaries = measuredSupplementaries
    }
}

/// The seed articles' `TopAppModel`: an identifier, an image name, a title and a subtitle.
public struct TopApp: Sendable, Hashable {
    /// The diffable item identifier, unique in the dataset.
    public var id: String
    public var imageNamed: String?
    public var title: String?
    public var subtitle: String?
    /// The size a self-sizing cell measured to, on the axes it measured.
    public var measured: MeasuredDimensions?

    public init(id: String, imageNamed: String? = nil, title: String? = nil, subtitle: String? = nil, measured: MeasuredDimensions? = nil) {
        self.id = id
        self.imageNamed = imageNamed
        self.title = title
        self.subtitle = subtitle
        self.measured = measured
    }
}

/// A measured width and/or height, in points.
public struct MeasuredDimensions: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}
