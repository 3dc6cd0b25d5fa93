import LayoutEngine
import LayoutModel

/// Base recordings for the fuzz harness: what `catalog probe`'s test would record for a few
/// presets on a phone and a tablet — the environment as UIKit reports it, the counts, the
/// content size and every element — built from the resolver's own frames, snapped to the
/// device's pixels as the device draws. Unmutated, each must agree with the catalog exactly.
enum FuzzRecordings {
    /// One recording of `definition` on `device` running `release` (whose rule snaps the
    /// frames), with at most a dozen items per section.
    static func recording(_ definition: LayoutDefinition, on device: Device, release: IOSVersion) -> JSONValue? {
        var environment = device.environment()
        environment.iOSVersion = release
        let sections = min(definition.sections.choicesWithPaths.count, 4)
        let counts = definition.preview?.itemCounts.prefix(4).map { min($0, 12) } ?? Array(repeating: 6, count: sections)
        let data = LayoutData(itemCounts: counts, identifiers: definition.preview?.sectionIdentifiers)
        guard let layout = try? LayoutResolver.resolve(definition, environment: environment, data: data, snapping: .snapped)
        else { return nil }
        var elements: [JSONValue] = []
        layout.forEachElement { element in
            var entry: [String: JSONValue] = [
                "category": .string(element.category.rawValue),
                "indexPath": .array([.number(Double(element.indexPath.section)), .number(Double(element.indexPath.item))]),
                "frame": .object([
                    "x": .number(element.frame.x), "y": .number(element.frame.y),
                    "width": .number(element.frame.width), "height": .number(element.frame.height),
                ]),
                "zIndex": .number(Double(element.zIndex)),
            ]
            entry["elementKind"] = element.elementKind.map(JSONValue.string) ?? .null
            elements.append(.object(entry))
        }
        func insets(_ e: EdgeInsets) -> JSONValue {
            .object(["top": .number(e.top), "left": .number(e.left), "bottom": .number(e.bottom), "right": .number(e.right)])
        }
        var recorded: [String: JSONValue] = [
            "device": .string(device.id), "width": .number(environment.width), "height": .number(environment.height),
            "safeArea": insets(environment.safeArea), "layoutMargins": insets(environment.layoutMargins),
            "layoutDirection": .string(environment.layoutDirection.rawValue), "deviceName": .string(device.name),
            "deviceModel": .string("Fuzz1,1"), "systemName": .string("iOS"), "systemVersion": .string(release.description),
        ]
        if let width = environment.readableContentWidth { recorded["readableContentWidth"] = .number(width) }
        if let scale = environment.displayScale { recorded["displayScale"] = .number(scale) }
        if let size = environment.horizontalSizeClass { recorded["horizontalSizeClass"] = .string(size.rawValue) }
        if let size = environment.verticalSizeClass { recorded["verticalSizeClass"] = .string(size.rawValue) }
        if let idiom = environment.userInterfaceIdiom { recorded["userInterfaceIdiom"] = .string(idiom.rawValue) }
        return .object([
            "layout": .string("\(definition.name)@1"),
            "contentHash": .string(definition.contentHash),
            "environment": .object(recorded),
            "data": .object(recordedData(counts, layout)),
            "contentSize": .object(["width": .number(layout.contentSize.width), "height": .number(layout.contentSize.height)]),
            "elements": .array(elements),
        ])
    }

    /// The counts, and for a layout that goes by kind the identifier each section was given
    /// (null where the section took the default without one), as `catalog probe` records them.
    private static func recordedData(_ counts: [Int], _ layout: ResolvedLayout) -> [String: JSONValue] {
        var data: [String: JSONValue] = ["itemCounts": .array(counts.map { .number(Double($0)) })]
        if layout.sections.contains(where: { $0.identifier != nil }) {
            data["sectionIdentifiers"] = .array(layout.sections.map { $0.identifier.map(JSONValue.string) ?? .null })
        }
        return data
    }
}
