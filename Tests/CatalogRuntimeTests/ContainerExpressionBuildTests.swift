import CatalogTestSupport
import Foundation
import LayoutModel
import Testing
import UIKitStandIn

@testable import CatalogRuntime

/// Numbers over the layout container, evaluated by the runtime in each provider call's
/// `effectiveContentSize` (values derived by hand from the definitions).
@Suite(.serialized) @MainActor struct ContainerExpressionBuildTests {
    /// Builds `yaml` and asks it for section 0 in containers `effectiveWidths` wide (the stand-in's
    /// content is 16 pt wider than its effective content).
    func transcript(_ yaml: String, effectiveWidths: [Double]) throws -> [String] {
        let definition = try #require(LayoutDocument.check(yaml, lint: false).definition, "the sample does not decode")
        let pack = try LayoutPack(data: try TestPacks.pack([definition]), publicKey: TestPacks.publicKey)
        StandInRecording.start()
        let layout = try pack.layout(named: definition.name)
        StandInExercise.exercise(layout, probes: effectiveWidths.map { StandInProbe(sectionIndex: 0, width: $0 + 16) })
        return StandInRecording.lines
    }

    /// The number in the recorded value `#n = prefix(number)`, for each line that has one.
    func numbers(_ lines: [String], after prefix: String) -> [Double] {
        lines.compactMap { line in
            guard let range = line.range(of: prefix), line.hasSuffix(")") else { return nil }
            return Double(line[range.upperBound..<line.index(before: line.endIndex)])
        }
    }

    @Test func theCardsFollowTheContainerWidth() throws {
        let lines = try transcript(ContainerExpressionSamples.cards, effectiveWidths: [390, 1024])
        // A provider, not one fixed section: the numbers differ per container.
        #expect(!lines.contains { $0.contains("UICollectionViewCompositionalLayout(section:") })
        let widths = numbers(lines, after: "NSCollectionLayoutDimension.absolute(").filter { $0 != 200 }
        try #require(widths.count == 2)
        // 390 × 0.56 and 1024 × 0.56.
        #expect(abs(widths[0] - 218.4) < 1e-9)
        #expect(abs(widths[1] - 573.44) < 1e-9)
        // floor(390 / 80) = 4, floor(1024 / 80) = 12.
        let counts = lines.filter { $0.contains("NSCollectionLayoutGroup.horizontal(") }.map { $0.split(separator: " ").last ?? "" }
        #expect(counts == ["4)", "12)"])
        // 390 × 0.02 and 1024 × 0.02.
        let spacings = lines.filter { $0.contains(".interGroupSpacing = ") }.compactMap { Double($0.components(separatedBy: " = ").last ?? "") }
        #expect(spacings.count == 2 && abs(spacings[0] - 7.8) < 1e-9 && abs(spacings[1] - 20.48) < 1e-9)
        // 390 × 0.05 and 1024 × 0.05 on each side.
        let insets = lines.filter { $0.contains(".contentInsets = ") }
        #expect(insets.count == 2)
        #expect(insets.first?.contains("leading: 19.5, bottom: 0.0, trailing: 19.5)") == true)
        #expect(insets.last?.contains("leading: 51.2, bottom: 0.0, trailing: 51.2)") == true)
    }

    /// In a container the catalog did not check, a number may be unusable (here negative, and a
    /// count of 0 below 300 pt): the section is built with the stored numbers, the values in the
    /// reference container (390 pt: spacing 10, count 1), rather than crash.
    @Test func anUnusableNumberFallsBackToTheStoredSection() throws {
        let yaml = #"""
            name: container-fallback
            section:
              interGroupSpacing: "container.width * 2 - 770"
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
                count: "container.width / 100 - 2"
            """#
        let lines = try transcript(yaml, effectiveWidths: [1024, 250])
        // 1024 × 2 − 770 = 1278 and 1024 / 100 − 2 = 8.24 → 8; at 250, −270 and 0.5 → 0.
        #expect(lines.filter { $0.contains(".interGroupSpacing = ") }.map { $0.components(separatedBy: " = ").last ?? "" } == ["1278.0", "10.0"])
        let counts = lines.filter { $0.contains("NSCollectionLayoutGroup.horizontal(") }.map { $0.split(separator: " ").last ?? "" }
        #expect(counts == ["8)", "1)"])
        #expect(lines.filter { $0.hasPrefix("-- section #") }.count == 2)
    }
}
