import Foundation
import LayoutEngine
import LayoutModel
import Rendering

/// The ways a resolution is shown: JSON for scripts, a table, an SVG picture, a terminal
/// drawing. Element lists stream, so a million-item layout never sits in memory as text.
public enum ResolutionOutput {
    /// Which elements to list.
    public struct Selection: Sendable, Hashable {
        /// Only elements intersecting this rect (`layoutAttributesForElements(in:)`).
        public var rect: Rect?
        /// The main-axis content offset pinned items are placed for.
        public var scrollOffset: Double?

        public init(rect: Rect? = nil, scrollOffset: Double? = nil) {
            self.rect = rect
            self.scrollOffset = scrollOffset
        }
    }

    /// Calls `body` with each selected element, in the resolver's stable order.
    static func forEach(_ resolution: Resolution, _ selection: Selection, _ body: (LayoutAttributes) throws -> Void) rethrows {
        let layout = resolution.layout
        switch (selection.rect, selection.scrollOffset) {
        case let (rect?, offset?): try layout.elements(in: rect, scrollOffset: offset).forEach(body)
        case let (rect?, nil): try layout.elements(in: rect).forEach(body)
        case let (nil, offset?): try layout.forEachElement(scrollOffset: offset, body)
        case (nil, nil): try layout.forEachElement(body)
        }
    }

    // MARK: JSON

    /// Streams the JSON document: `layout`, `contentHash`, `environment`, `data`, `contentSize`,
    /// `sections`, `warnings`, then `elements` (UIKit's layout-attributes names), keys in this
    /// fixed order and element keys sorted.
    public static func writeJSON(_ resolution: Resolution, _ selection: Selection, to output: inout some TextOutputStream) {
        let layout = resolution.layout
        let environment = resolution.environment
        var head: [(String, JSONValue)] = [
            ("layout", .string("\(resolution.revision.name)@\(resolution.revision.number)")),
            ("contentHash", .string(resolution.revision.contentHash)),
            ("environment", .object(environmentJSON(resolution))),
            ("data", .object(["source": .string(resolution.dataSource),
                              "itemCounts": .array(resolution.data.sections.map { .number(Double($0.itemCount)) })])),
            ("contentSize", .object(["width": .number(layout.contentSize.width), "height": .number(layout.contentSize.height)])),
            ("sections", .array(layout.sections.map(sectionJSON))),
            ("warnings", .array(layout.warnings.map { warning in
                .object(["path": warning.path.map { .string($0.description) } ?? .null, "message": .string(warning.message),
                         "rule": .string(warning.rule)])
            })),
        ]
        if let rect = selection.rect { head.append(("rect", rectJSON(rect))) }
        if let offset = selection.scrollOffset { head.append(("scrollOffset", .number(offset))) }
        _ = environment
        output.write("{\n")
        for (key, value) in head {
            output.write("  \"\(key)\": \(value.canonicalText),\n")
        }
        output.write("  \"elements\": [")
        var first = true
        forEach(resolution, selection) { element in
            output.write(first ? "\n    " : ",\n    ")
            first = false
            output.write(elementJSON(element).canonicalText)
        }
        output.write(first ? "]\n}\n" : "\n  ]\n}\n")
    }

    static func environmentJSON(_ resolution: Resolution) -> [String: JSONValue] {
        let e = resolution.environment
        func insets(_ i: EdgeInsets) -> JSONValue {
            .object(["top": .number(i.top), "left": .number(i.left), "bottom": .number(i.bottom), "right": .number(i.right)])
        }
        var o: [String: JSONValue] = [
            "width": .number(e.width), "height": .number(e.height), "safeArea": insets(e.safeArea), "layoutMargins": insets(e.layoutMargins),
            "layoutDirection": .string(e.layoutDirection.rawValue),
            "readableContentWidth": e.readableContentWidth.map(JSONValue.number) ?? .null,
            "displayScale": e.displayScale.map(JSONValue.number) ?? .null,
        ]
        o["device"] = resolution.device.map { .string($0.id) } ?? .null
        return o
    }

    static func sectionJSON(_ section: ResolvedSection) -> JSONValue {
        var o: [String: JSONValue] = [
            "index": .number(Double(section.index)), "frame": rectJSON(section.frame), "contentFrame": rectJSON(section.contentFrame),
            "itemCount": .number(Double(section.itemCount)), "groupCount": .number(Double(section.groupCount)),
            "definitionPath": .string(section.definitionPath.description),
        ]
        if let orthogonal = section.orthogonal {
            o["orthogonal"] = .object([
                "behavior": .string(orthogonal.behavior.rawValue), "axis": .string(orthogonal.axis.rawValue),
                "contentLength": .number(orthogonal.contentLength), "visibleLength": .number(orthogonal.visibleLength),
                "maximumOffset": .number(orthogonal.maximumOffset),
                "snapOffsets": .array(orthogonal.snapOffsets.map(JSONValue.number)),
            ])
        } else {
            o["orthogonal"] = .null
        }
        return .object(o)
    }

    static func elementJSON(_ element: LayoutAttributes) -> JSONValue {
        .object([
            "category": .string(element.category.rawValue),
            "elementKind": element.elementKind.map(JSONValue.string) ?? .null,
            "indexPath": .array([.number(Double(element.indexPath.section)), .number(Double(element.indexPath.item))]),
            "frame": rectJSON(element.frame),
            "zIndex": .number(Double(element.zIndex)),
        ])
    }

    static func rectJSON(_ rect: Rect) -> JSONValue {
        .object(["x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width), "height": .number(rect.height)])
    }

    // MARK: Table

    /// A heading, the sections as a table, then one aligned line per element (streamed).
    public static func writeTable(_ resolution: Resolution, _ selection: Selection, charset: TextCharset, to output: inout some TextOutputStream) {
        let layout = resolution.layout
        output.write("\(resolution.title)\n")
        output.write("content \(format(layout.contentSize.width)) × \(format(layout.contentSize.height)) pt · \(layout.elementCount) elements · data: \(resolution.dataSource)\n\n")
        var sections = TextTable(columns: [
            .init("SECTION", alignment: .right), .init("DEFINITION"), .init("ITEMS", alignment: .right), .init("GROUPS", alignment: .right),
            .init("FRAME"), .init("ORTHOGONAL"),
        ], charset: charset)
        for section in layout.sections {
            let orthogonal = section.orthogonal.map { "\($0.behavior.rawValue), row \(format($0.contentLength)) pt, \($0.snapOffsets.count) snap points" } ?? ""
            sections.addRow([String(section.index), section.definitionPath.description, String(section.itemCount), String(section.groupCount),
                             frameText(section.frame), orthogonal])
        }
        output.write(sections.render() + "\n")
        for warning in layout.warnings { output.write("\(warning)\n") }
        output.write("\n")
        let header = [pad("CATEGORY", 13), pad("KIND", 28), pad("INDEX", 12), pad("X", 9, right: true), pad("Y", 10, right: true),
                      pad("WIDTH", 9, right: true), pad("HEIGHT", 9, right: true), pad("Z", 3, right: true)]
        output.write(header.joined(separator: " ") + "\n")
        forEach(resolution, selection) { element in
            let line = [
                pad(element.category.rawValue, 13), pad(TextWidth.truncate(element.elementKind.map(ElementKindLabel.kind) ?? "", toWidth: 28), 28),
                pad("[\(element.indexPath.section), \(element.indexPath.item)]", 12),
                pad(format(element.frame.x), 9, right: true), pad(format(element.frame.y), 10, right: true),
                pad(format(element.frame.width), 9, right: true), pad(format(element.frame.height), 9, right: true),
                pad(String(element.zIndex), 3, right: true),
            ]
            output.write(line.joined(separator: " ") + "\n")
        }
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        TextWidth.pad(text, toWidth: width, alignment: right ? .right : .left)
    }

    public static func frameText(_ rect: Rect) -> String {
        "(\(format(rect.x)), \(format(rect.y)), \(format(rect.width)), \(format(rect.height)))"
    }

    /// Points to two decimals, without trailing zeros.
    public static func format(_ value: Double) -> String {
        CanonicalNumber.format((value * 100).rounded() / 100)
    }

    // MARK: Pictures

    /// The SVG picture: the device viewport (scrolled to `scrollOffset`), the content around it.
    public static func svg(_ resolution: Resolution, scrollOffset: Double? = nil) -> String {
        SVGRenderer().render(picture(resolution, scrollOffset: scrollOffset, extra: 4000))
    }

    /// The first screen (or the screen at `scrollOffset`) drawn with box characters.
    public static func terminal(_ resolution: Resolution, scrollOffset: Double? = nil, options: TerminalRenderer.Options) -> String {
        TerminalRenderer(options: options).render(picture(resolution, scrollOffset: scrollOffset, extra: 0))
    }

    /// A picture with only the elements near the viewport, so drawing a huge layout is cheap.
    static func picture(_ resolution: Resolution, scrollOffset: Double?, extra: Double) -> LayoutPicture {
        let layout = resolution.layout
        let environment = resolution.environment
        let horizontal = resolution.revision.definition.configuration.scrollDirection == .horizontal
        // UIKit scrolls content below the safe area: at rest, contentOffset is minus the adjusted
        // content inset, so the first screen starts above the content by the safe-area inset.
        // `scrollOffset` (like the resolver's) is measured from that resting position.
        let offset = scrollOffset ?? 0
        let viewport = horizontal
            ? Rect(x: offset - environment.safeArea.left, y: 0, width: environment.width, height: environment.height)
            : Rect(x: 0, y: offset - environment.safeArea.top, width: environment.width, height: environment.height)
        let span = 1e9
        let region = horizontal
            ? Rect(x: viewport.minX - viewport.width, y: -span, width: 3 * viewport.width + extra, height: 2 * span)
            : Rect(x: -span, y: viewport.minY - viewport.height, width: 2 * span, height: 3 * viewport.height + extra)
        let elements = scrollOffset.map { layout.elements(in: region, scrollOffset: $0) } ?? layout.elements(in: region)
        var picture = LayoutPicture(
            layout: layout, elements: elements, viewport: viewport, scrollOffset: scrollOffset, labels: resolution.labels,
            title: resolution.title)
        let omitted = max(0, layout.elementCount - elements.count)
        if horizontal { picture.omittedRight = omitted } else { picture.omittedBelow = omitted }
        return picture
    }
}
