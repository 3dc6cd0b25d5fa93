/// The frame every review page shares: doctype, head with a small inline style sheet (the
/// folder is meant to be uploaded as a CI artifact, so it carries no other files than its
/// pages and pictures), and the body.
enum ReviewPageFrame {
    static func document(title: String, _ body: (inout HTMLWriter) -> Void) -> String {
        var writer = HTMLWriter()
        writer.raw("<!DOCTYPE html>\n")
        writer.element("html", ["xmlns": "http://www.w3.org/1999/xhtml", "lang": "en"]) { html in
            html.element("head") { head in
                head.void("meta", ["charset": "utf-8"])
                head.void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
                head.void("meta", ["name": "generator", "content": "catalog review"])
                head.element("title", text: title)
                head.element("style", text: styleSheet)
            }
            html.element("body") { page in body(&page) }
        }
        return writer.output
    }

    static let styleSheet = """
        body { font: 14px/1.45 -apple-system, system-ui, sans-serif; margin: 2em auto; max-width: 1200px; padding: 0 1em; color: #1d1d1f; }
        table { border-collapse: collapse; } th, td { text-align: left; padding: 4px 10px; border-bottom: 1px solid #ddd; }
        .added { color: #1a7f37; } .removed { color: #cf222e; } .changed { color: #9a6700; }
        .screens { display: flex; flex-wrap: wrap; gap: 24px; } figure { margin: 0; }
        figure img { max-width: 560px; border: 1px solid #ddd; } code { font-size: 13px; }
        """
}
