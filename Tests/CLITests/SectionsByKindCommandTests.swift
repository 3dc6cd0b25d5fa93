import CatalogTestSupport
import Foundation
import Testing

/// A layout that goes by kind through the built binary: `examples/by-kind/app-store-by-kind.yaml`
/// is the seed-app-store-tab preset (twelve sections by position) rewritten by section kind.
@Suite struct SectionsByKindCommandTests {
    static let example = ReadmeReplayTests.package.appendingPathComponent("examples/by-kind/app-store-by-kind.yaml").path

    /// Resolved with the app-store dataset, whose twelve section ids choose the sections, it
    /// gives exactly the frames of the preset written section by section: an independent
    /// description of the same screen.
    @Test func theDatasetsSectionIdsRebuildThePresetFrameForFrame() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init"]).status == 0)
        let added = try cli.run(["add", Self.example])
        #expect(added.status == 0, "\(added.stderr)")
        let byKind = try cli.run(["resolve", "app-store-by-kind", "--dataset", "app-store", "--format", "json"])
        let byIndex = try cli.run(["resolve", "seed-app-store-tab", "--dataset", "app-store", "--format", "json"])
        #expect(byKind.status == 0 && byIndex.status == 0, "\(byKind.stderr)\(byIndex.stderr)")
        let a = try ResolveCommandTests.json(byKind.stdout)
        let b = try ResolveCommandTests.json(byIndex.stdout)
        let elementsA = try #require(a["elements"] as? [[String: Any]])
        let elementsB = try #require(b["elements"] as? [[String: Any]])
        #expect(elementsA.count == elementsB.count && elementsA.count > 300)
        #expect(NSArray(array: elementsA).isEqual(to: elementsB))
        let sections = try #require(a["sections"] as? [[String: Any]])
        #expect(
            sections.map { $0["identifier"] as? String } == [
                "featured", "apps-we-love", "top-free", "today", "top-paid", "editors-choice", "hot-categories", "new-updates", "pairs",
                "games", "kids", "quick-links",
            ])
        #expect(
            sections.map { $0["definitionPath"] as? String }.prefix(4) == [
                "sectionsByKind[0]", "defaultSection", "defaultSection", "sectionsByKind[2]",
            ])
        let data = try #require(a["data"] as? [String: Any])
        #expect((data["sectionIdentifiers"] as? [String])?.count == 12)
        // The data is the same; the preset goes by position, so its sections carry no identifier.
        #expect((b["data"] as? [String: Any])?["sectionIdentifiers"] as? [String] == data["sectionIdentifiers"] as? [String])
        #expect((b["sections"] as? [[String: Any]])?.first?["identifier"] is NSNull)
    }

    /// Without data each kind is shown once, in the order written, then the default; the table,
    /// the terminal picture and the SVG say which kind each section is.
    @Test func everyPictureSaysWhichKindEachSectionIs() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cli = CLIRunner(directory: dir.url)
        #expect(try cli.run(["init"]).status == 0)
        #expect(try cli.run(["add", Self.example]).status == 0)
        let table = try cli.run(["resolve", "app-store-by-kind", "--items", "2", "--format", "table"])
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("SECTION") && $0.contains("IDENTIFIER") && $0.contains("DEFINITION") })
        #expect(lines.contains { $0.contains(" 6 ") && $0.contains("—") && $0.contains("defaultSection") })
        #expect(lines.contains { $0.contains(" 3 ") && $0.contains("hot-categories") && $0.contains("sectionsByKind[3]") })

        let ascii = try cli.run(["resolve", "app-store-by-kind", "--items", "2", "--format", "ascii"])
        #expect(ascii.stdout.contains("kinds: 0 featured"), "\(ascii.stdout)")

        let svg = try cli.run(["resolve", "app-store-by-kind", "--items", "2", "--format", "svg"])
        #expect(svg.stdout.contains(">§0 featured<"))
        #expect(svg.stdout.contains(">§1 editors-choice<"))
    }
}
