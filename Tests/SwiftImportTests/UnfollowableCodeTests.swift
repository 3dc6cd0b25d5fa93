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
        #expect(
            Set(report.layouts.map(\.name)) == [
                "row", "measured", "flagged-new-grid-enabled", "flagged-no-new-grid-enabled", "carousel", "strict",
            ])
        #expect(Set(report.skipped.map(\.name)) == ["cached", "waterfall", "delegated"])

        let cached = try #require(skipped(report, "cached"))
        #expect(cached.reason.position == (try Fixtures.position(of: "cachedHeights", line: 34, in: Self.file)))
        #expect(cached.reason.message.contains("`cachedHeights` is a `var` (declared at 13:9)"))
        #expect(cached.source == (try Fixtures.position(of: "cachedLayout", line: 33, in: Self.file)))

        let waterfall = try #require(skipped(report, "waterfall"))
        #expect(waterfall.reason.position == (try Fixtures.position(of: "self.heights", line: 58, in: Self.file)))

        let delegated = try #require(skipped(report, "delegated"))
        #expect(delegated.reason.position == (try Fixtures.position(of: "factory", line: 69, in: Self.file)))
        #expect(delegated.reason.message.contains("set at run time"))
    }

    /// `var cellHeight: CGFloat = 88`, a number the app may change, is the layout as first
    /// built: absolute(88), noted at the declaration, not partial.
    @Test func aNumberTheAppMayChangeIsItsInitialValue() throws {
        let report = try Fixtures.importing("unfollowable")
        let row = try #require(report.layout(named: "row"))
        #expect(!row.isPartial)
        #expect(
            row.definition.sectionsWithPaths[0].section.group?.children
                == .subitems([.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(88))))]))
        let note = try #require(row.warnings.first { $0.message.hasPrefix("followed with") })
        #expect(note.position == (try Fixtures.position(of: "cellHeight", line: 12, in: Self.file)))
        #expect(note.message.hasPrefix("followed with `cellHeight` = 88: its initial value"))
    }

    /// `view.bounds.width / 3` is a third of the container's width, with a warning that this
    /// assumes the collection view fills the view.
    @Test func theViewControllersViewIsReadAsTheContainer() throws {
        let report = try Fixtures.importing("unfollowable")
        let measured = try #require(report.layout(named: "measured"))
        let group = try #require(measured.definition.sectionsWithPaths[0].section.group)
        #expect(group.size.containerExpressions[.vertical]?.description == "container.contentSize.width / 3")
        // 390 / 3 in the reference container.
        #expect(group.size.height == .absolute(130))
        let warning = try #require(measured.warnings.first { $0.severity == .warning })
        #expect(warning.position == (try Fixtures.position(of: "view.bounds", line: 26, in: Self.file)))
        #expect(warning.message.contains("assuming the collection view fills the view controller's view"))
    }

    /// `if FeatureFlags.isNewGridEnabled`: 3 columns when it holds, 2 when it does not.
    @Test func aFeatureFlagIsOneLayoutPerAnswer() throws {
        let report = try Fixtures.importing("unfollowable")
        for (name, columns) in [("flagged-new-grid-enabled", 3), ("flagged-no-new-grid-enabled", 2)] {
            let layout = try #require(report.layout(named: name))
            guard case .count(_, let count)? = layout.definition.sectionsWithPaths[0].section.group?.children else {
                Issue.record("\(name): not a subitem + count group")
                continue
            }
            #expect(count == columns, "\(name)")
        }
        let note = try #require(report.layouts.flatMap(\.warnings).first { $0.message.hasPrefix("followed both ways") })
        #expect(note.position == (try Fixtures.position(of: "FeatureFlags", line: 43, in: Self.file)))
    }

    @Test func allowPartialUsesTheNearestLiteralAndSaysSo() throws {
        let report = try Fixtures.importing("unfollowable", options: SwiftImportOptions(allowPartial: true))
        // Nothing near a loop over data, or an unseen conformance.
        #expect(Set(report.skipped.map(\.name)) == ["waterfall", "delegated"])

        // `var cellHeight: CGFloat = 88` → absolute(88).
        let row = try #require(report.layout(named: "row"))
        #expect(row.isPartial)
        #expect(
            row.definition.sectionsWithPaths[0].section.group?.children
                == .subitems([.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(88))))]))
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
        #expect(item == .subitems([.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))]))
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
