import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("Hostile input gives warnings or ResolveError, never a crash or a hang")
struct RobustnessTests {
    private func row(_ item: Item, layout: GroupLayout = .horizontal) -> LayoutDefinition {
        LayoutDefinition(
            name: "t",
            sections: .single(
                .section(
                    Section(
                        content: .group(
                            Group(
                                layout: layout, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                                children: .subitems([.item(item)]))))))
        )
    }

    @Test func nonFiniteEnvironmentIsRejected() throws {
        let definition = row(Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
        #expect(throws: ResolveError.self) {
            try LayoutResolver.resolve(definition, environment: plain(.nan, 800), data: LayoutData(itemCounts: [1]))
        }
        #expect(throws: ResolveError.self) {
            try LayoutResolver.resolve(
                definition, environment: LayoutEnvironment(width: 400, height: 800, safeArea: EdgeInsets(left: -1)), data: LayoutData(itemCounts: [1])
            )
        }
    }

    @Test func zeroWidthItemsHoldOneRoundAndWarn() throws {
        let definition = row(Item(size: LayoutSize(width: .absolute(0), height: .fractionalHeight(1))))
        let layout = try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [3]))
        // one round of subitems (one item) per group
        #expect(layout.sections[0].groupCount == 3)
        #expect(layout.warnings.contains { $0.rule == "zero-length-subitems" })
    }

    /// Seed 3735928559, case 78360: a horizontal group `fractionalWidth(1e-300)` wide whose
    /// subitems are fractions of it. Each round advances about 1e-298 pt, so under the whole-
    /// point fit it repeated past the 250,000-leaf limit and the resolver refused what
    /// validation accepted. A round under a millionth of a point takes no room: one round.
    @Test func subitemsOfAVanishingWidthHoldOneRound() throws {
        let child = Item(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        let group = Group(
            layout: .horizontal, size: LayoutSize(width: .fractionalWidth(1e-300), height: .absolute(44)),
            children: .subitems([.item(child), .item(child)]))
        let definition = LayoutDefinition(name: "t", sections: .single(.section(Section(content: .group(group)))))
        let layout = try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [4]))
        // two items per group (one round of the two subitems), so four items fill two groups
        #expect(layout.sections[0].groupCount == 2)
        #expect(layout.warnings.contains { $0.rule == "zero-length-subitems" })
    }

    @Test func zeroSizedContainerResolves() throws {
        let definition = row(Item(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))))
        let layout = try LayoutResolver.resolve(definition, environment: plain(0, 0), data: LayoutData(itemCounts: [4]))
        #expect(layout.all.allSatisfy { $0.frame.isFinite })
    }

    @Test func tinyItemsHitTheLeafLimitInsteadOfExhaustingMemory() throws {
        let definition = row(Item(size: LayoutSize(width: .absolute(0.001), height: .fractionalHeight(1))))
        // 400 / 0.001 = 400,000 leaves > 250,000
        #expect(throws: ResolveError.self) {
            try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [1]))
        }
    }

    @Test func hugeCountsAreResolveErrors() throws {
        let item = GroupChild.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
        let counted = LayoutDefinition(
            name: "t",
            sections: .single(
                .section(
                    Section(
                        content: .group(
                            Group(
                                layout: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                                children: .count(item, count: 1_000_000_000)))))))
        #expect(throws: ResolveError.self) { try LayoutResolver.resolve(counted, environment: plain(400, 800), data: LayoutData(itemCounts: [1])) }
        let zero = LayoutDefinition(
            name: "t",
            sections: .single(
                .section(
                    Section(
                        content: .group(
                            Group(
                                layout: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                                children: .repeating(item, count: 0)))))))
        #expect(throws: ResolveError.self) { try LayoutResolver.resolve(zero, environment: plain(400, 800), data: LayoutData(itemCounts: [1])) }
        let frame = CustomFrame(x: .number(0), y: .number(0), width: .number(1), height: .number(1))
        let custom = LayoutDefinition(
            name: "t",
            sections: .single(
                .section(
                    Section(
                        content: .group(
                            Group(
                                layout: .custom, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                                children: .custom(CustomItems(repeated: CustomRepeat(count: Int.max, frame: frame)))))))))
        #expect(throws: ResolveError.self) { try LayoutResolver.resolve(custom, environment: plain(400, 800), data: LayoutData(itemCounts: [1])) }
    }

    @Test func negativeItemCountIsAResolveError() throws {
        let definition = row(Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
        #expect(throws: ResolveError.negativeItemCount(section: 0, count: -1)) {
            try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [-1]))
        }
    }

    @Test func nonFiniteMeasurementIsAResolveError() throws {
        let definition = row(Item(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(40))))
        let data = LayoutData(sections: [.init(itemCount: 2, measuredItems: [1: MeasuredSize(height: .infinity)])])
        #expect(throws: ResolveError.self) { try LayoutResolver.resolve(definition, environment: plain(400, 800), data: data) }
    }

    @Test func nonFiniteDefinitionValuesAreResolveErrors() throws {
        let definition = row(Item(size: LayoutSize(width: .fractionalWidth(.nan), height: .fractionalHeight(1))))
        #expect(throws: ResolveError.self) { try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [1])) }
    }

    @Test func negativeSizesBuiltInCodeAreClampedWithAWarning() throws {
        let definition = row(Item(size: LayoutSize(width: .absolute(-20), height: .fractionalHeight(1))))
        let layout = try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [1]))
        #expect(layout.warnings.contains { $0.rule == "negative-size" })
        #expect(layout.cell(0, 0)?.width == 0)
    }

    @Test func invalidDisplayScaleIsIgnoredWithAWarning() throws {
        let definition = row(Item(size: LayoutSize(width: .fractionalWidth(0.3333), height: .fractionalHeight(1))))
        let layout = try LayoutResolver.resolve(
            definition, environment: plain(400, 800, scale: 0), data: LayoutData(itemCounts: [2]),
            snapping: .snapped)
        #expect(layout.warnings.contains { $0.rule == "invalid-scale" })
        expectClose(layout.cell(0, 1)?.x, 133.32)
    }

    @Test func hugeItemCountsStayArithmetic() throws {
        let definition = row(Item(size: LayoutSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1))))
        let count = Int.max / 8
        let layout = try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [count]))
        #expect(layout.elementCount == count)
        let last = try #require(layout.attributesForItem(at: ElementIndexPath(section: 0, item: count - 1)))
        #expect(last.frame.isFinite)
        #expect(layout.attributesForItem(at: ElementIndexPath(section: 0, item: count)) == nil)
        #expect(layout.attributesForItem(at: ElementIndexPath(section: 1, item: 0)) == nil)
        #expect(layout.attributesForItem(at: ElementIndexPath(section: 0, item: -1)) == nil)
        // a query deep inside only touches the groups there: rows are 50 high, 1e12 / 50 is a row
        // start, so rows at 1e12 and 1e12 + 50 intersect (the row ending at 1e12 only touches)
        // → 2 rows × 5 = 10 cells
        #expect(layout.elements(in: R(0, 1e12, 400, 100)).count == 10)
    }
}

@Suite("Scale: arithmetic access to huge sections")
struct ScaleTests {
    @Test func oneScreenOfATenMillionItemGridIsFoundArithmetically() throws {
        let layout = try resolve(
            """
            name: grid
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1.0), height: fractionalWidth(0.2)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.2), height: fractionalHeight(1.0)}}
            """, plain(393, 852), items: [10_000_000])
        #expect(layout.elementCount == 10_000_000)
        // rows are 0.2 × 393 = 78.6 high. y = 3,000,000 falls in row ⌊3e6 / 78.6⌋ = 38167
        // (2,999,926.2 … 3,000,004.8); the screen ends at 3,000,852, inside row 38178
        // (3,000,790.8 …) → 12 rows × 5 = 60 cells, from item 38167 × 5 = 190835.
        let visible = layout.elements(in: R(0, 3_000_000, 393, 852))
        #expect(visible.count == 60)
        #expect(visible.first?.indexPath.item == 190_835)
        expectRect(visible.first?.frame, R(0, 38_167 * 78.6, 78.6, 78.6))
    }
}
