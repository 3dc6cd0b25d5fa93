import LayoutModel
import Testing

@testable import SwiftImport

/// Custom `UICollectionViewLayout`s of the app that hold a compositional layout and forward to
/// it (issue 31): the compositional layout they hold is imported, with a note.
@Suite struct WrappedLayoutImportTests {
    func height(_ layout: ImportedLayout?) -> Dimension? {
        guard case .single(.section(let section))? = layout?.definition.sections, case .group(let group) = section.content else { return nil }
        return group.size.height
    }

    @Test func aWrapperAroundACompositionalLayoutImportsTheWrappedOne() throws {
        let source = """
            import UIKit

            final class WrappingLayout: UICollectionViewLayout {
                private let base: UICollectionViewLayout

                init(base: UICollectionViewLayout) {
                    self.base = base
                    super.init()
                }

                required init?(coder: NSCoder) { fatalError() }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    base.layoutAttributesForElements(in: rect)
                }
            }

            enum Layouts {
                static func makeTimeline() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return WrappingLayout(base: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
                }
            }
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "Timeline.swift", text: source)])
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.layouts.map(\.name) == ["timeline"])
        let layout = report.layout(named: "timeline")
        #expect(height(layout) == .absolute(70))
        let note = try #require(layout?.warnings.first)
        #expect(note.severity == .note)
        #expect(note.position == SourcePosition(file: "Timeline.swift", line: 4, column: 17))
        #expect(
            note.message
                == "imported the UICollectionViewCompositionalLayout that `WrappingLayout` holds in `base`: `WrappingLayout` is a custom UICollectionViewLayout that forwards to it, and what its own code does with the frames is not part of the definition"
        )
        #expect(report.recall.found == 2)
        #expect(report.recall.imported == 2)
    }

    @Test func aCustomLayoutBuildingItsCompositionalLayoutInItsInitializer() throws {
        let source = """
            import UIKit

            final class ForwardingLayout: UICollectionViewLayout {
                private let compositional: UICollectionViewCompositionalLayout

                override init() {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    compositional = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                    super.init()
                }

                required init?(coder: NSCoder) { fatalError() }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    compositional.layoutAttributesForElements(in: rect)
                }
            }
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "Forwarding.swift", text: source)])
        #expect(report.layouts.map(\.name) == ["forwarding"])
        let layout = report.layout(named: "forwarding")
        #expect(height(layout) == .absolute(90))
        #expect(
            layout?.warnings.map(\.message) == [
                "imported the UICollectionViewCompositionalLayout built inside `ForwardingLayout`: `ForwardingLayout` is a custom UICollectionViewLayout that holds it, and what its own code does with the frames is not part of the definition"
            ])
        #expect(report.recall.imported == 2)
    }
}
