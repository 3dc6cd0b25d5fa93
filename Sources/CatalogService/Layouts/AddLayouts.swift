import CatalogStore
import LayoutModel

extension Catalog {
    /// Validates every document first; if any has an error, throws
    /// `ServiceError.invalidDocuments` and writes nothing. Otherwise adds each as a new
    /// revision in one transaction, skipping documents whose content equals the head.
    /// - Parameter expectedHead: refuse unless the layout's head is this revision number (0 for
    ///   a layout that must not exist yet); only with a single document.
    public func add(_ documents: [SourceDocument], author: String, message: String?, expectedHead: Int? = nil) throws -> [AddedLayout] {
        let reports = documents.map(DocumentReport.check)
        if reports.contains(where: { !$0.errors.isEmpty }) { throw ServiceError.invalidDocuments(reports) }
        let checked = reports.compactMap { report in report.definition.map { (report, $0) } }
        var files: [String: [String]] = [:]
        for (report, definition) in checked { files[definition.name, default: []].append(report.document.path) }
        if let (name, paths) = files.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) { throw ServiceError.duplicateName(name, files: paths) }
        if expectedHead != nil, checked.count != 1 {
            throw ServiceError.expectedHeadNeedsOneDocument(count: checked.count)
        }
        let timestamp = now
        return try database.write { store in
            try checked.map { report, definition in
                try Self.store(definition, from: report, in: store, author: author, message: message ?? "",
                               expectedHead: expectedHead, timestamp: timestamp)
            }
        }
    }

    static func store(
        _ definition: LayoutDefinition, from report: DocumentReport, in store: StoreAccess, author: String, message: String,
        expectedHead: Int?, timestamp: String
    ) throws -> AddedLayout {
        let canonical = definition.canonicalText
        let hash = ContentHash.sha256(canonical)
        let warnings = report.warnings.map { $0.formatted(file: report.document.path) }
        var layout = try store.layout(named: definition.name)
        let head = try layout.flatMap { try $0.id.flatMap(store.headRevision) }
        if let expectedHead, expectedHead != (head?.number ?? 0) {
            throw ServiceError.headMoved(layout: definition.name, expected: expectedHead, actual: head?.number ?? 0)
        }
        var status = AddedLayout.Status.revised
        if layout == nil {
            layout = try store.insertLayout(name: definition.name, createdAt: timestamp)
            status = .created
        } else if let existing = layout, existing.isArchived, let id = existing.id {
            try store.setArchived(layoutId: id, at: nil)
            status = .restored
        }
        if let head, head.contentHash == hash {
            // Same content as the head: no new revision (a restore only lifts the archive flag).
            if status == .restored {
                try store.appendAudit(Audit.archive(false, layout: definition.name, head: head, actor: author), at: timestamp)
            }
            return AddedLayout(file: report.document.path, name: definition.name, status: status == .restored ? .restored : .unchanged,
                               revision: head.number, contentHash: hash, warnings: warnings)
        }
        guard let layoutId = layout?.id else { throw ServiceError.invalidArgument("internal: layout row has no id") }
        let revision = try store.appendRevision(layoutId: layoutId, contentHash: hash, definition: canonical, author: author,
                                                message: message, createdAt: timestamp)
        try store.appendAudit(Audit.revision(revision, layout: definition.name, action: status.auditAction, actor: author,
                                             extra: ["file": .string(report.document.path)]), at: timestamp)
        return AddedLayout(file: report.document.path, name: definition.name, status: status, revision: revision.number,
                           contentHash: hash, warnings: warnings)
    }
}
