import CatalogStore
import LayoutEngine
import LayoutModel

extension Catalog {
    /// The most items a section is drawn with in the gallery. Previews are sample-sized (Apple's
    /// Grid shows 94); a definition asking for far more still gets a quick, small picture.
    public static let galleryItemLimit = 1_000

    /// Every built-in device with `first` (an id, name or alias) moved to the front; nil gives
    /// every device with the resolver's default (`iphone-15`) first.
    public static func galleryDevices(first: String?) throws -> [Device] {
        let chosen =
            try first.map { name in
                guard let device = Device.named(name) else { throw ServiceError.unknownDevice(name, known: Device.all.map(\.id)) }
                return device
            } ?? Device.named(ResolveRequest.defaultDevice)
        guard let chosen else { return Device.all }
        return [chosen] + Device.all.filter { $0.id != chosen.id }
    }

    /// The devices named (ids, names or aliases), in order, each once.
    public static func galleryDevices(_ names: [String]) throws -> [Device] {
        var devices: [Device] = []
        for name in names {
            guard let device = Device.named(name) else { throw ServiceError.unknownDevice(name, known: Device.all.map(\.id)) }
            if !devices.contains(where: { $0.id == device.id }) { devices.append(device) }
        }
        guard !devices.isEmpty else { throw ServiceError.invalidArgument("the gallery needs at least one device") }
        return devices
    }

    /// The layouts listed in `summaries` (as `list` gave them), each as the gallery draws it on
    /// `devices`, handed to `body` one at a time in that order (a large catalog is never held
    /// whole). Each layout is read in one transaction, its head pinned by the number listed, so
    /// its pictures, page and history describe the same revisions even while someone adds one.
    /// Each is drawn with its own default data (its preview or a sample), counts capped at
    /// ``galleryItemLimit``.
    public func galleryLayouts(_ summaries: [LayoutSummary], on devices: [Device], _ body: (GalleryLayoutContent) throws -> Void) throws {
        for summary in summaries {
            let name = summary.name
            let (head, history, revisions, dataset) = try database.read { store in
                let head = try Self.revision(RevisionReference(name: name, selector: .number(summary.headRevision)), in: store)
                let history = try Self.log(name, in: store).filter { $0.number <= summary.headRevision }
                let revisions = try history.map { try Self.revision(RevisionReference(name: name, selector: .number($0.number)), in: store) }
                // Every device's request gives the same counts, so the same dataset. A dataset that
                // cannot be read makes the pictures fail, not the gallery.
                let request = Self.galleryRequest(head.definition, device: ResolveRequest.defaultDevice)
                let dataset = Result {
                    try Self.datasetName(request, for: head.definition).map { try Self.dataset(RevisionReference(parsing: $0), in: store) }
                }
                return (head, history, revisions, dataset)
            }
            let drawings = devices.map { device in
                GalleryLayoutContent.Drawing(
                    device: device,
                    resolution: Result {
                        try Self.resolve(head, Self.galleryRequest(head.definition, device: device.id), dataset: dataset.get())
                    })
            }
            var steps: [GalleryLayoutContent.Step] = []
            if let primary = devices.first {
                for (older, newer) in zip(revisions, revisions.dropFirst()) {
                    steps.append(
                        GalleryLayoutContent.Step(
                            from: older.number, to: newer.number,
                            diff: Result {
                                try Self.geometryDiff(older, newer, Self.galleryRequest(newer.definition, device: primary.id), dataset: nil)
                            }))
                }
            }
            try body(GalleryLayoutContent(summary: summary, head: head, drawings: drawings, history: history, steps: steps))
        }
    }

    /// A layout's own default data on one device, with preview counts capped at
    /// ``galleryItemLimit``.
    public static func galleryRequest(_ definition: LayoutDefinition, device: String) -> ResolveRequest {
        var request = ResolveRequest()
        request.device = device
        if let counts = definition.preview?.itemCounts, counts.contains(where: { $0 > galleryItemLimit }) {
            request.counts = counts.map { min($0, galleryItemLimit) }
        }
        return request
    }
}
