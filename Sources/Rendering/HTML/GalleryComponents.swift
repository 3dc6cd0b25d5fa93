/// Pieces both pages use: the document frame, the device switcher, a picture set, tag lists.
enum GalleryComponents {
    /// A whole page: doctype, head with the shared style sheet, `body`, the shared script.
    ///
    /// `<!DOCTYPE html>` keeps browsers in standards mode; the rest is XHTML-compatible (the
    /// `xmlns` is what an XML parser expects and HTML ignores).
    static func document(title: String, link: GalleryLink, bodyClass: String, _ body: (inout HTMLWriter) -> Void) -> String {
        var writer = HTMLWriter()
        writer.raw("<!DOCTYPE html>\n")
        writer.element("html", ["xmlns": "http://www.w3.org/1999/xhtml", "lang": "en"]) { html in
            html.element("head") { head in
                head.void("meta", ["charset": "utf-8"])
                head.void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
                head.void("meta", ["name": "color-scheme", "content": "light"])
                head.void("meta", ["name": "generator", "content": "catalog"])
                head.element("title", text: title)
                head.void("link", ["rel": "stylesheet", "href": link.href(GallerySite.styleSheetPath)])
            }
            html.element("body", ["class": bodyClass]) { page in
                body(&page)
                page.element("script", ["src": link.href(GallerySite.scriptPath)], text: "")
            }
        }
        return writer.output
    }

    /// Toggle buttons choosing which device's pictures are shown; the first device starts
    /// selected. Hidden until the script runs, since it does nothing without it.
    static func deviceSwitcher(_ devices: [GalleryDevice], into writer: inout HTMLWriter) {
        guard devices.count > 1 else { return }
        writer.element("div", ["class": "switcher", "role": "group", "aria-label": "Device", "data-needs-js": "", "hidden": "hidden"]) { group in
            for (index, device) in devices.enumerated() {
                group.inline(
                    "button",
                    [
                        "type": "button", "data-device-button": device.id, "aria-pressed": index == 0 ? "true" : "false",
                        "title": "\(device.name), \(device.sizeText) pt",
                    ]
                ) { button in
                    button.text(device.shortName + " ")
                    button.span("span", ["class": "size"], text: device.sizeText)
                }
            }
        }
    }

    /// One `<figure>` per device, all but the first hidden; images load lazily, so hidden
    /// devices cost nothing until chosen.
    /// - Parameter thumbnails: show the first-screen thumbnails (cards) instead of the full
    ///   pictures (layout pages).
    static func pictures(
        _ pictures: [GalleryPicture], layoutTitle: String, thumbnails: Bool, link: GalleryLink, into writer: inout HTMLWriter
    ) {
        for (index, picture) in pictures.enumerated() {
            let attributes: HTMLAttributes = [
                "class": "picture", "data-device-picture": picture.device.id, "hidden": index == 0 ? nil : "hidden",
            ]
            writer.element("figure", attributes) { figure in
                switch picture.content {
                case .drawn(let picturePath, let thumbnailPath):
                    figure.void(
                        "img",
                        [
                            "src": link.href(thumbnails ? thumbnailPath : picturePath), "alt": "\(layoutTitle) on \(picture.device.name)",
                            "loading": "lazy", "decoding": "async",
                        ])
                case .unavailable(let reason):
                    unavailable(device: picture.device, reason: reason, into: &figure)
                }
            }
        }
    }

    /// The stand-in for a picture that cannot be drawn: which device, and why.
    static func unavailable(device: GalleryDevice, reason: String, into writer: inout HTMLWriter) {
        writer.element("div", ["class": "unavailable", "role": "note"]) { box in
            box.element("strong", text: "Cannot be drawn on \(device.name):")
            box.element("span", text: reason)
        }
    }

    /// `name` in the search text of a card, lowercased like the script lowercases the query.
    static func searchText(_ layout: GalleryLayout) -> String {
        ([layout.name, layout.title ?? "", layout.summary ?? "", layout.author] + layout.tags)
            .filter { !$0.isEmpty }
            .joined(separator: " ")
            .lowercased()
    }
}
