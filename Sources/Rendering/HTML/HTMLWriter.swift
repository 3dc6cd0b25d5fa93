/// Builds HTML that is also well-formed XML: every element is closed (void elements as
/// `<img … />`), every text and attribute escaped, and nesting is balanced by construction
/// because children are written inside a closure.
///
/// Block elements go on their own indented lines; `inline` content stays on one line so the
/// whitespace between words and elements is exactly what the page asks for.
struct HTMLWriter: Sendable {
    private(set) var output = ""
    private var depth = 0
    /// Greater than zero while writing inline content: no line breaks, no indentation.
    private var inlineDepth = 0

    /// Elements HTML never closes; written self-closed so XML parsers accept them too.
    static let voidElements: Set<String> = ["br", "hr", "img", "input", "link", "meta"]

    init() {}

    /// Text written verbatim, e.g. the doctype. Never pass content from the catalog here.
    mutating func raw(_ markup: String) {
        output += markup
    }

    /// A block element whose children `body` writes, each on its own line.
    mutating func element(_ name: String, _ attributes: HTMLAttributes = [:], _ body: (inout HTMLWriter) -> Void) {
        guard let name = Self.checked(name) else { return }
        if Self.voidElements.contains(name) {
            void(name, attributes)
            return
        }
        if inlineDepth > 0 {
            inline(name, attributes, body)
            return
        }
        line("<\(name)\(attributes.markup)>")
        depth += 1
        body(&self)
        depth -= 1
        line("</\(name)>")
    }

    /// A block element on one line, holding only text.
    mutating func element(_ name: String, _ attributes: HTMLAttributes = [:], text: String) {
        guard let name = Self.checked(name) else { return }
        let markup = "<\(name)\(attributes.markup)>\(HTMLEscaping.text(text))</\(name)>"
        if inlineDepth > 0 { output += markup } else { line(markup) }
    }

    /// An element whose content (text and inline elements) stays on one line.
    mutating func inline(_ name: String, _ attributes: HTMLAttributes = [:], _ body: (inout HTMLWriter) -> Void) {
        guard let name = Self.checked(name) else { return }
        let opening = "<\(name)\(attributes.markup)>"
        if inlineDepth == 0 { startLine() }
        output += opening
        inlineDepth += 1
        body(&self)
        inlineDepth -= 1
        output += "</\(name)>"
        if inlineDepth == 0 { output += "\n" }
    }

    /// An inline element holding only text.
    mutating func span(_ name: String, _ attributes: HTMLAttributes = [:], text: String) {
        guard let name = Self.checked(name) else { return }
        output += "<\(name)\(attributes.markup)>\(HTMLEscaping.text(text))</\(name)>"
    }

    /// A void element: `<img … />`.
    mutating func void(_ name: String, _ attributes: HTMLAttributes = [:]) {
        guard let name = Self.checked(name) else { return }
        let markup = "<\(name)\(attributes.markup) />"
        if inlineDepth > 0 { output += markup } else { line(markup) }
    }

    /// Escaped text: inline inside `inline`, else on its own line.
    mutating func text(_ text: String) {
        if inlineDepth > 0 { output += HTMLEscaping.text(text) } else { line(HTMLEscaping.text(text)) }
    }

    /// Escaped text written exactly, with no indentation added to its lines: for `<pre>`.
    mutating func preformatted(_ text: String) {
        output += HTMLEscaping.text(text)
    }

    private mutating func line(_ markup: String) {
        startLine()
        output += markup + "\n"
    }

    private mutating func startLine() {
        output += String(repeating: "  ", count: depth)
    }

    /// Element names are the pages' own constants; an unexpected one is skipped rather than
    /// written, so the document stays well-formed whatever happens.
    private static func checked(_ name: String) -> String? {
        HTMLAttributes.isName(name) ? name : nil
    }
}
