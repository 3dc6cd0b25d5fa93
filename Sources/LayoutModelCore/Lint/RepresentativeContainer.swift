/// Container sizes used to try out what depends on the container: an iPhone SE (320 × 568), an
/// iPhone 14 (390 × 844) and a 12.9" iPad in portrait (1024 × 1366), with their size classes and
/// idioms, limited to the environments a section's `when` accepts.
struct RepresentativeContainer: Equatable {
    let width: Double
    let height: Double
    /// The traits a full-screen app has there (portrait: compact or regular width, regular
    /// height).
    let horizontalSizeClass: SizeClass
    let verticalSizeClass: SizeClass
    let userInterfaceIdiom: UserInterfaceIdiom

    static let standard = [
        RepresentativeContainer(width: 320, height: 568, horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone),
        RepresentativeContainer(width: 390, height: 844, horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone),
        RepresentativeContainer(width: 1024, height: 1366, horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad),
    ]

    /// What a `when` condition sees in this container.
    var conditionEnvironment: ConditionEnvironment {
        ConditionEnvironment(
            width: width, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            userInterfaceIdiom: userInterfaceIdiom)
    }

    /// The standard containers a section applies to; when its `when` rejects all of them, one at
    /// the condition's width bound with the traits it asks for (a phone's where it asks none).
    static func containers(for section: Section) -> [RepresentativeContainer] {
        guard let when = section.when else { return standard }
        let matching = standard.filter { when.holds(in: $0.conditionEnvironment) }
        if !matching.isEmpty { return matching }
        return [
            RepresentativeContainer(
                width: when.minWidth ?? when.maxWidth ?? 390, height: 844,
                horizontalSizeClass: when.horizontalSizeClass ?? .compact, verticalSizeClass: when.verticalSizeClass ?? .regular,
                userInterfaceIdiom: when.userInterfaceIdiom ?? .phone)
        ]
    }

    /// A group's resolved size in this container, following layout-semantics.md §2–3 and §19:
    /// the top-level group resolves against the container less the section's insets across the
    /// repeat axis, nested ones against their parent's content box (a count group's less its
    /// gaps), count groups divide equally, estimates stand for estimated sizes.
    func size(of site: GroupSite) -> (width: Double, height: Double) {
        let section = site.section.section
        let insets = section.contentInsets
        // The section's insets shrink the top-level group's fractions only across the axis its
        // groups are laid out along (layout-semantics.md §19.1; a vertical layout is assumed).
        var box =
            section.orthogonalScrollingBehavior == .none
            ? (width: width - insets.horizontal, height: height)
            : (width: width, height: height - insets.vertical)
        var size = (width: 0.0, height: 0.0)
        var parent: Group?
        for step in site.lineage {
            if let parent {
                box = (size.width - parent.contentInsets.horizontal, size.height - parent.contentInsets.vertical)
            }
            var measured = box
            if case .countSubitem(let count) = step.role, let axis = parent?.mainAxis {
                // §19.2: a count group's children measure its content box less the gaps.
                let gaps = (parent?.interItemSpacing?.minimum ?? 0) * Double(max(count - 1, 0))
                if axis == .horizontal { measured.width -= gaps } else { measured.height -= gaps }
            }
            var resolved = (width: Self.resolve(step.group.size.width, measured), height: Self.resolve(step.group.size.height, measured))
            if case .countSubitem(let count) = step.role, let axis = parent?.mainAxis {
                let length = axis == .horizontal ? box.width : box.height
                let share = StaticGeometry.equalShare(of: length, count: count, spacing: parent?.interItemSpacing)
                if axis == .horizontal { resolved.width = share } else { resolved.height = share }
            }
            size = resolved
            parent = step.group
        }
        return size
    }

    private static func resolve(_ dimension: Dimension, _ box: (width: Double, height: Double)) -> Double {
        switch dimension {
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): v
        case .fractionalWidth(let f): f * box.width
        case .fractionalHeight(let f): f * box.height
        }
    }
}

/// One way a custom group's frames are tried out: at the group's own absolute size, or at the
/// size it gets in a representative container.
struct CustomGroupTrial {
    let width: Double
    let height: Double
    /// How to say where the numbers come from, e.g. "in a 390 pt wide container".
    let label: String

    /// The trials for a custom group: its absolute size alone when it has one, else one per
    /// representative container.
    static func trials(for site: GroupSite) -> [CustomGroupTrial] {
        if case .absolute(let w) = site.group.size.width, case .absolute(let h) = site.group.size.height {
            return [CustomGroupTrial(width: w, height: h, label: "at the group's absolute size")]
        }
        return RepresentativeContainer.containers(for: site.section.section).map { container in
            let size = container.size(of: site)
            return CustomGroupTrial(
                width: size.width, height: size.height,
                label: "in a \(LintFormat.number(container.width)) pt wide container")
        }
    }
}

/// A custom group's frames, evaluated.
struct EvaluatedFrame {
    let x: Double, y: Double, width: Double, height: Double
    /// The frame's path: `customItems[2]` or `repeat.frame`.
    let path: DocumentPath
    /// The repeat index, for frames from `repeat`.
    let index: Int?

    /// Frames evaluated per repeat index at most (a repeat count can be huge).
    static let repeatLimit = 1000

    /// Every frame of a custom group for one trial; frames whose expressions fail are skipped
    /// (decoding has already rejected unknown variables).
    static func frames(of site: GroupSite, in trial: CustomGroupTrial) -> [EvaluatedFrame] {
        guard case .custom(let custom) = site.group.children else { return [] }
        var result: [EvaluatedFrame] = []
        func evaluate(_ frame: CustomFrame, path: DocumentPath, index: Int?) {
            var variables = ["width": trial.width, "height": trial.height]
            if let index { variables["i"] = Double(index) }
            guard let x = try? frame.x.evaluate(variables), let y = try? frame.y.evaluate(variables),
                let w = try? frame.width.evaluate(variables), let h = try? frame.height.evaluate(variables)
            else { return }
            result.append(EvaluatedFrame(x: x, y: y, width: w, height: h, path: path, index: index))
        }
        for (n, frame) in custom.frames.enumerated() { evaluate(frame, path: site.path / "customItems" / n, index: nil) }
        if let repeated = custom.repeated {
            for i in 0..<min(max(repeated.count, 0), repeatLimit) {
                evaluate(repeated.frame, path: site.path / "repeat" / "frame", index: i)
            }
        }
        return result
    }

    /// "customItems[2]" or "repeat.frame with i = 3", for messages.
    var name: String {
        index.map { "\(path) with i = \($0)" } ?? path.description
    }
}
