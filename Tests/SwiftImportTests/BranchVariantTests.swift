import LayoutModel
import Testing

@testable import SwiftImport

/// A layout whose code takes a branch the app decides when it runs (whether a list is empty,
/// whether an optional is there, the device's idiom, `#if DEBUG`) is one layout per answer,
/// named with the condition, each noted once at the condition (issue 31); a number the app
/// may change (`var columnCount = 2`) is followed with its initial value.
@Suite struct BranchVariantTests {
    static let detail = """
        import UIKit

        final class DetailViewController: UIViewController {
            var privacyPermissions: [String] = []

            func makeLayout() -> UICollectionViewCompositionalLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                if !privacyPermissions.isEmpty {
                    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                }
                return UICollectionViewCompositionalLayout(section: section)
            }
        }
        """

    static func section(_ layout: ImportedLayout?) -> Section? {
        guard case .single(.section(let section))? = layout?.definition.sections else { return nil }
        return section
    }

    @Test func aConditionOnTheAppsDataIsOneLayoutPerAnswer() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Detail.swift", text: Self.detail)])
        #expect(report.errors.isEmpty)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        // `!x.isEmpty` holding means there are permissions: `…-privacy-permissions`.
        #expect(report.layouts.map(\.name) == ["detail-privacy-permissions", "detail-no-privacy-permissions"])
        let with = try #require(Self.section(report.layout(named: "detail-privacy-permissions")))
        let without = try #require(Self.section(report.layout(named: "detail-no-privacy-permissions")))
        #expect(with.contentInsets == Insets(top: 8, leading: 16, bottom: 8, trailing: 16))
        #expect(without.contentInsets == Insets())
        // One note, at the `if` condition (line 11, column 12), on the first variant only.
        let notes = report.layouts.flatMap(\.warnings).filter { $0.message.hasPrefix("followed both ways") }
        #expect(notes.count == 1)
        #expect(notes.first?.position == SourcePosition(file: "Detail.swift", line: 11, column: 12))
        #expect(notes.first?.message.contains("`!privacyPermissions.isEmpty` is decided when the app runs") == true)
        #expect(report.recall.found == 2)
        #expect(report.recall.imported == 2)
    }

    static let home = """
        import UIKit

        final class HomeViewController: UIViewController {
            var banner: String?
            var tiles: [String] = []

            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let columns = self.tiles.count > 6 ? 4 : 2
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: columns)
                    let section = NSCollectionLayoutSection(group: group)
                    if self.banner != nil {
                        section.interGroupSpacing = 12
                    }
                    return section
                }
            }
        }
        """

    static func columns(_ layout: ImportedLayout?) -> Int? {
        guard case .count(_, let count)? = section(layout)?.group?.children else { return nil }
        return count
    }

    @Test func twoConditionsAreFollowedEachWayInTurn() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Home.swift", text: Self.home)])
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        // `tiles.count > 6` is spoken `tiles-above-6`; `x != nil` is about
        // `x` being there. Four answers, in the order the code takes them, true before false.
        #expect(
            report.layouts.map(\.name) == [
                "home-tiles-above-6-banner", "home-tiles-above-6-no-banner", "home-no-tiles-above-6-banner", "home-no-tiles-above-6-no-banner",
            ])
        #expect(Self.columns(report.layout(named: "home-tiles-above-6-banner")) == 4)
        #expect(Self.columns(report.layout(named: "home-no-tiles-above-6-no-banner")) == 2)
        #expect(Self.section(report.layout(named: "home-tiles-above-6-banner"))?.interGroupSpacing == 12)
        #expect(Self.section(report.layout(named: "home-tiles-above-6-no-banner"))?.interGroupSpacing == 0)
        let notes = report.layouts.flatMap(\.warnings).filter { $0.message.hasPrefix("followed both ways") }
        #expect(notes.compactMap(\.position?.line).sorted() == [10, 14])
    }

    @Test func answersThatBuildTheSameLayoutAddNothing() throws {
        let text = Self.detail.replacingOccurrences(
            of: "section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)", with: "print(\"permissions\")")
        let report = SwiftImporter().importSources([SwiftSource(path: "Detail.swift", text: text)])
        #expect(report.layouts.map(\.name) == ["detail-privacy-permissions"])
    }

    @Test func aBuildSettingIsSaidToBeDecidedWhenTheAppIsBuilt() throws {
        let text = Self.detail.replacingOccurrences(of: "if !privacyPermissions.isEmpty {", with: "#if DEBUG\n        do {")
            .replacingOccurrences(
                of: "        }\n        return UICollectionViewCompositionalLayout",
                with: "        }\n        #endif\n        return UICollectionViewCompositionalLayout")
        let report = SwiftImporter().importSources([SwiftSource(path: "Detail.swift", text: text)])
        #expect(report.layouts.map(\.name) == ["detail-debug", "detail-no-debug"])
        let note = try #require(report.layouts.flatMap(\.warnings).first { $0.message.hasPrefix("followed both ways") })
        #expect(note.message.contains("`DEBUG` is decided when the app is built"))
    }

    @Test func conditionWordsSayWhatTheConditionIsAbout() {
        let at = SourcePosition(file: "F.swift", line: 1, column: 1)
        let cases: [(String, [String], [String])] = [
            ("items.isEmpty", ["no", "items"], ["items"]),
            ("!self.items.isEmpty", ["items"], ["no", "items"]),
            ("footer == nil", ["no", "footer"], ["footer"]),
            ("recommendations.count != 0", ["recommendations"], ["no", "recommendations"]),
            ("let attributedCollection = viewModel.attributedCollection", ["attributed", "collection"], ["no", "attributed", "collection"]),
            ("traitCollection.horizontalSizeClass == .regular", ["regular"], ["no", "regular"]),
            ("idiom != .pad", ["no", "pad"], ["pad"]),
            ("isLoading", ["loading"], ["no", "loading"]),
            // A member chain is about its last member, a leading `is` left out.
            ("viewModel.numberOfCarouselItems > 0", ["number", "of", "carousel", "items"], ["no", "number", "of", "carousel", "items"]),
            ("FeatureFlags.isNewGridEnabled", ["new", "grid", "enabled"], ["no", "new", "grid", "enabled"]),
            // Other conditions by their words, operators spoken, five words at most.
            ("itemCount < maxVisibleCount", ["item", "count", "below", "max", "visible"], ["no", "item", "count", "below", "max", "visible"]),
        ]
        for (text, whenTrue, whenFalse) in cases {
            let branch = RuntimeBranch(site: at, spelled: text)
            #expect(branch.wordsWhenTrue == whenTrue, "\(text)")
            #expect(branch.wordsWhenFalse == whenFalse, "\(text)")
        }
    }

    static let grid = """
        import UIKit

        final class GridView: UICollectionView {
            var columnCount: Int = 3

            func commonInit() {
                setCollectionViewLayout(UICollectionViewCompositionalLayout(sectionProvider: layout), animated: false)
            }

            private func layout(for sectionIndex: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
                let item = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(columnCount)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
        """

    @Test func aNumberTheAppMayChangeIsFollowedWithItsInitialValue() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Grid.swift", text: Self.grid)])
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.layouts.map(\.name) == ["grid"])
        // 1 / 3 of the group's width.
        guard case .subitems(let children)? = Self.section(report.layout(named: "grid"))?.group?.children,
            case .item(let item)? = children.first
        else {
            Issue.record("no item")
            return
        }
        #expect(item.size.width == .fractionalWidth(1.0 / 3.0))
        let note = try #require(report.layout(named: "grid")?.warnings.first { $0.message.hasPrefix("followed with") })
        #expect(note.message.hasPrefix("followed with `columnCount` = 3: its initial value"))
        #expect(note.position == SourcePosition(file: "Grid.swift", line: 4, column: 9))
    }
    /// A data source's method that asks of the section's first item (habitica's rewards): `if
    /// let item` and `item as? TaskProtocol != nil` are followed in turn, nested `if`s return
    /// from the method, and the implicit members of the ternary take the declared enum.
    static let rewards = """
        import UIKit

        enum RewardSectionType {
            case custom
            case inApp
            var itemHeight: NSCollectionLayoutDimension {
                switch self {
                case .custom: return .estimated(70)
                case .inApp: return .absolute(120)
                }
            }
        }

        class RewardViewDataSource: BaseDataSource {
            func isCustomRewardsSection(_ section: Int) -> Bool {
                if let item = item(at: IndexPath(row: 0, section: section)) {
                    if item as? TaskProtocol != nil {
                        return true
                    }
                }
                return false
            }
        }

        final class RewardViewController: UIViewController {
            let dataSource = RewardViewDataSource()

            private func createCollectionViewLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { [self] sectionIndex, _ in
                    let isCustomRewardsSection = self.dataSource.isCustomRewardsSection(sectionIndex)
                    let sectionType: RewardSectionType = isCustomRewardsSection ? .custom : .inApp
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: sectionType.itemHeight)
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }
        """

    @Test func nestedConditionsInADataSourceMethodAreFollowedInTurn() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Rewards.swift", text: Self.rewards)])
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        // An item that is a task: custom rows, 70 pt estimated; no item: in-app rows 120 pt. An
        // item that is no task builds the in-app layout again and adds nothing.
        #expect(report.layouts.map(\.name) == ["reward-item-task-protocol", "reward-no-item"])
        #expect(Self.section(report.layout(named: "reward-item-task-protocol"))?.group?.size.height == .estimated(70))
        #expect(Self.section(report.layout(named: "reward-no-item"))?.group?.size.height == .absolute(120))
    }

    /// A closure whose body is one `switch` expression (`{ section in switch section { case .a:
    /// Self.aSection … } }`) gives that switch's value, so a provider that calls it builds its
    /// sections, and a condition the app decides inside one is followed both ways for the whole
    /// layout (a public app's members screen, in shape).
    static let members = """
        import UIKit

        final class MembersViewController: UICollectionViewController {
            private enum Constants {
                static var perRow: Int { AppDelegate.shared().isCompactSizeClass ? 5 : 7 }
            }
            private enum Section: Int { case name, members }

            private static var nameSection: NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
            private static var membersSection: NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitem: item, count: Constants.perRow)
                return NSCollectionLayoutSection(group: group)
            }

            init() {
                let createSection: (Section) -> NSCollectionLayoutSection = { section in
                    switch section {
                    case .name: Self.nameSection
                    case .members: Self.membersSection
                    }
                }
                let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
                    guard let section = Section(rawValue: sectionIndex) else { fatalError("unknown section") }
                    return createSection(section)
                }
                super.init(collectionViewLayout: layout)
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aClosureOfOneSwitchExpressionGivesItsValue() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Members.swift", text: Self.members)])
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.layouts.map(\.name) == ["members-app-delegate-shared-is-compact", "members-no-app-delegate-shared-is-compact"])
        for (name, columns) in [("members-app-delegate-shared-is-compact", 5), ("members-no-app-delegate-shared-is-compact", 7)] {
            let definition = try #require(report.layout(named: name)?.definition)
            guard case .perIndex(let list, _) = definition.sections, list.count == 2 else {
                Issue.record("\(name): not two sections by index: \(definition.canonicalText)")
                continue
            }
            #expect(list[0].alternatives.first?.group?.size.height == .absolute(52))
            guard case .count(_, let count)? = list[1].alternatives.first?.group?.children else {
                Issue.record("\(name): the members row is no count group")
                continue
            }
            #expect(count == columns)
        }
    }
}
