import Foundation
import LayoutEngine
import LayoutModel
import Testing

@testable import CodeGeneration

/// What a probe file holds: the exported layout function, every element kind registered, the
/// counts and the environment it asks the device for.
@Suite struct ProbeGeneratorTests {
    static let iPhone15 = ProbeTarget(
        environmentID: "iphone-15", simulatorName: "iPhone 15",
        environment: Device.named("iphone-15")?.environment() ?? LayoutEnvironment(width: 0, height: 0),
        itemCounts: [3, 0, 7])

    static func probe(_ definition: LayoutDefinition, name: String, target: ProbeTarget = iPhone15) -> ProbeFile {
        ProbeGenerator().generate(definition, name: name, revision: 4, contentHash: "0123456789abcdef0123", target: target)
    }

    /// The text of the `//` comment lines, joined with spaces (the generator wraps them).
    static func comments(_ text: String) -> String {
        text.split(separator: "\n").filter { $0.hasPrefix("// ") }.map { String($0.dropFirst(3)) }.joined(separator: " ")
    }

    @Test func kitchenSinkKindsAreGroupedByWhereUIKitReportsThem() throws {
        let kinds = ProbeElementKinds(try CodeSamples.kitchenSink)
        // forEachElement visits the configuration's boundary item first, then sections[0]: its
        // group's supplementary (the hostile kind) before the item's badge, then its header,
        // footer and background. The insetGrouped list in sections[1] adds the header and footer
        // kinds, already there; the sidebarPlain default section has no header.
        #expect(kinds.layoutBoundaries == [CodeSamples.hostileKind])
        #expect(kinds.itemSupplementaries == ["東京\u{202E}\u{0}??=", "badge"])
        #expect(kinds.sectionBoundaries == ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter"])
        #expect(kinds.decorations == ["background"])
        #expect(
            kinds.supplementaryViews == [
                "東京\u{202E}\u{0}??=", "badge", "UICollectionElementKindSectionHeader",
                "UICollectionElementKindSectionFooter", CodeSamples.hostileKind,
            ])
    }

    @Test func aListWithHeadersRegistersUIKitsHeaderAndFooterKinds() throws {
        let definition = try #require(
            LayoutDocument.check(
                """
                name: settings
                section:
                  list: {appearance: grouped, headerMode: supplementary, footerMode: supplementary}
                """, lint: false
            ).definition)
        let kinds = ProbeElementKinds(definition)
        #expect(kinds.sectionBoundaries == ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter"])
        #expect(kinds.itemSupplementaries.isEmpty && kinds.layoutBoundaries.isEmpty && kinds.decorations.isEmpty)
        // A list needs iOS 14, so the test checks before calling the function.
        let text = Self.probe(definition, name: "settings").text
        #expect(text.contains("guard #available(iOS 14.0, *) else { throw CatalogProbeError.needsNewerSystem(\"14.0\") }"))
    }

    @Test func everyKindIsRegisteredAndAskedFor() throws {
        let text = Self.probe(try CodeSamples.kitchenSink, name: "kitchen-sink").text
        // The kinds are Swift literals, escaped as the export escapes them.
        #expect(text.contains(#"static let itemSupplementaryKinds: [String] = ["東京\u{202E}\0??=", "badge"]"#))
        #expect(
            text.contains(
                #"static let sectionBoundaryKinds: [String] = ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter"]"#))
        #expect(text.contains(#"static let layoutBoundaryKinds: [String] = ["a\"b\\c\n"]"#))
        #expect(text.contains(#"static let decorationKinds: [String] = ["background"]"#))
        // The harness registers a view for each list and asks for each at its index paths.
        #expect(text.contains("for kind in request.itemSupplementaryKinds + request.sectionBoundaryKinds + request.layoutBoundaryKinds {"))
        #expect(text.contains("layout.register(CatalogProbeDecorationView.self, forDecorationViewOfKind: kind)"))
        #expect(text.contains("layout.layoutAttributesForItem(at: path)"))
        #expect(text.contains("layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)"))
        #expect(text.contains("layout.layoutAttributesForDecorationView(ofKind: kind, at: first)"))
    }

    @Test func countsAndTheEnvironmentAreWhatWasAskedFor() throws {
        let text = Self.probe(CodeSamples.oneItemGrid, name: "grid").text
        #expect(text.contains("static let itemCounts: [Int] = [3, 0, 7]"))
        // iPhone 15 in portrait: 393 × 852, safe area 59 top and 34 bottom; its margins are the
        // safe area plus 20 at the sides (@3x), what UIKit gives by itself, so the probe keeps them.
        #expect(text.contains("static let width: CGFloat = 393"))
        #expect(text.contains("static let height: CGFloat = 852"))
        #expect(text.contains("static let safeArea = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)"))
        #expect(text.contains("static let layoutMargins: UIEdgeInsets? = nil"))
        #expect(text.contains("static let horizontalSizeClass: UIUserInterfaceSizeClass? = .compact"))
        #expect(text.contains("static let verticalSizeClass: UIUserInterfaceSizeClass? = .regular"))
        #expect(text.contains("static let rightToLeft = false"))
        #expect(text.contains("static let environmentID: String? = \"iphone-15\""))
        #expect(text.contains("static let layout = \"grid@4\""))
        #expect(text.contains("static let contentHash = \"0123456789abcdef0123\""))
        #expect(Self.comments(text).contains("choose the iPhone 15 simulator"))
        #expect(Self.comments(text).contains("catalog compare grid@4 grid@4.iphone-15.json"))
    }

    @Test func aDevicesOwnMarginsAreLeftToUIKitAndOthersAreAskedFor() throws {
        let device = try #require(DeviceEnvironment.named("iphone-15"))
        // The table's margins (59 / 20 / 34 / 20): left alone, so the recording has UIKit's own.
        #expect(ProbeTarget(environmentID: device.id, simulatorName: nil, environment: device.environment(), itemCounts: [1]).usesSystemMargins)
        // 16 at the sides (the catalog's rule before the @3x renders) is not what the table
        // predicts for an iPhone 15, so the probe asks the device for it.
        var sixteen = device.environment()
        sixteen.layoutMargins = EdgeInsets(top: 59, left: 16, bottom: 34, right: 16)
        let target = ProbeTarget(environmentID: device.id, simulatorName: nil, environment: sixteen, itemCounts: [1])
        #expect(!target.usesSystemMargins)
        #expect(
            Self.probe(CodeSamples.oneItemGrid, name: "grid", target: target).text
                .contains("static let layoutMargins: UIEdgeInsets? = UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16)"))
    }

    @Test func theListAppearancesAreMeasuredEachOnce() throws {
        // kitchen-sink: an insetGrouped list in sections[1] and a sidebarPlain default section.
        #expect(try CodeSamples.kitchenSink.listAppearances == ["insetGrouped", "sidebarPlain"])
        let text = Self.probe(try CodeSamples.kitchenSink, name: "kitchen-sink").text
        #expect(text.contains(#"static let listAppearances: [String] = ["insetGrouped", "sidebarPlain"]"#))
        // A layout without lists measures none; the harness still records the system margins.
        let grid = Self.probe(CodeSamples.oneItemGrid, name: "grid").text
        #expect(grid.contains("static let listAppearances: [String] = []"))
        #expect(grid.contains("CatalogProbeMeasurements.systemMinimumMargins = host.systemMinimumLayoutMargins"))
        #expect(grid.contains("(\"listSpacing\", "))
    }

    @Test func aScreenGivenByItsSizeAsksForItsOwnMarginsAndDirection() {
        let environment = LayoutEnvironment(
            width: 300, height: 500, safeArea: EdgeInsets(top: 20), layoutMargins: EdgeInsets(top: 20, left: 10, bottom: 0, right: 12),
            layoutDirection: .rightToLeft)
        let probe = Self.probe(
            CodeSamples.oneItemGrid, name: "grid",
            target: ProbeTarget(environmentID: nil, simulatorName: nil, environment: environment, itemCounts: [5]))
        #expect(probe.className == "ProbeGridOn300x500Tests")
        #expect(probe.fileName == "ProbeGridOn300x500Tests.swift")
        #expect(probe.recordingName == "grid@4.300x500.json")
        #expect(probe.text.contains("static let layoutMargins: UIEdgeInsets? = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 12)"))
        #expect(probe.text.contains("static let rightToLeft = true"))
        #expect(probe.text.contains("static let horizontalSizeClass: UIUserInterfaceSizeClass? = nil"))
        #expect(probe.text.contains("static let environmentID: String? = nil"))
        #expect(Self.comments(probe.text).contains("choose a simulator at least 300 × 500 pt"))
    }

    @Test func aLandscapeScreenAsksForALandscapeSimulator() throws {
        let landscape = try #require(DeviceEnvironment.named("iphone-15-landscape"))
        let target = ProbeTarget(
            environmentID: landscape.id, simulatorName: landscape.device.name,
            environment: landscape.environment(), itemCounts: [2])
        let probe = Self.probe(CodeSamples.oneItemGrid, name: "grid", target: target)
        // 852 × 393: wider than tall.
        #expect(probe.text.contains("static let width: CGFloat = 852"))
        #expect(Self.comments(probe.text).contains("choose the iPhone 15 simulator turned to landscape"))
        // Portrait targets say nothing about turning.
        #expect(!Self.comments(Self.probe(CodeSamples.oneItemGrid, name: "grid").text).contains("landscape"))
    }

    /// The layout is built by the export's own function: the probe starts with the export's
    /// header and imports (plus XCTest), then holds the rest of the export, one level deeper,
    /// in an enum, the function made `static`.
    @Test func theLayoutCodeIsTheExport() throws {
        for (name, definition) in [("kitchen-sink", try CodeSamples.kitchenSink), ("grid", CodeSamples.oneItemGrid)] {
            let export = CodeGenerator(language: .swift).generate(definition, name: name, revision: 4, contentHash: "0123456789abcdef0123")
            let function = CodeGenerator(language: .swift).functionName(forLayoutNamed: name)
            let probe = Self.probe(definition, name: name).text
            let (head, function_) = try #require(Self.split(export))
            #expect(probe.hasPrefix(head + "import XCTest\n\n"), "\(name): the probe does not start with the export's imports")
            let opening = "private enum CatalogProbeLayout {\n"
            let start = try #require(probe.range(of: opening)).upperBound
            let end = try #require(probe.range(of: "\n}\n", range: start..<probe.endIndex)).lowerBound
            let nested = probe[start..<end].split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
            let unnested = nested.replacingOccurrences(of: "static func \(function)()", with: "func \(function)()")
            #expect(unnested + "\n" == function_, "\(name): the function is not the export's")
            #expect(probe.contains("let recording = try CatalogProbeRun.record(CatalogProbeLayout.\(function)())"))
        }
    }

    /// A layout going by kind is the export too, made `static` with its parameter, and is told
    /// each section's identifier: without data from the target, data section i is of the i-th
    /// kind and later ones of none (the default section), as the catalog shows it; the
    /// recording keeps them for `catalog compare`.
    @Test func aLayoutGoingByKindIsToldTheKindsInOrder() throws {
        let definition = try #require(CodeSamples.sectionKindSamples.first { $0.name == "kinds-feed" })
        let probe = Self.probe(definition, name: definition.name).text
        #expect(
            probe.contains("    static func makeKindsFeedLayout(sectionKind: @escaping (Int) -> String?) -> UICollectionViewCompositionalLayout {\n"))
        #expect(
            probe.contains(
                """
                        let layout = CatalogProbeLayout.makeKindsFeedLayout(sectionKind: CatalogProbeRequest.sectionIdentifier(at:))
                        let recording = try CatalogProbeRun.record(layout)

                """))
        #expect(probe.contains(#"    static let sectionIdentifiers: [String]? = ["featured", "grid", "category"]"#))
        // The resolver, given the counts alone, takes the same sections.
        let resolved = try LayoutResolver.resolve(definition, environment: Self.iPhone15.environment, data: LayoutData(itemCounts: [1, 1, 1, 1]))
        #expect(resolved.sections.map(\.identifier) == ["featured", "grid", "category", nil])
    }

    /// The export's lines up to `import UIKit` and the rest after the blank line that follows.
    static func split(_ export: String) -> (head: String, function: String)? {
        guard let range = export.range(of: "import UIKit\n\n") else { return nil }
        return (String(export[..<range.lowerBound]) + "import UIKit\n", String(export[range.upperBound...]))
    }

    @Test func classNamesAreIdentifiersForAnyLayoutName() {
        for name in CodeSamples.oddNames {
            let probe = Self.probe(CodeSamples.oneItemGrid, name: name)
            let className = probe.className
            #expect(className.hasPrefix("Probe") && className.hasSuffix("OnIphone15Tests"))
            #expect(CodeIdentifier.isValid(className), "\(className)")
        }
    }
}
