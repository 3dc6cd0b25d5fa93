import Foundation
import LayoutModel
import Testing
import UIKitStandIn

@testable import CatalogRuntime

/// Layouts that go by section kind (`sectionsByKind`) at run time: the app's `sectionKind`
/// closure is asked once per section, its identifier's text before "(" picks the entry, other
/// kinds and nil get `defaultSection`; asked for without the closure, such a layout is skipped
/// with its own reason and the next source is used. (`RecordingEqualityTests` holds the built
/// objects to the export's.)
@Suite(.serialized) @MainActor struct SectionKindTests {
    /// Each section tells itself by its spacing: `a` 1, `b` 2 (3 from 600 pt), the default 9.
    static let json =
        #"{"name":"kinds","sectionsByKind":[{"kind":"a","group":{"layout":"horizontal","size":{"width":"fractionalWidth(1)","height":"absolute(10)"},"subitems":[{"item":{"size":{"width":"fractionalWidth(1)","height":"fractionalHeight(1)"}}}]},"interGroupSpacing":1},{"kind":"b","oneOf":[{"when":{"minWidth":600},"group":{"layout":"horizontal","size":{"width":"fractionalWidth(1)","height":"absolute(10)"},"subitems":[{"item":{"size":{"width":"fractionalWidth(1)","height":"fractionalHeight(1)"}}}]},"interGroupSpacing":3},{"group":{"layout":"horizontal","size":{"width":"fractionalWidth(1)","height":"absolute(10)"},"subitems":[{"item":{"size":{"width":"fractionalWidth(1)","height":"fractionalHeight(1)"}}}]},"interGroupSpacing":2}]}],"defaultSection":{"group":{"layout":"horizontal","size":{"width":"fractionalWidth(1)","height":"absolute(10)"},"subitems":[{"item":{"size":{"width":"fractionalWidth(1)","height":"fractionalHeight(1)"}}}]},"interGroupSpacing":9}}"#

    static func definition(withDefault: Bool = true) throws -> LayoutDefinition {
        var definition = try #require(LayoutDocument.check(json: json, lint: false).definition, "the sample does not decode")
        if !withDefault, case .byKind(let entries, _) = definition.sections { definition.sections = .byKind(entries, defaultSection: nil) }
        return definition
    }

    /// Counts the closure's calls, by index.
    final class Asked {
        var indices: [Int] = []
    }

    @Test func theIdentifiersKindPicksTheSection() throws {
        let pack = try LayoutPack(data: try TestPacks.pack([try Self.definition()]), publicKey: TestPacks.publicKey)
        let identifiers: [String?] = ["a", "b", "b(id: 3)", "a(x: \"(\")", "c", "", "(id: 1)", nil, "A", " a"]
        let asked = Asked()
        let layout = try pack.layout(named: "kinds") { index in
            asked.indices.append(index)
            return identifiers.indices.contains(index) ? identifiers[index] : nil
        }
        let provider = try #require(layout.standInSectionProvider)
        func spacing(_ index: Int, width: Double = 375) -> CGFloat? {
            provider(index, StandInEnvironment(StandInProbe(sectionIndex: index, width: width + 16)))?.interGroupSpacing
        }
        // By hand: a, b, b, a, then unknown kinds (c, the empty kind twice), none, and kinds
        // differing from `a` in case or by a space: the default.
        #expect((0..<11).map { spacing($0) } == [1, 2, 2, 1, 9, 9, 9, 9, 9, 9, 9])
        #expect(asked.indices == Array(0..<11), "asked once per provider call")
        #expect(spacing(1, width: 600) == 3 && spacing(1, width: 599.5) == 2)
    }

    @Test func withoutADefaultOtherKindsGetNoSection() throws {
        let pack = try LayoutPack(data: try TestPacks.pack([try Self.definition(withDefault: false)]), publicKey: TestPacks.publicKey)
        let layout = try pack.layout(named: "kinds", sectionKind: { [nil, "c", "a"][$0] })
        let provider = try #require(layout.standInSectionProvider)
        let environment = StandInEnvironment(StandInProbe(sectionIndex: 0, width: 391))
        #expect(provider(0, environment) == nil)
        #expect(provider(1, environment) == nil)
        #expect(provider(2, environment)?.interGroupSpacing == 1)
        // One section for a provider the app writes, asked with the same closure.
        let section = try pack.section(named: "kinds", sectionIndex: 2, sectionKind: { $0 == 2 ? "a(id: 1)" : nil }, environment: environment)
        #expect(section?.interGroupSpacing == 1)
    }

    /// An app that asks for the layout without saying how its sections are identified (one built
    /// before the layout went by kind) gets the next source — its compiled-in layout when both
    /// packs go by kind — and is told why, for each source.
    @Test func withoutTheClosureTheLayoutIsSkippedWithItsReason() throws {
        let definition = try Self.definition()
        let pack = try TestPacks.pack([definition])
        let reports = FallbackChainTests.Reports()
        let library = LayoutLibrary(policy: TestPacks.policy(), bundledPack: pack, appVersion: VersionNumber(5, 0), report: reports.add)
        library.installRemotePack(pack)
        var compiledIn = 0
        let fallback = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [])))
        _ = library.layout(named: "kinds") {
            compiledIn += 1
            return fallback
        }
        #expect(compiledIn == 1)
        #expect(reports.all.map(\.reason) == [.needsSectionKind, .needsSectionKind])
        #expect(
            reports.all.first?.description
                == "kinds: remote skipped (needsSectionKind): layout 'kinds' picks its sections by the kind of each section's identifier (sectionsByKind); ask for it with a sectionKind closure"
        )
        #expect(library.resolve("kinds").source == .compiledIn)
        let environment = StandInEnvironment(StandInProbe(sectionIndex: 0, width: 391))
        #expect(library.section(named: "kinds", environment: environment) { nil } == nil)

        // With the closure the remote pack builds it, and nothing more is reported.
        let before = reports.all.count
        let built = library.layout(named: "kinds", sectionKind: { _ in "b" }) {
            compiledIn += 1
            return fallback
        }
        #expect(compiledIn == 1 && built !== fallback)
        #expect(library.resolve("kinds", sectionKind: { _ in nil }).source == .remote)
        #expect(library.section(named: "kinds", sectionKind: { _ in "b" }, environment: environment) { nil }?.interGroupSpacing == 2)
        #expect(reports.all.count == before)
    }

    /// A closure passed for a layout that does not go by kind is never called.
    @Test func otherLayoutsNeverAsk() throws {
        let grid = try #require(try TestPacks.presets().first { $0.name == "adaptive-sections" })
        let pack = try LayoutPack(data: try TestPacks.pack([grid]), publicKey: TestPacks.publicKey)
        let asked = Asked()
        let layout = try pack.layout(named: grid.name) { index in
            asked.indices.append(index)
            return "a"
        }
        StandInExercise.exercise(layout, probes: (0..<4).map { StandInProbe(sectionIndex: $0, width: 400) })
        #expect(asked.indices.isEmpty)
    }
}
