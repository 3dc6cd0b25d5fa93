import CatalogStore
import Foundation
import LayoutEngine
import LayoutModel

extension Catalog {
    /// Compares every layout of a scan with the catalog's head: the content hash first, then,
    /// for a changed layout, the structural diff and a geometric summary on the default device.
    /// Layouts in the catalog that the code does not build are orphans: by default only those
    /// whose last recorded Swift source lies under the scanned paths (a catalog also holds
    /// presets and layouts written as YAML); with `orphans: .all`, every one (a catalog rebuilt
    /// from the YAML export holds the app's layouts only, and no recorded sources). With `update`, the catalog is made to
    /// match the code in one transaction: changed and missing layouts are written as new
    /// revisions and orphans are removed (archived, their history kept), so that a YAML folder
    /// exported with `sync` afterwards matches the code too.
    /// - Parameters:
    ///   - scan: what the Swift reader found in the app's code.
    ///   - orphans: which catalog layouts the code must build.
    ///   - update: make the catalog match the code.
    ///   - fallbackAuthor: the writer when neither `author` nor git names one.
    ///   - author: the writer for an update; nil takes HEAD's author inside a git work tree, else
    ///     `fallbackAuthor`.
    ///   - message: for an update; nil takes HEAD's subject line inside a git work tree.
    /// - Throws: `ServiceError.swiftCodeErrors` when the scan has errors.
    public func check(
        _ scan: SwiftCodeScan, orphans: OrphanRule = .recorded, update: Bool = false, author: String? = nil,
        fallbackAuthor: @autoclosure () -> String = "unknown", message: String? = nil
    ) throws -> CodeCheckReport {
        if !scan.errors.isEmpty { throw ServiceError.swiftCodeErrors(scan.errors) }
        let found = Set(scan.layouts.map(\.name)).union(scan.skipped.map(\.name))
        let (heads, sources) = try database.read { store in
            let heads = try scan.layouts.map { layout -> StoredRevision? in
                guard let record = try store.layout(named: layout.name), !record.isArchived else { return nil }
                return try Self.revision(RevisionReference(name: layout.name), in: store)
            }
            return (heads, try Self.recordedSources(in: store))
        }

        var entries: [CodeCheckReport.Entry] = []
        for (layout, head) in zip(scan.layouts, heads) {
            let hash = ContentHash.sha256(layout.definition.canonicalText)
            var entry = CodeCheckReport.Entry(
                name: layout.name, status: .missing, source: layout.source, location: layout.location, head: head?.number,
                headHash: head?.contentHash, codeHash: hash, changes: [], geometry: nil, geometryError: nil)
            if let head {
                if head.contentHash == hash {
                    entry.status = .clean
                } else {
                    entry.status = .changed
                    entry.changes = DefinitionDiff.changes(from: head.definition, to: layout.definition)
                    do {
                        entry.geometry = try Self.geometrySummary(from: head, to: layout, hash: hash)
                    } catch {
                        entry.geometryError = String(describing: error)
                    }
                }
            }
            entries.append(entry)
        }
        // What an unreadable file builds is not known: a layout recorded from it has not left
        // the code as far as anyone can tell, and `--update` must not archive it.
        let unread = Set(scan.skippedFiles.map(\.recordedPath))
        for (name, orphan) in sources.sorted(by: { $0.key < $1.key }) where !found.contains(name) {
            if let source = orphan.source, let colon = source.lastIndex(of: ":"), unread.contains(String(source[..<colon])) { continue }
            if orphans == .recorded {
                guard let source = orphan.source, Self.isUnder(file: source, scope: scan.scope) else { continue }
            }
            entries.append(
                CodeCheckReport.Entry(
                    name: name, status: .orphaned, source: orphan.source ?? "-", location: nil, head: orphan.head, headHash: orphan.hash,
                    codeHash: nil, changes: [], geometry: nil, geometryError: nil))
        }
        entries.sort { $0.name < $1.name }
        var report = CodeCheckReport(
            layouts: entries, skipped: scan.skipped, skippedFiles: scan.skippedFiles, fileWarnings: scan.fileWarnings, updated: nil)
        guard update else { return report }

        let drifted = Set(entries.filter { $0.status == .changed || $0.status == .missing }.map(\.name))
        let commit = scan.workTree?.headCommit()
        let writer = author ?? commit?.author ?? fallbackAuthor()
        let base = message ?? commit.map(\.subject) ?? "Updated from Swift"
        let timestamp = now
        let orphaned = entries.filter { $0.status == .orphaned }.map(\.name)
        (report.updated, report.removed) = try database.write { store in
            let written = try scan.layouts.filter { drifted.contains($0.name) }.map { layout in
                try Self.store(
                    layout.definition, file: layout.source, warnings: [], in: store, author: writer,
                    message: Self.revisionMessage(base, for: layout), expectedHead: nil, timestamp: timestamp,
                    details: Self.auditDetails(for: layout))
            }
            let removed = try orphaned.map { try Self.archive($0, in: store, actor: writer, timestamp: timestamp) }
            return (written, removed)
        }
        return report
    }

    /// Both sides resolved on the default device with the same data (the code's preview, or the
    /// sample filling two screens), and their frames compared.
    static func geometrySummary(from head: StoredRevision, to layout: ScannedLayout, hash: String) throws -> CodeCheckReport.GeometrySummary {
        let code = StoredRevision(
            name: layout.name, number: head.headNumber + 1, headNumber: head.headNumber, contentHash: hash, author: "", message: "",
            createdAt: "", isArchived: false, definition: layout.definition, canonicalText: layout.definition.canonicalText)
        let request = ResolveRequest()
        let after = try resolve(code, request, dataset: nil)
        var shared = request
        shared.counts = after.data.sections.map(\.itemCount)
        let before = try resolve(head, shared, dataset: nil)
        let diff = GeometryDiff.compare(before, after)
        func count(_ kind: GeometryDiff.ChangeKind) -> Int { diff.changes.filter { $0.kind == kind }.count }
        return CodeCheckReport.GeometrySummary(
            device: after.device?.id ?? ResolveRequest.defaultDevice, moved: count(.moved), resized: count(.resized),
            appeared: count(.appeared), disappeared: count(.disappeared), contentSizeBefore: before.layout.contentSize,
            contentSizeAfter: after.layout.contentSize, diff: diff)
    }

    /// Every layout in the catalog (not removed): its head, and the last Swift source recorded
    /// for it (nil when it was never imported from Swift).
    static func recordedSources(in store: StoreAccess) throws -> [String: (source: String?, head: Int, hash: String)] {
        var sources: [String: String] = [:]
        for event in try store.auditEvents() where event.action.hasPrefix("layout.") {
            // Only events written by import-swift and check carry a `source` field.
            guard event.details.contains("\"source\""),
                let object = try? JSONSerialization.jsonObject(with: Data(event.details.utf8)) as? [String: Any],
                let layout = object["layout"] as? String, let source = object["source"] as? String
            else { continue }
            sources[layout] = source
        }
        var result: [String: (source: String?, head: Int, hash: String)] = [:]
        for listing in try store.layoutListings(includeArchived: false) {
            result[listing.layout.name] = (sources[listing.layout.name], listing.head.number, listing.head.contentHash)
        }
        return result
    }

    /// Whether a recorded `file:line` lies in one of the scanned paths (recorded the same way).
    static func isUnder(file source: String, scope: [String]) -> Bool {
        let file = source.lastIndex(of: ":").map { String(source[..<$0]) } ?? source
        return scope.contains { path in path.isEmpty || path == "." || file == path || file.hasPrefix(path + "/") }
    }
}
