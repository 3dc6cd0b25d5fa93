/// The container widths, cut into the regions where a set of `when` conditions cannot change
/// their answer: each bound on its own (bounds are inclusive) and the open ranges between them.
/// Testing one width per region decides coverage exactly.
struct WidthRegions {
    /// One region: a single width, or the open range between two bounds (`upper` nil: unbounded).
    struct Region {
        let lower: Double
        let upper: Double?
        let isPoint: Bool

        /// A width inside the region.
        var sample: Double {
            if isPoint { return lower }
            guard let upper else { return lower + 1 }
            return (lower + upper) / 2
        }
    }

    let regions: [Region]

    /// Regions for the bounds of some conditions; widths start at 0.
    init(_ conditions: [Condition]) {
        let bounds = Set([0] + conditions.flatMap { [$0.minWidth, $0.maxWidth].compactMap { $0 } }.filter { $0 >= 0 }).sorted()
        var regions: [Region] = []
        for (index, bound) in bounds.enumerated() {
            regions.append(Region(lower: bound, upper: bound, isPoint: true))
            let next = index + 1 < bounds.count ? bounds[index + 1] : nil
            regions.append(Region(lower: bound, upper: next, isPoint: false))
        }
        self.regions = regions
    }

    /// Describes consecutive regions as one range, e.g. "0 ≤ width < 800" or "width = 800".
    static func describe(_ run: [Region]) -> String {
        guard let first = run.first, let last = run.last else { return "" }
        let f = LintFormat.number
        guard let upper = last.upper else {
            return first.isPoint ? "width ≥ \(f(first.lower))" : "width > \(f(first.lower))"
        }
        if first.isPoint && last.isPoint && first.lower == upper { return "width = \(f(upper))" }
        let lower = first.isPoint ? "\(f(first.lower)) ≤" : "\(f(first.lower)) <"
        let end = last.isPoint ? "≤ \(f(upper))" : "< \(f(upper))"
        return "\(lower) width \(end)"
    }
}

extension LayoutDefinition {
    /// Each section choice with its path (`section`, `sections[i]`, `sectionsByKind[i]`,
    /// `defaultSection`).
    var choicesWithPaths: [(choice: SectionChoice, path: DocumentPath)] { sections.choicesWithPaths }
}
