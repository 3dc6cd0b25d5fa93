import LayoutModel
import Testing

@testable import LayoutEngine

/// Every shipped preset has hand-derived geometry tests in this folder. Adding a preset to
/// seeds/layouts without tests (or removing one) fails here.
@Suite("Presets: coverage")
struct PresetCoverageTests {
    /// The presets covered, by file: the list is ticked off by hand.
    static let covered: [String: [String]] = [
        "GridPresetTests": [
            "grid", "inset-items-grid", "two-column-grid", "distinct-sections", "adaptive-sections",
            "seed-two-column-count-list", "seed-two-column-cards", "seed-feature-cards", "seed-topapp-row",
            "seed-centered-small-item",
        ],
        "BadgePresetTests": [
            "item-badges", "seed-badge-top-leading-inside", "seed-two-badges", "seed-combined-group-badges",
        ],
        "BoundaryPresetTests": [
            "section-headers-footers", "pinned-section-headers", "seed-badges-headers-footers",
            "seed-pinned-headers-footers", "seed-layout-header-footer-pinned",
        ],
        "DecorationPresetTests": [
            "section-background-decoration", "seed-section-background", "seed-grouped-background",
            "seed-three-column-grid",
        ],
        "NestedGroupsPresetTests": [
            "nested-groups", "seed-nested-group", "seed-topapp-sections", "conference-news", "seed-tools-block",
        ],
        "OrthogonalPresetTests": [
            "orthogonal-sections", "orthogonal-section-behaviors", "conference-videos", "seed-orthogonal-behaviors",
            "seed-app-store-answer", "seed-paging-cards", "seed-grid-and-paging-page",
            "seed-horizontal-scroll-orthogonal", "seed-app-store-tab", "emoji-explorer",
        ],
        "CustomGroupPresetTests": [
            "seed-staircase-custom-group", "seed-custom-group-8-items", "seed-waterfall-custom-group",
        ],
        "ListPresetTests": [
            "list", "list-custom-cells", "list-inset-grouped", "list-appearance-plain",
            "list-appearance-sidebar-plain", "list-appearance-grouped", "list-appearance-inset-grouped",
            "list-appearance-sidebar", "outline-sidebar", "seed-list-inset-grouped-header-footer",
        ],
    ]

    @Test func everyShippedPresetIsCovered() throws {
        let shipped = try Preset.allNames()
        let names = Self.covered.values.flatMap { $0 }
        #expect(shipped.count == 51)
        #expect(names.count == Set(names).count, "a preset is listed twice")
        #expect(
            Set(names) == Set(shipped),
            "not covered: \(Set(shipped).subtracting(names).sorted()); not shipped: \(Set(names).subtracting(shipped).sorted())")
    }

    /// Every preset decodes without errors and resolves with its own preview data on an iPhone 15.
    @Test(arguments: try Preset.allNames())
    func presetResolvesWithItsPreview(_ name: String) throws {
        let definition = try Preset.definition(name)
        let counts = try #require(definition.preview?.itemCounts, "\(name) has no preview counts")
        let environment = try #require(Device.named("iphone-15")).environment()
        let layout = try LayoutResolver.resolve(definition, environment: environment, data: LayoutData(itemCounts: counts))
        #expect(layout.sections.count == counts.count)
        #expect(layout.cellCount == counts.reduce(0, +))
    }

    /// Every preset resolves with its preview data in every named device environment, and
    /// snapped, every frame lies on the device's pixel grid under both snapping rules (sizes and
    /// origins are whole pixels). A preset may lack an alternative for some environment (a ResolveError: skipped,
    /// but most must resolve); none may crash.
    @Test(arguments: try Preset.allNames())
    func presetResolvesOnEveryDeviceEnvironmentOnThePixelGrid(_ name: String) throws {
        let definition = try Preset.definition(name)
        let counts = try #require(definition.preview?.itemCounts, "\(name) has no preview counts")
        var resolved = 0
        // Each screen on its newest release and on its oldest: both snapping rules.
        let screens = DeviceEnvironment.all.flatMap { device in
            Set([device.device.iOSVersions.first, device.device.iOSVersions.last].compactMap { $0 })
                .sorted().map { (device, $0) }
        }
        for (device, release) in screens {
            let environment = device.environment(iOS: release)
            let layout: ResolvedLayout
            do {
                layout = try LayoutResolver.resolve(
                    definition, environment: environment, data: LayoutData(itemCounts: counts),
                    snapping: .snapped)
            } catch {
                continue
            }
            #expect(layout.snapping == .snapped)
            let scale = device.device.scale
            var offGrid: LayoutAttributes?
            layout.forEachElement { element in
                let f = element.frame
                let values = [f.x, f.y, f.width, f.height].map { $0 * scale }
                if offGrid == nil && values.contains(where: { abs($0 - $0.rounded()) > 1e-6 }) { offGrid = element }
            }
            #expect(offGrid == nil, "\(name) on \(device.id), iOS \(release): \(String(describing: offGrid)) is not on the @\(scale)x grid")
            #expect(layout.cellCount == counts.reduce(0, +), "\(name) on \(device.id)")
            resolved += 1
        }
        #expect(resolved >= screens.count / 2, "\(name) resolved in only \(resolved) environments")
    }
}
