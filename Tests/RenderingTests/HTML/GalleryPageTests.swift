import CatalogTestSupport
import LayoutModel
import Testing

@testable import Rendering

@Suite struct GalleryPageTests {
    static let phone = GalleryDevice(id: "iphone-15", name: "iPhone 15", width: 393, height: 852)
    static let pad = GalleryDevice(id: "ipad-11", name: "iPad Pro 11-inch", width: 834, height: 1194)
    static let small = GalleryDevice(id: "iphone-se", name: "iPhone SE (3rd generation)", width: 375, height: 667)

    static func layout(_ name: String, title: String? = nil, tags: [String] = ["grid"], revisions: Int = 1, drawableOnPhone: Bool = true)
        -> GalleryLayout
    {
        GalleryLayout(
            name: name, title: title, summary: "A summary of \(name).", tags: tags, headRevision: revisions,
            headHash: "a740d1b51d73a740d1b51d73a740d1b51d73a740d1b51d73a740d1b51d73abcd", revisionCount: revisions, author: "ana",
            createdAt: "2026-11-22T02:45:55.959Z", pagePath: "layouts/\(name).html",
            pictures: [
                GalleryPicture(
                    device: phone,
                    content: drawableOnPhone
                        ? .drawn(picturePath: "pictures/\(name)/iphone-15.svg", thumbnailPath: "pictures/\(name)/iphone-15.thumb.svg")
                        : .unavailable(reason: "section: no alternative holds at container width 393 pt")),
                GalleryPicture(
                    device: pad, content: .drawn(picturePath: "pictures/\(name)/ipad-11.svg", thumbnailPath: "pictures/\(name)/ipad-11.thumb.svg")),
            ])
    }

    static let hostile = "<script>alert(1)</script>"

    static func page(_ layout: GalleryLayout, yaml: String = "name: grid\ntitle: Grid\n") -> GalleryLayoutPage {
        let change = DefinitionChange(
            path: .root / "section" / "group" / "size" / "height", kind: .changed(old: .string("absolute(44)"), new: .string("absolute(60)")))
        return GalleryLayoutPage(
            layout: layout, devices: [phone, pad], definitionYAML: yaml,
            revisions: [
                GalleryRevision(
                    number: 1, contentHash: "1111111111111111", author: "ana", createdAt: "2026-11-20T10:00:00.000Z",
                    message: "first", summary: "created", labels: [], diff: nil),
                GalleryRevision(
                    number: 2, contentHash: "2222222222222222", author: "ben", createdAt: "2026-11-21T10:00:00.000Z",
                    message: "taller", summary: "section.group.size.height absolute(44)→absolute(60)", labels: ["v2"],
                    diff: GalleryRevisionDiff(
                        fromRevision: 1, toRevision: 2, changes: [change],
                        geometry: .drawn(
                            device: phone, summary: "3 cells moved, content height 132 → 180",
                            picturePath: "pictures/grid/diff-1-2.svg"))),
            ])
    }

    @Test func indexIsWellFormedAndShowsEveryCard() throws {
        let index = GalleryIndexPage(
            devices: [Self.phone, Self.pad], layouts: [Self.layout("grid", title: "Grid"), Self.layout("list", tags: ["list", "grid"])])
        let parsed = ParsedPage(index.html())
        #expect(parsed.isWellFormed, "\(parsed.error ?? "")")
        let cards = parsed.elements(named: "article")
        #expect(cards.count == 2)
        #expect(cards.first?.attributes["data-search"]?.contains("a summary of grid.") == true)
        // Cards link to the layout pages and show thumbnails; the stylesheet and script are local.
        #expect(parsed.links.contains("layouts/grid.html"))
        #expect(parsed.links.contains("pictures/grid/iphone-15.thumb.svg"))
        #expect(parsed.links.contains("style.css") && parsed.links.contains("gallery.js"))
        #expect(parsed.links.allSatisfy { !$0.contains("://") && !$0.hasPrefix("/") && !$0.hasPrefix("//") })
        // Tag chips count layouts: grid is on both, list on one, most used first.
        let chips = parsed.elements(named: "button").compactMap { $0.attributes["data-tag-chip"] }
        #expect(chips == ["grid", "list"])
        // A layout without a title is shown by name.
        #expect(parsed.elements(named: "a").contains { $0.text == "list" && $0.attributes["href"] == "layouts/list.html" })
    }

    @Test func theFirstDeviceIsShownAndTheOthersHidden() {
        let parsed = ParsedPage(GalleryIndexPage(devices: [Self.phone, Self.pad], layouts: [Self.layout("grid")]).html())
        let figures = parsed.elements(named: "figure")
        #expect(figures.map { $0.attributes["data-device-picture"] } == ["iphone-15", "ipad-11"])
        #expect(figures.map { $0.attributes["hidden"] } == [nil, "hidden"])
        let buttons = parsed.elements(named: "button").filter { $0.attributes["data-device-button"] != nil }
        #expect(buttons.map { $0.attributes["aria-pressed"] } == ["true", "false"])
    }

    @Test func switcherShortensParenthesisedDeviceNames() {
        let parsed = ParsedPage(GalleryIndexPage(devices: [Self.small, Self.phone], layouts: []).html())
        let button = parsed.elements(named: "button").first { $0.attributes["data-device-button"] == "iphone-se" }
        #expect(button?.text == "iPhone SE ")
        #expect(button?.attributes["title"] == "iPhone SE (3rd generation), 375 × 667 pt")
    }

    @Test func aLayoutThatCannotBeDrawnSaysWhereAndWhy() {
        let html = GalleryIndexPage(devices: [Self.phone, Self.pad], layouts: [Self.layout("wide", drawableOnPhone: false)]).html()
        let parsed = ParsedPage(html)
        #expect(parsed.isWellFormed)
        #expect(parsed.text.contains("Cannot be drawn on iPhone 15:"))
        #expect(parsed.text.contains("no alternative holds at container width 393 pt"))
        #expect(parsed.links.contains("pictures/wide/ipad-11.thumb.svg"))
        #expect(!parsed.links.contains { $0.contains("wide/iphone-15") })
    }

    @Test func hostileTextIsEscapedEverywhere() {
        let layout = Self.layout("grid", title: Self.hostile, tags: [Self.hostile])
        let index = GalleryIndexPage(devices: [Self.phone], layouts: [layout]).html()
        let page = Self.page(layout, yaml: "title: \"\(Self.hostile)\"\n").html()
        for html in [index, page] {
            #expect(!html.contains(Self.hostile))
            #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            let parsed = ParsedPage(html)
            #expect(parsed.isWellFormed, "\(parsed.error ?? "")")
            // The only script element is the gallery's own.
            #expect(parsed.elements(named: "script").map { $0.attributes["src"] ?? "" }.allSatisfy { $0.hasSuffix("gallery.js") })
            #expect(parsed.text.contains(Self.hostile))
        }
    }

    @Test func layoutPageShowsYAMLHistoryAndDiffs() throws {
        let html = Self.page(Self.layout("grid", title: "Grid", revisions: 2)).html()
        let parsed = ParsedPage(html)
        #expect(parsed.isWellFormed, "\(parsed.error ?? "")")
        #expect(parsed.elements(named: "code").contains { $0.attributes["id"] == "definition-yaml" && $0.text == "name: grid\ntitle: Grid\n" })
        // Newest first, each with its hash prefix, author and message.
        let revisions = parsed.elements(named: "li").filter { $0.attributes["id"]?.hasPrefix("r") == true }
        #expect(revisions.map { $0.attributes["id"] } == ["r2", "r1"])
        #expect(parsed.text.contains("sha:222222222222"))
        #expect(parsed.text.contains("taller") && parsed.text.contains("ben"))
        #expect(parsed.text.contains("What changed from @1 to @2"))
        #expect(parsed.text.contains("3 cells moved, content height 132 → 180"))
        #expect(parsed.text.contains("section.group.size.height"))
        // The newest diff is open; links climb to the root.
        #expect(parsed.elements(named: "details").first?.attributes["open"] == "open")
        #expect(parsed.links.contains("../pictures/grid/diff-1-2.svg"))
        #expect(parsed.links.contains("../pictures/grid/iphone-15.svg"))
        #expect(parsed.links.contains("../index.html#tag=grid"))
        #expect(parsed.links.contains("../style.css"))
    }

    @Test func theSamePagesGiveTheSameBytes() {
        let layouts = [Self.layout("b"), Self.layout("a", tags: ["x", "y"])]
        #expect(GalleryIndexPage(devices: [Self.phone], layouts: layouts).html() == GalleryIndexPage(devices: [Self.phone], layouts: layouts).html())
        #expect(Self.page(Self.layout("a")).html() == Self.page(Self.layout("a")).html())
    }

    @Test func assetsAreTheStyleSheetAndTheScriptWithNothingFetched() {
        #expect(GallerySite.assets.map(\.path) == ["style.css", "gallery.js"])
        for asset in GallerySite.assets {
            #expect(!asset.text.contains("http:") && !asset.text.contains("https:") && !asset.text.contains("@import"))
            #expect(asset.text.hasSuffix("\n"))
        }
    }
}
