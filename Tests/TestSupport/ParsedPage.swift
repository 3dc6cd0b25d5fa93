import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A gallery page parsed as XML (after its `<!DOCTYPE html>`): proof that it is well-formed, and
/// the elements, links and text the tests inspect. Shared by the rendering and service tests.
public struct ParsedPage {
    public struct Element {
        public var name: String
        public var attributes: [String: String]
        /// Character data directly inside the element.
        public var text: String
    }

    public var elements: [Element]
    /// Every character of text in the page, in order.
    public var text: String
    /// Why the parse failed, when it did.
    public var error: String?

    public init(_ html: String) {
        var source = html
        if source.hasPrefix("<!DOCTYPE html>") { source.removeFirst("<!DOCTYPE html>".count) }
        let delegate = Collector()
        let parser = XMLParser(data: Data(source.utf8))
        parser.delegate = delegate
        let ok = parser.parse()
        elements = delegate.elements
        text = delegate.allText
        error = ok && delegate.error == nil ? nil : (delegate.error ?? parser.parserError.map { "\($0)" } ?? "parse failed")
    }

    public var isWellFormed: Bool { error == nil }

    public func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    /// Every `href` and `src` value, in document order.
    public var links: [String] {
        elements.flatMap { element in ["href", "src"].compactMap { element.attributes[$0] } }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []
        var allText = ""
        var error: String?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(Element(name: elementName, attributes: attributes, text: ""))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            allText += string
            if let index = open.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            error = "line \(parser.lineNumber), column \(parser.columnNumber): \(parseError)"
        }
    }
}
