import CatalogService
import LayoutEngine

/// A resolution for scripts: one JSON document, or NDJSON for tools that read a line at a time.
///
/// The document's keys come in this order: `layout`, `contentHash`, `environment`, `data`,
/// `contentSize`, `sections`, `warnings`, then `rect` and `scrollOffset` when a selection was
/// asked for, then `elements` (UIKit's layout-attributes names, one element per line). NDJSON
/// puts everything but the elements on the first line and then one element per line. A section
/// of a layout that goes by kind carries its `identifier` (the data's, or the kind it was shown
/// as); `data.sectionIdentifiers` lists the data's, or is null when it gave none.
///
/// Elements are written straight into the output buffer as the resolver produces them: nothing
/// per element is allocated, so a million of them take a fraction of a second.
public enum ResolutionJSON {
    /// The whole document.
    public static func write(_ resolution: Resolution, _ selection: ElementSelection, to writer: inout JSONWriter) {
        writer.beginObject()
        writeHead(resolution, selection, to: &writer)
        writer.key("elements")
        writer.beginArray()
        selection.forEach(in: resolution.layout) { element in
            writer.fragment { element.appendJSON(to: &$0) }
        }
        writer.endArray()
        writer.endObject()
        writer.newline()
    }

    /// NDJSON: the head on one line, then one element per line.
    public static func writeLines(_ resolution: Resolution, _ selection: ElementSelection, to writer: inout JSONWriter) {
        writer.beginObject(inline: true)
        writeHead(resolution, selection, to: &writer)
        writer.endObject()
        writer.newline()
        selection.forEach(in: resolution.layout) { element in
            writer.fragment { element.appendJSON(to: &$0) }
            writer.newline()
        }
    }

    private static func writeHead(_ resolution: Resolution, _ selection: ElementSelection, to writer: inout JSONWriter) {
        let layout = resolution.layout
        writer.key("layout")
        writer.string("\(resolution.revision.name)@\(resolution.revision.number)")
        writer.key("contentHash")
        writer.string(resolution.revision.contentHash)
        writer.key("environment")
        writeEnvironment(resolution, to: &writer)
        writer.key("data")
        writer.beginObject(inline: true)
        writer.key("source")
        writer.string(ResolutionText.dataSource(resolution.dataSource))
        writer.key("itemCounts")
        writer.beginArray(inline: true)
        for section in resolution.data.sections { writer.integer(section.itemCount) }
        writer.endArray()
        writer.key("sectionIdentifiers")
        if resolution.data.sections.contains(where: { $0.identifier != nil }) {
            writer.beginArray(inline: true)
            for section in resolution.data.sections { writer.string(section.identifier) }
            writer.endArray()
        } else {
            writer.null()
        }
        writer.endObject()
        writer.key("contentSize")
        writer.size(layout.contentSize)
        writer.key("sections")
        writer.beginArray()
        for section in layout.sections { writeSection(section, to: &writer) }
        writer.endArray()
        writer.key("warnings")
        writer.beginArray()
        for warning in layout.warnings {
            writer.beginObject(inline: true)
            writer.key("path")
            writer.string(warning.path?.description)
            writer.key("message")
            writer.string(warning.message)
            writer.key("rule")
            writer.string(warning.rule)
            writer.endObject()
        }
        writer.endArray()
        if let rect = selection.rect {
            writer.key("rect")
            writer.rect(rect)
        }
        if let offset = selection.scrollOffset {
            writer.key("scrollOffset")
            writer.number(offset)
        }
    }

    private static func writeEnvironment(_ resolution: Resolution, to writer: inout JSONWriter) {
        let environment = resolution.environment
        writer.beginObject(inline: true)
        writer.key("device")
        writer.string(resolution.screen?.id)
        EnvironmentJSON.writeFields(environment, to: &writer)
        writer.key("snapping")
        writer.string(resolution.layout.snapping.rawValue)
        writer.key("snappingRule")
        writer.string(resolution.layout.snappingRule?.rawValue)
        writer.endObject()
    }

    private static func writeSection(_ section: ResolvedSection, to writer: inout JSONWriter) {
        writer.beginObject(inline: true)
        writer.key("index")
        writer.integer(section.index)
        writer.key("definitionPath")
        writer.string(section.definitionPath.description)
        writer.key("identifier")
        writer.string(section.identifier)
        writer.key("frame")
        writer.rect(section.frame)
        writer.key("contentFrame")
        writer.rect(section.contentFrame)
        writer.key("itemCount")
        writer.integer(section.itemCount)
        writer.key("groupCount")
        writer.integer(section.groupCount)
        writer.key("orthogonal")
        if let orthogonal = section.orthogonal {
            writer.beginObject()
            writer.key("behavior")
            writer.string(orthogonal.behavior.rawValue)
            writer.key("axis")
            writer.string(orthogonal.axis.rawValue)
            writer.key("contentLength")
            writer.number(orthogonal.contentLength)
            writer.key("visibleLength")
            writer.number(orthogonal.visibleLength)
            writer.key("maximumOffset")
            writer.number(orthogonal.maximumOffset)
            writer.key("snapOffsets")
            writer.beginArray()
            for offset in orthogonal.snapOffsets { writer.number(offset) }
            writer.endArray()
            writer.endObject()
        } else {
            writer.null()
        }
        writer.endObject()
    }

}

extension LayoutAttributes {
    /// `{"category":"cell","elementKind":null,"indexPath":[0,3],"frame":{…},"zIndex":0}`,
    /// written byte by byte: this runs once per element of a million-element listing.
    @inline(__always)
    func appendJSON(to stream: inout ByteStream) {
        stream.reserve(64)
        switch category {
        case .cell: stream.append("{\"category\":\"cell\",\"elementKind\":")
        case .supplementary: stream.append("{\"category\":\"supplementary\",\"elementKind\":")
        case .decoration: stream.append("{\"category\":\"decoration\",\"elementKind\":")
        }
        if let elementKind {
            stream.appendJSON(string: elementKind)
        } else {
            stream.append("null")
        }
        stream.append(",\"indexPath\":[")
        stream.append(integer: indexPath.section)
        stream.append(UInt8(ascii: ","))
        stream.append(integer: indexPath.item)
        stream.append("],\"frame\":")
        frame.appendJSON(to: &stream)
        stream.append(",\"zIndex\":")
        stream.append(integer: zIndex)
        stream.append(UInt8(ascii: "}"))
    }
}

extension Rect {
    /// `{"x":0,"y":0,"width":80,"height":80}`.
    @inline(__always)
    func appendJSON(to stream: inout ByteStream) {
        stream.append("{\"x\":")
        stream.appendJSON(number: x)
        stream.append(",\"y\":")
        stream.appendJSON(number: y)
        stream.append(",\"width\":")
        stream.appendJSON(number: width)
        stream.append(",\"height\":")
        stream.appendJSON(number: height)
        stream.append(UInt8(ascii: "}"))
    }
}
