import LayoutModel
import Testing

@testable import SwiftImport

/// A layout built inside a closure no code here calls — a SwiftUI view's content handing it to a
/// `UIViewRepresentable`, a completion handler — is followed on its own, in the scope of the code
/// around it, with a note; one that needs what the closure would give it stays unreached.
@Suite struct ClosureHostedLayoutTests {
    static let source = """
        import SwiftUI
        import UIKit

        struct CollectionHost: UIViewRepresentable {
            let layout: UICollectionViewLayout
            func makeUIView(context: Context) -> UICollectionView { UICollectionView(frame: .zero, collectionViewLayout: layout) }
            func updateUIView(_ view: UICollectionView, context: Context) {}
        }

        struct ChaptersView: View {
            let rowHeight: CGFloat = 56
            var body: some View {
                VStack {
                    CollectionHost(layout: UICollectionViewCompositionalLayout { _, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    })
                }
            }
        }

        struct PagedView: View {
            let pageSize: Int?
            var body: some View {
                VStack {
                    if let pageSize {
                        let rows = pageSize * 2
                        CollectionHost(layout: UICollectionViewCompositionalLayout { _, _ in
                            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(rows) * 40))
                            return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                        })
                    }
                }
            }
        }

        struct EntriesView: View {
            var body: some View {
                ForEach(0..<3) { index in
                    CollectionHost(layout: UICollectionViewCompositionalLayout { _, _ in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(index) * 40))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    })
                }
            }
        }
        """

    @Test func aLayoutInAViewBuilderIsFollowedOnItsOwn() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Views.swift", text: Self.source)])
        let chapters = try #require(report.layout(named: "chapters"))
        guard case .single(.section(let section)) = chapters.definition.sections else {
            Issue.record("not one section")
            return
        }
        #expect(section.group?.size.height == .absolute(56))
        #expect(chapters.warnings.contains { $0.message.hasPrefix("followed on its own: the code around it is a closure") })
        // ForEach's `index` is the closure's to give, as is what a closure declares around the
        // layout: still unreached, and said so.
        let entries = try #require(report.skipped.first { $0.name == "entries" })
        #expect(entries.code == .unreached)
        #expect(entries.reason.message.contains("`index` is given by a closure around the layout"), "\(entries.reason.message)")
        let paged = try #require(report.skipped.first { $0.name == "paged" })
        #expect(paged.code == .unreached)
        #expect(paged.reason.message.contains("`rows` is given by a closure around the layout"), "\(paged.reason.message)")
    }
}
