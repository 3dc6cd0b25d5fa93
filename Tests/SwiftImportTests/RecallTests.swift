import LayoutModel
import Testing

@testable import SwiftImport

/// Every construction site in the files is listed with what became of it: imported as part of a
/// layout, or skipped with a stable reason and the line that says why.
@Suite struct RecallTests {
    static let file = "unfollowable/Unfollowable.swift"

    func site(_ report: SwiftImportReport, line: Int, _ kind: ConstructionSite.Kind) -> ConstructionSite? {
        report.sites.first { $0.position.line == line && $0.kind == kind }
    }

    @Test func everySiteHasAnOutcomeAndTheSkippedOnesAReason() throws {
        let report = try Fixtures.importing("unfollowable")
        // Lines 21, 29, 37, 50 and 64 build a section and a layout each; 69 a layout around a
        // section it does not build; 76 and 82, 87 and 91 a section and its layout.
        #expect(report.sites.map(\.position.line) == [21, 21, 29, 29, 37, 37, 50, 50, 64, 64, 69, 76, 82, 87, 91])
        let recall = report.recall
        #expect(recall.found == 15)
        // Skipped: the cached (37), waterfall (64) and delegated (69) layouts' sites.
        #expect(recall.imported == 10)
        #expect(recall.skipped == [.runtimeValue: 5])

        let carousel = try #require(site(report, line: 76, .section))
        guard case .imported(let names) = carousel.outcome else {
            Issue.record("line 76: not imported")
            return
        }
        #expect(names == ["carousel"])
        #expect(carousel.call == "NSCollectionLayoutSection(group:)")
        #expect(site(report, line: 87, .layout)?.call == "UICollectionViewCompositionalLayout { … }")

        // The skip of the layout a site is part of, at the place that could not be followed.
        let cached = try #require(site(report, line: 37, .layout))
        guard case .skipped(let reason, let why) = cached.outcome else {
            Issue.record("line 37: not skipped")
            return
        }
        #expect(reason == .runtimeValue)
        #expect(why.position == (try Fixtures.position(of: "cachedHeights", line: 34, in: Self.file)))
        #expect(why.message.hasPrefix("part of 'cached': cannot follow the value of .absolute(…): `cachedHeights` is a `var`"))

        // The flag's two answers both use the section built on line 50.
        guard case .imported(let flagged)? = site(report, line: 50, .section)?.outcome else {
            Issue.record("line 50: not imported")
            return
        }
        #expect(flagged == ["flagged-new-grid-enabled", "flagged-no-new-grid-enabled"])
    }

    @Test func aSiteNoLayoutReachesIsUnreached() throws {
        let source = """
            import UIKit

            final class Registry {
                func register() {
                    let make = { () -> NSCollectionLayoutSection in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }
                    _ = make
                }
            }
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "Registry.swift", text: source)])
        #expect(report.recall.found == 1)
        #expect(report.recall.skipped == [.unreached: 1])
        #expect(report.layouts.isEmpty)
        #expect(report.skipped.map(\.code) == [.unreached])
    }

    /// An estimate as tall as the container is wide is a container expression, over the
    /// effective size or the size before the container's insets (`contentSize`).
    @Test func theContainersWidthAsASizeIsAContainerExpression() throws {
        let source = """
            import UIKit

            final class ArticleViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, environment in
                        let size = NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .estimated(environment.container.effectiveContentSize.width))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }
                }
            }
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "Article.swift", text: source)])
        let layout = try #require(report.layouts.first)
        guard case .single(.section(let section)) = layout.definition.sections, let group = section.group else {
            Issue.record("one section with a group expected")
            return
        }
        #expect(group.size.containerExpressions[.vertical]?.description == "container.width")
        #expect(group.size.height == .estimated(390))
        #expect(report.recall.skipped.isEmpty)

        let before = SwiftImporter().importSources([
            SwiftSource(path: "Article.swift", text: source.replacingOccurrences(of: "effectiveContentSize", with: "contentSize"))
        ])
        let bounds = try #require(before.layouts.first)
        guard case .single(.section(let boundsSection)) = bounds.definition.sections, let boundsGroup = boundsSection.group else {
            Issue.record("one section with a group expected")
            return
        }
        #expect(boundsGroup.size.containerExpressions[.vertical]?.description == "container.contentSize.width")
    }

    @Test func reasonsAreListedInTheirOwnOrder() {
        #expect(
            SkipReason.allCases.map(\.rawValue) == [
                "runtime-value", "runtime-condition", "environment-value", "outside-code", "takes-arguments", "not-in-format", "invalid", "limit",
                "unsupported", "unreached", "unreadable-file",
            ])
        #expect(SkipReason.runtimeValue < .unreached)
    }
}
