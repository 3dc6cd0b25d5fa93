import Foundation
import LayoutEngine
import Rendering

/// A static HTML gallery of every layout's head revision.
///
/// Writes under the target folder `index.html` (a card per layout, search, tag chips, a device
/// switcher), one page per layout under `layouts/` (its pictures, its YAML, its history with
/// structural and geometric diffs), the SVG pictures under `pictures/`, and `style.css` and
/// `gallery.js`. Everything is linked relatively and nothing is fetched, so the folder opens
/// from `file://`.
///
/// Every file goes through ``SafeOutput``: names sanitised, no symlinks, an existing file with
/// other content only replaced with `force`, identical files left untouched. The output depends
/// only on the catalog, so re-exporting an unchanged catalog changes no byte.
///
/// What is drawn is ``Catalog/galleryLayouts(_:on:_:)``'s (each layout with its own default
/// data, never huge item counts); this type lays the pages out with Rendering's builders, asks
/// a ``GalleryRenderer`` for their pictures and phrases, and writes the files. A layout that
/// does not resolve on a device is shown as "cannot be drawn" there; the export goes on.
public struct GalleryExport {
    /// The catalog whose layouts the gallery shows.
    public let catalog: Catalog
    /// The screens, in switcher order: the first is shown by default and is the one revisions
    /// are compared on.
    let screens: [GalleryScreen]

    /// Chooses the devices, refusing an unknown one or none.
    /// - Parameters:
    ///   - catalog: the catalog whose layouts the gallery shows.
    ///   - devices: device ids or names, in switcher order.
    public init(catalog: Catalog, devices: [String] = GalleryExport.defaultDevices) throws {
        self.catalog = catalog
        screens = try Device.galleryDevices(devices).map(GalleryScreen.init)
    }

    /// Every built-in device, the resolver's default (`iphone-15`) first.
    public static var defaultDevices: [String] {
        ((try? Device.galleryDevices(first: nil)) ?? Device.all).map(\.id)
    }

    /// Every built-in device with `first` moved to the front.
    /// - Parameter first: a device id, name or alias; nil gives ``defaultDevices``.
    /// - Returns: the device ids, in switcher order.
    public static func devices(first: String?) throws -> [String] {
        try Device.galleryDevices(first: first).map(\.id)
    }

    /// Writes the gallery into `directory`.
    /// - Parameters:
    ///   - directory: the folder the gallery is written into; nothing is written outside it.
    ///   - force: replace existing files whose content differs.
    ///   - renderer: draws the pictures and words the phrases of the pages.
    ///   - progress: called after each layout with (done, total), for a progress line.
    /// - Returns: every file written, with what happened to it, and what could not be drawn.
    public func write(
        to directory: String, force: Bool, renderer: some GalleryRenderer, progress: ((Int, Int) -> Void)? = nil
    ) throws -> GalleryReport {
        let output = try SafeOutput(directory: directory, force: force)
        let summaries = Array(try catalog.list())
        let paths = GalleryPaths(names: summaries.map(\.name))
        var writer = GalleryFileWriter(output: output)
        var undrawable: [GalleryReport.Undrawable] = []
        var cards: [GalleryLayout] = []
        try catalog.galleryLayouts(summaries, on: screens.map(\.device)) { layout in
            let content = try page(layout, paths: paths, renderer: renderer, writer: &writer)
            undrawable += content.undrawable
            cards.append(content.page.layout)
            try writer.write(content.page.html(), to: paths.page(layout.summary.name))
            progress?(cards.count, summaries.count)
        }
        let index = GalleryIndexPage(devices: screens.map(\.gallery), layouts: cards)
        try writer.write(index.html(), to: GallerySite.indexPath)
        for asset in GallerySite.assets {
            try writer.write(asset.text, to: asset.path)
        }
        return GalleryReport(
            files: writer.files, layouts: summaries.map(\.name), devices: screens.map(\.device.id), undrawable: undrawable,
            stale: Self.staleFiles(in: output.directory, written: Set(writer.files.map(\.path))))
    }

    /// One layout's page (with its card data), after writing its pictures.
    private func page(
        _ content: GalleryLayoutContent, paths: GalleryPaths, renderer: some GalleryRenderer, writer: inout GalleryFileWriter
    ) throws -> (page: GalleryLayoutPage, undrawable: [GalleryReport.Undrawable]) {
        let summary = content.summary
        let name = summary.name
        var undrawable: [GalleryReport.Undrawable] = []
        var pictures: [GalleryPicture] = []
        for (screen, drawing) in zip(screens, content.drawings) {
            switch drawing.resolution {
            case .success(let resolution):
                let path = paths.picture(name, device: screen.device.id)
                let thumbnail = paths.thumbnail(name, device: screen.device.id)
                try writer.write(renderer.picture(resolution), to: path)
                try writer.write(renderer.thumbnail(resolution), to: thumbnail)
                pictures.append(GalleryPicture(device: screen.gallery, content: .drawn(picturePath: path, thumbnailPath: thumbnail)))
            case .failure(let error):
                let reason = renderer.reason(error)
                undrawable.append(GalleryReport.Undrawable(layout: name, device: screen.device.name, reason: reason))
                pictures.append(GalleryPicture(device: screen.gallery, content: .unavailable(reason: reason)))
            }
        }

        var revisions: [GalleryRevision] = []
        var steps = content.steps.makeIterator()
        for (index, entry) in content.history.enumerated() {
            var diff: GalleryRevisionDiff?
            if index > 0, let step = steps.next(), let primary = screens.first {
                let geometry = try geometry(name, step, on: primary, paths: paths, renderer: renderer, writer: &writer)
                diff = GalleryRevisionDiff(fromRevision: step.from, toRevision: step.to, changes: entry.changes, geometry: geometry)
            }
            revisions.append(
                GalleryRevision(
                    number: entry.number, contentHash: entry.contentHash, author: entry.author, createdAt: entry.createdAt,
                    message: entry.message, summary: renderer.revisionSummary(entry), labels: entry.tags, diff: diff))
        }

        let layout = GalleryLayout(
            name: name, title: summary.title, summary: summary.summary, tags: summary.tags, headRevision: summary.headRevision,
            headHash: summary.headHash, revisionCount: summary.revisionCount, author: summary.lastAuthor, createdAt: summary.lastChanged,
            pagePath: paths.page(name), pictures: pictures)
        let page = GalleryLayoutPage(
            layout: layout, devices: screens.map(\.gallery), definitionYAML: content.head.yamlText,
            revisions: revisions)
        return (page, undrawable)
    }

    /// The overlay of two consecutive revisions on the default device, with its summary.
    private func geometry(
        _ name: String, _ step: GalleryLayoutContent.Step, on screen: GalleryScreen, paths: GalleryPaths, renderer: some GalleryRenderer,
        writer: inout GalleryFileWriter
    ) throws -> GalleryRevisionDiff.Geometry {
        switch step.diff {
        case .success(let diff):
            let path = paths.diffPicture(name, from: step.from, to: step.to)
            try writer.write(renderer.diffPicture(diff), to: path)
            return .drawn(device: screen.gallery, summary: renderer.diffSummary(diff), picturePath: path)
        case .failure(let error):
            return .unavailable(device: screen.gallery, reason: renderer.reason(error))
        }
    }

    /// Earlier pages and pictures in the target that this export did not write.
    private static func staleFiles(in directory: URL, written: Set<String>) -> [String] {
        let manager = FileManager.default
        var stale: [String] = []
        let layouts = directory.appendingPathComponent(GallerySite.layoutsFolder)
        for file in ((try? manager.contentsOfDirectory(atPath: layouts.path)) ?? []).sorted() where file.hasSuffix(".html") {
            let path = "\(GallerySite.layoutsFolder)/\(file)"
            if !written.contains(path) { stale.append(path) }
        }
        let pictures = directory.appendingPathComponent(GallerySite.picturesFolder)
        for folder in ((try? manager.contentsOfDirectory(atPath: pictures.path)) ?? []).sorted() {
            let files = (try? manager.contentsOfDirectory(atPath: pictures.appendingPathComponent(folder).path)) ?? []
            for file in files.sorted() where file.hasSuffix(".svg") {
                let path = "\(GallerySite.picturesFolder)/\(folder)/\(file)"
                if !written.contains(path) { stale.append(path) }
            }
        }
        return stale
    }
}
