import CatalogService
import Foundation
import LayoutEngine
import LayoutModel
import Rendering

/// `export --all --format html`: a static HTML gallery of every layout's head revision.
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
/// Layouts are resolved with their own default data (their preview, or a sample of about two
/// screens), never with huge item counts. A layout that does not resolve on a device is shown
/// as "cannot be drawn on …" there; the export goes on.
public struct GalleryExport {
    public let catalog: Catalog
    /// The screens, in switcher order: the first is shown by default and is the one revisions
    /// are compared on.
    let screens: [GalleryScreen]

    /// - Parameter devices: device ids or names, in switcher order.
    public init(catalog: Catalog, devices: [String] = GalleryExport.defaultDevices) throws {
        self.catalog = catalog
        var screens: [GalleryScreen] = []
        for name in devices {
            guard let device = Device.named(name) else {
                throw ServiceError.unknownDevice(name, known: Device.all.map(\.id))
            }
            if !screens.contains(where: { $0.device.id == device.id }) { screens.append(GalleryScreen(device: device)) }
        }
        guard !screens.isEmpty else { throw ServiceError.invalidArgument("the gallery needs at least one device") }
        self.screens = screens
    }

    /// Every built-in device, the resolver's default (`iphone-15`) first.
    public static var defaultDevices: [String] {
        orderedDeviceIDs(first: ResolveRequest.defaultDevice)
    }

    /// Every built-in device with `first` (an id, name or alias) moved to the front; nil gives
    /// ``defaultDevices``.
    public static func devices(first: String?) throws -> [String] {
        guard let first else { return defaultDevices }
        guard let device = Device.named(first) else { throw ServiceError.unknownDevice(first, known: Device.all.map(\.id)) }
        return orderedDeviceIDs(first: device.id)
    }

    private static func orderedDeviceIDs(first: String) -> [String] {
        let ids = Device.all.map(\.id)
        return ids.contains(first) ? [first] + ids.filter { $0 != first } : ids
    }

    /// Writes the gallery into `directory`.
    /// - Parameter progress: called after each layout with (done, total), for a progress line.
    public func write(to directory: String, force: Bool, progress: ((Int, Int) -> Void)? = nil) throws -> GalleryReport {
        guard let primary = screens.first else { throw ServiceError.invalidArgument("the gallery needs at least one device") }
        let output = try SafeOutput(directory: directory, force: force)
        let summaries = try catalog.list()
        let paths = GalleryPaths(names: summaries.map(\.name))
        var writer = GalleryFileWriter(output: output)
        var undrawable: [String] = []
        var cards: [GalleryLayout] = []

        for (done, summary) in summaries.enumerated() {
            let content = try page(summary, primary: primary, paths: paths, writer: &writer)
            undrawable += content.undrawable
            cards.append(content.page.layout)
            try writer.write(content.page.html(), to: paths.page(summary.name))
            progress?(done + 1, summaries.count)
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
        _ summary: LayoutSummary, primary: GalleryScreen, paths: GalleryPaths, writer: inout GalleryFileWriter
    ) throws -> (page: GalleryLayoutPage, undrawable: [String]) {
        let name = summary.name
        var undrawable: [String] = []
        // Pin the head by number, so every picture and the page describe the same revision
        // even if someone adds a revision while the export runs.
        let head = RevisionReference(name: name, selector: .number(summary.headRevision))
        let stored = try catalog.revision(head)

        // Resolving may fail on some devices (e.g. no `oneOf` alternative holds at that width);
        // writing may not, so only the drawing is caught.
        var pictures: [GalleryPicture] = []
        for screen in screens {
            let drawing = Result { try catalog.resolve(head, Self.request(stored.definition, device: screen.device.id)) }
            switch drawing {
            case .success(let resolution):
                let path = paths.picture(name, device: screen.device.id)
                let thumbnail = paths.thumbnail(name, device: screen.device.id)
                try writer.write(ResolutionPicture.svg(resolution), to: path)
                try writer.write(ResolutionPicture.thumbnail(resolution), to: thumbnail)
                pictures.append(GalleryPicture(device: screen.gallery, content: .drawn(picturePath: path, thumbnailPath: thumbnail)))
            case .failure(let error):
                let reason = Self.reason(error)
                undrawable.append("\(name) on \(screen.device.name): \(reason)")
                pictures.append(GalleryPicture(device: screen.gallery, content: .unavailable(reason: reason)))
            }
        }

        let entries = try catalog.log(name).filter { $0.number <= summary.headRevision }
        var revisions: [GalleryRevision] = []
        var previous: LogEntry?
        for entry in entries {
            var diff: GalleryRevisionDiff?
            if let previous {
                let geometry = try geometry(name, from: previous.number, to: entry.number, on: primary, paths: paths, writer: &writer)
                diff = GalleryRevisionDiff(fromRevision: previous.number, toRevision: entry.number, changes: entry.changes, geometry: geometry)
            }
            revisions.append(GalleryRevision(
                number: entry.number, contentHash: entry.contentHash, author: entry.author, createdAt: entry.createdAt,
                message: entry.message, summary: LogEntryView.summary(entry), labels: entry.tags, diff: diff))
            previous = entry
        }

        let layout = GalleryLayout(
            name: name, title: summary.title, summary: summary.summary, tags: summary.tags, headRevision: summary.headRevision,
            headHash: summary.headHash, revisionCount: summary.revisionCount, author: summary.lastAuthor, createdAt: summary.lastChanged,
            pagePath: paths.page(name), pictures: pictures)
        let page = GalleryLayoutPage(layout: layout, devices: screens.map(\.gallery), definitionYAML: stored.definition.yamlText,
                                     revisions: revisions)
        return (page, undrawable)
    }

    /// The overlay of two consecutive revisions on the default device, with its summary.
    private func geometry(
        _ name: String, from: Int, to: Int, on screen: GalleryScreen, paths: GalleryPaths, writer: inout GalleryFileWriter
    ) throws -> GalleryRevisionDiff.Geometry {
        let drawing = Result {
            let newer = try catalog.revision(RevisionReference(name: name, selector: .number(to)))
            return try catalog.geometryDiff(
                RevisionReference(name: name, selector: .number(from)), RevisionReference(name: name, selector: .number(to)),
                Self.request(newer.definition, device: screen.device.id))
        }
        switch drawing {
        case .success(let diff):
            let path = paths.diffPicture(name, from: from, to: to)
            try writer.write(GeometryDiffPicture.svg(diff), to: path)
            return .drawn(device: screen.gallery, summary: GeometryDiffText.summary(diff), picturePath: path)
        case .failure(let error):
            return .unavailable(device: screen.gallery, reason: Self.reason(error))
        }
    }

    /// The most items a section is drawn with. Previews are sample-sized (Apple's Grid shows
    /// 94); a definition asking for far more still gets a quick, small picture.
    static let itemLimit = 1_000

    /// The layout's own default data on one device, with preview counts capped at ``itemLimit``.
    static func request(_ definition: LayoutDefinition, device: String) -> ResolveRequest {
        var request = ResolveRequest()
        request.device = device
        if let counts = definition.preview?.itemCounts, counts.contains(where: { $0 > itemLimit }) {
            request.counts = counts.map { min($0, itemLimit) }
        }
        return request
    }

    /// The reason alone for a resolve failure (the card already names the layout and device).
    static func reason(_ error: any Error) -> String {
        switch error {
        case ServiceError.cannotResolve(_, let reason): reason
        default: ErrorMessage.text(for: error)
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
