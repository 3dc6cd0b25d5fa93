import Foundation
import LayoutModel
import Testing
import UIKitStandIn

@testable import CatalogRuntime

/// What the runtime builds, call by call, derived by hand from docs/definition-format.md and
/// UIKit's API (the recording equality tests then hold the runtime to exported Swift).
@Suite(.serialized) @MainActor struct LayoutBuilderTests {
    /// Builds `json` (a definition) at iOS `release` and exercises it with `probes`.
    func transcript(_ json: String, release: (Int, Int) = (26, 0), probes: [StandInProbe] = []) throws -> [String] {
        let definition = try #require(LayoutDocument.check(json: json, lint: false).definition, "\(json) does not decode")
        let pack = try LayoutPack(data: try TestPacks.pack([definition]), publicKey: TestPacks.publicKey)
        StandInSystem.version = release
        defer { StandInSystem.version = (26, 0) }
        StandInRecording.start()
        let layout = try pack.layout(named: definition.name)
        StandInExercise.exercise(layout, probes: probes)
        return StandInRecording.lines
    }

    /// Apple's Two-Column Grid as docs/definition-format.md stores it: an item filling its slot,
    /// two per 44-pt row (`subitem:count:`), 10 pt between them and between rows, 10 pt of
    /// leading and trailing inset.
    @Test func theTwoColumnGridIsBuiltCallByCall() throws {
        let json =
            #"{"name":"two-column-grid","section":{"contentInsets":{"leading":10,"trailing":10},"group":{"count":2,"interItemSpacing":"fixed(10)","layout":"horizontal","size":{"height":"absolute(44)","width":"fractionalWidth(1)"},"subitem":{"item":{"size":{"height":"fractionalHeight(1)","width":"fractionalWidth(1)"}}}},"interGroupSpacing":10}}"#
        #expect(
            try transcript(json) == [
                "#1 = NSCollectionLayoutDimension.fractionalWidth(1.0)",
                "#2 = NSCollectionLayoutDimension.fractionalHeight(1.0)",
                "#3 = NSCollectionLayoutSize(widthDimension: #1, heightDimension: #2)",
                "#4 = NSCollectionLayoutItem(layoutSize: #3)",
                "#5 = NSCollectionLayoutDimension.fractionalWidth(1.0)",
                "#6 = NSCollectionLayoutDimension.absolute(44.0)",
                "#7 = NSCollectionLayoutSize(widthDimension: #5, heightDimension: #6)",
                "#8 = NSCollectionLayoutGroup.horizontal(layoutSize: #7, subitem: #4, count: 2)",
                "#9 = NSCollectionLayoutSpacing.fixed(10.0)",
                "#8.interItemSpacing = #9",
                "#10 = NSCollectionLayoutSection(group: #8)",
                "#10.interGroupSpacing = 10.0",
                "#10.contentInsets = NSDirectionalEdgeInsets(top: 0.0, leading: 10.0, bottom: 0.0, trailing: 10.0)",
                "#11 = UICollectionViewCompositionalLayout(section: #10)",
            ])
    }

    /// `repeatingSubitem` is iOS 16 API: before it, the item is the group's only subitem and
    /// repeats until the group is full; `uniformAcrossSiblings` (iOS 17) is an estimate before.
    @Test func newerAPIFallsBackOnOlderReleases() throws {
        let json =
            #"{"name":"rows","section":{"group":{"count":3,"layout":"horizontal","repeatingSubitem":{"item":{"size":{"height":"uniformAcrossSiblings(80)","width":"absolute(100)"}}},"size":{"height":"estimated(80)","width":"fractionalWidth(1)"}}}}"#
        let new = try transcript(json, release: (17, 0))
        #expect(new[0] == "#1 = NSCollectionLayoutDimension.absolute(100.0)")
        #expect(new[1] == "#2 = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 80.0)")
        #expect(new[7] == "#8 = NSCollectionLayoutGroup.horizontal(layoutSize: #7, repeatingSubitem: #4, count: 3)")
        let old = try transcript(json, release: (15, 4))
        #expect(old[1] == "#2 = NSCollectionLayoutDimension.estimated(80.0)")
        #expect(old[7] == "#8 = NSCollectionLayoutGroup.horizontal(layoutSize: #7, subitems: [#4])")
        let sixteen = try transcript(json, release: (16, 0))
        #expect(sixteen[1] == "#2 = NSCollectionLayoutDimension.estimated(80.0)")
        #expect(sixteen[7] == "#8 = NSCollectionLayoutGroup.horizontal(layoutSize: #7, repeatingSubitem: #4, count: 3)")
    }

    /// `contentInsetsReference` exists from iOS 14 and `supplementaryContentInsetsReference`
    /// from iOS 16: below, they are left at UIKit's default, as exported code does.
    @Test func insetReferencesAreSetWhereTheyExist() throws {
        let json =
            #"{"name":"refs","section":{"contentInsetsReference":"layoutMargins","supplementaryContentInsetsReference":"none","group":{"layout":"horizontal","size":{"height":"absolute(50)","width":"fractionalWidth(1)"},"subitems":[{"item":{"size":{"height":"fractionalHeight(1)","width":"fractionalWidth(1)"}}}]}}}"#
        let at13 = try transcript(json, release: (13, 0)).filter { $0.contains("Reference") }
        let at14 = try transcript(json, release: (14, 0)).filter { $0.contains("Reference") }
        let at16 = try transcript(json, release: (16, 0)).filter { $0.contains("Reference") }
        #expect(at13.isEmpty)
        #expect(at14 == ["#9.contentInsetsReference = .layoutMargins"])
        #expect(at16 == ["#9.contentInsetsReference = .layoutMargins", "#9.supplementaryContentInsetsReference = .none"])
    }

    /// `supplementariesFollowContentInsets: false` sets the property before iOS 16 and its
    /// successor `supplementaryContentInsetsReference = .none` from 16, as exported code does.
    @Test func supplementariesFollowContentInsetsBecomesItsSuccessorFromIOS16() throws {
        let json =
            #"{"name":"follow","section":{"supplementariesFollowContentInsets":false,"group":{"layout":"horizontal","size":{"height":"absolute(50)","width":"fractionalWidth(1)"},"subitems":[{"item":{"size":{"height":"fractionalHeight(1)","width":"fractionalWidth(1)"}}}]}}}"#
        let at15 = try transcript(json, release: (15, 4)).filter { $0.contains("upplementar") }
        let at16 = try transcript(json, release: (16, 0)).filter { $0.contains("upplementar") }
        #expect(at15 == ["#9.supplementariesFollowContentInsets = false"])
        #expect(at16 == ["#9.supplementaryContentInsetsReference = .none"])
    }

    /// A list section needs iOS 14 (no fallback): refused below it, with the reason.
    @Test func aListNeedsIOS14() throws {
        let json = #"{"name":"settings","section":{"list":{"appearance":"insetGrouped","headerMode":"supplementary"}}}"#
        #expect(throws: LayoutPackError.layoutNeedsNewerSystem("settings", minimum: VersionNumber(14), running: VersionNumber(13, 7))) {
            try self.transcript(json, release: (13, 7))
        }
        let lines = try transcript(json, release: (14, 0), probes: [StandInProbe(sectionIndex: 3, width: 400)])
        #expect(
            lines == [
                "#1 = UICollectionViewCompositionalLayout(sectionProvider: …)",
                "-- provider(sectionIndex: 3, effective width 384.0, unspecified/unspecified/unspecified)",
                "#2 = NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .none), layoutEnvironment: environment)",
                "-- section #2",
            ])
    }

    /// `when` bounds are inclusive and tested on the container's effective width (400 pt here:
    /// the stand-in's content width less 16); a trait the environment leaves unspecified
    /// matches no condition on it.
    @Test func conditionsAreTestedOnTheLiveEnvironment() throws {
        let item = #"{"item":{"size":{"height":"fractionalHeight(1)","width":"fractionalWidth(1)"}}}"#
        func section(_ width: Int, _ when: String) -> String {
            #"{\#(when)"group":{"layout":"horizontal","size":{"height":"absolute(\#(width))","width":"fractionalWidth(1)"},"subitems":[\#(item)]}}"#
        }
        let json =
            #"{"name":"adaptive","section":{"oneOf":[\#(section(10, #""when":{"minWidth":400},"#)),\#(section(20, #""when":{"horizontalSizeClass":"regular"},"#)),\#(section(30, ""))]}}"#
        func heightBuilt(width: Double, horizontal: UIUserInterfaceSizeClass) throws -> String? {
            try transcript(json, probes: [StandInProbe(sectionIndex: 0, width: width + 16, horizontalSizeClass: horizontal)])
                .first { $0.contains("absolute") }
        }
        #expect(try heightBuilt(width: 400, horizontal: .unspecified) == "#7 = NSCollectionLayoutDimension.absolute(10.0)")
        #expect(try heightBuilt(width: 399.5, horizontal: .regular) == "#7 = NSCollectionLayoutDimension.absolute(20.0)")
        #expect(try heightBuilt(width: 399.5, horizontal: .unspecified) == "#7 = NSCollectionLayoutDimension.absolute(30.0)")
    }

    /// Custom frames are evaluated in the item provider from the container UIKit passes
    /// (321 × 123 pt in the stand-in's exercise): x = (i + 1) × ((321 − 32) / 3 + 8), y = 0,
    /// width = (321 − 32) / 3 = 96.33…, height = 123 / 3 = 41.
    @Test func customFramesAreEvaluatedAgainstTheContainer() throws {
        let json =
            #"{"name":"custom","section":{"group":{"customItems":[{"height":"height / 3","width":"(width - 32) / 3","x":0,"y":0}],"layout":"custom","repeat":{"count":2,"frame":{"height":"height / 3","width":"(width - 32) / 3","x":"(i + 1) * ((width - 32) / 3 + 8)","y":0,"zIndex":2}},"size":{"height":"absolute(120)","width":"fractionalWidth(1)"}}}}"#
        let lines = try transcript(json, probes: [StandInProbe(sectionIndex: 0, width: 400)]).filter { $0.contains("CustomItem") }
        let third = (321.0 - 32) / 3
        #expect(
            lines == [
                "#7 = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0.0, y: 0.0, width: \(third), height: 41.0))",
                "#8 = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: \(1 * (third + 8)), y: 0.0, width: \(third), height: 41.0), zIndex: 2)",
                "#9 = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: \(2 * (third + 8)), y: 0.0, width: \(third), height: 41.0), zIndex: 2)",
            ])
    }

    /// Within a section an equal item is one object (#1 is the layout, #2–#4 the item's size); a group two sections share is built anew
    /// in each (exported code gives it a function both sections call).
    @Test func equalObjectsAreSharedAsExportedCodeSharesThem() throws {
        let item = #"{"item":{"size":{"height":"fractionalHeight(1)","width":"fractionalWidth(0.5)"}}}"#
        let pair = #"{"group":{"layout":"horizontal","size":{"height":"absolute(50)","width":"fractionalWidth(1)"},"subitems":[\#(item),\#(item)]}}"#
        let json =
            #"{"name":"shared","sections":[{"group":{"layout":"vertical","size":{"height":"absolute(100)","width":"fractionalWidth(1)"},"subitems":[\#(pair),\#(pair)]}},{"group":{"layout":"vertical","size":{"height":"absolute(200)","width":"fractionalWidth(1)"},"subitems":[\#(pair)]}}]}"#
        let first = try transcript(json, probes: [StandInProbe(sectionIndex: 0, width: 400)])
        // One item object for both slots, one pair group for both rows.
        #expect(first.filter { $0.contains("NSCollectionLayoutItem(") }.count == 1)
        #expect(first.contains("#9 = NSCollectionLayoutGroup.horizontal(layoutSize: #8, subitems: [#5, #5])"))
        #expect(first.contains("#13 = NSCollectionLayoutGroup.vertical(layoutSize: #12, subitems: [#9, #9])"))
        let both = try transcript(json, probes: [StandInProbe(sectionIndex: 0, width: 400), StandInProbe(sectionIndex: 1, width: 400)])
        #expect(both.filter { $0.contains("NSCollectionLayoutGroup.horizontal") }.count == 2, "each section builds the shared pair")
    }
}
