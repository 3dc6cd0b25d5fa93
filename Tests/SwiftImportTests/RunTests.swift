import LayoutModel
import Testing

@testable import SwiftImport

/// Properties of a whole run: names, duplicates, positions, `#available`, building blocks.
@Suite struct RunTests {
    @Test func aNameTwoLayoutsDeriveIsNumberedNotAnError() throws {
        let report = try Fixtures.importing("duplicates")
        // `Grid.layout()` and `GridViewController.createLayout` both derive `grid` from their
        // type, in files of one folder: the first in source order keeps it.
        #expect(report.errors.isEmpty)
        #expect(report.layouts.map(\.name) == ["grid", "grid-2"])
        let numbered = try #require(report.layout(named: "grid-2"))
        #expect(numbered.source == (try Fixtures.position(of: "createLayout", line: 4, in: "duplicates/GridViewController.swift")))
        #expect(numbered.qualification == NameQualification(derived: "grid", others: 1, step: .number))
    }

    @Test func namePrefixApplies() throws {
        let report = try Fixtures.importing("entry-points", options: SwiftImportOptions(namePrefix: "app-"))
        #expect(Set(report.layouts.map(\.name)) == ["app-home", "app-home-feed", "app-profile", "app-tag-cloud", "app-playground-grid"])
        #expect(report.layouts.allSatisfy { $0.definition.name == $0.name })
    }

    /// Names near the 64-character limit keep to it with the prefix before them: the derived part
    /// is cut to what the prefix leaves (no trailing `-`), and two cut alike are numbered within
    /// the limit.
    @Test func aPrefixedNameStillFitsACatalogName() throws {
        let long = "showsTheVeryLongListOfPermissionsTheAppAsksForBeforeInstalling"
        let source = """
            import UIKit

            final class DetailViewController: UIViewController {
                var \(long)A = false
                var \(long)B = false

                func makeLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(long)A ? 60 : 44))
                    let item = NSCollectionLayoutItem(layoutSize: size)
                    let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }
            """
        let prefix = "shop-app-"
        let report = SwiftImporter(options: SwiftImportOptions(namePrefix: prefix)).importSources([SwiftSource(path: "Detail.swift", text: source)])
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.layouts.count == 2)
        for layout in report.layouts {
            #expect(layout.name.count <= 64, "\(layout.name)")
            #expect(layout.name.hasPrefix(prefix))
            #expect(!layout.name.hasSuffix("-"))
            #expect(layout.definition.name == layout.name)
        }
        #expect(Set(report.layouts.map(\.name)).count == 2)
    }

    @Test func eachLayoutCarriesWhereItIsBuilt() throws {
        let report = try Fixtures.importing("entry-points")
        let file = "entry-points/HomeViewController.swift"
        #expect(report.layout(named: "home")?.source == (try Fixtures.position(of: "collectionLayout", line: 5, in: file)))
        #expect(report.layout(named: "home-feed")?.source == (try Fixtures.position(of: "makeLayout", line: 12, in: file)))
        #expect(report.layout(named: "profile")?.source == (try Fixtures.position(of: "UICollectionViewCompositionalLayout", line: 30, in: file)))
        #expect(
            report.layout(named: "playground-grid")?.source
                == (try Fixtures.position(of: "playgroundLayout", line: 7, in: "entry-points/Playground.swift")))
        #expect(report.layout(named: "home-feed")?.source.fileAndLine == "\(file):12")
        // A helper needing an argument that no layout calls is reported, not imported.
        let columns = try #require(report.skipped.first)
        #expect(report.skipped.count == 1)
        #expect(columns.name == "columns")
        #expect(columns.reason.message.hasPrefix("takes arguments (count: Int)"))
    }

    @Test func buildingBlocksCanBeImportedToo() throws {
        let report = try Fixtures.importing("entry-points", options: SwiftImportOptions(includeBuildingBlocks: true))
        // `bannerGroup()` is used by `makeLayout()`; with the option it is a layout as well.
        #expect(report.layout(named: "banner") != nil)
    }

    @Test func availabilityTakesTheBranchForTheChosenVersion() throws {
        let newest = try Fixtures.importing("availability")
        let expected = try Fixtures.expected("availability")
        #expect(newest.layout(named: "availability")?.definition.contentHash == expected["availability"]?.contentHash)
        let file = "availability/Availability.swift"
        let notes = newest.layout(named: "availability")?.warnings ?? []
        #expect(notes.map(\.severity) == [.note, .note])
        #expect(notes.first?.position == (try Fixtures.position(of: "#available(iOS 16.0", line: 9, in: file)))
        #expect(
            notes.first?.message
                == "#available(iOS 16.0) holds for the newest iOS: the branch for iOS 16.0 and later was imported, the other left out")

        let older = try Fixtures.importing("availability", options: SwiftImportOptions(iOSVersion: IOSVersion(15)))
        let expected15 = try Fixtures.expected("availability", in: "expected-ios15")
        #expect(older.layout(named: "availability")?.definition.contentHash == expected15["availability"]?.contentHash)
        #expect(
            older.layout(named: "availability")?.warnings.first?.message
                == "#available(iOS 16.0) does not hold for iOS 15: the branch for earlier versions was imported, the other left out")
    }

    @Test func iOSVersionsParseLikeTheIOSOption() {
        #expect(IOSVersion(parsing: "16") == IOSVersion(16))
        #expect(IOSVersion(parsing: "16.4") == IOSVersion(16, 4))
        #expect(IOSVersion(parsing: "17.0.1") == IOSVersion(17))
        #expect(IOSVersion(parsing: "x") == nil)
        #expect(IOSVersion(parsing: "16.") == nil)
        #expect(IOSVersion(parsing: "-1") == nil)
        #expect(IOSVersion(16, 4) < IOSVersion(17))
        #expect(IOSVersion(16, 4).description == "16.4")
    }
}
