import CatalogService
import LayoutEngine
import LayoutModel
import Rendering

/// A resolution for people reading text: a heading, the sections as a table, the warnings, then
/// one aligned line per element (streamed, so a huge layout never sits in memory as text).
public enum ResolutionTable {
    public static func write(_ resolution: Resolution, _ selection: ElementSelection, charset: TextCharset, to stream: inout ByteStream) {
        let layout = resolution.layout
        stream.write("\(ResolutionText.title(resolution))\n")
        stream.write(
            "content \(NumberText.format(layout.contentSize.width)) × \(NumberText.format(layout.contentSize.height)) pt · \(layout.elementCount) elements · data: \(ResolutionText.dataSource(resolution.dataSource))\n\n"
        )
        // A layout that goes by kind shows which identifier chose each section.
        let byKind = layout.sections.contains { $0.identifier != nil }
        var sections = TextTable(
            columns: [.init("SECTION", alignment: .right)] + (byKind ? [.init("IDENTIFIER")] : []) + [
                .init("DEFINITION"), .init("ITEMS", alignment: .right), .init("GROUPS", alignment: .right),
                .init("FRAME"), .init("ORTHOGONAL"),
            ], charset: charset)
        for section in layout.sections {
            let orthogonal =
                section.orthogonal.map {
                    "\($0.behavior.rawValue), row \(NumberText.format($0.contentLength)) pt, \($0.snapOffsets.count) snap points"
                } ?? ""
            let identifier = byKind ? [section.identifier.map(DiagnosticText.shown) ?? "—"] : []
            sections.addRow(
                [String(section.index)] + identifier + [
                    section.definitionPath.description, String(section.itemCount),
                    String(section.groupCount), ResolutionText.frame(section.frame), orthogonal,
                ])
        }
        sections.write(to: &stream)
        for warning in layout.warnings { stream.write("\(warning)\n") }
        stream.append(UInt8(ascii: "\n"))
        let header = [
            pad("CATEGORY", 13), pad("KIND", 28), pad("INDEX", 12), pad("X", 9, right: true), pad("Y", 10, right: true),
            pad("WIDTH", 9, right: true), pad("HEIGHT", 9, right: true), pad("Z", 3, right: true),
        ]
        stream.write(header.joined(separator: " ") + "\n")
        selection.forEach(in: layout) { element in
            let line = [
                pad(element.category.rawValue, 13), pad(TextWidth.truncate(element.elementKind.map(ElementKindLabel.kind) ?? "", toWidth: 28), 28),
                pad("[\(element.indexPath.section), \(element.indexPath.item)]", 12),
                pad(NumberText.format(element.frame.x), 9, right: true), pad(NumberText.format(element.frame.y), 10, right: true),
                pad(NumberText.format(element.frame.width), 9, right: true), pad(NumberText.format(element.frame.height), 9, right: true),
                pad(String(element.zIndex), 3, right: true),
            ]
            stream.write(line.joined(separator: " ") + "\n")
        }
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        TextWidth.pad(text, toWidth: width, alignment: right ? .right : .left)
    }
}
