import LayoutModel

/// A layout's own page (`layouts/NAME.html`): its pictures on every device, its reviewable
/// YAML, and its history — each revision with the structural changes and the before/after
/// overlay since the one before.
public struct GalleryLayoutPage: Sendable {
    public var layout: GalleryLayout
    /// The devices, in switcher order; the first is shown by default.
    public var devices: [GalleryDevice]
    /// The head revision's YAML: the author's own text where the catalog keeps it, else the
    /// canonical `LayoutDefinition.yamlText`.
    public var definitionYAML: String
    /// Every revision, oldest first (the page shows the newest first).
    public var revisions: [GalleryRevision]
    /// The page heading's parent: the index's title.
    public var galleryTitle: String

    public init(
        layout: GalleryLayout, devices: [GalleryDevice], definitionYAML: String, revisions: [GalleryRevision],
        galleryTitle: String = "Layout Gallery"
    ) {
        self.layout = layout
        self.devices = devices
        self.definitionYAML = definitionYAML
        self.revisions = revisions
        self.galleryTitle = galleryTitle
    }

    /// The page's HTML: deterministic, XHTML-compatible, every link relative (the page sits
    /// one folder below the gallery root).
    public func html() -> String {
        let link = GalleryLink(depth: 1)
        let title = layout.displayTitle
        return GalleryComponents.document(title: "\(title) · \(galleryTitle)", link: link, bodyClass: "layout") { body in
            header(title: title, link: link, into: &body)
            if devices.count > 1 {
                // Pinned like the index's toolbar, so the device can change while reading.
                body.element("nav", ["class": "toolbar", "aria-label": "Device"]) { bar in
                    bar.element("div", ["class": "inner"]) { inner in
                        inner.element("span", ["class": "filter-count"], text: "Drawn on")
                        GalleryComponents.deviceSwitcher(devices, into: &inner)
                    }
                }
            }
            body.element("main", ["class": "page"]) { main in
                main.element("div", ["class": "columns"]) { columns in
                    picturePanel(title: title, link: link, into: &columns)
                    definitionPanel(into: &columns)
                }
                historyPanel(link: link, into: &main)
            }
            body.element("footer", ["class": "site-footer"]) { footer in
                footer.inline("p") { line in
                    line.span("a", ["href": link.href(GallerySite.indexPath)], text: "← \(galleryTitle)")
                }
            }
        }
    }

    private func header(title: String, link: GalleryLink, into body: inout HTMLWriter) {
        body.element("header", ["class": "site-header layout-header"]) { header in
            header.element("div", ["class": "inner"]) { inner in
                inner.inline("p", ["class": "crumbs"]) { crumbs in
                    crumbs.span("a", ["href": link.href(GallerySite.indexPath)], text: "← All layouts")
                }
                inner.element("h1", text: title)
                inner.inline("p", ["class": "name"]) { name in name.span("code", text: layout.name) }
                if let summary = layout.summary, !summary.isEmpty {
                    inner.element("p", ["class": "summary"], text: summary)
                }
                if !layout.tags.isEmpty {
                    inner.element("ul", ["class": "tags", "aria-label": "Tags"]) { tags in
                        for tag in layout.tags {
                            tags.inline("li") { item in
                                item.span(
                                    "a",
                                    [
                                        "class": "tag", "href": link.href(GallerySite.indexPath, fragment: ("tag", tag)),
                                        "title": "All layouts tagged \(tag)",
                                    ], text: tag)
                            }
                        }
                    }
                }
                inner.inline("p", ["class": "meta"]) { meta in
                    meta.span("span", ["class": "rev"], text: "@\(layout.headRevision)")
                    meta.span("code", ["class": "hash", "title": layout.headHash], text: GalleryFormat.hash(layout.headHash))
                    meta.span("span", text: "by \(layout.author)")
                    meta.span("time", ["datetime": layout.createdAt], text: GalleryFormat.dateTime(layout.createdAt) + " UTC")
                    meta.span("a", ["href": "#history"], text: GalleryFormat.count(layout.revisionCount, "revision", "revisions"))
                }
            }
        }
    }

    private func picturePanel(title: String, link: GalleryLink, into columns: inout HTMLWriter) {
        columns.element("section", ["class": "panel", "aria-labelledby": "pictures-title"]) { panel in
            panel.element("div", ["class": "panel-head"]) { head in
                head.element("h2", ["id": "pictures-title"], text: "Picture")
            }
            panel.element("div", ["class": "stage"]) { stage in
                GalleryComponents.pictures(layout.pictures, layoutTitle: title, thumbnails: false, link: link, into: &stage)
            }
        }
    }

    private func definitionPanel(into columns: inout HTMLWriter) {
        columns.element("section", ["class": "panel", "aria-labelledby": "definition-title"]) { panel in
            panel.element("div", ["class": "panel-head"]) { head in
                head.element("h2", ["id": "definition-title"], text: "Definition @\(layout.headRevision)")
                head.element(
                    "button",
                    [
                        "class": "copy", "type": "button", "data-copy": "definition-yaml", "data-needs-js": "",
                        "hidden": "hidden",
                    ], text: "Copy YAML")
            }
            panel.inline("pre", ["class": "yaml"]) { pre in
                pre.inline("code", ["id": "definition-yaml"]) { code in code.preformatted(definitionYAML) }
            }
        }
    }

    private func historyPanel(link: GalleryLink, into main: inout HTMLWriter) {
        main.element("section", ["class": "panel", "id": "history", "aria-labelledby": "history-title"]) { panel in
            panel.element("div", ["class": "panel-head"]) { head in
                head.element("h2", ["id": "history-title"], text: "History")
                if let device = devices.first, revisions.count > 1 {
                    head.element("span", ["class": "filter-count"], text: "Newest first · geometry compared on \(device.name)")
                }
            }
            guard !revisions.isEmpty else {
                panel.element("p", ["class": "none"], text: "No revisions.")
                return
            }
            let newest = revisions.map(\.number).max()
            panel.element("ol", ["class": "history", "reversed": "reversed"]) { list in
                for revision in revisions.reversed() {
                    self.revision(revision, isHead: revision.number == newest, link: link, into: &list)
                }
            }
        }
    }

    private func revision(_ revision: GalleryRevision, isHead: Bool, link: GalleryLink, into list: inout HTMLWriter) {
        list.element("li", ["class": isHead ? "revision head" : "revision", "id": "r\(revision.number)"]) { item in
            item.inline("p", ["class": "revision-line"]) { line in
                line.span("span", ["class": "number"], text: "@\(revision.number)")
                line.span("code", ["class": "hash", "title": revision.contentHash], text: GalleryFormat.hash(revision.contentHash))
                line.span("span", text: revision.author)
                line.span("time", ["datetime": revision.createdAt], text: GalleryFormat.dateTime(revision.createdAt) + " UTC")
                for label in revision.labels { line.span("span", ["class": "label"], text: label) }
            }
            if !revision.message.isEmpty {
                item.element("p", ["class": "message"], text: revision.message)
            }
            item.element("p", ["class": "change-summary"], text: revision.summary)
            if let diff = revision.diff {
                self.diff(diff, open: isHead, link: link, into: &item)
            }
        }
    }

    private func diff(_ diff: GalleryRevisionDiff, open: Bool, link: GalleryLink, into item: inout HTMLWriter) {
        item.element("details", ["class": "diff", "open": open ? "open" : nil]) { details in
            details.element("summary", text: "What changed from @\(diff.fromRevision) to @\(diff.toRevision)")
            details.element("div", ["class": "diff-body"]) { body in
                body.element("div", ["class": "structural"]) { column in
                    column.element("h3", text: "Definition")
                    if diff.changes.isEmpty {
                        column.element("p", ["class": "none"], text: "No structural change.")
                    } else {
                        column.element("ul", ["class": "changes"]) { changes in
                            for change in diff.changes { self.change(change, into: &changes) }
                        }
                    }
                }
                body.element("div", ["class": "geometric"]) { column in
                    switch diff.geometry {
                    case .drawn(let device, let summary, let path):
                        column.element("h3", text: "Geometry on \(device.name)")
                        column.element("p", ["class": "geometry-summary"], text: summary)
                        column.element("div", ["class": "overlay"]) { overlay in
                            overlay.void(
                                "img",
                                [
                                    "src": link.href(path), "loading": "lazy", "decoding": "async",
                                    "alt": "Frames of @\(diff.fromRevision) and @\(diff.toRevision) on \(device.name) overlaid: \(summary)",
                                ])
                        }
                    case .unavailable(let device, let reason):
                        column.element("h3", text: "Geometry on \(device.name)")
                        GalleryComponents.unavailable(device: device, reason: reason, into: &column)
                    }
                }
            }
        }
    }

    /// `path old → new`, `+ path value` or `− path value`, the values as the YAML writes them.
    private func change(_ change: DefinitionChange, into list: inout HTMLWriter) {
        switch change.kind {
        case .changed(let old, let new):
            list.inline("li", ["class": "changed"]) { line in
                line.span("span", ["class": "path"], text: change.path.description)
                line.text(" ")
                line.span("span", ["class": "old"], text: old.inlineText(at: change.path))
                line.span("span", ["class": "arrow"], text: "→")
                line.span("span", ["class": "new"], text: new.inlineText(at: change.path))
            }
        case .added(let value):
            list.inline("li", ["class": "added"]) { line in
                line.span("span", ["class": "path"], text: change.path.description)
                line.text(" ")
                line.span("span", ["class": "new"], text: value.inlineText(at: change.path))
            }
        case .removed(let value):
            list.inline("li", ["class": "removed"]) { line in
                line.span("span", ["class": "path"], text: change.path.description)
                line.text(" ")
                line.span("span", ["class": "old"], text: value.inlineText(at: change.path))
            }
        }
    }
}
