import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG document parsed with Foundation's XML parser: proof that it is well-formed, and the
/// elements and text the tests inspect.
struct ParsedSVG {
    struct Node {
        var name: String
        var attributes: [String: String]
        /// Character data directly inside the element (for `<text>` and `<title>`).
        var text: String
        /// Classes of the enclosing `<g>` elements, outermost first.
        var groups: [String]
    }

    var nodes: [Node]

    /// nil when the document is not well-formed XML.
    init?(_ document: String) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = delegate
        guard parser.parse(), delegate.failed == false else { return nil }
        nodes = delegate.nodes
    }

    func nodes(named name: String) -> [Node] { nodes.filter { $0.name == name } }

    /// Rectangles drawn for layout elements, in document order.
    var elementRects: [Node] { nodes(named: "rect").filter { $0.attributes["data-category"] != nil } }

    /// All text drawn with `<text>`.
    var texts: [String] { nodes(named: "text").map(\.text) }

    private final class Collector: NSObject, XMLParserDelegate {
        var nodes: [Node] = []
        var open: [Int] = []
        var groups: [String] = []
        var failed = false

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            nodes.append(Node(name: elementName, attributes: attributes, text: "", groups: groups))
            open.append(nodes.count - 1)
            if elementName == "g" { groups.append(attributes["class"] ?? "") }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
            if elementName == "g" { groups.removeLast() }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { nodes[index].text += string }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            failed = true
        }
    }
}
