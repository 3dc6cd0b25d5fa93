import LayoutModel
import Testing

@testable import SwiftImport

/// A section provider that returns nil for a section (issue 31): UIKit lays out an empty
/// section there while it has no items, and shipping apps write it to hide one. It comes in as
/// `returnsNil`, by index or by kind, instead of being skipped as something the format cannot say.
@Suite struct NilSectionImportTests {
    static let hiddenFirst = """
        import UIKit

        final class TimelineViewController: UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    // Section 0 only anchors a pull-to-refresh control.
                    if sectionIndex == 0 { return nil }
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
        }
        """

    @Test func aNilFirstSectionIsReturnsNilBeforeTheRest() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Timeline.swift", text: Self.hiddenFirst)])
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason.description))")
        let layout = try #require(report.layouts.first)
        guard case .perIndex(let list, let fallback?) = layout.definition.sections else {
            Issue.record("not sections + defaultSection: \(layout.definition.canonicalText)")
            return
        }
        #expect(list == [.returnsNil])
        let row = try #require(fallback.alternatives.first?.group)
        #expect(row.size == LayoutSize(width: .fractionalWidth(1), height: .absolute(44)))
    }

    static let profile = """
        import UIKit

        enum ProfileSection: Hashable { case header, badges, posts }

        final class ProfileViewController: UIViewController {
            var dataSource: UICollectionViewDiffableDataSource<ProfileSection, Int>!
            var badges: [Int] = []

            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { [unowned self] index, _ in
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
                    let row = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    switch dataSource.sectionIdentifier(for: index) {
                    case .header: return row
                    case .badges: return nil
                    case .posts, nil: return row
                    }
                }
            }
        }
        """

    /// A kind the code names and returns nil for keeps its entry, so the export's
    /// `case "badges": return nil` reads back as it was written.
    @Test func aKindTheCodeReturnsNilForIsAnEntry() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Profile.swift", text: Self.profile)])
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason.description))")
        let layout = try #require(report.layouts.first)
        guard case .byKind(let entries, _) = layout.definition.sections else {
            Issue.record("not sectionsByKind: \(layout.definition.canonicalText)")
            return
        }
        #expect(entries.first { $0.kind == "badges" }?.choice == .returnsNil)
        #expect(entries.first { $0.kind == "header" }?.choice.alternatives.first?.group?.size.height == .absolute(60))
    }

    /// Stopping the app is not returning nil: a section whose provider calls `fatalError` has no
    /// layout at all, so one between sections it builds cannot be said, and a kind that stops
    /// the app gets no entry.
    @Test func aProviderThatStopsTheAppIsNoNilSection() throws {
        let byIndex = """
            import UIKit

            final class TrapViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, _ in
                        if sectionIndex == 1 { fatalError("no section 1") }
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }
                }
            }
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "Trap.swift", text: byIndex)])
        // The layout is skipped; its section comes in on its own, as any the format refuses.
        #expect(report.layouts.map(\.name) == ["trap-2"])
        let skipped = try #require(report.skipped.first { $0.name == "trap" })
        #expect(skipped.code == .notInFormat)
        #expect(skipped.reason.message.contains("stops the app for section 1"), "\(skipped.reason.message)")

        let byKind = Self.profile.replacingOccurrences(of: "case .badges: return nil", with: "case .badges: fatalError(\"badges\")")
        let kinds = SwiftImporter().importSources([SwiftSource(path: "Profile.swift", text: byKind)])
        let layout = try #require(kinds.layouts.first, "\(kinds.skipped.map(\.reason.description))")
        guard case .byKind(let entries, _) = layout.definition.sections else {
            Issue.record("not sectionsByKind: \(layout.definition.canonicalText)")
            return
        }
        #expect(!entries.contains { $0.kind == "badges" })
    }
}
