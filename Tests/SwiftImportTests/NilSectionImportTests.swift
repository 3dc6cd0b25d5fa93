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
}
