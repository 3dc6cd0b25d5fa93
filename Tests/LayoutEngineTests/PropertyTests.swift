import CatalogTestSupport
import LayoutModel
import Testing

@testable import LayoutEngine

extension SplitMix64 {
    /// A value rounded to a quarter point, so hand-checkable numbers stay readable in failures.
    mutating func points(_ range: ClosedRange<Double>) -> Double { (double(range) * 4).rounded() / 4 }
}

/// Random valid definitions. Nested groups use only fractions ≤ 1 of their box on matching
/// axes, so their leaves never leave their slot (which is what the overlap property needs).
struct DefinitionGenerator {
    var random: SplitMix64

    mutating func spacing() -> Spacing? {
        guard random.chance(0.6) else { return nil }
        return random.chance(0.5) ? .fixed(random.points(0...12)) : .flexible(random.points(0...12))
    }

    mutating func insets(_ maximum: Double) -> Insets {
        random.chance(0.5)
            ? .zero
            : Insets(
                top: random.points(0...maximum), leading: random.points(0...maximum),
                bottom: random.points(0...maximum), trailing: random.points(0...maximum))
    }

    mutating func badge(_ index: Int) -> SupplementaryItem {
        let edges = DirectionalEdge.allCases.filter { _ in random.chance(0.4) }
        let offset: Anchor.Offset =
            random.chance(0.5)
            ? .fractional(Point(x: random.double(-0.5...0.5), y: random.double(-0.5...0.5)))
            : .absolute(Point(x: random.points(-8...8), y: random.points(-8...8)))
        return SupplementaryItem(
            elementKind: "badge\(index)",
            size: LayoutSize(width: .absolute(random.points(4...20)), height: .fractionalHeight(random.double(0.1...0.4))),
            containerAnchor: Anchor(edges: edges, offset: offset),
            itemAnchor: random.chance(0.3) ? Anchor(edges: [random.pick(DirectionalEdge.allCases)]) : nil)
    }

    /// An item for a top-level group: any dimension kind.
    mutating func topItem(main: Axis) -> Item {
        func dimension(_ axis: Axis) -> Dimension {
            switch random.int(0...4) {
            case 0: return .absolute(random.points(10...160))
            case 1: return .estimated(random.points(20...120))
            case 2: return axis == .horizontal ? .fractionalWidth(random.double(0.1...1)) : .fractionalHeight(random.double(0.2...1))
            case 3: return .fractionalWidth(random.double(0.05...0.5))
            default: return axis == main ? .fractionalWidth(random.double(0.1...0.6)) : .uniformAcrossSiblings(estimate: random.points(20...90))
            }
        }
        var edges: EdgeSpacing?
        if random.chance(0.3) {
            edges = EdgeSpacing(leading: spacing(), top: spacing(), trailing: spacing(), bottom: spacing())
        }
        return Item(
            size: LayoutSize(width: dimension(.horizontal), height: dimension(.vertical)), contentInsets: insets(4),
            edgeSpacing: edges, supplementaryItems: random.chance(0.25) ? [badge(0)] : [])
    }

    /// A nested group (and its items) using fractions ≤ 1 of the box on matching axes.
    mutating func nestedGroup(depth: Int) -> Group {
        let layout: GroupLayout = random.chance(0.5) ? .horizontal : .vertical
        let size = LayoutSize(width: .fractionalWidth(random.double(0.2...0.6)), height: .fractionalHeight(random.double(0.5...1)))
        func child() -> GroupChild {
            if depth < 2 && random.chance(0.3) { return .group(nestedGroup(depth: depth + 1)) }
            return .item(
                Item(
                    size: LayoutSize(width: .fractionalWidth(random.double(0.2...1)), height: .fractionalHeight(random.double(0.2...1))),
                    contentInsets: insets(3), supplementaryItems: random.chance(0.2) ? [badge(1)] : []))
        }
        let children: Group.Children = random.chance(0.5) ? .count(child(), count: random.int(1...3)) : .subitems([child()])
        return Group(
            layout: layout, size: size, children: children, interItemSpacing: random.chance(0.5) ? .fixed(random.points(0...4)) : nil,
            supplementaryItems: random.chance(0.15) ? [badge(2)] : [])
    }

    mutating func topGroup() -> Group {
        let layout: GroupLayout = random.pick([.horizontal, .horizontal, .vertical, .custom])
        let main: Axis = layout == .vertical ? .vertical : .horizontal
        let size: LayoutSize
        switch random.int(0...2) {
        case 0: size = LayoutSize(width: .fractionalWidth(random.double(0.5...1)), height: .absolute(random.points(30...200)))
        case 1: size = LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(random.double(0.1...0.5)))
        default: size = LayoutSize(width: .fractionalWidth(random.double(0.6...1)), height: .estimated(random.points(30...150)))
        }
        if layout == .custom {
            let frame = CustomFrame(
                x: .binary(.multiply, .variable("i"), .number(random.points(10...60))), y: .number(random.points(0...10)),
                width: .binary(.divide, .variable("width"), .number(Double(random.int(2...5)))), height: .variable("height"),
                zIndex: random.int(-1...2))
            return Group(
                layout: .custom, size: size, children: .custom(CustomItems(repeated: CustomRepeat(count: random.int(1...4), frame: frame))),
                contentInsets: insets(4))
        }
        var children: [GroupChild] = []
        for _ in 0..<random.int(1...3) {
            children.append(random.chance(0.35) ? .group(nestedGroup(depth: 0)) : .item(topItem(main: main)))
        }
        let form: Group.Children
        switch random.int(0...3) {
        case 0: form = .count(children[0], count: random.int(1...4))
        case 1: form = .repeating(children[0], count: random.int(1...4))
        default: form = .subitems(children)
        }
        return Group(
            layout: layout, size: size, children: form, interItemSpacing: spacing(), contentInsets: insets(6),
            supplementaryItems: random.chance(0.2) ? [badge(3)] : [])
    }

    mutating func boundary(_ kind: String) -> BoundaryItem {
        BoundaryItem(
            elementKind: kind,
            size: LayoutSize(
                width: random.chance(0.7) ? .fractionalWidth(random.double(0.3...1)) : .absolute(random.points(20...200)),
                height: random.chance(0.5) ? .absolute(random.points(10...60)) : .estimated(random.points(20...60))),
            alignment: random.pick(RectAlignment.allCases),
            offset: random.chance(0.3) ? Point(x: random.points(-5...5), y: random.points(-5...5)) : .zero,
            extendsBoundary: random.chance(0.8), pinToVisibleBounds: random.chance(0.4), contentInsets: insets(4))
    }

    mutating func section() -> Section {
        if random.chance(0.1) {
            return Section(
                content: .list(
                    ListConfiguration(
                        appearance: random.pick(ListConfiguration.Appearance.allCases),
                        headerMode: random.pick(ListConfiguration.HeaderMode.allCases),
                        footerMode: random.pick(ListConfiguration.FooterMode.allCases))))
        }
        var section = Section(content: .group(topGroup()))
        section.interGroupSpacing = random.chance(0.5) ? random.points(0...20) : 0
        section.contentInsets = insets(20)
        section.contentInsetsReference = random.pick(ContentInsetsReference.allCases)
        section.supplementaryContentInsetsReference = random.chance(0.8) ? .automatic : random.pick(ContentInsetsReference.allCases)
        section.orthogonalScrollingBehavior = random.chance(0.6) ? .none : random.pick(OrthogonalScrollingBehavior.allCases)
        section.boundarySupplementaryItems = (0..<random.int(0...2)).map { boundary("boundary\($0)") }
        if random.chance(0.3) { section.decorationItems = [DecorationItem(elementKind: "background", contentInsets: insets(6))] }
        return section
    }

    mutating func definition() -> LayoutDefinition {
        var configuration = LayoutConfiguration(
            scrollDirection: random.chance(0.2) ? .horizontal : .vertical,
            interSectionSpacing: random.chance(0.5) ? random.points(0...30) : 0,
            contentInsetsReference: random.pick(ContentInsetsReference.allCases))
        if random.chance(0.25) { configuration.boundarySupplementaryItems = [boundary("layout-header")] }
        let sections = (0..<random.int(1...3)).map { _ in SectionChoice.section(section()) }
        return LayoutDefinition(name: "random", configuration: configuration, sections: .perIndex(sections, defaultSection: sections.first))
    }

    mutating func environment(direction: LayoutDirection) -> LayoutEnvironment {
        let safe = EdgeInsets(top: random.points(0...60), left: random.points(0...40), bottom: random.points(0...34), right: random.points(0...40))
        let margins = EdgeInsets(top: safe.top, left: safe.left + 16, bottom: safe.bottom, right: safe.right + 16)
        return LayoutEnvironment(
            width: random.points(320...1100), height: random.points(480...1400), safeArea: safe, layoutMargins: margins,
            readableContentWidth: random.chance(0.5) ? 672 : nil, layoutDirection: direction,
            displayScale: random.chance(0.4) ? random.pick([2.0, 3.0]) : nil)
    }

    mutating func data(_ definition: LayoutDefinition) -> LayoutData {
        LayoutData(
            sections: (0..<random.int(0...4)).map { _ in
                let count = random.int(0...40)
                var measured: [Int: MeasuredSize] = [:]
                if count > 0 && random.chance(0.3) {
                    for _ in 0..<random.int(1...4) {
                        measured[random.int(0...(count - 1))] = MeasuredSize(width: random.points(10...150), height: random.points(10...150))
                    }
                }
                return LayoutData.SectionData(
                    itemCount: count, measuredItems: measured,
                    measuredSupplementaries: random.chance(0.3) ? ["boundary0": MeasuredSize(height: random.points(10...80))] : [:])
            })
    }
}

/// A resolved random case with its ingredients.
struct RandomCase {
    var seed: UInt64
    var definition: LayoutDefinition
    var environment: LayoutEnvironment
    var data: LayoutData
    var layout: ResolvedLayout
}

/// Generates cases; definitions that legitimately fail (no room, …) are skipped and counted.
func randomCases(_ count: Int, seedBase: UInt64, direction: LayoutDirection = .leftToRight) -> (cases: [RandomCase], failures: Int) {
    var cases: [RandomCase] = []
    var failures = 0
    for index in 0..<UInt64(count) {
        let seed = seedBase &+ index
        var generator = DefinitionGenerator(random: SplitMix64(seed: seed))
        let definition = generator.definition()
        let environment = generator.environment(direction: direction)
        let data = generator.data(definition)
        do {
            let layout = try LayoutResolver.resolve(
                definition, environment: environment, data: data,
                snapping: environment.displayScale == nil ? .exact : .snapped)
            cases.append(RandomCase(seed: seed, definition: definition, environment: environment, data: data, layout: layout))
        } catch {
            failures += 1
        }
    }
    return (cases, failures)
}

@Suite("Properties over random definitions (seeded)")
struct PropertyTests {
    @Test func mostRandomDefinitionsResolveAndEveryFrameIsFinite() {
        let (cases, failures) = randomCases(400, seedBase: 1_000)
        #expect(cases.count >= 300, "only \(cases.count) of 400 resolved (\(failures) errors)")
        for item in cases {
            #expect(item.layout.contentSize.width.isFinite && item.layout.contentSize.height.isFinite, "seed \(item.seed)")
            var bad: LayoutAttributes?
            item.layout.forEachElement { if bad == nil && !$0.frame.isFinite { bad = $0 } }
            #expect(bad == nil, "seed \(item.seed): \(String(describing: bad))")
        }
    }

    @Test func cellsOfOneNonCustomGroupNeverOverlap() {
        let (cases, _) = randomCases(400, seedBase: 2_000)
        for item in cases {
            for plan in item.layout.plans {
                guard let group = item.definition.section(forDataSection: plan.index), case .group(let top) = group.content,
                    top.layout != .custom
                else { continue }
                var byGroup: [Int: [Rect]] = [:]
                for index in 0..<plan.itemCount {
                    guard let run = plan.run(containing: index),
                        let frame = item.layout.attributesForItem(at: ElementIndexPath(section: plan.index, item: index))?.frame
                    else { continue }
                    let group = run.firstGroup + (index - run.firstItem) / plan.templates[run.template].leafCount
                    byGroup[group, default: []].append(frame)
                }
                // snapping rounds origin and size by up to ½ px each, so neighbours may overlap by 1 px
                let slop = (item.environment.displayScale.map { 1 / $0 } ?? 0) + 1e-7
                for (group, frames) in byGroup {
                    for a in 0..<frames.count {
                        for b in (a + 1)..<frames.count {
                            let w = min(frames[a].maxX, frames[b].maxX) - max(frames[a].minX, frames[b].minX)
                            let h = min(frames[a].maxY, frames[b].maxY) - max(frames[a].minY, frames[b].minY)
                            #expect(
                                !(w > slop && h > slop), "seed \(item.seed) section \(plan.index) group \(group): \(frames[a]) overlaps \(frames[b])")
                        }
                    }
                }
            }
        }
    }

    @Test func rightToLeftIsTheMirrorOfLeftToRight() throws {
        let (cases, _) = randomCases(300, seedBase: 3_000)
        for item in cases {
            var ltrEnvironment = item.environment
            ltrEnvironment.displayScale = nil
            var rtlEnvironment = ltrEnvironment
            rtlEnvironment.layoutDirection = .rightToLeft
            // the physical insets swap sides with the reading direction
            rtlEnvironment.safeArea = EdgeInsets(
                top: ltrEnvironment.safeArea.top, left: ltrEnvironment.safeArea.right,
                bottom: ltrEnvironment.safeArea.bottom, right: ltrEnvironment.safeArea.left)
            rtlEnvironment.layoutMargins = EdgeInsets(
                top: ltrEnvironment.layoutMargins.top, left: ltrEnvironment.layoutMargins.right,
                bottom: ltrEnvironment.layoutMargins.bottom, right: ltrEnvironment.layoutMargins.left)
            let ltr = try LayoutResolver.resolve(item.definition, environment: ltrEnvironment, data: item.data).all
            let rtlLayout = try LayoutResolver.resolve(item.definition, environment: rtlEnvironment, data: item.data)
            let rtl = rtlLayout.all
            #expect(ltr.count == rtl.count, "seed \(item.seed)")
            let width = rtlLayout.contentSize.width
            for (l, r) in zip(ltr, rtl) {
                let mirroredX = width - (l.frame.x + l.frame.width)
                let same =
                    l.indexPath == r.indexPath && l.elementKind == r.elementKind && abs(mirroredX - r.frame.x) < 1e-6
                    && abs(l.frame.y - r.frame.y) < 1e-6 && abs(l.frame.width - r.frame.width) < 1e-6 && abs(l.frame.height - r.frame.height) < 1e-6
                if !same {
                    Issue.record("seed \(item.seed): LTR \(l) is not mirrored by RTL \(r)")
                    break
                }
            }
        }
    }

    @Test func rectQueriesEqualTheFilteredStream() {
        var random = SplitMix64(seed: 42)
        for direction in LayoutDirection.allCases {
            let (cases, _) = randomCases(250, seedBase: 4_000, direction: direction)
            for item in cases {
                let all = item.layout.all
                let size = item.layout.contentSize
                for _ in 0..<4 {
                    let rect = R(
                        random.double(-50...max(1, size.width)), random.double(-50...max(1, size.height)),
                        random.double(0...600), random.double(0...900))
                    let expected = all.filter { $0.frame.intersects(rect) }
                    #expect(item.layout.elements(in: rect) == expected, "seed \(item.seed) rect \(rect)")
                }
            }
        }
    }

    @Test func pinnedRectQueriesEqualTheFilteredPinnedStream() {
        var random = SplitMix64(seed: 7)
        let (cases, _) = randomCases(250, seedBase: 5_000)
        for item in cases {
            let size = item.layout.contentSize
            for _ in 0..<3 {
                let offset = random.double(-100...max(1, size.height))
                var all: [LayoutAttributes] = []
                item.layout.forEachElement(scrollOffset: offset) { all.append($0) }
                let rect = R(random.double(-50...max(1, size.width)), offset, random.double(50...900), random.double(100...900))
                #expect(item.layout.elements(in: rect, scrollOffset: offset) == all.filter { $0.frame.intersects(rect) }, "seed \(item.seed)")
            }
        }
    }

    @Test func itemLookupAndElementCountAgreeWithTheStream() {
        let (cases, _) = randomCases(300, seedBase: 6_000)
        for item in cases {
            let all = item.layout.all
            #expect(item.layout.elementCount == all.count, "seed \(item.seed)")
            for cell in all where cell.category == .cell {
                #expect(item.layout.attributesForItem(at: cell.indexPath) == cell, "seed \(item.seed) \(cell.indexPath)")
            }
            let cells = all.filter { $0.category == .cell }.count
            #expect(cells == item.data.sections.reduce(0) { $0 + $1.itemCount }, "seed \(item.seed)")
        }
    }
}

extension LayoutDefinition {
    /// The section a data section uses (tests: ignores `when`).
    func section(forDataSection index: Int) -> Section? {
        guard case .perIndex(let list, let fallback) = sections else { return nil }
        let choice = index < list.count ? list[index] : fallback
        guard case .section(let section)? = choice else { return nil }
        return section
    }
}
