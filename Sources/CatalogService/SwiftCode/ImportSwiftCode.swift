import CatalogStore
import LayoutModel

extension Catalog {
    /// Stores every layout of a scan as a new revision where its content differs from the head,
    /// all in one transaction; a dry run only reads. Each revision's message records its source
    /// (`file:line`), the commit inside a git work tree, and whether the import was partial; the
    /// audit event carries the same as fields.
    /// - Throws: `ServiceError.swiftCodeErrors` when the scan has errors (a duplicate name, an
    ///   unreadable path); nothing is written then.
    /// - Parameters:
    ///   - scan: what the Swift reader found in the app's code.
    ///   - author: recorded on each revision and audit event.
    ///   - message: the revisions' message; nil records each layout's source.
    ///   - dryRun: only read: report what would be stored.
    ///   - report: include every construction site and the recall in the result.
    public func importSwift(_ scan: SwiftCodeScan, author: String, message: String?, dryRun: Bool, report: Bool = false) throws -> SwiftImportResult {
        if !scan.errors.isEmpty { throw ServiceError.swiftCodeErrors(scan.errors) }
        let base = message ?? "Imported from Swift"
        let added: [AddedLayout]
        if dryRun {
            added = try database.read { store in try scan.layouts.map { try Self.plannedAdd($0, in: store) } }
        } else {
            let timestamp = now
            added = try database.write { store in
                try scan.layouts.map { layout in
                    try Self.store(
                        layout.definition, file: layout.source, warnings: [], in: store, author: author,
                        message: Self.revisionMessage(base, for: layout), expectedHead: nil, timestamp: timestamp,
                        details: Self.auditDetails(for: layout))
                }
            }
        }
        let layouts = zip(scan.layouts, added).map { layout, result in
            SwiftImportResult.Layout(
                name: layout.name, status: result.status, revision: result.revision, contentHash: result.contentHash, source: layout.source,
                location: layout.location, commit: layout.commit, uncommittedChanges: layout.hasUncommittedChanges, partial: layout.isPartial,
                warnings: layout.warnings, assumptions: layout.assumptions, qualification: layout.qualification, identicalTo: layout.identicalTo,
                sectionsChosenBy: layout.sectionsChosenBy)
        }
        return SwiftImportResult(
            dryRun: dryRun, layouts: layouts, skipped: scan.skipped, skippedFiles: scan.skippedFiles, fileWarnings: scan.fileWarnings,
            recall: report ? scan.recall : nil, sites: report ? scan.sites : nil)
    }

    /// What storing a scanned layout would do, read without writing.
    static func plannedAdd(_ layout: ScannedLayout, in store: StoreAccess) throws -> AddedLayout {
        let hash = ContentHash.sha256(layout.definition.canonicalText)
        let record = try store.layout(named: layout.name)
        let head = try record.flatMap { try $0.id.flatMap(store.headRevision) }
        let status: AddedLayout.Status
        var number = (head?.number ?? 0) + 1
        if record == nil {
            status = .created
        } else if record?.isArchived == true {
            status = .restored
            if head?.contentHash == hash { number -= 1 }
        } else if head?.contentHash == hash {
            status = .unchanged
            number -= 1
        } else {
            status = .revised
        }
        return AddedLayout(
            file: layout.source, name: layout.name, status: status, revision: number, contentHash: hash, isTextOnly: false,
            warnings: [])
    }

    /// `Imported from Swift (from Sources/Feed.swift:42 at 1a2b3c4d5e6f)`, one line, so `log`
    /// shows where each revision came from; a partial import says so.
    static func revisionMessage(_ base: String, for layout: ScannedLayout) -> String {
        var origin = "from \(layout.source)"
        if let commit = layout.commit {
            origin += " at \(commit.prefix(12))" + (layout.hasUncommittedChanges ? " with uncommitted changes" : "")
        }
        var text = "\(base) (\(origin))"
        if layout.isPartial {
            let count = layout.assumptions.count
            text += " [partial: \(count) value\(count == 1 ? "" : "s") the code does not fix replaced by literals]"
        }
        return text
    }

    /// The audit fields that tie a revision to its code: `source`, `commit` (null outside a
    /// work tree), `uncommitted`, `partial`. `check` reads `source` back to find layouts that
    /// left the code.
    static func auditDetails(for layout: ScannedLayout) -> [String: JSONValue] {
        [
            "source": .string(layout.source), "commit": layout.commit.map(JSONValue.string) ?? .null,
            "uncommitted": .bool(layout.hasUncommittedChanges), "partial": .bool(layout.isPartial),
        ]
    }
}
