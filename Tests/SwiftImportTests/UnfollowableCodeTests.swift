import LayoutModel
import Testing

@testable import SwiftImport

/// What the importer cannot follow is never guessed: a layout that depends on it is skipped
/// with the place and the reason, and `allowPartial` imports it with the nearest literal,
/// recorded as an assumption. Things that move no frame are left out with a warning.
@Suite struct UnfollowableCodeTests {
    static let file = "unfollowable/Unfollowable.swift"

    func skipped(_ report: SwiftImportReport, _ name: String) -> SkippedLayout? {
        report.skipped.first { $0.name == name }
    }

    @Test func runtimeValuesSkipTheLayoutWithTheirPosition() throws {
        let report = try Fixtures.importing("unfollowable")
        #expect(Set(report.layouts.map(\.name)) == ["carousel", "strict"])
        #expect(Set(report.skipped.map(\.name)) == ["row", "measured", "cached", "flagged", "waterfall", "delegated"])

        let row = try #require(skipped(report, "row"))
        #expect(row.reason.position == (try Fixtures.position(of: "cellHeight)", line: 19, in: Self.file)))
        #expect(row.reason.message.contains("`cellHeight` is a `var` (declared at 12:9)"))
        #expect(row.source == (try Fixtures.position(of: "rowLayout", line: 18, in: Self.file)))

        let measured = try #require(skipped(report, "measured"))
        #expect(measured.reason.position == (try Fixtures.position(of: "view.bounds", line: 26, in: Self.file)))
        #expect(measured.reason.message.contains("`view` is not declared in the imported code"))

        let flagged = try #require(skipped(report, "flagged"))
        #expect(flagged.reason.position == (try Fixtures.position(of: "FeatureFlags", line: 43, in: Self.file)))
        #expect(flagged.reason.message.hasPrefix("cannot follow a condition: `FeatureFlags.isNewGridEnabled`"))

        let waterfall = try #require(skipped(report, "waterfall"))
        #expect(waterfall.reason.position == (try Fixtures.position(of: "self.heights", line: 58, in: Self.file)))

        let delegated = try #require(skipped(report, "delegated"))
        #expect(delegated.reason.position == (try Fixtures.position(of: "factory", line: 69, in: Self.file)))
        #expect(delegated.reason.message.contains("set at run time"))
    }

    @Test func allowPartialUsesTheNearestLiteralAndSaysSo() throws {
        let report = try Fixtures.importing("unfollowable", options: SwiftImportOptions(allowPartial: true))
        // Nothing near `view.bounds.width / 3`, a loop over data, or an unseen conformance.
        #expect(Set(report.skipped.map(\.name)) == ["measured", "waterfall", "delegated"])

        // `var cellHeight: CGFloat = 88` → absolute(88).
        let row = try #require(report.layout(named: "row"))
        #expect(row.isPartial)
        #expect(
            row.definition.sectionsWithPaths[0].section.group?.children
                == .subitems([.item(Item(size: Size(width: .fractionalWidth(1), height: .absolute(88))))]))
        #expect(row.assumptions.map(\.position) == [try Fixtures.position(of: "cellHeight)", line: 19, in: Self.file)])
        #expect(row.assumptions.first?.message.hasSuffix("used 88 instead") == true)

        // `cachedHeights.first ?? 44` → 44 for the item and the group.
        let cached = try #require(report.layout(named: "cached"))
        #expect(cached.definition.sectionsWithPaths[0].section.group?.size.height == .absolute(44))
        #expect(cached.isPartial)

        // The flag's first branch: 3 columns.
        let flagged = try #require(report.layout(named: "flagged"))
        guard case .count(_, let count)? = flagged.definition.sectionsWithPaths[0].section.group?.children else {
            Issue.record("flagged: not a subitem + count group")
            return
        }
        #expect(count == 3)
        #expect(flagged.assumptions.first?.message.hasSuffix("took the branch written first") == true)
        #expect(flagged.assumptions.first?.position == (try Fixtures.position(of: "FeatureFlags", line: 43, in: Self.file)))
    }

    @Test func whatMovesNoFrameIsLeftOutWithAWarning() throws {
        let report = try Fixtures.importing("unfollowable")
        let carousel = try #require(report.layout(named: "carousel"))
        #expect(!carousel.isPartial)
        let messages = carousel.warnings.map(\.message)
        #expect(carousel.warnings.first?.position == (try Fixtures.position(of: "section.visibleItemsInvalidationHandler", line: 78, in: Self.file)))
        #expect(messages.first?.hasPrefix("visibleItemsInvalidationHandler does not change any frame") == true)
        // The item was copied into the group on line 75: insets set afterwards do not reach it
        // (seed article 000, figures 11 and 12), so the imported item has none.
        #expect(
            messages.contains(
                "contentInsets is set on an NSCollectionLayoutItem after UIKit copied it at 75:21; the copy (what the layout uses) does not change"))
        let item = carousel.definition.sectionsWithPaths[0].section.group?.children
        #expect(item == .subitems([.item(Item(size: Size(width: .fractionalWidth(1), height: .fractionalHeight(1))))]))
    }

    /// A list's background colour made by the app's own `UIColor` initializer, which
    /// force-unwraps a colour read from an asset catalog: the colour moves no frame, so the list
    /// comes in, with a warning at the assignment.
    @Test func aValueThatMovesNoFrameNeedNotBeFollowed() throws {
        let source = """
            import UIKit

            extension UIColor {
                convenience init(asset name: String) {
                    self.init(named: name, in: .main, compatibleWith: nil)!
                }
            }

            final class SignInViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, environment in
                        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                        configuration.backgroundColor = UIColor(asset: "background")
                        let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
                        return section
                    }
                }
            }
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "SignIn.swift", text: source)])
        let layout = try #require(report.layout(named: "sign-in"), "\(report.skipped.map(\.reason))")
        #expect(!layout.isPartial)
        let warning = try #require(
            layout.warnings.first { $0.message.hasPrefix("left out `configuration.backgroundColor`: it moves no frame") }, "\(layout.warnings)")
        #expect(warning.position?.line == 13)
        // Every section a plain list with 16 pt insets all round.
        let expected = try #require(
            LayoutDocument.check(
                """
                name: sign-in
                section:
                  list: {appearance: plain}
                  contentInsets: 16
                """, lint: false
            ).definition)
        #expect(layout.definition.contentHash == expected.contentHash, "\(layout.definition.canonicalText)")
    }

    @Test func aProviderThatStopsTheAppHasNoSectionThere() throws {
        let report = try Fixtures.importing("unfollowable")
        let strict = try #require(report.layout(named: "strict"))
        // case 0, 1 build a section; default calls fatalError: two sections, no defaultSection.
        guard case .perIndex(let list, let fallback) = strict.definition.sections else {
            Issue.record("strict: expected sections:")
            return
        }
        #expect(list.count == 2)
        #expect(fallback == nil)
        #expect(strict.warnings.map(\.message) == ["for section 2 the section provider calls fatalError, so that section has no layout"])
        #expect(strict.warnings.first?.position == (try Fixtures.position(of: "fatalError", line: 93, in: Self.file)))
    }
}
