import CatalogStore
import LayoutEngine
import LayoutModel
import Snapshots

extension Catalog {
    /// Resolves a stored revision into the frames UIKit would compute.
    public func resolve(_ reference: RevisionReference, _ request: ResolveRequest) throws -> Resolution {
        typealias Loaded = (StoredRevision, StoredDataset?, (String, StringSnapshot)?)
        let (revision, dataset, snapshot) = try database.read { (store: StoreAccess) -> Loaded in
            let revision = try Self.revision(reference, in: store)
            if let snapshotReference = request.snapshot {
                let loaded = try Self.snapshot(RevisionReference(parsing: snapshotReference), in: store)
                let dataset = try loaded.dataset.map { try Self.dataset(RevisionReference(name: $0), in: store) }
                return (revision, dataset, (snapshotReference, loaded.snapshot))
            }
            let dataset = try Self.datasetName(request, for: revision.definition).map { try Self.dataset(RevisionReference(parsing: $0), in: store) }
            return (revision, dataset, nil)
        }
        if let (name, loaded) = snapshot {
            return try Self.resolve(revision, request, snapshot: loaded, named: name, dataset: dataset)
        }
        return try Self.resolve(revision, request, dataset: dataset)
    }

    /// The dataset a resolution reads: the one the request names, else (when the request gives
    /// no counts) the definition's preview dataset.
    static func datasetName(_ request: ResolveRequest, for definition: LayoutDefinition) -> String? {
        request.dataset ?? (request.counts == nil && request.itemsPerSection == nil ? definition.preview?.dataset : nil)
    }

    /// Resolves with a snapshot's section and item counts; cells are labelled with the linked
    /// dataset's titles where the item ids match.
    static func resolve(
        _ revision: StoredRevision, _ request: ResolveRequest, snapshot: StringSnapshot, named name: String,
        dataset: StoredDataset?
    ) throws -> Resolution {
        var counted = request
        counted.counts = snapshot.sectionIdentifiers.map { (try? snapshot.numberOfItems(inSection: $0)) ?? 0 }
        counted.sectionIdentifiers = snapshot.sectionIdentifiers
        counted.dataset = nil
        var resolution = try resolve(revision, counted, dataset: nil)
        resolution.dataSource = .snapshot(name)
        var titles: [String: String] = [:]
        for section in dataset?.dataset.sections ?? [] {
            for item in section.items { titles[item.id] = item.title ?? item.id }
        }
        for (s, section) in snapshot.sectionIdentifiers.enumerated() {
            for (i, item) in ((try? snapshot.itemIdentifiers(inSection: section)) ?? []).enumerated() {
                resolution.labels[ElementIndexPath(section: s, item: i)] = titles[item] ?? item
            }
        }
        return resolution
    }

    /// Resolves a definition already in hand (used for stored revisions and by diffs).
    static func resolve(_ revision: StoredRevision, _ request: ResolveRequest, dataset: StoredDataset?) throws -> Resolution {
        let (screen, environment) = try Self.environment(for: request)
        let definition = revision.definition
        var labels: [ElementIndexPath: String] = [:]
        let data: LayoutData
        let source: DataSource
        if let counts = request.counts {
            data = LayoutData(itemCounts: counts, identifiers: request.sectionIdentifiers)
            source = .counts(counts)
        } else if let items = request.itemsPerSection {
            data = LayoutData(itemCounts: SampleData.counts(definition, perSection: items, sections: Self.sectionCount(definition, fallback: 1)))
            source = .itemsPerSection(items)
        } else if let dataset {
            data = DatasetData.layoutData(dataset.dataset)
            labels = DatasetData.labels(dataset.dataset)
            source = .dataset(name: dataset.name, revision: dataset.number)
        } else if let preview = definition.preview {
            data = LayoutData(itemCounts: preview.itemCounts, identifiers: preview.sectionIdentifiers)
            source = .preview
        } else {
            data = try SampleData.fillingTwoScreens(definition, environment: environment)
            source = .sample
        }
        do {
            let layout = try LayoutResolver.resolve(
                definition, environment: environment, data: data,
                snapping: Self.snapping(for: request, environment))
            return Resolution(
                revision: revision, screen: screen, environment: environment, data: data, layout: layout, labels: labels,
                dataSource: source)
        } catch {
            throw ServiceError.cannotResolve("\(revision.name)@\(revision.number)", reason: error.description)
        }
    }

    /// Snapped whenever the environment has a scale, unless the request asks for the exact
    /// arithmetic.
    static func snapping(for request: ResolveRequest, _ environment: LayoutEnvironment) -> PixelSnapping {
        !request.exact && environment.displayScale != nil ? .snapped : .exact
    }

    /// The screen a request describes: a named environment (default iPhone 15 in portrait) with
    /// overrides, or a size.
    static func environment(for request: ResolveRequest) throws(ServiceError) -> (DeviceEnvironment?, LayoutEnvironment) {
        var device: DeviceEnvironment?
        var environment: LayoutEnvironment
        if let name = request.device ?? (request.width == nil && request.height == nil ? ResolveRequest.defaultDevice : nil) {
            guard let found = DeviceEnvironment.named(name) else {
                throw ServiceError.unknownDevice(name, known: DeviceEnvironment.all.map(\.id))
            }
            if let version = request.iOS, !found.device.runs(version) {
                throw ServiceError.releaseNotRunByDevice(device: found.device.name, release: version, runs: found.device.iOSVersions)
            }
            device = found
            environment = found.environment(direction: request.rightToLeft ? .rightToLeft : .leftToRight, iOS: request.iOS)
            if let width = request.width { environment.width = width }
            if let height = request.height { environment.height = height }
        } else {
            guard let width = request.width, let height = request.height else {
                throw ServiceError.incompleteScreenSize
            }
            environment = LayoutEnvironment(
                width: width, height: height, layoutDirection: request.rightToLeft ? .rightToLeft : .leftToRight,
                iOSVersion: request.iOS ?? .newest)
        }
        guard environment.width.isFinite, environment.height.isFinite, environment.width > 0, environment.height > 0 else {
            throw ServiceError.invalidScreenSize(width: environment.width, height: environment.height)
        }
        if let safeArea = request.safeArea { environment.safeArea = safeArea }
        if let margins = request.margins { environment.layoutMargins = margins }
        if let readable = request.readableWidth { environment.readableContentWidth = readable }
        if let scale = request.scale {
            guard scale.isFinite, scale > 0 else { throw ServiceError.invalidScale(scale) }
            environment.displayScale = scale
        }
        return (device, environment)
    }

    /// How many data sections a definition lays out by default: one per `sections` entry; one
    /// per kind of `sectionsByKind`, and one more for its `defaultSection`, so that a picture
    /// without data shows every section the layout can use.
    static func sectionCount(_ definition: LayoutDefinition, fallback: Int) -> Int {
        switch definition.sections {
        case .single: fallback
        case .perIndex(let list, _): list.count
        case .byKind(let entries, let fallback): entries.count + (fallback == nil ? 0 : 1)
        }
    }
}
