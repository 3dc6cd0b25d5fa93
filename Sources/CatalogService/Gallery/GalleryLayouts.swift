import CatalogStore
import LayoutEngine
import LayoutModel

extension Catalog {
    /// The layouts listed in `summaries` (as `list` gave them), each as the gallery draws it on
    /// `devices`, handed to `body` one at a time in that order (a large catalog is never held
    /// whole). Each layout is read in one transaction, its head pinned by the number listed, so
    /// its pictures, page and history describe the same revisions even while someone adds one.
    /// Each is drawn with its own default data (its preview or a sample), counts capped at
    /// ``ResolveRequest/galleryItemLimit``.
    public func galleryLayouts(_ summaries: [LayoutSummary], on devices: [Device], _ body: (GalleryLayoutContent) throws -> Void) throws {
        for summary in summaries {
            let name = summary.name
            let (head, history, revisions, dataset) = try database.read { store in
                let head = try Self.revision(RevisionReference(name: name, selector: .number(summary.headRevision)), in: store)
                let history = try Self.log(name, in: store).filter { $0.number <= summary.headRevision }
                let revisions = try history.map { try Self.revision(RevisionReference(name: name, selector: .number($0.number)), in: store) }
                // Every device's request gives the same counts, so the same dataset. A dataset that
                // cannot be read makes the pictures fail, not the gallery.
                let request = ResolveRequest.gallery(head.definition, device: ResolveRequest.defaultDevice)
                let dataset = Result {
                    try Self.datasetName(request, for: head.definition).map { try Self.dataset(RevisionReference(parsing: $0), in: store) }
                }
                return (head, history, revisions, dataset)
            }
            let drawings = devices.map { device in
                GalleryLayoutContent.Drawing(
                    device: device,
                    resolution: Result {
                        try Self.resolve(head, ResolveRequest.gallery(head.definition, device: device.id), dataset: dataset.get())
                    })
            }
            var steps: [GalleryLayoutContent.Step] = []
            if let primary = devices.first {
                for (older, newer) in zip(revisions, revisions.dropFirst()) {
                    steps.append(
                        GalleryLayoutContent.Step(
                            from: older.number, to: newer.number,
                            diff: Result {
                                try Self.geometryDiff(older, newer, ResolveRequest.gallery(newer.definition, device: primary.id), dataset: nil)
                            }))
                }
            }
            try body(GalleryLayoutContent(summary: summary, head: head, drawings: drawings, history: history, steps: steps))
        }
    }
}
