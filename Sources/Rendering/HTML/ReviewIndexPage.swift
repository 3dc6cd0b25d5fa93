/// The front page of `catalog review --out`: one row per added, removed or changed layout,
/// each linking to its page, and one line for the unchanged ones.
public struct ReviewIndexPage: Sendable {
    public var title: String
    /// What was compared: sides, devices, directions.
    public var subtitle: String
    public var rows: [ReviewPageRow]
    public var unchanged: [String]

    public init(title: String, subtitle: String, rows: [ReviewPageRow], unchanged: [String]) {
        self.title = title
        self.subtitle = subtitle
        self.rows = rows
        self.unchanged = unchanged
    }

    /// Deterministic, XHTML-compatible markup.
    public func html() -> String {
        ReviewPageFrame.document(title: title) { body in
            body.element("h1", text: title)
            body.element("p", text: subtitle)
            if rows.isEmpty {
                body.element("p", text: "No layout was added, removed or changed.")
            } else {
                body.element("table") { table in
                    table.inline("tr") { row in
                        row.span("th", text: "Layout")
                        row.span("th", text: "Status")
                        row.span("th", text: "What changed")
                    }
                    for item in rows {
                        table.inline("tr") { row in
                            row.inline("td") { cell in cell.span("a", ["href": item.href], text: item.name) }
                            row.span("td", ["class": item.status], text: item.status)
                            row.span("td", text: item.summary)
                        }
                    }
                }
            }
            if !unchanged.isEmpty {
                body.element("p", text: "Unchanged (\(unchanged.count)): \(unchanged.joined(separator: ", "))")
            }
        }
    }
}
