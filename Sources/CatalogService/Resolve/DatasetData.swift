import LayoutEngine
import LayoutModel

/// What a dataset gives the resolver: counts, measured sizes, and titles for the pictures.
enum DatasetData {
    static func layoutData(_ dataset: Dataset) -> LayoutData {
        LayoutData(
            sections: dataset.sections.map { section in
                var measured: [Int: MeasuredSize] = [:]
                for (index, item) in section.items.enumerated() {
                    if let size = item.measured { measured[index] = MeasuredSize(width: size.width, height: size.height) }
                }
                return LayoutData.SectionData(
                    itemCount: section.items.count, measuredItems: measured,
                    measuredSupplementaries: section.measuredSupplementaries.mapValues { MeasuredSize(width: $0.width, height: $0.height) },
                    identifier: section.id)
            })
    }

    static func labels(_ dataset: Dataset) -> [ElementIndexPath: String] {
        var labels: [ElementIndexPath: String] = [:]
        for (s, section) in dataset.sections.enumerated() {
            for (i, item) in section.items.enumerated() {
                labels[ElementIndexPath(section: s, item: i)] = item.title ?? item.id
            }
        }
        return labels
    }
}
