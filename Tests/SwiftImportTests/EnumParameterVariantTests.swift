import LayoutModel
import Testing

@testable import SwiftImport

/// A builder whose enum parameter the app fills only at run time is one layout per case
/// (issue 31): UIKit's list appearances, or an enum the files declare.
@Suite struct EnumParameterVariantTests {
    static let settings = """
        import UIKit

        final class SettingsViewController: UIViewController {
            let collectionView: UICollectionView

            init(style: UICollectionLayoutListConfiguration.Appearance) {
                collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.makeLayout(appearance: style))
                super.init(nibName: nil, bundle: nil)
            }

            static func makeLayout(appearance: UICollectionLayoutListConfiguration.Appearance) -> UICollectionViewLayout {
                let configuration = UICollectionLayoutListConfiguration(appearance: appearance)
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
        }
        """

    @Test func aListAppearancePassedAtRunTimeIsOneLayoutPerAppearance() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Settings.swift", text: Self.settings)])
        #expect(report.errors.isEmpty)
        #expect(
            report.layouts.map(\.name) == [
                "settings-plain", "settings-grouped", "settings-inset-grouped", "settings-sidebar", "settings-sidebar-plain",
            ])
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let appearances = report.layouts.map { layout -> ListConfiguration.Appearance? in
            guard case .single(.section(let section)) = layout.definition.sections, case .list(let list) = section.content else { return nil }
            return list.appearance
        }
        #expect(appearances == [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain])
        // The note names the parameter, its type and the call that passes a run-time value
        // (line 7); it stands at the parameter (line 11, column 28: after 4 spaces and
        // `static func makeLayout(`).
        let note = try #require(
            report.layout(named: "settings-inset-grouped")?.warnings.first { $0.severity == .note && $0.message.hasPrefix("followed with") })
        #expect(note.position == SourcePosition(file: "Settings.swift", line: 11, column: 28))
        #expect(
            note.message
                == "followed with `appearance` = .insetGrouped: the parameter is of the enum type `UICollectionLayoutListConfiguration.Appearance` and its calls pass a value known only when the app runs (Settings.swift:7), so each of its cases is a layout of its own"
        )
        // The one construction site is imported, by all five.
        #expect(report.recall.found == 1)
        #expect(report.recall.imported == 1)
    }

    static let gallery = """
        import UIKit

        enum GalleryMode { case grid, strip, compact }

        enum Gallery {
            static func layout(for mode: GalleryMode, height: CGFloat = 100) -> UICollectionViewLayout {
                let columns: Int
                switch mode {
                case .grid: columns = 3
                case .strip: columns = 1
                case .compact: columns = 3
                }
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }

        final class GalleryViewController: UIViewController {
            var collectionView: UICollectionView!

            func show(_ mode: GalleryMode) {
                collectionView.setCollectionViewLayout(Gallery.layout(for: mode), animated: true)
            }
        }
        """

    @Test func anEnumOfTheFilesIsFollowedPerCaseAndAlikeCasesAddNothing() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Gallery.swift", text: Self.gallery)])
        // `compact` builds what `grid` builds (3 columns): it adds nothing.
        #expect(report.layouts.map(\.name) == ["gallery-grid", "gallery-strip"])
        func width(_ name: String) -> Dimension? {
            guard case .single(.section(let section))? = report.layout(named: name)?.definition.sections,
                case .subitems(let children)? = section.group?.children, case .item(let item)? = children.first
            else { return nil }
            return item.size.width
        }
        #expect(width("gallery-grid") == .fractionalWidth(1.0 / 3.0))
        #expect(width("gallery-strip") == .fractionalWidth(1))
    }

    @Test func aNumberPassedAtRunTimeStillSkips() {
        let text = Self.gallery.replacingOccurrences(
            of: "mode: GalleryMode, height: CGFloat = 100", with: "mode: GalleryMode = .grid, height: CGFloat"
        )
        .replacingOccurrences(of: "Gallery.layout(for: mode)", with: "Gallery.layout(height: measuredHeight)")
        .replacingOccurrences(
            of: "var collectionView: UICollectionView!", with: "var collectionView: UICollectionView!\n    var measuredHeight: CGFloat")
        let report = SwiftImporter().importSources([SwiftSource(path: "Gallery.swift", text: text)])
        #expect(report.layouts.isEmpty)
        #expect(report.skipped.map(\.name) == ["gallery"])
    }
}
