/// One layout's page in `catalog review --out`: its structural changes and, per device and
/// direction, the before/after overlay.
public struct ReviewLayoutPage: Sendable {
    public var name: String
    public var status: String
    /// Where each side read it from.
    public var origins: String
    /// One line per structural change.
    public var structure: [String]
    public var screens: [ReviewPageScreen]
    /// The index page, relative to this one.
    public var indexHref: String

    public init(name: String, status: String, origins: String, structure: [String], screens: [ReviewPageScreen], indexHref: String) {
        self.name = name
        self.status = status
        self.origins = origins
        self.structure = structure
        self.screens = screens
        self.indexHref = indexHref
    }

    /// Deterministic, XHTML-compatible markup.
    public func html() -> String {
        ReviewPageFrame.document(title: "\(name) · \(status)") { body in
            body.inline("p") { line in line.span("a", ["href": indexHref], text: "← All changes") }
            body.inline("h1") { heading in
                heading.text("\(name) ")
                heading.span("span", ["class": status], text: status)
            }
            body.element("p", text: origins)
            if !structure.isEmpty {
                body.element("h2", text: "Definition")
                body.element("ul") { list in
                    for line in structure { list.inline("li") { item in item.span("code", text: line) } }
                }
            }
            body.element("h2", text: "Frames")
            body.element("div", ["class": "screens"]) { grid in
                for screen in screens {
                    grid.element("figure") { figure in
                        figure.void("img", ["src": screen.pictureHref, "alt": screen.heading])
                        figure.inline("figcaption") { caption in
                            caption.span("strong", text: screen.heading)
                            caption.text(" · \(screen.summary)")
                        }
                    }
                }
            }
        }
    }
}
