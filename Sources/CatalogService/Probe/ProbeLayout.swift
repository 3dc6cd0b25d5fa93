import CodeGeneration
import LayoutEngine
import LayoutModel

extension Catalog {
    /// The device probe of a stored revision (`ProbeGenerator`): an XCTest file that shows the
    /// layout, built by the code `export --format swift` writes, in a collection view of the
    /// requested screen with the requested item counts, and records the frames UIKit gives it
    /// for `compare`.
    ///
    /// The screen is the request's named environment (default iPhone 15 in portrait) or size,
    /// with its overrides; the counts are the request's, else the definition's preview, else a
    /// sample of about two screens. Datasets and snapshots give counts only (a device measures
    /// its own cells).
    public func probe(_ reference: RevisionReference, _ request: ResolveRequest) throws -> ProbeFile {
        // Counts and the screen come from the same code `resolve` uses, so a probe and a
        // resolve with the same options describe the same layout.
        let resolution = try resolve(reference, request)
        let stored = resolution.revision
        // A layout that goes by kind is handed each section's identifier: the data's, or the kind
        // the catalog showed the section as (its default section gets none, as no kind names it).
        var identifiers: [String]?
        if case .byKind = stored.definition.sections { identifiers = resolution.layout.sections.map { $0.identifier ?? "" } }
        let target = ProbeTarget(
            environmentID: resolution.screen?.id, simulatorName: resolution.screen?.device.name,
            environment: resolution.environment, itemCounts: resolution.data.sections.map(\.itemCount), sectionIdentifiers: identifiers)
        return ProbeGenerator().generate(
            stored.definition, name: stored.name, revision: stored.number,
            contentHash: stored.contentHash, target: target)
    }
}
